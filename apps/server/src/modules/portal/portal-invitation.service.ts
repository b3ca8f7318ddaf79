import { randomUUID } from "node:crypto";
import {
  canManageClientPortal,
  type TPortalAcceptRequest,
  type TPortalAcceptResponse,
  type TPortalAccess,
  type TPortalAccessList,
  type TPortalInvitationPreview,
  type TPortalInviteRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import {
  consumeOneTimeToken,
  describeOneTimeToken,
  findValidOneTimeToken,
  issueOneTimeToken,
  retireOneTimeTokens,
  whyTokenIsUnusable,
} from "../../platform/one-time-tokens.ts";
import { hashPassword } from "../../platform/passwords.ts";
import {
  completeInvitedPerson,
  deleteSessionsForUser,
  enforceIpLimit,
  insertInvitedUser,
} from "../auth/index.ts";
import { portalError } from "./portal.errors.ts";
import {
  findAccountByEmail,
  findFirmClient,
  findFirmName,
  findPortalMemberByUser,
  insertPortalMember,
  listClientPortalMembers,
  lockClientPortalMember,
  markPortalMemberInvitedAgain,
  markPortalMemberJoined,
  markPortalMemberRevoked,
  type PortalMemberRecord,
} from "./portal.repository.ts";
import { PORTAL_INVITATION_EMAIL_JOB } from "./portal-invitation.job.ts";

export const PORTAL_INVITATION_PURPOSE = "portal_invitation" as const;

export type PortalInvitationDeps = {
  db: Db;
  jobs: Pick<JobQueue, "send" | "wake">;
  config: Pick<AppConfig, "loginRateLimit">;
};

/** Past the per-address limit on attempts with a password or a link (enforceIpLimit). */
const TOO_MANY_ACCEPTS = "Too many attempts from your network. Please wait a few minutes and try again.";

function nameOf(person: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [person.firstName, person.lastName].filter((part) => part && part.trim() !== "").join(" ");
  return name || person.email;
}

function toPortalAccess(record: PortalMemberRecord): TPortalAccess {
  const name = [record.firstName, record.lastName].filter(Boolean).join(" ");
  return {
    id: record.id,
    email: record.email,
    name: record.joinedAt && name ? name : null,
    status: record.revokedAt ? "revoked" : record.joinedAt ? "active" : "invited",
    invitedAt: record.invitedAt.toISOString(),
    joinedAt: record.joinedAt?.toISOString() ?? null,
  };
}

function requireManager(identity: FirmIdentity) {
  if (!canManageClientPortal(identity.membership)) throw portalError("manage_forbidden");
}

async function requireClient(db: DbExecutor, identity: FirmIdentity, clientId: string) {
  const client = isUuid(clientId) ? await findFirmClient(db, identity.membership.firmId, clientId) : null;
  if (!client) throw portalError("client_not_found");
  return client;
}

/** The people with access to a client's portal (any firm member may see who they are). */
export async function listPortalAccess(
  deps: PortalInvitationDeps,
  identity: FirmIdentity,
  clientId: string,
): Promise<TPortalAccessList> {
  await requireClient(deps.db, identity, clientId);
  const rows = await listClientPortalMembers(deps.db, identity.membership.firmId, clientId);
  return { people: rows.map(toPortalAccess) };
}

/**
 * Invites a client's contact person: a pending person (no password) with a portal membership for this
 * client only, and a one-time link e-mailed through the job queue in the same transaction. Inviting
 * someone still pending sends a fresh link (the old one stops working); a person whose access was
 * ended gets it back and signs in with their own password again.
 */
export async function inviteToPortal(
  deps: PortalInvitationDeps,
  identity: FirmIdentity,
  clientId: string,
  input: TPortalInviteRequest,
): Promise<{ access: TPortalAccess; isNew: boolean }> {
  requireManager(identity);
  const { firmId, firmName } = identity.membership;
  let outcome: { access: TPortalAccess; isNew: boolean; isMailed: boolean };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const client = await requireClient(tx, identity, clientId);
      if (client.isArchived) throw portalError("client_archived");
      const existing = await findAccountByEmail(tx, input.email);
      let userId: string;
      let isNew = false;
      if (existing) {
        if (!existing.portalMemberId || existing.portalClientId !== client.id)
          throw portalError("email_taken");
        const member = await lockClientPortalMember(tx, {
          firmId,
          clientId,
          memberId: existing.portalMemberId,
        });
        if (!member) throw portalError("email_taken");
        if (member.joinedAt && !member.revokedAt) throw portalError("already_invited");
        await markPortalMemberInvitedAgain(tx, member.id, identity.userId);
        if (member.joinedAt) {
          // Access given back: they keep the password they set, so there is no link to send.
          await recordAuditEvent(tx, {
            action: "portal.invited",
            firmId,
            userId: identity.userId,
            entityType: "client",
            entityId: client.id,
            ipAddress: identity.ipAddress,
            data: { email: member.email, clientName: client.name },
          });
          const again = await lockClientPortalMember(tx, { firmId, clientId, memberId: member.id });
          if (!again) throw new Error("the portal member vanished inside its transaction");
          return { access: toPortalAccess(again), isNew: false, isMailed: false };
        }
        userId = member.userId;
      } else {
        userId = randomUUID();
        await insertInvitedUser(tx, { userId, email: input.email });
        await insertPortalMember(tx, {
          firmId,
          clientId: client.id,
          userId,
          invitedByUserId: identity.userId,
        });
        isNew = true;
      }
      const { token, expiresAt } = await issueOneTimeToken(tx, {
        purpose: PORTAL_INVITATION_PURPOSE,
        userId,
        firmId,
        email: input.email,
        data: { clientId: client.id },
      });
      await recordAuditEvent(tx, {
        action: "portal.invited",
        firmId,
        userId: identity.userId,
        entityType: "client",
        entityId: client.id,
        ipAddress: identity.ipAddress,
        data: { email: input.email, clientName: client.name },
      });
      await deps.jobs.send(tx, PORTAL_INVITATION_EMAIL_JOB, {
        to: input.email,
        firmName,
        clientName: client.name,
        inviterName: nameOf(identity),
        token,
        expiresAt: expiresAt.toISOString(),
      });
      const member = await findPortalMemberByUser(tx, userId);
      if (!member) throw new Error("the portal member was not found after writing it");
      return { access: toPortalAccess(member), isNew, isMailed: true };
    });
  } catch (error) {
    // Two invitations of one new address at the same moment: the unique e-mail index decides.
    if (isUniqueViolation(error)) throw portalError("email_taken");
    throw error;
  }
  if (outcome.isMailed) deps.jobs.wake(PORTAL_INVITATION_EMAIL_JOB);
  return { access: outcome.access, isNew: outcome.isNew };
}

