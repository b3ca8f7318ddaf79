import {
  TOTAL_COUNT_HEADER,
  ZApplyCreditRequest,
  ZBillingIdParams,
  ZClientBillingAccount,
  ZCreatePaymentRequest,
  ZPayment,
  ZPaymentList,
  ZPaymentListQuery,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import type { BillingDeps } from "../billing-deps.ts";
import {
  applyClientCredit,
  getClientBillingAccount,
  getPayment,
  listPayments,
  recordPayment,
} from "./payment.service.ts";

export function registerPaymentRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];

  router.get(
    "/api/billing/payments",
    {
      schema: {
        summary: "List payments",
        tags,
        querystring: ZPaymentListQuery,
        response: { 200: ZPaymentList },
      },
    },
    async (request, reply) => {
      const { payments, total } = await listPayments(deps, requireFirmIdentity(request), request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return payments;
    },
  );

  router.post(
    "/api/billing/payments",
    {
      schema: { summary: "Record a payment", tags, body: ZCreatePaymentRequest, response: { 201: ZPayment } },
    },
    async (request, reply) => {
      const payment = await recordPayment(deps, requireFirmIdentity(request), request.body);
      return reply.status(201).send(payment);
    },
  );

  router.get(
    "/api/billing/payments/:id",
    { schema: { summary: "Read a payment", tags, params: ZBillingIdParams, response: { 200: ZPayment } } },
    async (request) => getPayment(deps, requireFirmIdentity(request), request.params.id),
  );

  router.post(
    "/api/billing/credits/apply",
    {
      schema: {
        summary: "Apply a client's credit to invoices",
        tags,
        body: ZApplyCreditRequest,
        response: { 200: ZClientBillingAccount },
      },
    },
    async (request) => applyClientCredit(deps, requireFirmIdentity(request), request.body),
  );

  router.get(
    "/api/billing/clients/:id/account",
    {
      schema: {
        summary: "Read a client's billing account",
        tags,
        params: ZBillingIdParams,
        response: { 200: ZClientBillingAccount },
      },
    },
    async (request) => getClientBillingAccount(deps, requireFirmIdentity(request), request.params.id),
  );
}
