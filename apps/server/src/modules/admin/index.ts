import type { FastifyInstance } from "fastify";
import { registerAdminRoutes } from "./admin.routes.ts";
import type { AdminDeps } from "./admin.service.ts";

export function createAdminModule(deps: AdminDeps) {
  return { name: "admin", register: (app: FastifyInstance) => registerAdminRoutes(app, deps) };
}
