import { ZAiBudgetUpdate, ZAiUsage } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../../platform/identity.ts";
import { type AiUsageDeps, readAiUsage, setAiBudget } from "./ai-usage.service.ts";

export function registerAiUsageRoutes(app: FastifyInstance, deps: AiUsageDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["ai"];

  router.get(
    "/api/ai/usage",
    {
      schema: {
        summary: "Read the firm's use of the language model this month",
        tags,
        response: { 200: ZAiUsage },
      },
    },
    async (request) => readAiUsage(deps, requireFirmIdentity(request)),
  );

  router.put(
    "/api/ai/usage/budget",
    {
      schema: {
        summary: "Set the firm's monthly language-model budget (the owner)",
        tags,
        body: ZAiBudgetUpdate,
        response: { 200: ZAiUsage },
      },
    },
    async (request) => setAiBudget(deps, requireFirmIdentity(request), request.body),
  );
}
