import {
  LIST_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  ZClient,
  ZClientCreateRequest,
  ZClientIdParams,
  ZClientList,
  ZClientListQuery,
  ZClientUpdateRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  type ClientsDeps,
  createClient,
  getClient,
  listClients,
  setClientArchived,
  updateClient,
} from "./client.service.ts";

export function registerClientRoutes(app: FastifyInstance, deps: ClientsDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["clients"];

  router.get(
    "/api/clients",
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "List clients",
        tags,
        querystring: ZClientListQuery,
        response: { 200: ZClientList },
      },
    },
    async (request, reply) => {
      const { clients, total, nextCursor } = await listClients(
        deps,
        requireFirmIdentity(request),
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      if (nextCursor) reply.header(LIST_CURSOR_HEADER, nextCursor);
      return clients;
    },
  );

  router.post(
    "/api/clients",
    { schema: { summary: "Add a client", tags, body: ZClientCreateRequest, response: { 201: ZClient } } },
    async (request, reply) => {
      const client = await createClient(deps, requireFirmIdentity(request), request.body);
      reply.status(201);
      return client;
    },
  );

  router.get(
    "/api/clients/:id",
    { schema: { summary: "Read a client", tags, params: ZClientIdParams, response: { 200: ZClient } } },
    async (request) => getClient(deps, requireFirmIdentity(request), request.params.id),
  );

  router.patch(
    "/api/clients/:id",
    {
      schema: {
        summary: "Update a client",
        tags,
        params: ZClientIdParams,
        body: ZClientUpdateRequest,
        response: { 200: ZClient },
      },
    },
    async (request) => updateClient(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  for (const [path, isArchived, summary] of [
    ["/api/clients/:id/archive", true, "Archive a client"],
    ["/api/clients/:id/unarchive", false, "Restore an archived client"],
  ] as const) {
    router.post(
      path,
      { schema: { summary, tags, params: ZClientIdParams, response: { 200: ZClient } } },
      async (request) => setClientArchived(deps, requireFirmIdentity(request), request.params.id, isArchived),
    );
  }
}
