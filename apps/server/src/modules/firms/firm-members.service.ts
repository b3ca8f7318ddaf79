import {
  describeStaffMemberName,
  type TFirmMemberRateUpdateRequest,
  type TFirmMemberSummary,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { findFirmMemberOfFirm, setFirmMemberHourlyRate } from "./firm-member-rates.repository.ts";
import type { ActiveFirmMember } from "./firm-members.repository.ts";
import { firmError } from "./firms.errors.ts";

export const FIRM_MEMBER_RATE_CHANGED = "firm.member_rate_changed";

export function toFirmMemberSummary(member: ActiveFirmMember): TFirmMemberSummary {
  return {
    userId: member.userId,
    name: describeStaffMemberName(member).primary,
    email: member.email,
    role: member.role,
    hourlyRateCents: member.hourlyRateCents,
  };
}

/**
 * The owner sets a member's own hourly rate (null: the firm's default applies). Only new time uses
 * it; the rate of time already logged never changes.
 */
export async function setMemberHourlyRate(
  deps: { db: Db },
  identity: FirmIdentity,
  userId: string,
  input: TFirmMemberRateUpdateRequest,
): Promise<TFirmMemberSummary> {
  if (!identity.membership.isOwner) throw firmError("owner_only");
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const before = await findFirmMemberOfFirm(tx, firmId, userId);
    if (!before) throw firmError("member_not_found");
    await setFirmMemberHourlyRate(tx, firmId, userId, input.hourlyRateCents);
    await recordAuditEvent(tx, {
      action: FIRM_MEMBER_RATE_CHANGED,
      firmId,
      userId: identity.userId,
      entityType: "firm_member",
      entityId: userId,
      ipAddress: identity.ipAddress,
      data: {
        name: describeStaffMemberName(before).primary,
        email: before.email,
        fromRateCents: before.hourlyRateCents,
        toRateCents: input.hourlyRateCents,
      },
    });
    return toFirmMemberSummary({ ...before, hourlyRateCents: input.hourlyRateCents });
  });
}
