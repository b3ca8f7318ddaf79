import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db.ts";
import { registerSettingsRoutes } from "./settings.routes.ts";

export function createSettingsModule(deps: { db: Db }) {
  return { name: "settings", register: (app: FastifyInstance) => registerSettingsRoutes(app, deps) };
}
