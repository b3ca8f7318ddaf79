import { randomUUID } from "node:crypto";
import {
  staffStatusOf,
  type TStaffAcceptRequest,
  type TStaffAcceptResponse,
  type TStaffInvitationPreview,
  type TStaffInviteRequest,
  type TStaffMember,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { DbExecutor } from "../../platform/db.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import {
  consumeOneTimeToken,
  findValidOneTimeToken,
  issueOneTimeToken,
} from "../../platform/one-time-tokens.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { completeInvitedPerson, insertInvitedUser } from "../auth/index.ts";
import { insertFirmMember, setMemberInvitedBy, setMemberRole } from "../firms/index.ts";
import { assertFirmHasRoomForAnotherMember } from "../subscriptions/index.ts";
import { staffError } from "./staff.errors.ts";
import {
  findFirmName,
  findPersonByEmail,
  findPersonName,
  findStaffMemberByUserId,
  type StaffMemberRecord,
} from "./staff.repository.ts";
import {
  INVITATION_PURPOSE,
  lockMemberOfFirm,
  nameOf,
  type RequestMeta,
  requireOwner,
  type StaffDeps,
  toStaffMember,
} from "./staff.service.ts";
import { STAFF_AUDIT_ACTIONS, type StaffAuditData } from "./staff-activity.ts";
import { STAFF_INVITATION_EMAIL_JOB } from "./staff-invitation.job.ts";

/**
 * Invites a person by e-mail: a pending person (no password, e-mail unverified, onboarding not done)
 * and their membership, or, for someone already invited and still pending, a fresh link that retires
 * the old one. The e-mail is enqueued in the same transaction, so it goes out exactly when the
 * invitation commits; a background job sends it.
 */
export async function inviteStaff(
  deps: StaffDeps,
  identity: FirmIdentity,
  input: TStaffInviteRequest,
): Promise<{ member: TStaffMember; isResent: boolean }> {
  requireOwner(identity);
  const { firmId, firmName } = identity.membership;
  const actorName = nameOf(identity);
  let invitation: { member: StaffMemberRecord; isResent: boolean };
  try {
    invitation = await deps.db.transaction(async (tx) => {
      const existing = await findPersonByEmail(tx, input.email);
      let userId: string;
      let isResent = false;
      if (existing) {
        if (existing.firmId !== firmId || !existing.memberId) {
          throw staffError(existing.firmId ? "member_of_another_firm" : "account_exists");
        }
        const member = await lockMemberOfFirm(tx, firmId, existing.memberId);
        if (staffStatusOf(member) === "active" || member.isOwner) {
          throw staffError("already_member", `${member.email} is already a member of your firm.`);
        }
        // Inviting a pending person again re-sends: the owner's latest role choice stands. A re-sent
        // invitation adds no membership, so the plan's user limit is not weighed again.
        await setMemberRole(tx, member.memberId, input.role);
        await setMemberInvitedBy(tx, member.memberId, identity.userId);
        userId = existing.userId;
        isResent = true;
      } else {
        // Locks the firm row, so concurrent invitations to one firm are counted one after another.
        await assertFirmHasRoomForAnotherMember(tx, firmId);
        userId = randomUUID();
        await insertInvitedUser(tx, { userId, email: input.email });
        await insertFirmMember(tx, {
          firmId,
          userId,
          role: input.role,
          isOwner: false,
          invitedByUserId: identity.userId,
        });
      }
      const member = await findStaffMemberByUserId(tx, userId);
      if (!member) throw new Error("the invited membership was not found after writing it");
      // Issuing retires any earlier unused invitation link for this person.
      const { token, expiresAt } = await issueOneTimeToken(tx, {
        purpose: INVITATION_PURPOSE,
        userId,
        firmId,
        email: input.email,
      });
      await recordAuditEvent(tx, {
        action: isResent ? STAFF_AUDIT_ACTIONS.invitationResent : STAFF_AUDIT_ACTIONS.invited,
        firmId,
        userId: identity.userId,
        entityType: "firm_member",
        entityId: member.memberId,
        ipAddress: identity.ipAddress,
        data: { actorName, email: input.email, role: input.role } satisfies StaffAuditData,
      });
      await deps.jobs.send(tx, STAFF_INVITATION_EMAIL_JOB, {
        to: input.email,
        firmName,
        inviterName: actorName,
        role: input.role,
        token,
        expiresAt: expiresAt.toISOString(),
      });
      return { member, isResent };
    });
  } catch (error) {
    // Two owners inviting one new address at the same moment: the unique e-mail index decides.
    if (isUniqueViolation(error)) throw staffError("already_member", `${input.email} has just been invited.`);
    throw error;
  }
  deps.jobs.wake(STAFF_INVITATION_EMAIL_JOB);
  return { member: toStaffMember(invitation.member), isResent: invitation.isResent };
}

/** The pending membership a valid invitation token points at, or null when the link no longer works. */
async function findInvitedMember(db: DbExecutor, token: { userId: string; firmId: string | null }) {
  const member = await findStaffMemberByUserId(db, token.userId);
  if (!member || member.firmId !== token.firmId || member.onboardingCompleted) return null;
  return member;
}

export async function previewInvitation(deps: StaffDeps, token: string): Promise<TStaffInvitationPreview> {
  const invitation = await findValidOneTimeToken(deps.db, INVITATION_PURPOSE, token);
  const member = invitation ? await findInvitedMember(deps.db, invitation) : null;
  if (!invitation || !member) throw staffError("invitation_invalid");
  const [firmName, inviter] = await Promise.all([
    findFirmName(deps.db, member.firmId),
    member.invitedByUserId ? findPersonName(deps.db, member.invitedByUserId) : null,
  ]);
  return {
    firmName: firmName ?? "",
    email: member.email,
    role: member.role,
    invitedByName: inviter ? nameOf(inviter) : null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The invited person sets their name and password; the link proves the address, so they are Active. */
export async function acceptInvitation(
  deps: StaffDeps,
  input: TStaffAcceptRequest,
  meta: RequestMeta,
): Promise<TStaffAcceptResponse> {
  // Check the link before the (deliberately slow) password hash, so a bad link costs nothing.
  if (!(await findValidOneTimeToken(deps.db, INVITATION_PURPOSE, input.token))) {
    throw staffError("invitation_invalid");
  }
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const invitation = await consumeOneTimeToken(tx, INVITATION_PURPOSE, input.token);
    const member = invitation ? await findInvitedMember(tx, invitation) : null;
    if (!member) throw staffError("invitation_invalid");
    await completeInvitedPerson(tx, {
      userId: member.userId,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await recordAuditEvent(tx, {
      action: STAFF_AUDIT_ACTIONS.joined,
      firmId: member.firmId,
      userId: member.userId,
      entityType: "firm_member",
      entityId: member.memberId,
      ipAddress: meta.ipAddress,
      data: {
        email: member.email,
        name: `${input.firstName} ${input.lastName}`,
        role: member.role,
      } satisfies StaffAuditData,
    });
    return { firmName: (await findFirmName(tx, member.firmId)) ?? "", email: member.email };
  });
}
