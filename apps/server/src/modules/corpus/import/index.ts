import type { FastifyInstance } from "fastify";
import { registerCorpusImportRoutes } from "./corpus-import.routes.ts";
import type { CorpusImportDeps } from "./corpus-import.service.ts";

/**
 * Importing into the corpus: the platform admin's uploads into the reference corpus, a firm's own
 * documents, each worked by a `corpus-import` job; and the CLI's direct import.
 */
export function createCorpusImportModule(deps: CorpusImportDeps) {
  return { name: "corpus-import", register: (app: FastifyInstance) => registerCorpusImportRoutes(app, deps) };
}

export { CORPUS_IMPORT_JOB, createCorpusImportWorker } from "./corpus-import.job.ts";
export { type ImportProgress, importCorpusFiles, listImportableFiles } from "./import-folder.ts";
