/** How a bank statement file's bytes were read as text. */
export type StatementEncoding = "utf-8" | "windows-1252";

/**
 * The encoding a statement file declares: an OFX 1 header (`CHARSET:1252`, `ENCODING:UTF-8`) or an
 * OFX 2 XML declaration. Null when it declares none (every CSV export).
 */
function declaredEncoding(head: string): StatementEncoding | null {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase();
  if (xml) return /1252|latin|8859-1/.test(xml) ? "windows-1252" : xml.includes("utf") ? "utf-8" : null;
  if (!/OFXHEADER\s*:/i.test(head)) return null;
  const charset = /^\s*CHARSET\s*:\s*(\S+)/im.exec(head)?.[1]?.toUpperCase();
  const encoding = /^\s*ENCODING\s*:\s*(\S+)/im.exec(head)?.[1]?.toUpperCase();
  if (encoding === "UTF-8") return "utf-8";
  if (charset === "1252" || charset === "ISO-8859-1" || charset === "8859-1") return "windows-1252";
  return null;
}

/**
 * Reads a statement file's bytes as text. South African banks' online banking still exports in
 * Windows-1252 ("Café Müller" as bytes E9 and FC), which read as UTF-8 would store "Caf� M�ller" in
 * the books. The file's own declaration wins; otherwise UTF-8 is tried strictly (a UTF-8 BOM is
 * dropped) and Windows-1252 is used when the bytes are not valid UTF-8.
 */
export function decodeStatementFile(bytes: Uint8Array): { text: string; encoding: StatementEncoding } {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  // Headers and declarations are ASCII, so reading the start as Latin-1 is safe whatever the encoding.
  const head = new TextDecoder("windows-1252").decode(body.subarray(0, 1024));
  const declared = hasBom ? "utf-8" : declaredEncoding(head);
  if (declared === "windows-1252")
    return { text: new TextDecoder("windows-1252").decode(body), encoding: declared };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}
