import type { TProfileChanges, TUserProfile } from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Auth } from "../../platform/auth.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import { platformError } from "../../platform/errors.ts";
import type { Identity } from "../../platform/identity.ts";
import type { Mailer, MailMessage } from "../../platform/mail.ts";
import {
  consumeOneTimeToken,
  findValidOneTimeToken,
  issueOneTimeToken,
} from "../../platform/one-time-tokens.ts";
import { replaceEmail, type UserProfileChanges, updateProfileFields } from "../auth/index.ts";
import { renameFirm } from "../firms/index.ts";
import { profileError } from "./profile.errors.ts";
import { findProfile, isEmailUsedByAnotherUser, type ProfileRecord } from "./profile.repository.ts";
import { listChangedProfileFields } from "./profile-changes.ts";

export type ProfileDeps = { db: Db; auth: Auth; config: AppConfig; mailer: Mailer };

function toUserProfile(record: ProfileRecord): TUserProfile {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    pendingEmail: record.pendingEmail,
    phone: record.phone,
    address: record.address,
    practiceAreas: record.practiceAreas,
    barNumber: record.barNumber,
    admissionDate: record.admissionDate,
    biography: record.biography,
    firmName: record.firmName,
    canEditFirmName: record.isFirmOwner,
    twoFactorEnabled: record.twoFactorEnabled,
  };
}

async function loadProfile(deps: ProfileDeps, userId: string): Promise<ProfileRecord> {
  const record = await findProfile(deps.db, userId);
  // The session was valid a moment ago; a person deleted since then is signed out.
  if (!record) throw platformError("unauthenticated");
  return record;
}

export async function getProfile(deps: ProfileDeps, identity: Identity): Promise<TUserProfile> {
  return toUserProfile(await loadProfile(deps, identity.userId));
}

function emailChangeMessages(
  deps: ProfileDeps,
  record: ProfileRecord,
  newEmail: string,
  token: string,
): MailMessage[] {
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  const greeting = record.firstName ? `Hello ${record.firstName},` : "Hello,";
  return [
    {
      to: newEmail,
      subject: "Confirm your new email address for Inkundla",
      text: [
        greeting,
        "",
        `You asked to sign in to Inkundla with ${newEmail} from now on. Open this link within 48 hours to confirm the new address:`,
        "",
        link,
        "",
        `Until you do, keep signing in with ${record.email}. If you did not ask for this, ignore this email: nothing changes.`,
      ].join("\n"),
      links: [link],
    },
    {
      to: record.email,
      subject: "Your Inkundla email address is about to change",
      text: [
        greeting,
        "",
        `Someone signed in to your Inkundla account asked to change its email address to ${newEmail}.`,
        "The change happens only once the link sent to the new address is opened.",
        "",
        "If this was not you, sign in, change your password and set your email address back on your profile.",
      ].join("\n"),
    },
  ];
}

/**
 * Saves the fields the person edited. A new e-mail address is only recorded as pending, with a link
 * mailed to it; the firm name belongs to the firm and only its owner may change it.
 */
export async function updateProfile(
  deps: ProfileDeps,
  identity: Identity,
  input: TProfileChanges,
): Promise<TUserProfile> {
  const record = await loadProfile(deps, identity.userId);
  const changed = listChangedProfileFields(record, input);
  const fieldChanges: UserProfileChanges = {};
  for (const field of changed.userFields) Object.assign(fieldChanges, { [field]: input[field] });

  let requestedEmail: string | null = null;
  if (changed.email === "cancel_pending") fieldChanges.pendingEmail = null;
  if (changed.email === "request") {
    requestedEmail = input.email ?? null;
    if (requestedEmail && (await isEmailUsedByAnotherUser(deps.db, requestedEmail, record.userId))) {
      throw profileError("email_taken");
    }
    fieldChanges.pendingEmail = requestedEmail;
  }
  if (changed.firmName) {
    if (!record.firmId) throw platformError("no_firm");
    if (!record.isFirmOwner) throw profileError("firm_owner_only");
  }

  const auditedFields = [
    ...changed.userFields,
    ...(changed.email === "none" ? [] : ["email"]),
    ...(changed.firmName ? ["firmName"] : []),
  ];
  if (auditedFields.length === 0) return toUserProfile(record);

  const isNameChanged = changed.userFields.includes("firstName") || changed.userFields.includes("lastName");
  const fullName = isNameChanged
    ? `${fieldChanges.firstName ?? record.firstName ?? ""} ${fieldChanges.lastName ?? record.lastName ?? ""}`.trim()
    : undefined;

  const token = await deps.db.transaction(async (tx) => {
    if (Object.keys(fieldChanges).length > 0) {
      await updateProfileFields(tx, record.userId, fieldChanges, fullName);
    }
    if (changed.firmName && record.firmId && input.firmName)
      await renameFirm(tx, record.firmId, input.firmName);
    await recordAuditEvent(tx, {
      action: "profile.updated",
      userId: record.userId,
      firmId: record.firmId,
      entityType: "user",
      entityId: record.userId,
      data: { fields: auditedFields },
    });
    if (!requestedEmail) return null;
    const issued = await issueOneTimeToken(tx, {
      purpose: "email_change",
      userId: record.userId,
      firmId: record.firmId,
      email: requestedEmail,
    });
    return issued.token;
  });
  if (token && requestedEmail) {
    for (const message of emailChangeMessages(deps, record, requestedEmail, token)) {
      await deps.mailer.send(message);
    }
  }
  return toUserProfile(await loadProfile(deps, identity.userId));
}

/**
 * Opens the link mailed to a new address: from now on the person signs in with it. The link must be the
 * newest one and still match the pending address (a later change or a cancellation voids it).
 */
export async function confirmEmailChange(deps: ProfileDeps, token: string): Promise<{ email: string }> {
  const found = await findValidOneTimeToken(deps.db, "email_change", token);
  if (!found) throw profileError("email_link_invalid");
  const record = await findProfile(deps.db, found.userId);
  if (!record || record.pendingEmail?.toLowerCase() !== found.email.toLowerCase()) {
    throw profileError("email_link_invalid");
  }
  if (await isEmailUsedByAnotherUser(deps.db, found.email, found.userId)) throw profileError("email_taken");
  try {
    await deps.db.transaction(async (tx) => {
      const consumed = await consumeOneTimeToken(tx, "email_change", token);
      if (!consumed) throw profileError("email_link_invalid");
      await replaceEmail(tx, consumed.userId, consumed.email);
      await recordAuditEvent(tx, {
        action: "profile.email_changed",
        userId: consumed.userId,
        firmId: record.firmId,
        entityType: "user",
        entityId: consumed.userId,
      });
    });
  } catch (error) {
    // Someone took the address between the check and the write: the unique index decides.
    if (isUniqueViolation(error)) throw profileError("email_taken");
    throw error;
  }
  return { email: found.email };
}
