import {
  ZFirmMemberRateUpdateRequest,
  ZFirmMemberSummary,
  ZFirmMemberSummaryList,
  ZFirmMemberUserIdParams,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db.ts";
import { requireFirmIdentity } from "../../platform/identity.ts";
import { listActiveFirmMembers } from "./firm-members.repository.ts";
import { setMemberHourlyRate, toFirmMemberSummary } from "./firm-members.service.ts";

export type FirmsDeps = { db: Db };

export function registerFirmRoutes(app: FastifyInstance, deps: FirmsDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  // Any member may read this: forms pick the person responsible for a matter or a task from it.
  router.get(
    "/api/firm/members",
    {
      schema: {
        summary: "List the firm's members",
        tags: ["firm"],
        response: { 200: ZFirmMemberSummaryList },
      },
    },
    async (request) => {
      const identity = requireFirmIdentity(request);
      const members = await listActiveFirmMembers(deps.db, identity.membership.firmId);
      return members.map(toFirmMemberSummary);
    },
  );

  router.put(
    "/api/firm/members/:userId/rate",
    {
      schema: {
        summary: "Set a member's hourly rate",
        tags: ["firm"],
        params: ZFirmMemberUserIdParams,
        body: ZFirmMemberRateUpdateRequest,
        response: { 200: ZFirmMemberSummary },
      },
    },
    async (request) =>
      setMemberHourlyRate(deps, requireFirmIdentity(request), request.params.userId, request.body),
  );
}
