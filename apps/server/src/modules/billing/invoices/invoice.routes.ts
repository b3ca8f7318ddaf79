import {
  TOTAL_COUNT_HEADER,
  ZBillingIdParams,
  ZCreateCreditNoteRequest,
  ZCreateInvoiceRequest,
  ZCreditNote,
  ZInvoice,
  ZInvoiceList,
  ZInvoiceListQuery,
  ZIssueInvoiceRequest,
  ZUnbilledWork,
  ZUnbilledWorkQuery,
  ZUpdateInvoiceRequest,
  ZVoidInvoiceRequest,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { createInvoice, deleteInvoice, updateInvoice } from "./invoice.service.ts";
import { createCreditNote, voidInvoice } from "./invoice-corrections.service.ts";
import { type BillingFile, downloadCreditNotePdf, downloadInvoicePdf } from "./invoice-delivery.service.ts";
import { issueInvoice, sendInvoiceAgain } from "./invoice-issue.service.ts";
import { getInvoice, getUnbilledWork, listInvoices } from "./invoice-read.service.ts";

const BASE = "/api/billing";

/**
 * A PDF shown in the browser's viewer; invoices are clients' affairs, so never kept by shared caches.
 * The names are an invoice or credit note number (letters, digits, dashes) and ".pdf": plain ASCII.
 */
function sendPdf(reply: FastifyReply, file: BillingFile) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", `inline; filename="${file.fileName}"`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(file.bytes);
}

export function registerInvoiceRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];
  const params = ZBillingIdParams;

  router.get(
    `${BASE}/invoices`,
    {
      config: { isCachedPerFirm: true },
      schema: {
        summary: "List invoices",
        tags,
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoiceList },
      },
    },
    async (request, reply) => {
      const { invoices, total } = await listInvoices(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return invoices;
    },
  );

  router.post(
    `${BASE}/invoices`,
    {
      schema: { summary: "Draft an invoice", tags, body: ZCreateInvoiceRequest, response: { 201: ZInvoice } },
    },
    async (request, reply) => {
      const invoice = await createInvoice(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(invoice);
    },
  );

  router.get(
    `${BASE}/invoices/:id`,
    { schema: { summary: "Read an invoice", tags, params, response: { 200: ZInvoice } } },
    async (request) => getInvoice(deps, requireFirmIdentity(request), request.params.id),
  );

  router.patch(
    `${BASE}/invoices/:id`,
    {
      schema: {
        summary: "Update a draft invoice",
        tags,
        params,
        body: ZUpdateInvoiceRequest,
        response: { 200: ZInvoice },
      },
    },
    async (request) => updateInvoice(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.delete(
    `${BASE}/invoices/:id`,
    { schema: { summary: "Delete a draft invoice", tags, params } },
    async (request, reply) => {
      await deleteInvoice(deps, requireFirmIdentity(request), request.params.id);
      return reply.status(204).send();
    },
  );

  router.post(
    `${BASE}/invoices/:id/issue`,
    // The body may be left out: issue today, due on the firm's terms, e-mailed to the client.
    {
      schema: {
        summary: "Issue an invoice",
        tags,
        params,
        body: ZIssueInvoiceRequest.nullish(),
        response: { 200: ZInvoice },
      },
    },
    async (request) =>
      issueInvoice(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.body ?? { sendEmail: true },
      ),
  );

  router.post(
    `${BASE}/invoices/:id/send`,
    { schema: { summary: "Send an invoice again", tags, params, response: { 200: ZInvoice } } },
    async (request) => sendInvoiceAgain(deps, requireFirmIdentity(request), request.params.id),
  );

  router.post(
    `${BASE}/invoices/:id/void`,
    {
      schema: {
        summary: "Void an invoice",
        tags,
        params,
        body: ZVoidInvoiceRequest,
        response: { 200: ZInvoice },
      },
    },
    async (request) => voidInvoice(deps, requireFirmIdentity(request), request.params.id, request.body),
  );

  router.post(
    `${BASE}/invoices/:id/credit-notes`,
    {
      schema: {
        summary: "Issue a credit note",
        tags,
        params,
        body: ZCreateCreditNoteRequest,
        response: { 201: ZCreditNote },
      },
    },
    async (request, reply) => {
      const creditNote = await createCreditNote(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(creditNote);
    },
  );

  router.get(
    `${BASE}/invoices/:id/pdf`,
    { schema: { summary: "Download an invoice as PDF", tags, params } },
    async (request, reply) =>
      sendPdf(
        reply,
        await downloadInvoicePdf(deps, requireFirmIdentity(request), request.params.id, request.log),
      ),
  );

  router.get(
    `${BASE}/credit-notes/:id/pdf`,
    { schema: { summary: "Download a credit note as PDF", tags, params } },
    async (request, reply) =>
      sendPdf(
        reply,
        await downloadCreditNotePdf(deps, requireFirmIdentity(request), request.params.id, request.log),
      ),
  );

  router.get(
    `${BASE}/unbilled`,
    {
      schema: {
        summary: "Unbilled work of a matter",
        tags,
        querystring: ZUnbilledWorkQuery,
        response: { 200: ZUnbilledWork },
      },
    },
    async (request) => getUnbilledWork(deps, requireFirmIdentity(request), request.query.matterId),
  );
}
