// The corpus of legal sources every AI tool and the research screen read: judgments, Acts and firms'
// own documents, their passages (full-text search), and the citation graph between them.
import type { Db } from "../../platform/db.ts";

export {
  type FoundCitation,
  findCitations,
  formatCaseCitation,
  formatLegislationCitation,
  formatSectionLabel,
} from "./citations/index.ts";
export { BUILTIN_CORPUS_VERSION, type BuiltinLoadResult, loadBuiltinCorpus } from "./corpus-builtin.ts";
export {
  countCitationsOf,
  type DocumentRow,
  findVisibleDocument,
  type LinkRow,
  listCitedAuthorities,
  listCitingDocuments,
  listPassages,
  type PassageRow,
} from "./corpus-read.repository.ts";
export {
  type DocumentHitRow,
  findKnownKeys,
  type PassageHitRow,
  searchDocuments,
  searchPassages,
} from "./corpus-search.repository.ts";
export { type CorpusScope, type StoreOutcome, storeDocument } from "./corpus-store.repository.ts";
export {
  extractJudgmentMetadata,
  type JudgmentMetadata,
  type JudgmentParagraph,
  type JudgmentParties,
} from "./extraction/index.ts";
export { englishStem } from "./fragments.ts";
export {
  CORPUS_IMPORT_JOB,
  createCorpusImportModule,
  createCorpusImportWorker,
  type ImportProgress,
  importCorpusFiles,
  listImportableFiles,
} from "./import/index.ts";
export { prepareFile } from "./preparation/prepare-file.ts";
export { decodeWindows1252, readDocumentText, SourceFileError } from "./sources/index.ts";

export type CorpusDeps = { db: Db };
