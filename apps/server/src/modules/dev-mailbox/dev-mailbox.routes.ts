import { DEV_MAILBOX_LIMIT, ZDevMailbox } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db.ts";
import { listRecentOutboxMessages } from "./dev-mailbox.repository.ts";

/**
 * The mail the platform has sent, for developers and testers working without a real inbox. Outside
 * production only: a production server does not mount it, so it answers 404 like any unknown path.
 */
export function registerDevMailboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    "/api/dev/mailbox",
    { config: { isPublic: true }, schema: { tags: ["dev"], response: { 200: ZDevMailbox } } },
    async () => ({ messages: await listRecentOutboxMessages(deps.db, DEV_MAILBOX_LIMIT) }),
  );
}
