import type { FastifyInstance } from "fastify";
import { registerAuthRoutes } from "./auth.routes.ts";
import type { AuthDeps } from "./auth.service.ts";
import { registerPasswordResetRoutes } from "./password-reset.routes.ts";
import { registerSignupRoutes } from "./signup.routes.ts";

/**
 * The people tables (user, account, session) are better-auth's and this module's: the platform admin,
 * profile and staff modules change a person through these.
 */
export {
  completeAdminInvitation,
  completeInvitedPerson,
  deleteOtherSessions,
  deleteSessionsForUser,
  deleteUser,
  insertCredentialUser,
  insertInvitedUser,
  markInvitationPending,
  mergePreferences,
  replaceEmail,
  setUserSuspended,
  type UserProfileChanges,
  updateProfileFields,
} from "./auth.repository.ts";
export { enforceIpLimit, toCurrentUser } from "./auth.service.ts";
export { identityTables } from "./identity-tables.ts";
export { ensurePlatformAdmin, PlatformAdminClaimError } from "./platform-admin.ts";
export { createSessionReader } from "./session-reader.ts";
export { claimAuthenticatorCode } from "./two-factor-sign-in.service.ts";

export function createAuthModule(deps: AuthDeps) {
  return {
    name: "auth",
    register: (app: FastifyInstance) => {
      registerAuthRoutes(app, deps);
      registerSignupRoutes(app, deps);
      registerPasswordResetRoutes(app, deps);
    },
  };
}
