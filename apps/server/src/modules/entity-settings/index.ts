import type { FastifyInstance } from "fastify";
import { registerEntitySettingsRoutes } from "./entity-settings.routes.ts";
import type { EntitySettingsDeps } from "./entity-settings.service.ts";

export { readEntitySettings } from "./entity-settings.service.ts";

export function createEntitySettingsModule(deps: EntitySettingsDeps) {
  return {
    name: "entity-settings",
    register: (app: FastifyInstance) => registerEntitySettingsRoutes(app, deps),
  };
}
