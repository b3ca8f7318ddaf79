import type { DbExecutor } from "../../platform/db.ts";
import { hasPortalMembership } from "./portal.repository.ts";

/**
 * The routes outside `/api/portal/` a portal user may call: their own account (who am I, name,
 * password, two-factor sign-in, preferences). Everything else that needs a session refuses them.
 */
const OWN_ACCOUNT_ROUTES = new Set([
  "GET /api/auth/user",
  "GET /api/user/profile",
  "PUT /api/user/profile",
  "POST /api/user/password",
  "POST /api/user/two-factor/enable",
  "POST /api/user/two-factor/confirm",
  "POST /api/user/two-factor/disable",
  "GET /api/user/preferences",
  "PUT /api/user/preferences",
]);

export const PORTAL_ROUTE_PREFIX = "/api/portal/";

/** Whether a portal user may call this route (by its method and its route pattern, not the request's URL). */
export function portalUserMayCall(method: string, routeUrl: string): boolean {
  return routeUrl.startsWith(PORTAL_ROUTE_PREFIX) || OWN_ACCOUNT_ROUTES.has(`${method} ${routeUrl}`);
}

/** What platform/identity.ts needs to keep portal users to the portal (installIdentity's `portal`). */
export function portalPrincipal(db: DbExecutor) {
  return {
    isPortalUser: (userId: string) => hasPortalMembership(db, userId),
    allows: portalUserMayCall,
  };
}
