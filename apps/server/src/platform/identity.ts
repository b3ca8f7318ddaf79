import type { TPlatformRole } from "@inkundla/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Membership } from "../modules/firms/index.ts";
import { platformError } from "./errors.ts";

/** Who is calling: resolved once per request from the session cookie. */
export type Identity = {
  sessionId: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  platformRole: TPlatformRole;
  isEmailVerified: boolean;
  membership: Membership | null;
};

/** The signed-in user behind a session cookie, before their firm is looked up. */
export type SessionUser = Omit<Identity, "membership">;

/** Reads the session from request headers; renewed cookies are passed back to the browser. */
export type SessionReader = (
  headers: Record<string, string | string[] | undefined>,
) => Promise<{ user: SessionUser | null; renewedCookies: string[] }>;

/** An identity that belongs to a firm: what firm-scoped handlers work with. */
export type FirmIdentity = Identity & { membership: Membership };

declare module "fastify" {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, health checks). */
    isPublic?: boolean;
  }
}

export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw platformError("unauthenticated");
  return request.identity;
}

export function requireFirmIdentity(request: FastifyRequest): FirmIdentity {
  const identity = requireIdentity(request);
  if (!identity.membership) throw platformError("no_firm");
  return identity as FirmIdentity;
}

export function requirePlatformAdmin(request: FastifyRequest): Identity {
  const identity = requireIdentity(request);
  if (identity.platformRole !== "admin") throw platformError("forbidden");
  return identity;
}

/**
 * Resolves the session on every `/api` request and refuses routes that are not public with 401.
 * Handlers read `request.identity` and never look at cookies themselves.
 */
export function installIdentity(
  app: FastifyInstance,
  deps: {
    readSession: SessionReader;
    findMembershipForUser: (userId: string) => Promise<Membership | null>;
  },
): void {
  app.decorateRequest("identity", null);
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith("/api/") || request.is404) return;
    const isPublic = request.routeOptions.config?.isPublic === true;
    if (isPublic && request.routeOptions.url?.startsWith("/api/identity")) return;
    if (request.headers.cookie) {
      const { user, renewedCookies } = await deps.readSession(request.headers);
      // A renewed session comes back with a fresh cookie.
      if (renewedCookies.length > 0) reply.header("set-cookie", renewedCookies);
      if (user) request.identity = { ...user, membership: await deps.findMembershipForUser(user.userId) };
    }
    if (!isPublic && !request.identity) throw platformError("unauthenticated");
  });
}
