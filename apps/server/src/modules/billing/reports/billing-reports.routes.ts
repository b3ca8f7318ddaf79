import {
  ZAgedDebtors,
  ZAgedDebtorsQuery,
  ZBillingIdParams,
  ZBillingStats,
  ZClientStatement,
  ZFeeEarnerProduction,
  ZPeriodQuery,
  ZWorkInProgress,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import type { BillingDeps } from "../billing-deps.ts";
import {
  type BillingReportFile,
  exportAgedDebtorsCsv,
  getAgedDebtors,
  getFeeEarnerProduction,
  getWorkInProgress,
} from "./billing-reports.service.ts";
import { getBillingStats } from "./billing-stats.service.ts";
import { exportClientStatementPdf, getClientStatement } from "./client-statement.service.ts";

const REPORTS = "/api/billing/reports";

/** A PDF or CSV file: bytes sent as they are (a Buffer skips the response serializer). */
const ZReportDownload = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary" });

/** Sends a report file as a download that no shared cache keeps: clients' figures. */
function sendFile(reply: FastifyReply, file: BillingReportFile): Buffer {
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store");
  return file.bytes;
}

/**
 * The billing figures and reports. Every member of the firm may read them (only writing is limited by
 * role), so each route checks the session and firm membership; every query is scoped to the firm.
 */
export function registerBillingReportRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];

  router.get(
    "/api/billing/stats",
    {
      config: { isCachedPerFirm: true },
      schema: { summary: "Billing figures", tags, response: { 200: ZBillingStats } },
    },
    async (request) => getBillingStats(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${REPORTS}/aged-debtors`,
    {
      schema: {
        summary: "Aged debtors report",
        tags,
        querystring: ZAgedDebtorsQuery,
        response: {
          200: {
            description: "The report (format=json), or a CSV file (format=csv)",
            content: {
              "application/json": { schema: ZAgedDebtors },
              "text/csv": { schema: ZReportDownload },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const { format, date } = request.query;
      const report = await getAgedDebtors(deps, identity, { date });
      if (format === "json") return report;
      return sendFile(reply, await exportAgedDebtorsCsv(deps, identity, report));
    },
  );

  router.get(
    `${REPORTS}/production`,
    {
      schema: {
        summary: "Fee earner production report",
        tags,
        querystring: ZPeriodQuery,
        response: { 200: ZFeeEarnerProduction },
      },
    },
    async (request) => getFeeEarnerProduction(deps, requireFirmIdentity(request), request.query),
  );

  router.get(
    `${REPORTS}/wip`,
    { schema: { summary: "Work in progress report", tags, response: { 200: ZWorkInProgress } } },
    async (request) => getWorkInProgress(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${REPORTS}/client-statement/:id`,
    {
      schema: {
        summary: "Client account statement",
        tags,
        params: ZBillingIdParams,
        querystring: ZPeriodQuery,
        response: { 200: ZClientStatement },
      },
    },
    async (request) =>
      getClientStatement(deps, requireFirmIdentity(request), request.params.id, request.query),
  );

  router.get(
    `${REPORTS}/client-statement/:id/pdf`,
    {
      schema: {
        summary: "Client account statement as PDF",
        tags,
        params: ZBillingIdParams,
        querystring: ZPeriodQuery,
        response: {
          200: {
            description: "The client's statement of account as an A4 PDF",
            content: { "application/pdf": { schema: ZReportDownload } },
          },
        },
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const file = await exportClientStatementPdf(deps, identity, request.params.id, request.query);
      return sendFile(reply, file);
    },
  );
}
