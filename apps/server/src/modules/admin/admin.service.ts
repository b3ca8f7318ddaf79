import { randomBytes, randomUUID } from "node:crypto";
import {
  formatCents,
  type TAcceptAdminInvitationRequest,
  type TAddAdminUserRequest,
  type TAdminStats,
  type TAdminUser,
  type TAdminUsersPage,
  type TAdminUsersQuery,
  type TSystemSettings,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import type { Identity } from "../../platform/identity.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import { consumeOneTimeToken, issueOneTimeToken } from "../../platform/one-time-tokens.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { readSystemSettings, SYSTEM_SETTINGS_KEY, writePlatformSetting } from "../../platform/settings.ts";
import {
  completeAdminInvitation,
  deleteSessionsForUser,
  insertCredentialUser,
  markInvitationPending,
  setUserSuspended,
} from "../auth/index.ts";
import { insertFirm, insertFirmMember, trialEndDate } from "../firms/index.ts";
import { adminError } from "./admin.errors.ts";
import {
  type AdminUserRecord,
  findAdminUser,
  listAdminUsers,
  readAdminStats,
  userExistsWithEmail,
} from "./admin.repository.ts";
import { deriveAdminUserPlan, deriveAdminUserStatus } from "./admin-user-status.ts";

export type AdminDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  /** The background job queue, for its list of failed jobs. */
  jobs: Pick<JobQueue, "listFailedJobs">;
};

function toAdminUser(record: AdminUserRecord): TAdminUser {
  const facts = {
    suspendedAt: record.suspendedAt,
    firm: record.planName ? { planName: record.planName, trialEndsAt: record.trialEndsAt } : null,
  };
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.platformRole === "admin" ? "admin" : (record.firmRole ?? "user"),
    email: record.email,
    plan: deriveAdminUserPlan(facts, record.databaseNow),
    planName: record.planName,
    firmName: record.firmName,
    trialEndsAt: record.trialEndsAt?.toISOString() ?? null,
    status: deriveAdminUserStatus(facts, record.databaseNow),
    lastActive: record.lastActive?.toISOString() ?? null,
    onboardingCompleted: record.onboardingCompleted,
    createdAt: record.createdAt.toISOString(),
  };
}

export async function getAdminStats(deps: AdminDeps): Promise<TAdminStats> {
  const stats = await readAdminStats(deps.db);
  return { ...stats, monthlyRevenue: formatCents(stats.monthlyRevenueCents) };
}

export async function findAdminUsers(deps: AdminDeps, query: TAdminUsersQuery): Promise<TAdminUsersPage> {
  const { users, total } = await listAdminUsers(deps.db, query);
  return { users: users.map(toAdminUser), total };
}

async function loadAdminUser(deps: AdminDeps, userId: string): Promise<TAdminUser> {
  const record = await findAdminUser(deps.db, userId);
  if (!record) throw adminError("user_not_found");
  return toAdminUser(record);
}

/** Suspends a person: they cannot sign in, and every session they have ends at once. */
export async function suspendUser(deps: AdminDeps, admin: Identity, userId: string): Promise<TAdminUser> {
  if (userId === admin.userId) throw adminError("cannot_suspend_self");
  await deps.db.transaction(async (tx) => {
    if (!(await setUserSuspended(tx, userId, true))) throw adminError("user_not_found");
    const endedSessions = await deleteSessionsForUser(tx, userId);
    await recordAuditEvent(tx, {
      action: "admin.user_suspended",
      userId: admin.userId,
      entityType: "user",
      entityId: userId,
      data: { endedSessions },
    });
  });
  return loadAdminUser(deps, userId);
}

export async function reactivateUser(deps: AdminDeps, admin: Identity, userId: string): Promise<TAdminUser> {
  await deps.db.transaction(async (tx) => {
    if (!(await setUserSuspended(tx, userId, false))) throw adminError("user_not_found");
    await recordAuditEvent(tx, {
      action: "admin.user_reactivated",
      userId: admin.userId,
      entityType: "user",
      entityId: userId,
    });
  });
  return loadAdminUser(deps, userId);
}

