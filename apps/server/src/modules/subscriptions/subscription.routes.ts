import {
  ZFirmSubscription,
  ZPlanChangeQuote,
  ZPlanChangeRequest,
  ZPlanChangeResult,
  ZSubscriptionPlanOptionList,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  changePlan,
  getFirmSubscription,
  listPlanOptions,
  previewPlanChange,
  type SubscriptionDeps,
} from "./subscription.service.ts";

export function registerSubscriptionRoutes(app: FastifyInstance, deps: SubscriptionDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["subscription"];

  router.get(
    "/api/user/subscription",
    { schema: { summary: "Read the firm's subscription", tags, response: { 200: ZFirmSubscription } } },
    async (request) => getFirmSubscription(deps, requireFirmIdentity(request)),
  );

  router.get(
    "/api/user/subscription/plans",
    {
      schema: {
        summary: "List the plans the firm can choose",
        tags,
        response: { 200: ZSubscriptionPlanOptionList },
      },
    },
    async (request) => listPlanOptions(deps, requireFirmIdentity(request)),
  );

  router.post(
    "/api/user/subscription/preview",
    {
      schema: {
        summary: "Preview a plan change",
        tags,
        body: ZPlanChangeRequest,
        response: { 200: ZPlanChangeQuote },
      },
    },
    async (request) => previewPlanChange(deps, requireFirmIdentity(request), request.body),
  );

  router.post(
    "/api/user/subscription/change",
    {
      schema: {
        summary: "Change the firm's plan",
        tags,
        body: ZPlanChangeRequest,
        response: { 200: ZPlanChangeResult },
      },
    },
    async (request) => changePlan(deps, requireFirmIdentity(request), request.body),
  );
}
