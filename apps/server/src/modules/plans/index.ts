import type { FastifyInstance } from "fastify";
import { registerPlanRoutes } from "./plans.routes.ts";
import type { PlansDeps } from "./plans.service.ts";

export function createPlansModule(deps: PlansDeps) {
  return { name: "plans", register: (app: FastifyInstance) => registerPlanRoutes(app, deps) };
}
