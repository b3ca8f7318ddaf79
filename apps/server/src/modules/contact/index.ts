import type { FastifyInstance } from "fastify";
import { registerContactRoutes } from "./contact.routes.ts";
import type { ContactDeps } from "./contact.service.ts";

export function createContactModule(deps: ContactDeps) {
  return { name: "contact", register: (app: FastifyInstance) => registerContactRoutes(app, deps) };
}
