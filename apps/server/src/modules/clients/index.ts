import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";

export type ClientsDeps = { db: Db; config: AppConfig };

/** Placeholder until the clients work of issue 4 registers its routes here. */
export function createClientsModule(deps: ClientsDeps) {
  return {
    name: "clients",
    register: (_app: FastifyInstance) => {
      void deps;
    },
  };
}
