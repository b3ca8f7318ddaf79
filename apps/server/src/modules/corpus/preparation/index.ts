// Files made ready for the corpus: what was read out of them, their passages and citations.
export { prepareFile } from "./prepare-file.ts";
export type { PreparedDocument, PreparedPassage } from "./prepared-document.ts";