/** Ends a person's portal access at once: their open link stops working and their sessions end. */
export async function revokePortalAccess(
  deps: PortalInvitationDeps,
  identity: FirmIdentity,
  clientId: string,
  memberId: string,
): Promise<TPortalAccess> {
  requireManager(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const client = await requireClient(tx, identity, clientId);
    const member = isUuid(memberId) ? await lockClientPortalMember(tx, { firmId, clientId, memberId }) : null;
    if (!member) throw portalError("access_not_found");
    if (!member.revokedAt) {
      await markPortalMemberRevoked(tx, member.id);
      await retireOneTimeTokens(tx, member.userId, PORTAL_INVITATION_PURPOSE);
      await deleteSessionsForUser(tx, member.userId);
      await recordAuditEvent(tx, {
        action: "portal.access_revoked",
        firmId,
        userId: identity.userId,
        entityType: "client",
        entityId: client.id,
        ipAddress: identity.ipAddress,
        data: { email: member.email, clientName: client.name },
      });
    }
    const after = await lockClientPortalMember(tx, { firmId, clientId, memberId: member.id });
    if (!after) throw new Error("the portal member vanished inside its transaction");
    return toPortalAccess(after);
  });
}

/** Why a link does not work, as the error the person reads: used, expired, or not a link we sent. */
async function unusableLinkError(db: DbExecutor, token: string) {
  const why = await whyTokenIsUnusable(db, PORTAL_INVITATION_PURPOSE, token);
  return portalError(
    why === "used" ? "invitation_used" : why === "expired" ? "invitation_expired" : "invitation_invalid",
  );
}

/** The pending membership a link points at, or null when it no longer applies (joined, revoked, moved). */
async function findPendingMember(db: DbExecutor, token: { userId: string; firmId: string | null }) {
  const member = await findPortalMemberByUser(db, token.userId);
  if (!member || member.firmId !== token.firmId || member.joinedAt || member.revokedAt) return null;
  return member;
}

export async function previewPortalInvitation(
  deps: PortalInvitationDeps,
  token: string,
): Promise<TPortalInvitationPreview> {
  if ((await describeOneTimeToken(deps.db, PORTAL_INVITATION_PURPOSE, token)) !== "valid") {
    throw await unusableLinkError(deps.db, token);
  }
  const invitation = await findValidOneTimeToken(deps.db, PORTAL_INVITATION_PURPOSE, token);
  const member = invitation ? await findPendingMember(deps.db, invitation) : null;
  if (!invitation || !member) throw portalError("invitation_invalid");
  const [firmName, client] = await Promise.all([
    findFirmName(deps.db, member.firmId),
    findFirmClient(deps.db, member.firmId, member.clientId),
  ]);
  return {
    firmName: firmName ?? "",
    clientName: client?.name ?? "",
    email: member.email,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** The contact person sets their name and password; the link proves the address. */
export async function acceptPortalInvitation(
  deps: PortalInvitationDeps,
  input: TPortalAcceptRequest,
  meta: { ipAddress: string },
): Promise<TPortalAcceptResponse> {
  await enforceIpLimit(deps, meta, TOO_MANY_ACCEPTS);
  // Check the link before the (deliberately slow) password hash, so a bad link costs nothing.
  if ((await describeOneTimeToken(deps.db, PORTAL_INVITATION_PURPOSE, input.token)) !== "valid") {
    throw await unusableLinkError(deps.db, input.token);
  }
  const passwordHash = await hashPassword(input.password);
  const accepted = await deps.db.transaction(async (tx) => {
    const invitation = await consumeOneTimeToken(tx, PORTAL_INVITATION_PURPOSE, input.token);
    if (!invitation) return null;
    const member = await findPendingMember(tx, invitation);
    if (!member) throw portalError("invitation_invalid");
    await completeInvitedPerson(tx, {
      userId: member.userId,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await markPortalMemberJoined(tx, member.id);
    const [firmName, client] = await Promise.all([
      findFirmName(tx, member.firmId),
      findFirmClient(tx, member.firmId, member.clientId),
    ]);
    await recordAuditEvent(tx, {
      action: "portal.joined",
      firmId: member.firmId,
      userId: member.userId,
      entityType: "client",
      entityId: member.clientId,
      ipAddress: meta.ipAddress,
      data: { email: member.email, clientName: client?.name ?? "" },
    });
    return { firmName: firmName ?? "", clientName: client?.name ?? "", email: member.email };
  });
  // Another request used the link between the check and the transaction.
  if (!accepted) throw await unusableLinkError(deps.db, input.token);
  return accepted;
}
