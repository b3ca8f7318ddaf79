import { isIP } from "node:net";
import { DEV_MAILBOX_LIMIT, ZDevMailbox } from "@inkundla/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db.ts";
import { listRecentOutboxMessages } from "./dev-mailbox.repository.ts";

/**
 * Whether a request comes from this machine itself: the socket's own peer address is loopback, and no
 * proxy forwarded it (a proxy on the same machine would make every visitor look local). Forwarded
 * headers are never believed, whatever TRUST_PROXY says.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers["x-forwarded-for"] || headers.forwarded || headers["x-real-ip"]) return false;
  const address = request.raw.socket.remoteAddress ?? "";
  const plain = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  if (isIP(plain) === 4) return plain.startsWith("127.");
  return plain === "::1";
}

function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}`,
    code: "not_found",
  });
}

/**
 * The mail the platform has sent (invitations, invoices, reset links), for a developer working without
 * a real inbox. It hands over whatever the mail does, so it answers only outside production and only
 * a request from this machine; everyone else gets the same 404 as an unknown path.
 */
export function registerDevMailboxRoutes(
  app: FastifyInstance,
  deps: { db: Db; isProduction: boolean },
): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const isOpenTo = (request: FastifyRequest) => !deps.isProduction && isFromThisMachine(request);

  router.get(
    "/api/dev/mailbox",
    {
      config: { isPublic: true },
      schema: { summary: "Development mailbox", tags: ["dev"], response: { 200: ZDevMailbox } },
    },
    async (request, reply) => {
      if (!isOpenTo(request)) return answerNotFound(request, reply);
      return { messages: await listRecentOutboxMessages(deps.db, DEV_MAILBOX_LIMIT) };
    },
  );
  // The screen itself holds no mail, but it is not shown where its data is not.
  router.get(
    "/dev/mailbox",
    { schema: { summary: "Development mailbox page", hide: true } },
    async (request, reply) => {
      if (!isOpenTo(request)) return reply.status(404).type("text/plain").send("Not found");
      return reply.callNotFound();
    },
  );
}
