import { ZAdminPlan, ZAdminPlanList, ZPlanInput, ZPublicPlanList } from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlatformAdmin } from "../../platform/identity.ts";
import { createPlan, editPlan, listAdminPlans, listPublicPlans, type PlansDeps } from "./plans.service.ts";

const ZPlanParams = z.object({ id: z.string().max(100) });

/** Checked before the body is validated, so only the admin learns what a valid body looks like. */
const adminOnly = { preValidation: async (request: FastifyRequest) => void requirePlatformAdmin(request) };

export function registerPlanRoutes(app: FastifyInstance, deps: PlansDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    "/api/plans",
    {
      config: { isPublic: true },
      schema: { summary: "List the subscription plans", tags: ["plans"], response: { 200: ZPublicPlanList } },
    },
    async () => ({ plans: await listPublicPlans(deps) }),
  );

  router.get(
    "/api/admin/subscription-plans",
    {
      ...adminOnly,
      schema: { summary: "List every subscription plan", tags: ["admin"], response: { 200: ZAdminPlanList } },
    },
    async (request) => {
      requirePlatformAdmin(request);
      return { plans: await listAdminPlans(deps) };
    },
  );

  router.post(
    "/api/admin/subscription-plans",
    {
      ...adminOnly,
      schema: {
        summary: "Create a subscription plan",
        tags: ["admin"],
        body: ZPlanInput,
        response: { 201: ZAdminPlan },
      },
    },
    async (request, reply) => {
      const admin = requirePlatformAdmin(request);
      const plan = await createPlan(deps, admin, request.body);
      return reply.status(201).send(plan);
    },
  );

  router.put(
    "/api/admin/subscription-plans/:id",
    {
      ...adminOnly,
      schema: {
        summary: "Edit a subscription plan",
        tags: ["admin"],
        params: ZPlanParams,
        body: ZPlanInput,
        response: { 200: ZAdminPlan },
      },
    },
    async (request) => {
      const admin = requirePlatformAdmin(request);
      return editPlan(deps, admin, request.params.id, request.body);
    },
  );
}
