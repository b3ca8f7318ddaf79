// Long enough for every browser to have started writing the file before its object URL goes.
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * Hands text to the browser as a .txt download (spec §7: the text download is made in the browser from
 * the draft, not fetched).
 */
export function saveTextFile(text: string, fileName: string): void {
  const objectUrl = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
}
