import {
  ZResendVerificationRequest,
  ZSignupMessageResponse,
  ZSignupRequest,
  ZVerifySignupRequest,
} from "@inkundla/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type AuthDeps, requestMetaOf } from "./auth.service.ts";
import { resendSignupVerification, signUpFirm, verifySignup } from "./signup.service.ts";

/** Spec 000 §2.6 and §7: the sign-up wizard, its e-mailed verification link and resending that link. */
export function registerSignupRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const router = app.withTypeProvider<ZodTypeProvider>();

  router.post(
    "/api/auth/signup",
    {
      config: { isPublic: true },
      schema: {
        summary: "Sign up a firm",
        tags: ["auth"],
        body: ZSignupRequest,
        response: { 201: ZSignupMessageResponse },
      },
    },
    async (request, reply) => {
      const answer = await signUpFirm(deps, request.body, requestMetaOf(request));
      return reply.status(201).send(answer);
    },
  );

  router.post(
    "/api/auth/verify",
    {
      config: { isPublic: true },
      schema: {
        summary: "Verify a sign-up e-mail address",
        tags: ["auth"],
        body: ZVerifySignupRequest,
        response: { 200: ZSignupMessageResponse },
      },
    },
    async (request) => verifySignup(deps, request.body, requestMetaOf(request)),
  );

  router.post(
    "/api/auth/resend-verification",
    {
      config: { isPublic: true },
      schema: {
        summary: "Resend the sign-up verification e-mail",
        tags: ["auth"],
        body: ZResendVerificationRequest,
        response: { 200: ZSignupMessageResponse },
      },
    },
    async (request) => resendSignupVerification(deps, request.body, requestMetaOf(request)),
  );
}
