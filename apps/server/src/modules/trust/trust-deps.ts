import type { Db } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";

export type TrustDeps = { db: Db };

/** Who writes a posting and for which firm: a signed-in member, or another module acting for one. */
export type TrustActor = { firmId: string; userId: string };

export function actorOf(identity: FirmIdentity): TrustActor {
  return { firmId: identity.membership.firmId, userId: identity.userId };
}

/** Where every trust accounting route lives (spec: /api/trust-accounting/…). */
export const TRUST_API_BASE = "/api/trust-accounting";
