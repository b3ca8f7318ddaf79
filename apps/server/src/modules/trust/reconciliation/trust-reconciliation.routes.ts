import {
  ZSignOffReconciliationRequest,
  ZTrustReconciliation,
  ZTrustReconciliationQuery,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { TRUST_API_BASE, type TrustDeps } from "../trust-deps.ts";
import { getReconciliation, signOffReconciliation } from "./trust-reconciliation.service.ts";

const BASE = TRUST_API_BASE;

/** The monthly three-way reconciliation and its sign-off. */
export function registerTrustReconciliationRoutes(app: FastifyInstance, deps: TrustDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["trust-accounting"];

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
    async (request) => signOffReconciliation(deps, requireFirmIdentity(request), request.body),
  );
}
