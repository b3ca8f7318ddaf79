import type { TPlatformRole, TStaffRole } from "@inkundla/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { platformError } from "./errors.ts";
import { type AnswerSlot, keptHeaders, RESPONSE_CACHE_HEADER, type ResponseCache } from "./response-cache.ts";

/**
 * The caller's place in a firm. Defined here, not in the firms module, because platform imports no
 * module; the firms module fills it in (findMembershipForUser) and re-exports it.
 */
export type Membership = {
  memberId: string;
  firmId: string;
  firmName: string;
  role: TStaffRole;
  isOwner: boolean;
  /** The plan's code (solo, small_firm, …, or one the platform admin added). */
  subscriptionPlan: string;
  subscriptionPlanName: string;
  trialEndsAt: Date | null;
};

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
  /**
   * Where the request came from (Fastify's `request.ip`, which honours TRUST_PROXY), for the audit
   * trail: a service records it with every change, so routes need not pass it along.
   */
  ipAddress: string;
};

/** The signed-in user behind a session cookie, before their firm is looked up. */
export type SessionUser = Omit<Identity, "membership" | "ipAddress">;

/**
 * Reads the session from request headers; renewed cookies are passed back to the browser. The fast
 * path also answers with the membership, the snapshot the identity was read under and, given a probe,
 * whether the probed firm's data is unchanged since the probe's snapshot (platform/response-cache.ts).
 */
export type SessionReader = (
  headers: Record<string, string | string[] | undefined>,
  probe?: { firmId: string; snapshot: string },
) => Promise<{
  user: SessionUser | null;
  membership?: Membership | null;
  snapshot?: string;
  isProbeFresh?: boolean;
  renewedCookies: string[];
}>;

/** An identity that belongs to a firm: what firm-scoped handlers work with. */
export type FirmIdentity = Identity & { membership: Membership };

declare module "fastify" {
  interface FastifyRequest {
    identity: Identity | null;
    /** Where this request's answer is kept for the response cache; null when it is not kept. */
    answerSlot: AnswerSlot | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, health checks). */
    isPublic?: boolean;
    /**
     * A firm's GET answer that depends only on the firm's data, the person and the date, so the
     * response cache may serve it again while the firm's data is unchanged.
     */
    isCachedPerFirm?: boolean;
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
 * Handlers read `request.identity` and never look at cookies themselves. For a route marked
 * `isCachedPerFirm`, a cached answer whose firm data is unchanged is sent from here, without running
 * the handler; otherwise the handler's 200 answer is kept for next time.
 */
export function installIdentity(
  app: FastifyInstance,
  deps: {
    readSession: SessionReader;
    findMembershipForUser: (userId: string) => Promise<Membership | null>;
    responseCache?: ResponseCache | null;
    /**
     * The client portal's principal (a person with client portal access and no firm): asked only for
     * a signed-in person without a firm membership. Such a person reaches only the routes
     * `portal.allows` names (the portal's own and their own account's); any other route that needs a
     * session answers 403 here, before its input is even read.
     */
    portal?: {
      isPortalUser: (userId: string) => Promise<boolean>;
      allows: (method: string, routeUrl: string) => boolean;
    };
  },
): void {
  const cache = deps.responseCache ?? null;
  app.decorateRequest("identity", null);
  app.decorateRequest("answerSlot", null);
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith("/api/") || request.is404) return;
    const isPublic = request.routeOptions.config?.isPublic === true;
    if (isPublic && request.routeOptions.url?.startsWith("/api/identity")) return;
    const cookieHeader = request.headers.cookie;
    if (cookieHeader) {
      const isCacheable =
        cache !== null && request.method === "GET" && request.routeOptions.config?.isCachedPerFirm === true;
      const candidate = isCacheable ? cache.candidateFor(cookieHeader, request.url) : null;
      const session = await deps.readSession(
        request.headers,
        candidate ? { firmId: candidate.answer.firmId, snapshot: candidate.answer.snapshot } : undefined,
      );
      // A renewed session comes back with a fresh cookie.
      if (session.renewedCookies.length > 0) reply.header("set-cookie", session.renewedCookies);
      const { user } = session;
      if (user) {
        const membership =
          session.membership === undefined
            ? await deps.findMembershipForUser(user.userId)
            : session.membership;
        request.identity = { ...user, membership, ipAddress: request.ip };
        if (isCacheable && membership && session.snapshot) {
          const caller = { firmId: membership.firmId, userId: user.userId };
          cache.rememberCaller(cookieHeader, caller);
          const key = cache.keyFor(caller, request.url);
          if (candidate?.key === key && session.isProbeFresh === true) {
            return reply
              .headers(candidate.answer.headers)
              .header(RESPONSE_CACHE_HEADER, "hit")
              .send(candidate.answer.payload);
          }
          if (candidate) cache.forget(candidate.key);
          request.answerSlot = { key, ...caller, snapshot: session.snapshot };
        }
      }
    }
    if (!isPublic && !request.identity) throw platformError("unauthenticated");
    const portal = deps.portal;
    if (
      portal &&
      !isPublic &&
      request.identity?.membership === null &&
      !portal.allows(request.method, request.routeOptions.url ?? "") &&
      (await portal.isPortalUser(request.identity.userId))
    ) {
      throw platformError("forbidden", "A client portal account can use only the client portal.");
    }
  });
  if (cache) {
    app.addHook("onSend", async (request, reply, payload) => {
      if (request.answerSlot && reply.statusCode === 200 && typeof payload === "string") {
        cache.store(request.answerSlot, payload, keptHeaders(reply.getHeaders()));
      }
      return payload;
    });
  }
}
