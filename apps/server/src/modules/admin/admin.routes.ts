import {
  ZAcceptAdminInvitationRequest,
  ZAddAdminUserRequest,
  ZAdminStats,
  ZAdminUser,
  ZAdminUsersPage,
  ZAdminUsersQuery,
  ZFailedJobsPage,
  ZFailedJobsQuery,
  ZSystemSettings,
} from "@inkundla/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requirePlatformAdmin } from "../../platform/identity.ts";
import {
  type AdminDeps,
  acceptInvitation,
  addUser,
  findAdminUsers,
  getAdminStats,
  getSystemSettings,
  reactivateUser,
  saveSystemSettings,
  suspendUser,
} from "./admin.service.ts";
import { listFailedJobs } from "./admin-jobs.service.ts";

const ZUserParams = z.object({ id: z.string().max(100) });

/** Checked before the input is validated, so only the admin learns what valid input looks like. */
const adminOnly = { preValidation: async (request: FastifyRequest) => void requirePlatformAdmin(request) };

export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    "/api/admin/stats",
    {
      ...adminOnly,
      schema: { summary: "Platform statistics", tags: ["admin"], response: { 200: ZAdminStats } },
    },
    async () => getAdminStats(deps),
  );

  router.get(
    "/api/admin/users",
    {
      ...adminOnly,
      schema: {
        summary: "Search the platform's users",
        tags: ["admin"],
        querystring: ZAdminUsersQuery,
        response: { 200: ZAdminUsersPage },
      },
    },
    async (request) => findAdminUsers(deps, request.query),
  );

  router.post(
    "/api/admin/users",
    {
      ...adminOnly,
      schema: {
        summary: "Invite a platform user",
        tags: ["admin"],
        body: ZAddAdminUserRequest,
        response: { 201: ZAdminUser },
      },
    },
    async (request, reply) => {
      const user = await addUser(deps, requirePlatformAdmin(request), request.body);
      return reply.status(201).send(user);
    },
  );

  router.post(
    "/api/admin/users/:id/suspend",
    {
      ...adminOnly,
      schema: {
        summary: "Suspend a user",
        tags: ["admin"],
        params: ZUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => suspendUser(deps, requirePlatformAdmin(request), request.params.id),
  );

  router.post(
    "/api/admin/users/:id/reactivate",
    {
      ...adminOnly,
      schema: {
        summary: "Reactivate a suspended user",
        tags: ["admin"],
        params: ZUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => reactivateUser(deps, requirePlatformAdmin(request), request.params.id),
  );

  router.post(
    "/api/admin/invitations/accept",
    {
      config: { isPublic: true },
      schema: {
        summary: "Accept a platform invitation",
        tags: ["admin"],
        body: ZAcceptAdminInvitationRequest,
        response: { 200: z.object({ ok: z.literal(true), email: z.string() }) },
      },
    },
    async (request) => ({ ok: true as const, ...(await acceptInvitation(deps, request.body)) }),
  );

  router.get(
    "/api/admin/jobs/failed",
    {
      ...adminOnly,
      schema: {
        summary: "List failed background jobs",
        tags: ["admin"],
        querystring: ZFailedJobsQuery,
        response: { 200: ZFailedJobsPage },
      },
    },
    async (request) => listFailedJobs(deps, request.query),
  );

  router.get(
    "/api/admin/system-settings",
    {
      ...adminOnly,
      schema: { summary: "Read the system settings", tags: ["admin"], response: { 200: ZSystemSettings } },
    },
    async () => getSystemSettings(deps),
  );

  router.put(
    "/api/admin/system-settings",
    {
      ...adminOnly,
      schema: {
        summary: "Save the system settings",
        tags: ["admin"],
        body: ZSystemSettings,
        response: { 200: ZSystemSettings },
      },
    },
    async (request) => saveSystemSettings(deps, requirePlatformAdmin(request), request.body),
  );
}
