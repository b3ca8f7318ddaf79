import {
  type TTrustReport,
  type TTrustReportFormat,
  ZBalanceListingReportQuery,
  ZClientStatementReportQuery,
  ZComplianceReportQuery,
  ZFundInterestReportQuery,
  ZJournalReportQuery,
  ZReconciliationReportQuery,
  ZS86RegisterReportQuery,
  ZTrustReport,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import type { TrustDeps } from "../trust-deps.ts";
import {
  buildBalanceListing,
  buildClientStatement,
  buildComplianceReport,
  buildFundInterestReport,
  buildJournal,
  buildReconciliationReport,
  buildS86InvestmentRegister,
  exportTrustReport,
  JOURNAL_MAX_PDF_LINES,
} from "./trust-reports.service.ts";

const REPORTS = "/api/trust-accounting/reports";

/** A PDF or CSV file: bytes sent as they are (a Buffer skips the response serializer). */
const ZReportDownload = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary" });

/** The same report as JSON for the screen, or as a PDF or CSV file to download. */
const reportResponse = {
  200: {
    description: "The report (format=json), or the file (format=pdf or csv)",
    content: {
      "application/json": { schema: ZTrustReport },
      "application/pdf": { schema: ZReportDownload },
      "text/csv": { schema: ZReportDownload },
    },
  },
};

/**
 * A report's JSON answer is kept by the response cache and served again while nothing in the firm has
 * changed (its "generated" line then says when it was made); PDF and CSV files are made afresh, and
 * their download is recorded each time.
 *
 * Every firm member may read the trust books (TRUST_CAPTURE_ROLES and TRUST_MANAGE_ROLES limit only
 * writing), so the reports check membership and nothing more; each query is scoped to the firm.
 */
export function registerTrustReportRoutes(app: FastifyInstance, deps: TrustDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["trust-accounting"];

  /** Answers the report in the format asked for; a file download is recorded in the audit trail. */
  async function answer(
    reply: FastifyReply,
    identity: FirmIdentity,
    report: TTrustReport,
    format: TTrustReportFormat,
  ): Promise<TTrustReport | Uint8Array> {
    if (format === "json") return report;
    const file = await exportTrustReport(deps, identity, report, format);
    reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename="${file.fileName}"`)
      .header("x-content-type-options", "nosniff")
      // Clients' trust figures: not kept by shared caches or on the disk of a shared computer.
      .header("cache-control", "private, no-store");
    return file.bytes;
  }

  router.get(
    `${REPORTS}/client-statement`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Trust client statement report",
        tags,
        querystring: ZClientStatementReportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const { format, ...query } = request.query;
      return answer(reply, identity, await buildClientStatement(deps, identity, query), format);
    },
  );

  router.get(
    `${REPORTS}/balance-listing`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Trust balance listing report",
        tags,
        querystring: ZBalanceListingReportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const { format, ...query } = request.query;
      return answer(reply, identity, await buildBalanceListing(deps, identity, query), format);
    },
  );

  router.get(
    `${REPORTS}/reconciliation`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Trust reconciliation report",
        tags,
        querystring: ZReconciliationReportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const { format, ...query } = request.query;
      return answer(reply, identity, await buildReconciliationReport(deps, identity, query), format);
    },
  );

  router.get(
    `${REPORTS}/journal`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Trust journal report",
        tags,
        querystring: ZJournalReportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const { format, ...query } = request.query;
      const maxLines = format === "pdf" ? JOURNAL_MAX_PDF_LINES : undefined;
      return answer(reply, identity, await buildJournal(deps, identity, query, maxLines), format);
    },
  );

  router.get(
    `${REPORTS}/s86-4-register`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Section 86(4) investment register",
        tags,
        querystring: ZS86RegisterReportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const report = await buildS86InvestmentRegister(deps, identity);
      return answer(reply, identity, report, request.query.format);
    },
  );

  router.get(
    `${REPORTS}/fund-interest`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Interest paid to the Fund report",
        tags,
        querystring: ZFundInterestReportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const { format, ...query } = request.query;
      return answer(reply, identity, await buildFundInterestReport(deps, identity, query), format);
    },
  );

  router.get(
    `${REPORTS}/compliance`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "Trust compliance report",
        tags,
        querystring: ZComplianceReportQuery,
        response: reportResponse,
      },
    },
    async (request, reply) => {
      const identity = requireFirmIdentity(request);
      const report = await buildComplianceReport(deps, identity);
      return answer(reply, identity, report, request.query.format);
    },
  );
}
