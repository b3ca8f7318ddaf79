import {
  ZAnalyticsBenchmarks,
  ZAnalyticsData,
  ZAnalyticsForecasts,
  ZAnalyticsQuery,
  ZAnalyticsSettings,
  ZMemberTargetParams,
  ZSaveAnalyticsSettingsRequest,
  ZSaveMemberTargetRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { sendAttachment } from "../files/index.ts";
import { getAnalyticsBenchmarks } from "./analytics-benchmarks.service.ts";
import { type AnalyticsDeps, getAnalyticsData } from "./analytics-data.service.ts";
import { getAnalyticsForecasts } from "./analytics-forecast.service.ts";
import { analyticsReportFileName, renderAnalyticsCsv, renderAnalyticsPdf } from "./analytics-report.ts";
import {
  getAnalyticsSettings,
  saveAnalyticsSettings,
  saveMemberAnalyticsTarget,
} from "./analytics-settings.service.ts";

const BASE = "/api/advanced-analytics";

/** A PDF or CSV file: bytes sent as they are. */
const ZReportDownload = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary" });

/**
 * Advanced analytics. Every route checks the session and firm membership, then the plan (Professional
 * and up); the settings writes are the owner's. Every query is scoped to the caller's firm, except the
 * platform medians, which leave the database only as medians over at least 10 firms.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: AnalyticsDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["advanced-analytics"];

  router.get(
    `${BASE}/data`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "The firm's analytics for a period",
        tags,
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsData },
      },
    },
    async (request) => getAnalyticsData(deps, requireFirmIdentity(request), request.query),
  );

  router.get(
    `${BASE}/benchmarks`,
    {
      schema: {
        summary: "The firm against its previous period and the platform median",
        tags,
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsBenchmarks },
      },
    },
    async (request) => getAnalyticsBenchmarks(deps, requireFirmIdentity(request), request.query),
  );

  router.get(
    `${BASE}/forecasts`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Fee forecast for the next three months",
        tags,
        response: { 200: ZAnalyticsForecasts },
      },
    },
    async (request) => getAnalyticsForecasts(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/report.pdf`,
    {
      schema: {
        summary: "The period's analytics as a PDF report",
        tags,
        querystring: ZAnalyticsQuery,
        response: {
          200: {
            description: "An A4 PDF of the period's figures",
            content: { "application/pdf": { schema: ZReportDownload } },
          },
        },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const data = await getAnalyticsData(deps, identity, request.query);
      const bytes = await renderAnalyticsPdf(data, identity.membership.firmName);
      return sendAttachment(
        reply,
        { bytes, fileName: analyticsReportFileName(data, "pdf") },
        "application/pdf",
      );
    },
  );

  router.get(
    `${BASE}/report.csv`,
    {
      schema: {
        summary: "The period's analytics as a CSV file",
        tags,
        querystring: ZAnalyticsQuery,
        response: {
          200: {
            description: "The period's figures for a spreadsheet",
            content: { "text/csv": { schema: ZReportDownload } },
          },
        },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const data = await getAnalyticsData(deps, identity, request.query);
      const text = renderAnalyticsCsv(data, identity.membership.firmName);
      return sendAttachment(
        reply,
        { bytes: Buffer.from(text, "utf8"), fileName: analyticsReportFileName(data, "csv") },
        "text/csv; charset=utf-8",
      );
    },
  );

  router.get(
    `${BASE}/settings`,
    {
      config: { isCachedPerFirm: true },
      schema: { summary: "The firm's analytics settings", tags, response: { 200: ZAnalyticsSettings } },
    },
    async (request) => getAnalyticsSettings(deps, requireFirmIdentity(request)),
  );

  router.put(
    `${BASE}/settings`,
    {
      schema: {
        summary: "Save the firm's analytics settings (owner)",
        tags,
        body: ZSaveAnalyticsSettingsRequest,
        response: { 200: ZAnalyticsSettings },
      },
    },
    async (request) => saveAnalyticsSettings(deps, requireFirmIdentity(request), request.body),
  );

  router.put(
    `${BASE}/targets/:userId`,
    {
      schema: {
        summary: "Set a member's monthly billable-hours target (owner)",
        tags,
        params: ZMemberTargetParams,
        body: ZSaveMemberTargetRequest,
        response: { 200: ZAnalyticsSettings },
      },
    },
    async (request) =>
      saveMemberAnalyticsTarget(deps, requireFirmIdentity(request), request.params.userId, request.body),
  );
}
