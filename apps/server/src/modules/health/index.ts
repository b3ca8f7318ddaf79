import type { FastifyInstance } from "fastify";
import type { Database } from "../../platform/db.ts";
import { registerHealthRoutes } from "./health.routes.ts";

export function createHealthModule(deps: { database: Database }) {
  return { name: "health", register: (app: FastifyInstance) => registerHealthRoutes(app, deps) };
}
