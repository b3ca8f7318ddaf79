import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineErrors } from "./errors.ts";

const originError = defineErrors({
  foreign_origin: {
    status: 403,
    message:
      "This request did not come from Inkundla's own pages, so it was refused. Open Inkundla at its own address and try again.",
  },
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The scheme, host and port of a URL, or null when it is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins a request may come from: the configured public address; without PUBLIC_URL (a local
 * installation opened as localhost or 127.0.0.1), also the address the request itself was sent to.
 */
function ownOrigins(request: FastifyRequest, options: { publicUrl: string; isPublicUrlConfigured: boolean }) {
  const origins = [originOf(options.publicUrl)];
  if (!options.isPublicUrlConfigured && request.headers.host) {
    origins.push(originOf(`${request.protocol}://${request.headers.host}`));
  }
  return origins.filter((origin): origin is string => origin !== null);
}

/**
 * Cross-site request forgery: the session cookie is SameSite=Lax, which still lets another site's page
 * send a form or a body-less POST. A mutating `/api` request is accepted only when its `Origin` (or,
 * from a browser that sends none, its `Referer`) is the app's own; a request with neither is refused
 * too, so a client outside a browser names the app's origin itself.
 */
export function installSameOriginGuard(
  app: FastifyInstance,
  options: { publicUrl: string; isPublicUrlConfigured: boolean },
): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith("/api/") || request.is404) return;
    const { origin, referer } = request.headers;
    const claimed = origin ? originOf(origin) : referer ? originOf(referer) : null;
    if (claimed === null || !ownOrigins(request, options).includes(claimed)) {
      throw originError("foreign_origin");
    }
  });
}

/**
 * A signed-in answer is somebody's firm data: no browser or proxy may keep a copy of it. A route
 * that set its own Cache-Control (a download that may be cached privately) keeps it.
 */
export function installNoStoreForSignedInAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.identity && request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
