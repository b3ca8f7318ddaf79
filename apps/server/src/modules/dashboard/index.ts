import type { FastifyInstance } from "fastify";
import { registerDashboardRoutes } from "./dashboard.routes.ts";
import type { DashboardDeps } from "./dashboard.service.ts";

/** The home dashboard: the firm's figures and its recent activity. */
export function createDashboardModule(deps: DashboardDeps) {
  return { name: "dashboard", register: (app: FastifyInstance) => registerDashboardRoutes(app, deps) };
}
