import type { FastifyRequest } from "fastify";
import type { DbExecutor } from "../../platform/db.ts";
import { requireIdentity } from "../../platform/identity.ts";
import { portalError } from "./portal.errors.ts";
import { findLivePortalAccess } from "./portal.repository.ts";

/**
 * A client's portal user: a signed-in person with a live portal membership (joined, not revoked) and no
 * firm membership. Everything a portal route reads is scoped to `firmId` and `clientId` from here, never
 * to an id the request names.
 */
export type PortalIdentity = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  firmId: string;
  firmName: string;
  clientId: string;
  clientName: string;
  ipAddress: string;
};

/**
 * The one call a portal route makes to learn who is asking: 401 without a session, 403 for a firm member
 * or a person without live portal access. A portal user has no firm_member row, so every firm route
 * (requireFirmIdentity) already refuses them.
 */
export async function requirePortalIdentity(
  db: DbExecutor,
  request: FastifyRequest,
): Promise<PortalIdentity> {
  const identity = requireIdentity(request);
  if (identity.membership) throw portalError("not_portal_user");
  const access = await findLivePortalAccess(db, identity.userId);
  if (!access) throw portalError("not_portal_user");
  return {
    userId: identity.userId,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    firmId: access.firmId,
    firmName: access.firmName,
    clientId: access.clientId,
    clientName: access.clientName,
    ipAddress: identity.ipAddress,
  };
}
