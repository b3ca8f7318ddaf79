import type { FastifyInstance } from "fastify";
import { registerMatterRoutes } from "./matter.routes.ts";
import type { MattersDeps } from "./matter.service.ts";

/** For other modules: the plan usage (subscriptions) and "something happened on the matter" (time, tasks). */
export { countActiveFirmMatters, takeNextMatterNumber, touchMatter } from "./matter.repository.ts";
export type { MattersDeps } from "./matter.service.ts";
export { requireFirmMatter } from "./matter.service.ts";

export function createMattersModule(deps: MattersDeps) {
  return {
    name: "matters",
    register: (app: FastifyInstance) => registerMatterRoutes(app, deps),
  };
}
