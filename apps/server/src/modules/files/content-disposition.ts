/** Unpaired surrogates cannot be percent-encoded as UTF-8; they become the replacement character. */
const LONE_SURROGATE = /\p{Cs}/gu;

/** RFC 5987 attr-char leaves these out, though encodeURIComponent keeps them. */
function encodeExtendedValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `inline; filename="…"; filename*=UTF-8''…` (RFC 6266 with RFC 5987 encoding): browsers that read
 * `filename*` get the exact name, "Kwitansie – Dlamini.pdf"; older ones get an ASCII copy with
 * anything else (and quotes, backslashes, percent signs) replaced by "_".
 */
export function inlineContentDisposition(fileName: string): string {
  return contentDisposition("inline", fileName);
}

/** The same, for a file the browser saves rather than shows (a report to download). */
export function attachmentContentDisposition(fileName: string): string {
  return contentDisposition("attachment", fileName);
}

function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const wellFormed = fileName.replace(LONE_SURROGATE, "\uFFFD");
  const asciiFallback = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${type}; filename="${asciiFallback}"; filename*=UTF-8''${encodeExtendedValue(wellFormed)}`;
}
