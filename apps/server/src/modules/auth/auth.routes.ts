import {
  ZCurrentUser,
  ZLoginRequest,
  ZOkResponse,
  ZRegisterRequest,
  ZTwoFactorChallenge,
  ZTwoFactorSignInRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireIdentity } from "../../platform/identity.ts";
import {
  type AuthDeps,
  login,
  logout,
  registerFirmOwner,
  requestMetaOf,
  toCurrentUser,
} from "./auth.service.ts";
import { completeTwoFactorSignIn } from "./two-factor-sign-in.service.ts";

const ZUserEnvelope = z.object({ user: ZCurrentUser });

export function registerAuthRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.get(
    "/api/auth/user",
    { schema: { summary: "Read the signed-in user", tags: ["auth"], response: { 200: ZCurrentUser } } },
    async (request) => toCurrentUser(requireIdentity(request)),
  );

  router.post(
    "/api/auth/login",
    {
      config: { isPublic: true },
      schema: {
        summary: "Sign in",
        tags: ["auth"],
        body: ZLoginRequest,
        response: { 200: z.union([ZUserEnvelope, ZTwoFactorChallenge]) },
      },
    },
    async (request, reply) => {
      const outcome = await login(deps, request.body, requestMetaOf(request));
      reply.header("set-cookie", outcome.setCookies);
      // With two-factor sign-in only better-auth's two-factor cookie is set: no session until the code.
      return "twoFactorRequired" in outcome ? { twoFactorRequired: true as const } : { user: outcome.user };
    },
  );

  router.post(
    "/api/auth/two-factor",
    {
      config: { isPublic: true },
      schema: {
        summary: "Complete a two-factor sign-in",
        tags: ["auth"],
        body: ZTwoFactorSignInRequest,
        response: { 200: ZUserEnvelope },
      },
    },
    async (request, reply) => {
      const { user, setCookies } = await completeTwoFactorSignIn(deps, request.body, requestMetaOf(request));
      reply.header("set-cookie", setCookies);
      return { user };
    },
  );

  router.post(
    "/api/auth/register",
    {
      config: { isPublic: true },
      schema: {
        summary: "Register a firm owner",
        tags: ["auth"],
        body: ZRegisterRequest,
        response: { 201: ZUserEnvelope },
      },
    },
    async (request, reply) => {
      const { user, setCookies } = await registerFirmOwner(deps, request.body, requestMetaOf(request));
      reply.header("set-cookie", setCookies).status(201);
      return { user };
    },
  );

  router.post(
    "/api/auth/logout",
    {
      config: { isPublic: true },
      schema: { summary: "Sign out", tags: ["auth"], response: { 200: ZOkResponse } },
    },
    async (request, reply) => {
      const setCookies = await logout(deps, request.identity, requestMetaOf(request));
      if (setCookies.length > 0) reply.header("set-cookie", setCookies);
      return { ok: true as const };
    },
  );
}
