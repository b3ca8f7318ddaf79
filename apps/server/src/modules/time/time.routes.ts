import {
  LIST_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  ZCreateTimeEntryRequest,
  ZDefaultTimeRate,
  ZOkResponse,
  ZPracticeStats,
  ZTimeEntry,
  ZTimeEntryFilters,
  ZTimeEntryIdParams,
  ZTimeEntryList,
  ZTimeEntryListQuery,
  ZTimeEntrySummary,
  ZUnbilledMatterTimeList,
  ZUnbilledTimeQuery,
  ZUpdateTimeEntryRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { getPracticeStats, listUnbilledTime } from "./practice.service.ts";
import {
  createTimeEntry,
  deleteTimeEntry,
  getDefaultRate,
  listTimeEntries,
  summarizeFirmTime,
  type TimeServiceDeps,
  updateTimeEntry,
} from "./time.service.ts";

export function registerTimeRoutes(app: FastifyInstance, deps: TimeServiceDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["time"];

  router.get(
    "/api/time-entries",
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "List time entries",
        tags,
        querystring: ZTimeEntryListQuery,
        response: { 200: ZTimeEntryList },
      },
    },
    async (request, reply) => {
      const { entries, total, nextCursor } = await listTimeEntries(
        deps,
        requireFirmIdentity(request),
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      if (nextCursor) reply.header(LIST_CURSOR_HEADER, nextCursor);
      return entries;
    },
  );

  router.get(
    "/api/time-entries/summary",
    {
      schema: {
        summary: "Summarise logged time",
        tags,
        querystring: ZTimeEntryFilters,
        response: { 200: ZTimeEntrySummary },
      },
    },
    async (request) => summarizeFirmTime(deps, requireFirmIdentity(request), request.query),
  );

  router.get(
    "/api/time-entries/default-rate",
    { schema: { summary: "Read my default hourly rate", tags, response: { 200: ZDefaultTimeRate } } },
    async (request) => getDefaultRate(deps, requireFirmIdentity(request)),
  );

  router.post(
    "/api/time-entries",
    { schema: { summary: "Log time", tags, body: ZCreateTimeEntryRequest, response: { 201: ZTimeEntry } } },
    async (request, reply) => {
      const entry = await createTimeEntry(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(entry);
    },
  );

  router.patch(
    "/api/time-entries/:id",
    {
      schema: {
        summary: "Update a time entry",
        tags,
        params: ZTimeEntryIdParams,
        body: ZUpdateTimeEntryRequest,
        response: { 200: ZTimeEntry },
      },
    },
    async (request) => updateTimeEntry(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.delete(
    "/api/time-entries/:id",
    {
      schema: {
        summary: "Delete a time entry",
        tags,
        params: ZTimeEntryIdParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await deleteTimeEntry(deps, requireFirmIdentity(request), request.params.id);
      return { ok: true as const };
    },
  );

  router.get(
    "/api/practice/stats",
    {
      config: { isCachedPerFirm: true },
      schema: { summary: "Practice figures", tags: ["practice"], response: { 200: ZPracticeStats } },
    },
    async (request) => getPracticeStats(deps, requireFirmIdentity(request)),
  );

  router.get(
    "/api/practice/unbilled",
    {
      schema: {
        summary: "List unbilled time",
        tags: ["practice"],
        querystring: ZUnbilledTimeQuery,
        response: { 200: ZUnbilledMatterTimeList },
      },
    },
    async (request, reply) => {
      const { matters, total } = await listUnbilledTime(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return matters;
    },
  );
}