/**
 * Add User: the account exists at once and the person gets a link to set their password. A `user`
 * gets their own firm on the Solo plan with the free trial running, as if they had registered; an
 * `admin` operates the platform and belongs to no firm.
 */
export async function addUser(
  deps: AdminDeps,
  admin: Identity,
  input: TAddAdminUserRequest,
): Promise<TAdminUser> {
  if (await userExistsWithEmail(deps.db, input.email)) throw adminError("email_taken");
  const userId = randomUUID();
  // Nobody knows this password; the person chooses their own through the invitation link.
  const placeholderHash = await hashPassword(randomBytes(32).toString("base64url"));
  const { trialDays } = await readSystemSettings(deps.db);
  let token: string;
  try {
    token = await deps.db.transaction(async (tx) => {
      await insertCredentialUser(tx, {
        id: userId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: placeholderHash,
        role: input.role,
        isEmailVerified: false,
      });
      await markInvitationPending(tx, userId);
      let firmId: string | null = null;
      if (input.role === "user") {
        const firm = await insertFirm(tx, {
          name: `${input.firstName} ${input.lastName}`,
          subscriptionPlan: "solo",
          trialEndsAt: trialEndDate(new Date(), trialDays),
        });
        firmId = firm.id;
        await insertFirmMember(tx, { firmId, userId, role: "managing_partner", isOwner: true });
      }
      const issued = await issueOneTimeToken(tx, {
        purpose: "admin_invitation",
        userId,
        firmId,
        email: input.email,
      });
      await recordAuditEvent(tx, {
        action: "admin.user_added",
        userId: admin.userId,
        firmId,
        entityType: "user",
        entityId: userId,
        data: { email: input.email, role: input.role },
      });
      return issued.token;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw adminError("email_taken");
    throw error;
  }
  await sendInvitation(deps, input, token);
  return loadAdminUser(deps, userId);
}

async function sendInvitation(deps: AdminDeps, input: TAddAdminUserRequest, token: string) {
  const link = `${deps.config.publicUrl}/welcome?token=${encodeURIComponent(token)}`;
  const role = input.role === "admin" ? "a platform administrator" : "a member";
  await deps.mailer.send({
    to: input.email,
    subject: "You have been invited to Inkundla",
    text: [
      `Hello ${input.firstName},`,
      "",
      `An Inkundla administrator has created an account for you as ${role}.`,
      "Open this link to choose your password (it works once, within 7 days):",
      link,
      "",
      "If you did not expect this e-mail, you can ignore it.",
    ].join("\n"),
    links: [link],
  });
}

/** Sets the invited person's password from the e-mailed link; afterwards they sign in as usual. */
export async function acceptInvitation(
  deps: AdminDeps,
  input: TAcceptAdminInvitationRequest,
): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, "admin_invitation", input.token);
    if (!token) throw adminError("invalid_invitation");
    await completeAdminInvitation(tx, token.userId, passwordHash);
    await recordAuditEvent(tx, {
      action: "admin.invitation_accepted",
      userId: token.userId,
      firmId: token.firmId,
      entityType: "user",
      entityId: token.userId,
    });
    return { email: token.email };
  });
}

export function getSystemSettings(deps: AdminDeps): Promise<TSystemSettings> {
  return readSystemSettings(deps.db);
}

export async function saveSystemSettings(
  deps: AdminDeps,
  admin: Identity,
  settings: TSystemSettings,
): Promise<TSystemSettings> {
  await deps.db.transaction(async (tx) => {
    await writePlatformSetting(tx, SYSTEM_SETTINGS_KEY, settings, admin.userId);
    await recordAuditEvent(tx, {
      action: "admin.system_settings_saved",
      userId: admin.userId,
      entityType: "platform_setting",
      entityId: SYSTEM_SETTINGS_KEY,
      data: settings,
    });
  });
  return settings;
}
