/** The presentations screen's address. */
export const PRESENTATIONS_PATH = "/legal-presentations";

/** Where a deck opens in the editor (the screen reads `presentation` on load). */
export function presentationEditorPath(presentationId: string): string {
  return `${PRESENTATIONS_PATH}?tab=editor&presentation=${encodeURIComponent(presentationId)}`;
}
