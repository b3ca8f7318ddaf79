import {
  ZChangePasswordRequest,
  ZConfirmEmailChangeRequest,
  ZConfirmEmailChangeResponse,
  ZOkResponse,
  ZTwoFactorConfirmRequest,
  ZTwoFactorPasswordRequest,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
  ZUpdatePreferencesRequest,
  ZUpdateProfileRequest,
  ZUserPreferences,
  ZUserProfile,
} from "@inkundla/shared";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireIdentity } from "../../platform/identity.ts";
import { getPreferences, updatePreferences } from "./preferences.service.ts";
import { confirmEmailChange, getProfile, type ProfileDeps, updateProfile } from "./profile.service.ts";
import {
  beginTwoFactorSetup,
  changePassword,
  confirmTwoFactorSetup,
  disableTwoFactor,
} from "./security.service.ts";

function requestMeta(request: FastifyRequest) {
  return { headers: fromNodeHeaders(request.headers) };
}

export function registerProfileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["profile"];

  router.get(
    "/api/user/profile",
    { schema: { summary: "Read my profile", tags, response: { 200: ZUserProfile } } },
    async (request) => getProfile(deps, requireIdentity(request)),
  );

  router.put(
    "/api/user/profile",
    {
      schema: {
        summary: "Update my profile",
        tags,
        body: ZUpdateProfileRequest,
        response: { 200: ZUserProfile },
      },
    },
    async (request) => updateProfile(deps, requireIdentity(request), request.body),
  );

  // Opened from the link in the e-mail, possibly in a browser where the person is not signed in.
  router.post(
    "/api/user/email/confirm",
    {
      config: { isPublic: true },
      schema: {
        summary: "Confirm a new e-mail address",
        tags,
        body: ZConfirmEmailChangeRequest,
        response: { 200: ZConfirmEmailChangeResponse },
      },
    },
    async (request) => confirmEmailChange(deps, request.body.token),
  );

  router.post(
    "/api/user/password",
    {
      schema: {
        summary: "Change my password",
        tags,
        body: ZChangePasswordRequest,
        response: { 200: ZOkResponse },
      },
    },
    async (request) => {
      await changePassword(deps, requireIdentity(request), request.body, requestMeta(request));
      return { ok: true as const };
    },
  );

  router.post(
    "/api/user/two-factor/enable",
    {
      schema: {
        summary: "Begin two-factor set-up",
        tags,
        body: ZTwoFactorPasswordRequest,
        response: { 200: ZTwoFactorSetup },
      },
    },
    async (request) =>
      beginTwoFactorSetup(deps, requireIdentity(request), request.body, requestMeta(request)),
  );

  router.post(
    "/api/user/two-factor/confirm",
    {
      schema: {
        summary: "Confirm two-factor set-up",
        tags,
        body: ZTwoFactorConfirmRequest,
        response: { 200: ZTwoFactorStatus },
      },
    },
    async (request, reply) => {
      const setCookies = await confirmTwoFactorSetup(
        deps,
        requireIdentity(request),
        request.body,
        requestMeta(request),
      );
      if (setCookies.length > 0) reply.header("set-cookie", setCookies);
      return { twoFactorEnabled: true };
    },
  );

  router.post(
    "/api/user/two-factor/disable",
    {
      schema: {
        summary: "Turn two-factor sign-in off",
        tags,
        body: ZTwoFactorPasswordRequest,
        response: { 200: ZTwoFactorStatus },
      },
    },
    async (request, reply) => {
      const setCookies = await disableTwoFactor(
        deps,
        requireIdentity(request),
        request.body,
        requestMeta(request),
      );
      if (setCookies.length > 0) reply.header("set-cookie", setCookies);
      return { twoFactorEnabled: false };
    },
  );

  router.get(
    "/api/user/preferences",
    { schema: { summary: "Read my preferences", tags, response: { 200: ZUserPreferences } } },
    async (request) => getPreferences(deps, requireIdentity(request)),
  );

  router.put(
    "/api/user/preferences",
    {
      schema: {
        summary: "Save my preferences",
        tags,
        body: ZUpdatePreferencesRequest,
        response: { 200: ZUserPreferences },
      },
    },
    async (request) => updatePreferences(deps, requireIdentity(request), request.body),
  );
}
