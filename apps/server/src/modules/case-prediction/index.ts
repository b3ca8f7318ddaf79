import type { FastifyInstance } from "fastify";
import { registerCasePredictionRoutes } from "./case-prediction.routes.ts";
import type { CasePredictionDeps } from "./case-prediction.service.ts";

export { CASE_PREDICTION_JOB, createCasePredictionWorker } from "./case-prediction.job.ts";
export type { CasePredictionDeps } from "./case-prediction.service.ts";

/** Case prediction: estimates from the firm's own closed matters and the corpus, saying what they rest on. */
export function createCasePredictionModule(deps: CasePredictionDeps) {
  return {
    name: "case-prediction",
    register: (app: FastifyInstance) => registerCasePredictionRoutes(app, deps),
  };
}
