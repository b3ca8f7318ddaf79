import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import { registerTimeRoutes } from "./time.routes.ts";
import { registerTimerRoutes } from "./timer.routes.ts";

/**
 * For other modules: how a person's name is shown in lists (`personNameSql`: first and last name,
 * else account name or e-mail); for billing, time entries billed by issuing an invoice (they no longer
 * change) and released again when it is voided.
 */
export { markTimeEntriesBilled, personNameSql, releaseInvoicedTimeEntries } from "./time.repository.ts";

export type TimeDeps = { db: Db; config: AppConfig };

/** Time entries, the server-side timer and the practice figures computed from them. */
export function createTimeModule(deps: TimeDeps) {
  return {
    name: "time",
    register: (app: FastifyInstance) => {
      registerTimeRoutes(app, deps);
      registerTimerRoutes(app, deps);
    },
  };
}
