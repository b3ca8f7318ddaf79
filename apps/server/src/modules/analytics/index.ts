import type { FastifyInstance } from "fastify";
import { registerAnalyticsRoutes } from "./analytics.routes.ts";
import type { AnalyticsDeps } from "./analytics-data.service.ts";

export type { AnalyticsDeps } from "./analytics-data.service.ts";

/**
 * Advanced analytics (/advanced-analytics): revenue, productivity, clients and a fee forecast, all
 * computed from the firm's own records, and benchmarks against its previous period and the anonymised
 * platform median. Professional and Enterprise plans.
 */
export function createAnalyticsModule(deps: AnalyticsDeps) {
  return {
    name: "analytics",
    register: (app: FastifyInstance) => registerAnalyticsRoutes(app, deps),
  };
}
