import {
  describeStaffMemberName,
  staffStatusOf,
  type TStaffActivityEntry,
  type TStaffMember,
  type TStaffRoleUpdateRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import { retireOneTimeTokens } from "../../platform/one-time-tokens.ts";
import { deleteSessionsForUser, deleteUser } from "../auth/index.ts";
import { deleteMembership, setMemberRole } from "../firms/index.ts";
import { staffError } from "./staff.errors.ts";
import {
  listFirmStaff,
  listStaffAuditEvents,
  lockFirmStaffMember,
  type StaffMemberRecord,
} from "./staff.repository.ts";
import { describeStaffActivity, STAFF_AUDIT_ACTIONS, type StaffAuditData } from "./staff-activity.ts";

/** Invitation e-mails are enqueued in the inviting transaction and sent by a job (staff-invitation.job.ts). */
export type StaffDeps = { db: Db; jobs: Pick<JobQueue, "send" | "wake"> };
export type RequestMeta = { ipAddress: string };

export const INVITATION_PURPOSE = "staff_invitation" as const;
const ACTIVITY_LIMIT = 20;
export function toStaffMember(record: StaffMemberRecord): TStaffMember {
  return {
    id: record.memberId,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    role: record.role,
    isFirmOwner: record.isOwner,
    emailVerified: record.emailVerified,
    onboardingCompleted: record.onboardingCompleted,
    createdAt: record.createdAt.toISOString(),
  };
}

/** Spec §6: only the firm owner uses the staff screen and its calls. */
export function requireOwner(identity: FirmIdentity): void {
  if (!identity.membership.isOwner) throw staffError("owner_only");
}

export function nameOf(person: { firstName: string | null; lastName: string | null; email: string }): string {
  return describeStaffMemberName(person).primary;
}

export async function lockMemberOfFirm(tx: DbExecutor, firmId: string, staffId: string) {
  // An id that is not even a UUID cannot be one of the firm's members: the same 404 as another firm's.
  const member = isUuid(staffId) ? await lockFirmStaffMember(tx, firmId, staffId) : null;
  if (!member) throw staffError("staff_not_found");
  return member;
}

export async function listStaff(deps: StaffDeps, identity: FirmIdentity): Promise<TStaffMember[]> {
  requireOwner(identity);
  return (await listFirmStaff(deps.db, identity.membership.firmId)).map(toStaffMember);
}

export async function listStaffActivity(
  deps: StaffDeps,
  identity: FirmIdentity,
): Promise<TStaffActivityEntry[]> {
  requireOwner(identity);
  const events = await listStaffAuditEvents(deps.db, identity.membership.firmId, ACTIVITY_LIMIT);
  return events.map((event) => ({
    id: event.id.toString(),
    action: event.action,
    summary: describeStaffActivity(event.action, event.data),
    occurredAt: event.createdAt.toISOString(),
  }));
}

export async function updateStaffRole(
  deps: StaffDeps,
  identity: FirmIdentity,
  staffId: string,
  input: TStaffRoleUpdateRequest,
): Promise<TStaffMember> {
  requireOwner(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const member = await lockMemberOfFirm(tx, firmId, staffId);
    if (member.isOwner) throw staffError("owner_role_fixed");
    if (member.role !== input.role) {
      await setMemberRole(tx, member.memberId, input.role);
      await recordAuditEvent(tx, {
        action: STAFF_AUDIT_ACTIONS.roleChanged,
        firmId,
        userId: identity.userId,
        entityType: "firm_member",
        entityId: member.memberId,
        ipAddress: identity.ipAddress,
        data: {
          actorName: nameOf(identity),
          email: member.email,
          name: nameOf(member),
          fromRole: member.role,
          toRole: input.role,
        } satisfies StaffAuditData,
      });
    }
    return toStaffMember({ ...member, role: input.role });
  });
}

/**
 * Removes a member from the firm. A person belongs to exactly one firm and cannot do anything on
 * Inkundla without one, so the person's account is deleted with the membership: their sessions end
 * at once, their password stops working, their unused links are retired, and the address is free to
 * be invited again or to register. The audit trail keeps their name and e-mail. A platform admin's
 * account is kept (only the membership and sessions go), so removing one never locks out the platform.
 */
export async function removeStaff(deps: StaffDeps, identity: FirmIdentity, staffId: string): Promise<void> {
  requireOwner(identity);
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    const member = await lockMemberOfFirm(tx, firmId, staffId);
    if (member.isOwner) throw staffError("owner_not_removable");
    await retireOneTimeTokens(tx, member.userId, INVITATION_PURPOSE);
    await deleteSessionsForUser(tx, member.userId);
    if (member.isPlatformAdmin) {
      await deleteMembership(tx, member.memberId);
    } else {
      await deleteUser(tx, member.userId);
    }
    await recordAuditEvent(tx, {
      action: STAFF_AUDIT_ACTIONS.removed,
      firmId,
      userId: identity.userId,
      entityType: "firm_member",
      entityId: member.memberId,
      ipAddress: identity.ipAddress,
      data: {
        actorName: nameOf(identity),
        email: member.email,
        name: nameOf(member),
        role: member.role,
        wasActive: staffStatusOf(member) === "active",
        isAccountDeleted: !member.isPlatformAdmin,
      },
    });
  });
}
