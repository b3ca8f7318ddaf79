/** The PDF editor's address. */
export const PDF_EDITOR_PATH = "/pdf-editor";

/** The address parameter naming the open session (`?tab=editor&session=<id>`), so a reload reopens it. */
export const PDF_SESSION_PARAM = "session";

/** Where a PDF session opens in the editor. */
export function pdfEditorSessionPath(sessionId: string): string {
  return `${PDF_EDITOR_PATH}?tab=editor&${PDF_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
}
