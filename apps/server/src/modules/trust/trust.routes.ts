import {
  TOTAL_COUNT_HEADER,
  ZAutoMatchRequest,
  ZAutoMatchResult,
  ZCreateTrustAccountRequest,
  ZCreateTrustPostingRequest,
  ZImportStatementRequest,
  ZImportStatementResult,
  ZMatchStatementLineRequest,
  ZRecordAuditReportRequest,
  ZRecordFidelityCertificateRequest,
  ZSignOffReconciliationRequest,
  ZStatementLine,
  ZStatementLineList,
  ZStatementLineQuery,
  ZTrustAccount,
  ZTrustAccountList,
  ZTrustAuditTrail,
  ZTrustAuditTrailQuery,
  ZTrustClientLedger,
  ZTrustCompliance,
  ZTrustDate,
  ZTrustIdParams,
  ZTrustLedgerListQuery,
  ZTrustLedgerQuery,
  ZTrustLedgerSummaryList,
  ZTrustPosting,
  ZTrustReconciliation,
  ZTrustReconciliationQuery,
  ZTrustSettings,
  ZTrustSummary,
  ZTrustTransactionList,
  ZTrustTransactionListQuery,
  ZUpdateTrustAccountRequest,
  ZUpdateTrustSettingsRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStorage } from "../../platform/file-storage.ts";
import { IMAGE_OR_PDF_TYPES } from "../../platform/file-types.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { readSingleUpload } from "../../platform/uploads.ts";
import { trustError } from "./trust.errors.ts";
import {
  closeTrustAccount,
  listTrustAccounts,
  openTrustAccount,
  readTrustAccount,
  recordInvestmentInstruction,
  updateTrustAccount,
} from "./trust-accounts.service.ts";
import {
  getClientLedger,
  getTrustPosting,
  getTrustSummary,
  listTrustLedgers,
  listTrustTransactions,
} from "./trust-books.service.ts";
import {
  getTrustCompliance,
  getTrustSettings,
  listTrustAuditTrail,
  recordAuditReport,
  recordFidelityCertificate,
  updateTrustSettings,
} from "./trust-compliance.service.ts";
import { createPosting, type TrustDeps } from "./trust-posting.service.ts";
import { getReconciliation, signOffReconciliation } from "./trust-reconciliation.service.ts";
import { registerTrustReportRoutes } from "./trust-reports.routes.ts";
import {
  autoMatchAccount,
  importStatement,
  listAccountStatementLines,
  matchLine,
  unmatchLine,
} from "./trust-statements.service.ts";

const BASE = "/api/trust-accounting";

