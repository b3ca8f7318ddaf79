import { ZContactRequest, ZOkResponse } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type ContactDeps, sendContactMessage } from "./contact.service.ts";

export function registerContactRoutes(app: FastifyInstance, deps: ContactDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.post(
    "/api/contact",
    {
      config: { isPublic: true },
      schema: {
        summary: "Send a message to Inkundla",
        tags: ["contact"],
        body: ZContactRequest,
        response: { 202: ZOkResponse },
      },
    },
    async (request, reply) => {
      await sendContactMessage(deps, request.body, { ipAddress: request.ip });
      return reply.status(202).send({ ok: true as const });
    },
  );
}
