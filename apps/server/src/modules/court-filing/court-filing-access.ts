import { isCourtFilingPlan } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { courtFilingError } from "./court-filing.errors.ts";

/**
 * Court filing is part of the Small Firm plan and up (spec §6). Any member of such a firm may prepare
 * and record filings: preparing a bundle asks no more of the role than uploading documents to a matter.
 */
export function requireCourtFilingAccess(identity: FirmIdentity): void {
  if (!isCourtFilingPlan(identity.membership.subscriptionPlan)) throw courtFilingError("plan_required");
}
