import type { FastifyInstance } from "fastify";
import { registerLegalResearchRoutes } from "./legal-research.routes.ts";
import type { LegalResearchDeps } from "./legal-research.service.ts";

/** Legal research: searching and reading the corpus, recent searches, research kept on matters. */
export function createLegalResearchModule(deps: LegalResearchDeps) {
  return {
    name: "legal-research",
    register: (app: FastifyInstance) => registerLegalResearchRoutes(app, deps),
  };
}
