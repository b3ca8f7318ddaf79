import type { FastifyInstance } from "fastify";
import type { ContractReviewDeps } from "./contract-analysis.service.ts";
import { registerContractReviewRoutes } from "./contract-review.routes.ts";

export { CONTRACT_ANALYSIS_JOB, createContractAnalysisWorker } from "./contract-analysis.job.ts";
export type { ContractReviewDeps } from "./contract-analysis.service.ts";

/** Contract review: contracts analysed in the background against South African law, and their reports. */
export function createContractReviewModule(deps: ContractReviewDeps) {
  return {
    name: "contract-review",
    register: (app: FastifyInstance) => registerContractReviewRoutes(app, deps),
  };
}
export { seedCompletedAnalysis } from "./contract-analysis.seed.ts";
