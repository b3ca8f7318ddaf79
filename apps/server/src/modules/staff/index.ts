import type { FastifyInstance } from "fastify";
import { registerStaffRoutes } from "./staff.routes.ts";
import type { StaffDeps } from "./staff.service.ts";

export function createStaffModule(deps: StaffDeps) {
  return { name: "staff", register: (app: FastifyInstance) => registerStaffRoutes(app, deps) };
}
