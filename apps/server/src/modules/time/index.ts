import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";

export type TimeDeps = { db: Db; config: AppConfig };

/** Placeholder until the time work of issue 4 registers its routes here. */
export function createTimeModule(deps: TimeDeps) {
  return {
    name: "time",
    register: (_app: FastifyInstance) => {
      void deps;
    },
  };
}
