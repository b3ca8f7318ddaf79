import { ZForgotPasswordRequest, ZResetPasswordRequest, ZSignupMessageResponse } from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type AuthDeps, requestMetaOf } from "./auth.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

/** "Forgot password?" on the sign-in screen: a one-time link by e-mail, then a new password. */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.post(
    "/api/auth/forgot-password",
    {
      config: { isPublic: true },
      schema: {
        summary: "Request a password reset link",
        tags: ["auth"],
        body: ZForgotPasswordRequest,
        response: { 200: ZSignupMessageResponse },
      },
    },
    async (request) => requestPasswordReset(deps, request.body, requestMetaOf(request)),
  );

  router.post(
    "/api/auth/reset-password",
    {
      config: { isPublic: true },
      schema: {
        summary: "Set a new password from a reset link",
        tags: ["auth"],
        body: ZResetPasswordRequest,
        response: { 200: ZSignupMessageResponse },
      },
    },
    async (request) => resetPassword(deps, request.body, requestMetaOf(request)),
  );
}
