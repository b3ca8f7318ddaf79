import type { FastifyInstance } from "fastify";
import { registerSubscriptionRoutes } from "./subscription.routes.ts";
import type { SubscriptionDeps } from "./subscription.service.ts";

export { assertFirmHasRoomForAnotherMember } from "./subscription.service.ts";

export function createSubscriptionsModule(deps: SubscriptionDeps) {
  return {
    name: "subscriptions",
    register: (app: FastifyInstance) => registerSubscriptionRoutes(app, deps),
  };
}
