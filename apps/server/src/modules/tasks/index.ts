import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import { registerTaskRoutes } from "./task.routes.ts";

export { createTask } from "./task.service.ts";

export type TasksDeps = { db: Db; config: AppConfig };

/** Tasks on matters, court deadlines among them. */
export function createTasksModule(deps: TasksDeps) {
  return { name: "tasks", register: (app: FastifyInstance) => registerTaskRoutes(app, deps) };
}
