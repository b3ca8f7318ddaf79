import type { FastifyInstance } from "fastify";
import { registerCourtFilingRoutes } from "./court-filing.routes.ts";
import type { CourtFilingDeps } from "./court-filing.service.ts";

export type { CourtFilingDeps } from "./court-filing.service.ts";
export { seedFiling } from "./court-filing-submit.service.ts";

/** Court filing: bundles prepared for CaseLines and Court Online, and what the court's system answered. */
export function createCourtFilingModule(deps: CourtFilingDeps) {
  return {
    name: "court-filing",
    register: (app: FastifyInstance) => registerCourtFilingRoutes(app, deps),
  };
}
