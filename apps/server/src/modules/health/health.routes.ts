import type { FastifyInstance } from "fastify";
import type { Database } from "../../platform/db.ts";

/** For load balancers: `/healthz` says the process is up, `/readyz` that it can reach its database. */
export function registerHealthRoutes(app: FastifyInstance, deps: { database: Database }): void {
  const tags = ["health"];
  app.get(
    "/healthz",
    { config: { isPublic: true }, logLevel: "warn", schema: { summary: "Liveness check", tags } },
    async () => ({ status: "ok" }),
  );
  app.get(
    "/readyz",
    { config: { isPublic: true }, logLevel: "warn", schema: { summary: "Readiness check", tags } },
    async (request, reply) => {
      try {
        await deps.database.ping();
        return { status: "ok", database: deps.database.kind };
      } catch (error) {
        request.log.error({ err: error }, "readiness check: database unreachable");
        return reply
          .status(503)
          .send({ message: "The database is not reachable.", code: "database_unavailable" });
      }
    },
  );
}
