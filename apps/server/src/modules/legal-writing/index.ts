import type { FastifyInstance } from "fastify";
import { registerLegalWritingRoutes } from "./legal-writing.routes.ts";
import type { LegalWritingDeps } from "./legal-writing.service.ts";

export { createLegalWritingWorker, LEGAL_WRITING_JOB } from "./legal-writing.job.ts";

/** The legal writing assistant: South African drafts grounded in the corpus, checked before anyone reads them. */
export function createLegalWritingModule(deps: LegalWritingDeps) {
  return { name: "legal-writing", register: (app: FastifyInstance) => registerLegalWritingRoutes(app, deps) };
}
export { seedCompletedDraft } from "./legal-writing.seed.ts";
