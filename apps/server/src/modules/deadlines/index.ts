import type { FastifyInstance } from "fastify";
import { registerDeadlinesRoutes } from "./deadlines.routes.ts";
import type { DeadlinesDeps } from "./deadlines.service.ts";

export { calculateCourtDeadline, type DeadlinesDeps } from "./deadlines.service.ts";
export { listDeclaredHolidays } from "./declared-holidays.repository.ts";

/** Court deadlines: the calculator, declared public holidays and each member's iCalendar feed. */
export function createDeadlinesModule(deps: DeadlinesDeps) {
  return { name: "deadlines", register: (app: FastifyInstance) => registerDeadlinesRoutes(app, deps) };
}
