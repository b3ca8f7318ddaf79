import {
  LIST_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  ZConflictCheckRequest,
  ZConflictCheckResponse,
  ZMatter,
  ZMatterCreateRequest,
  ZMatterIdParams,
  ZMatterList,
  ZMatterListQuery,
  ZMatterNote,
  ZMatterNoteCreateRequest,
  ZMatterNoteList,
  ZMatterNoteListQuery,
  ZMatterStatusChangeRequest,
  ZMatterUpdateRequest,
  ZPracticeSettings,
  ZPracticeSettingsUpdateRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  checkConflicts,
  createMatter,
  getMatter,
  listMatters,
  type MattersDeps,
  updateMatter,
} from "./matter.service.ts";
import { addNoteToMatter, listNotesOfMatter } from "./matter-notes.service.ts";
import { changeMatterStatus } from "./matter-status.service.ts";
import { getPracticeSettings, updatePracticeSettings } from "./practice-settings.service.ts";

export function registerMatterRoutes(app: FastifyInstance, deps: MattersDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["matters"];

  router.get(
    "/api/matters",
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "List matters",
        tags,
        querystring: ZMatterListQuery,
        response: { 200: ZMatterList },
      },
    },
    async (request, reply) => {
      const { matters, total, nextCursor } = await listMatters(
        deps,
        requireFirmIdentity(request),
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      if (nextCursor) reply.header(LIST_CURSOR_HEADER, nextCursor);
      return matters;
    },
  );

  router.post(
    "/api/matters",
    { schema: { summary: "Open a matter", tags, body: ZMatterCreateRequest, response: { 201: ZMatter } } },
    async (request, reply) => {
      const matter = await createMatter(deps, requireFirmIdentity(request), request.body);
      reply.status(201);
      return matter;
    },
  );

  router.post(
    "/api/matters/conflict-check",
    {
      schema: {
        summary: "Run a conflict check",
        tags,
        body: ZConflictCheckRequest,
        response: { 200: ZConflictCheckResponse },
      },
    },
    async (request) => checkConflicts(deps, requireFirmIdentity(request), request.body),
  );

  router.get(
    "/api/matters/:id",
    { schema: { summary: "Read a matter", tags, params: ZMatterIdParams, response: { 200: ZMatter } } },
    async (request) => getMatter(deps, requireFirmIdentity(request), request.params.id),
  );

  router.patch(
    "/api/matters/:id",
    {
      schema: {
        summary: "Update a matter",
        tags,
        params: ZMatterIdParams,
        body: ZMatterUpdateRequest,
        response: { 200: ZMatter },
      },
    },
    async (request) => updateMatter(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.post(
    "/api/matters/:id/status",
    {
      schema: {
        summary: "Change a matter's status",
        tags,
        params: ZMatterIdParams,
        body: ZMatterStatusChangeRequest,
        response: { 200: ZMatter },
      },
    },
    async (request) =>
      changeMatterStatus(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.get(
    "/api/matters/:id/notes",
    {
      schema: {
        summary: "List a matter's notes",
        tags,
        params: ZMatterIdParams,
        querystring: ZMatterNoteListQuery,
        response: { 200: ZMatterNoteList },
      },
    },
    async (request, reply) => {
      const { notes, total } = await listNotesOfMatter(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return notes;
    },
  );

  router.post(
    "/api/matters/:id/notes",
    {
      schema: {
        summary: "Add a note to a matter",
        tags,
        params: ZMatterIdParams,
        body: ZMatterNoteCreateRequest,
        response: { 201: ZMatterNote },
      },
    },
    async (request, reply) => {
      const note = await addNoteToMatter(deps, requireFirmIdentity(request), request.params.id, request.body);
      reply.status(201);
      return note;
    },
  );

  router.get(
    "/api/practice/settings",
    {
      schema: {
        summary: "Read the practice settings",
        tags: ["practice"],
        response: { 200: ZPracticeSettings },
      },
    },
    async (request) => getPracticeSettings(deps, requireFirmIdentity(request)),
  );

  router.put(
    "/api/practice/settings",
    {
      schema: {
        summary: "Save the practice settings",
        tags: ["practice"],
        body: ZPracticeSettingsUpdateRequest,
        response: { 200: ZPracticeSettings },
      },
    },
    async (request) => updatePracticeSettings(deps, requireFirmIdentity(request), request.body),
  );
}
