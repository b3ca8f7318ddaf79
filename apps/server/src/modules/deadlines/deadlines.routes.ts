import {
  ZCalendarFeedCreated,
  ZCalendarFeedStatus,
  ZDeadlineCalculateRequest,
  ZDeadlineCalculation,
  ZDeadlineRuleList,
  ZDeclaredHoliday,
  ZDeclaredHolidayCreateRequest,
  ZDeclaredHolidayList,
  ZDeclaredHolidayParams,
  ZOkResponse,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity, requireIdentity, requirePlatformAdmin } from "../../platform/identity.ts";
import {
  createCalendarFeed,
  getCalendarFeedStatus,
  renderCalendarFeed,
  revokeCalendarFeed,
} from "./calendar-feed.service.ts";
import {
  addDeclaredHoliday,
  calculateCourtDeadline,
  type DeadlinesDeps,
  findDeclaredHolidays,
  listDeadlineRules,
  removeDeclaredHoliday,
} from "./deadlines.service.ts";

/** Checked before the input is validated, so only the admin learns what valid input looks like. */
const adminOnly = { preValidation: async (request: FastifyRequest) => void requirePlatformAdmin(request) };

const ZCalendarFileParams = z.object({ file: z.string().max(200) });

export function registerDeadlinesRoutes(app: FastifyInstance, deps: DeadlinesDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["deadlines"];

  router.post(
    "/api/deadlines/calculate",
    {
      schema: {
        summary: "Calculate a court deadline",
        tags,
        body: ZDeadlineCalculateRequest,
        response: { 200: ZDeadlineCalculation },
      },
    },
    async (request) => {
      requireIdentity(request);
      return calculateCourtDeadline(deps, request.body);
    },
  );

  router.get(
    "/api/deadlines/rules",
    { schema: { summary: "List the deadline rules", tags, response: { 200: ZDeadlineRuleList } } },
    async (request) => {
      requireIdentity(request);
      return listDeadlineRules();
    },
  );

  router.get(
    "/api/admin/holidays",
    {
      ...adminOnly,
      schema: {
        summary: "List declared public holidays",
        tags: ["admin"],
        response: { 200: ZDeclaredHolidayList },
      },
    },
    async () => findDeclaredHolidays(deps),
  );

  router.post(
    "/api/admin/holidays",
    {
      ...adminOnly,
      schema: {
        summary: "Declare a public holiday",
        tags: ["admin"],
        body: ZDeclaredHolidayCreateRequest,
        response: { 201: ZDeclaredHoliday },
      },
    },
    async (request, reply) => {
      const holiday = await addDeclaredHoliday(deps, requirePlatformAdmin(request), request.body);
      return reply.status(201).send(holiday);
    },
  );

  router.delete(
    "/api/admin/holidays/:date",
    {
      ...adminOnly,
      schema: {
        summary: "Remove a declared public holiday",
        tags: ["admin"],
        params: ZDeclaredHolidayParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await removeDeclaredHoliday(deps, requirePlatformAdmin(request), request.params.date);
      return { ok: true as const };
    },
  );

  router.post(
    "/api/calendar/feed",
    { schema: { summary: "Create a calendar feed link", tags, response: { 201: ZCalendarFeedCreated } } },
    async (request, reply) => {
      const created = await createCalendarFeed(deps, requireFirmIdentity(request));
      return reply.status(201).send(created);
    },
  );

  router.get(
    "/api/calendar/feed",
    {
      schema: {
        summary: "Read the calendar feed link's status",
        tags,
        response: { 200: ZCalendarFeedStatus },
      },
    },
    async (request) => getCalendarFeedStatus(deps, requireFirmIdentity(request)),
  );

  router.delete(
    "/api/calendar/feed",
    { schema: { summary: "Revoke the calendar feed link", tags, response: { 200: ZOkResponse } } },
    async (request) => {
      await revokeCalendarFeed(deps, requireFirmIdentity(request));
      return { ok: true as const };
    },
  );

  // Public: calendar programs fetch the feed without a session; the unguessable token is the key.
  router.get(
    "/api/calendar/:file",
    {
      config: { isPublic: true },
      schema: { summary: "Calendar feed (iCalendar)", tags, params: ZCalendarFileParams },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(deps, request.params.file);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="inkundla-deadlines.ics"')
        .header("cache-control", "private, no-cache")
        .send(body);
    },
  );
}
