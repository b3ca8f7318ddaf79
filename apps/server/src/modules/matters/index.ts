import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";

export type MattersDeps = { db: Db; config: AppConfig };

/** Placeholder until the matters work of issue 4 registers its routes here. */
export function createMattersModule(deps: MattersDeps) {
  return {
    name: "matters",
    register: (_app: FastifyInstance) => {
      void deps;
    },
  };
}
