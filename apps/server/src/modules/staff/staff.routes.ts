import {
  ZOkResponse,
  ZStaffAcceptRequest,
  ZStaffAcceptResponse,
  ZStaffActivityList,
  ZStaffIdParams,
  ZStaffInvitationPreview,
  ZStaffInvitationQuery,
  ZStaffInviteRequest,
  ZStaffMember,
  ZStaffMemberList,
  ZStaffRoleUpdateRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireFirmIdentity } from "../../platform/identity.ts";
import {
  listStaff,
  listStaffActivity,
  removeStaff,
  type StaffDeps,
  updateStaffRole,
} from "./staff.service.ts";
import { acceptInvitation, inviteStaff, previewInvitation } from "./staff-invitation.service.ts";

export function registerStaffRoutes(app: FastifyInstance, deps: StaffDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["staff"];

  router.get(
    "/api/staff",
    { schema: { summary: "List staff", tags, response: { 200: ZStaffMemberList } } },
    async (request) => listStaff(deps, requireFirmIdentity(request)),
  );

  router.get(
    "/api/staff/activity",
    { schema: { summary: "Staff activity", tags, response: { 200: ZStaffActivityList } } },
    async (request) => listStaffActivity(deps, requireFirmIdentity(request)),
  );

  router.post(
    "/api/staff/invite",
    {
      schema: {
        summary: "Invite a staff member",
        tags,
        body: ZStaffInviteRequest,
        response: { 200: ZStaffMember, 201: ZStaffMember },
      },
    },
    async (request, reply) => {
      const { member, isResent } = await inviteStaff(deps, requireFirmIdentity(request), request.body);
      reply.status(isResent ? 200 : 201);
      return member;
    },
  );

  router.put(
    "/api/staff/:staffId/role",
    {
      schema: {
        summary: "Change a staff member's role",
        tags,
        params: ZStaffIdParams,
        body: ZStaffRoleUpdateRequest,
        response: { 200: ZStaffMember },
      },
    },
    async (request) =>
      updateStaffRole(deps, requireFirmIdentity(request), request.params.staffId, request.body),
  );

  router.delete(
    "/api/staff/:staffId",
    {
      schema: {
        summary: "Remove a staff member",
        tags,
        params: ZStaffIdParams,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await removeStaff(deps, requireFirmIdentity(request), request.params.staffId);
      return { ok: true as const };
    },
  );

  router.get(
    "/api/staff/invitation",
    {
      config: { isPublic: true },
      schema: {
        summary: "Preview a staff invitation",
        tags,
        querystring: ZStaffInvitationQuery,
        response: { 200: ZStaffInvitationPreview },
      },
    },
    async (request) => previewInvitation(deps, request.query.token),
  );

  router.post(
    "/api/staff/accept",
    {
      config: { isPublic: true },
      schema: {
        summary: "Accept a staff invitation",
        tags,
        body: ZStaffAcceptRequest,
        response: { 200: ZStaffAcceptResponse },
      },
    },
    async (request) => acceptInvitation(deps, request.body, { ipAddress: request.ip }),
  );
}
