import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import { registerDevMailboxRoutes } from "./dev-mailbox.routes.ts";

export function createDevMailboxModule(deps: { db: Db; config: AppConfig }) {
  return {
    name: "dev-mailbox",
    register: (app: FastifyInstance) =>
      registerDevMailboxRoutes(app, { db: deps.db, isProduction: deps.config.nodeEnv === "production" }),
  };
}
