import {
  ZBillingIdParams,
  ZChargeInterestRequest,
  ZChargeInterestResponse,
  ZCreatePrescribedRateRequest,
  ZOkResponse,
  ZPrescribedRate,
  ZPrescribedRateList,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity, requirePlatformAdmin } from "../../../platform/identity.ts";
import type { BillingDeps } from "../billing-deps.ts";
import {
  addPrescribedRate,
  chargeInterest,
  listPrescribedRates,
  removePrescribedRate,
} from "./interest.service.ts";

/** Checked before the input is validated, as on the other admin routes. */
const adminOnly = { preValidation: async (request: FastifyRequest) => void requirePlatformAdmin(request) };

export function registerInterestRoutes(app: FastifyInstance, deps: BillingDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];

  router.get(
    "/api/billing/interest-rates",
    { schema: { summary: "List prescribed interest rates", tags, response: { 200: ZPrescribedRateList } } },
    async (request) => {
      requireFirmIdentity(request);
      return listPrescribedRates(deps);
    },
  );

  router.post(
    "/api/billing/invoices/:id/interest",
    {
      schema: {
        summary: "Charge interest on an overdue invoice",
        tags,
        params: ZBillingIdParams,
        body: ZChargeInterestRequest,
        response: { 201: ZChargeInterestResponse },
      },
    },
    async (request, reply) => {
      const charged = await chargeInterest(
        deps,
        requireFirmIdentity(request),
        request.params.id,
        request.body ?? {},
      );
      return reply.status(201).send(charged);
    },
  );

  // The platform admin keeps the table and belongs to no firm: their own read of it.
  router.get(
    "/api/admin/interest-rates",
    {
      ...adminOnly,
      schema: {
        summary: "List the platform's prescribed interest rates",
        tags: ["admin"],
        response: { 200: ZPrescribedRateList },
      },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return listPrescribedRates(deps);
    },
  );

  router.post(
    "/api/admin/interest-rates",
    {
      ...adminOnly,
      schema: {
        summary: "Add a prescribed interest rate",
        tags: ["admin"],
        body: ZCreatePrescribedRateRequest,
        response: { 201: ZPrescribedRate },
      },
    },
    async (request, reply) => {
      const rate = await addPrescribedRate(deps, requirePlatformAdmin(request), request.body);
      return reply.status(201).send(rate);
    },
  );

  router.delete(
    "/api/admin/interest-rates/:id",
    {
      ...adminOnly,
      schema: {
        summary: "Remove a prescribed interest rate",
        tags: ["admin"],
        params: ZBillingIdParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await removePrescribedRate(deps, requirePlatformAdmin(request), request.params.id);
      return { ok: true as const };
    },
  );
}
