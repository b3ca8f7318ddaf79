/** The word processor's address. */
export const WORD_PROCESSOR_PATH = "/legal-word-processor";

/** Where a firm document opens in the editor (the screen reads `document` on load). */
export function wordProcessorEditorPath(documentId: string): string {
  return `${WORD_PROCESSOR_PATH}?tab=editor&document=${encodeURIComponent(documentId)}`;
}
