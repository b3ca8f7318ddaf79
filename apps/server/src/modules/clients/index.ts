import type { FastifyInstance } from "fastify";
import { registerClientRoutes } from "./client.routes.ts";
import type { ClientsDeps } from "./client.service.ts";

/** For matters: opening a matter or changing its status records a dealing with the client. */
export { touchClientContact } from "./client.repository.ts";
export type { ClientsDeps } from "./client.service.ts";

export function createClientsModule(deps: ClientsDeps) {
  return {
    name: "clients",
    register: (app: FastifyInstance) => registerClientRoutes(app, deps),
  };
}