export function registerTrustRoutes(
  app: FastifyInstance,
  deps: TrustDeps & { fileStorage: FileStorage },
): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["trust-accounting"];

  router.get(
    `${BASE}/accounts`,
    { schema: { summary: "List trust accounts", tags, response: { 200: ZTrustAccountList } } },
    async (request) => listTrustAccounts(deps, requireFirmIdentity(request)),
  );

  router.post(
    `${BASE}/accounts`,
    {
      schema: {
        summary: "Open a trust account",
        tags,
        body: ZCreateTrustAccountRequest,
        response: { 201: ZTrustAccount },
      },
    },
    async (request, reply) => {
      const account = await openTrustAccount(deps, requireFirmIdentity(request), request.body, {
        ipAddress: request.ip,
      });
      return reply.status(201).send(account);
    },
  );

  router.get(
    `${BASE}/accounts/:id`,
    {
      schema: {
        summary: "Read a trust account",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) =>
      readTrustAccount(deps.db, requireFirmIdentity(request).membership.firmId, request.params.id),
  );

  router.patch(
    `${BASE}/accounts/:id`,
    {
      schema: {
        summary: "Update a trust account",
        tags,
        params: ZTrustIdParams,
        body: ZUpdateTrustAccountRequest,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) =>
      updateTrustAccount(deps, requireFirmIdentity(request), request.params.id, request.body, {
        ipAddress: request.ip,
      }),
  );

  router.post(
    `${BASE}/accounts/:id/close`,
    {
      schema: {
        summary: "Close a trust account",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) =>
      closeTrustAccount(deps, requireFirmIdentity(request), request.params.id, { ipAddress: request.ip }),
  );

  router.get(
    `${BASE}/transactions`,
    {
      schema: {
        summary: "List trust transactions",
        tags,
        querystring: ZTrustTransactionListQuery,
        response: { 200: ZTrustTransactionList },
      },
    },
    async (request, reply) => {
      const { transactions, total } = await listTrustTransactions(
        deps,
        requireFirmIdentity(request),
        request.query,
      );
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return transactions;
    },
  );

  router.post(
    `${BASE}/transactions`,
    {
      schema: {
        summary: "Post a trust transaction",
        tags,
        body: ZCreateTrustPostingRequest,
        response: { 201: ZTrustPosting },
      },
    },
    async (request, reply) => {
      const posting = await createPosting(deps, requireFirmIdentity(request), request.body, {
        ipAddress: request.ip,
      });
      return reply.status(201).send(posting);
    },
  );

  router.get(
    `${BASE}/transactions/:id`,
    {
      schema: {
        summary: "Read a trust transaction",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustPosting },
      },
    },
    async (request) => getTrustPosting(deps, requireFirmIdentity(request), request.params.id),
  );

  router.get(
    `${BASE}/ledgers`,
    {
      schema: {
        summary: "List client trust ledgers",
        tags,
        querystring: ZTrustLedgerListQuery,
        response: { 200: ZTrustLedgerSummaryList },
      },
    },
    async (request, reply) => {
      const { ledgers, total } = await listTrustLedgers(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return ledgers;
    },
  );

  router.get(
    `${BASE}/ledgers/:id`,
    {
      schema: {
        summary: "Read a client's trust ledger",
        tags,
        params: ZTrustIdParams,
        querystring: ZTrustLedgerQuery,
        response: { 200: ZTrustClientLedger },
      },
    },
    async (request) => getClientLedger(deps, requireFirmIdentity(request), request.params.id, request.query),
  );

  router.get(
    `${BASE}/summary`,
    { schema: { summary: "Trust summary", tags, response: { 200: ZTrustSummary } } },
    async (request) => getTrustSummary(deps, requireFirmIdentity(request)),
  );

  router.post(
    `${BASE}/accounts/:id/instruction`,
    {
      config: {
        upload: {
          fileField: "file",
          fileRequired: true,
          fileDescription: "The client's signed written instruction: an image or a PDF, at most 10 MB.",
          fields: z.object({ instructionDate: ZTrustDate }),
        },
      },
      schema: {
        summary: "Record a client's investment instruction",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZTrustAccount },
      },
    },
    async (request) => {
      const identity = requireFirmIdentity(request);
      const upload = await readSingleUpload(request, {
        purpose: "trust_instruction",
        maxBytes: 10 * 1024 * 1024,
        allowed: IMAGE_OR_PDF_TYPES,
      });
      const date = ZTrustDate.safeParse(upload.fields.instructionDate ?? "");
      if (!date.success) {
        throw trustError(
          "instruction_date",
          date.error.issues[0]?.message ?? "Enter the date of the instruction.",
        );
      }
      return recordInvestmentInstruction(
        deps,
        identity,
        request.params.id,
        { instructionDate: date.data, upload },
        { ipAddress: request.ip },
      );
    },
  );

  router.post(
    `${BASE}/statements`,
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        summary: "Import a bank statement",
        tags,
        body: ZImportStatementRequest,
        response: { 201: ZImportStatementResult },
      },
    },
    async (request, reply) => {
      const result = await importStatement(deps, requireFirmIdentity(request), request.body, {
        ipAddress: request.ip,
      });
      return reply.status(201).send(result);
    },
  );

  router.get(
    `${BASE}/statements/lines`,
    {
      schema: {
        summary: "List bank statement lines",
        tags,
        querystring: ZStatementLineQuery,
        response: { 200: ZStatementLineList },
      },
    },
    async (request) => listAccountStatementLines(deps, requireFirmIdentity(request), request.query),
  );

  router.post(
    `${BASE}/statements/lines/:id/match`,
    {
      schema: {
        summary: "Match a statement line",
        tags,
        params: ZTrustIdParams,
        body: ZMatchStatementLineRequest,
        response: { 200: ZStatementLine },
      },
    },
    async (request) =>
      matchLine(deps, requireFirmIdentity(request), request.params.id, request.body.entryId, {
        ipAddress: request.ip,
      }),
  );

  router.delete(
    `${BASE}/statements/lines/:id/match`,
    {
      schema: {
        summary: "Unmatch a statement line",
        tags,
        params: ZTrustIdParams,
        response: { 200: ZStatementLine },
      },
    },
    async (request) =>
      unmatchLine(deps, requireFirmIdentity(request), request.params.id, { ipAddress: request.ip }),
  );

  router.post(
    `${BASE}/statements/auto-match`,
    {
      schema: {
        summary: "Match statement lines automatically",
        tags,
        body: ZAutoMatchRequest,
        response: { 200: ZAutoMatchResult },
      },
    },
    async (request) =>
      autoMatchAccount(deps, requireFirmIdentity(request), request.body.accountId, { ipAddress: request.ip }),
  );

  router.get(
    `${BASE}/reconciliations`,
    {
      schema: {
        summary: "Read a month's reconciliation",
        tags,
        querystring: ZTrustReconciliationQuery,
        response: { 200: ZTrustReconciliation },
      },
    },
    async (request) => getReconciliation(deps, requireFirmIdentity(request), request.query),
  );

  router.post(
    `${BASE}/reconciliations/sign-off`,
    {
      schema: {
        summary: "Sign off a reconciliation",
        tags,
        body: ZSignOffReconciliationRequest,
        response: { 200: ZTrustReconciliation },
      },
    },
    async (request) =>
      signOffReconciliation(deps, requireFirmIdentity(request), request.body, { ipAddress: request.ip }),
  );

  router.get(
    `${BASE}/compliance`,
    { schema: { summary: "Trust compliance status", tags, response: { 200: ZTrustCompliance } } },
    async (request) => getTrustCompliance(deps, requireFirmIdentity(request)),
  );

  router.get(
    `${BASE}/settings`,
    { schema: { summary: "Read the trust settings", tags, response: { 200: ZTrustSettings } } },
    async (request) => getTrustSettings(deps, requireFirmIdentity(request)),
  );

  router.put(
    `${BASE}/settings`,
    {
      schema: {
        summary: "Save the trust settings",
        tags,
        body: ZUpdateTrustSettingsRequest,
        response: { 200: ZTrustSettings },
      },
    },
    async (request) =>
      updateTrustSettings(deps, requireFirmIdentity(request), request.body, { ipAddress: request.ip }),
  );

  router.post(
    `${BASE}/fidelity-certificates`,
    {
      schema: {
        summary: "Record a Fidelity Fund certificate",
        tags,
        body: ZRecordFidelityCertificateRequest,
        response: { 201: ZTrustSettings },
      },
    },
    async (request, reply) => {
      const settings = await recordFidelityCertificate(deps, requireFirmIdentity(request), request.body, {
        ipAddress: request.ip,
      });
      return reply.status(201).send(settings);
    },
  );

  router.post(
    `${BASE}/audit-reports`,
    {
      schema: {
        summary: "Record a trust audit report",
        tags,
        body: ZRecordAuditReportRequest,
        response: { 201: ZTrustSettings },
      },
    },
    async (request, reply) => {
      const settings = await recordAuditReport(deps, requireFirmIdentity(request), request.body, {
        ipAddress: request.ip,
      });
      return reply.status(201).send(settings);
    },
  );

  router.get(
    `${BASE}/audit-trail`,
    {
      schema: {
        summary: "Trust audit trail",
        tags,
        querystring: ZTrustAuditTrailQuery,
        response: { 200: ZTrustAuditTrail },
      },
    },
    async (request, reply) => {
      const { events, total } = await listTrustAuditTrail(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return events;
    },
  );

  // Reports (issue 5): GET /api/trust-accounting/reports/<name>?…&format=json|pdf|csv.
  registerTrustReportRoutes(app, deps);
}
