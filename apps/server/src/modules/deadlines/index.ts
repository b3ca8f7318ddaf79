import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";

export type DeadlinesDeps = { db: Db; config: AppConfig };

/** Placeholder until the deadlines work of issue 4 registers its routes here. */
export function createDeadlinesModule(deps: DeadlinesDeps) {
  return {
    name: "deadlines",
    register: (_app: FastifyInstance) => {
      void deps;
    },
  };
}
