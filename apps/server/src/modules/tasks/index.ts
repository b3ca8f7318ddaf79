import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";

export type TasksDeps = { db: Db; config: AppConfig };

/** Placeholder until the tasks work of issue 4 registers its routes here. */
export function createTasksModule(deps: TasksDeps) {
  return {
    name: "tasks",
    register: (_app: FastifyInstance) => {
      void deps;
    },
  };
}
