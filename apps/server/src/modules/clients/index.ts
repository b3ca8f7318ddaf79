import type { FastifyInstance } from "fastify";
import { registerClientRoutes } from "./client.routes.ts";
import type { ClientsDeps } from "./client.service.ts";

export type { ClientsDeps } from "./client.service.ts";

export function createClientsModule(deps: ClientsDeps) {
  return {
    name: "clients",
    register: (app: FastifyInstance) => registerClientRoutes(app, deps),
  };
}
