import { ZDashboardActivity, ZDashboardDeadlines, ZDashboardStats } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  type DashboardDeps,
  getDashboardActivity,
  getDashboardDeadlines,
  getDashboardStats,
} from "./dashboard.service.ts";

export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["dashboard"];

  router.get(
    "/api/dashboard/stats",
    { schema: { summary: "Dashboard figures", tags, response: { 200: ZDashboardStats } } },
    async (request) => getDashboardStats(deps, requireFirmIdentity(request)),
  );

  router.get(
    "/api/dashboard/activity",
    { schema: { summary: "Recent activity", tags, response: { 200: ZDashboardActivity } } },
    async (request) => getDashboardActivity(deps, requireFirmIdentity(request)),
  );

  router.get(
    "/api/dashboard/deadlines",
    { schema: { summary: "Upcoming deadlines", tags, response: { 200: ZDashboardDeadlines } } },
    async (request) => getDashboardDeadlines(deps, requireFirmIdentity(request)),
  );
}
