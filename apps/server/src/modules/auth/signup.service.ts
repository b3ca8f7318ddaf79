import { randomUUID } from "node:crypto";
import type {
  TResendVerificationRequest,
  TSignupMessageResponse,
  TSignupRequest,
  TVerifySignupRequest,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import {
  consumeOneTimeToken,
  findValidOneTimeToken,
  issueOneTimeToken,
  ONE_TIME_TOKEN_LIFETIME_HOURS,
  whyTokenIsUnusable,
} from "../../platform/one-time-tokens.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { consumeRateLimit } from "../../platform/rate-limit.ts";
import { readSystemSettings } from "../../platform/settings.ts";
import { insertFirm, insertFirmMember, trialEndDate } from "../firms/index.ts";
import { authError } from "./auth.errors.ts";
import { findUserIdByEmail } from "./auth.repository.ts";
import { type AuthDeps, enforceIpLimit, type RequestMeta } from "./auth.service.ts";
import {
  completeSignupOwner,
  findPendingSignupOwner,
  insertPendingOwner,
  type PendingSignupOwner,
} from "./signup.repository.ts";

const SIGNUP_SUCCESS_MESSAGE =
  "Registration successful. Please check your email to verify your account and complete setup.";
const VERIFIED_MESSAGE = "Your email address is verified and your password is set. You can now sign in.";
/** The same answer whether or not the address exists, so the endpoint reveals nothing about accounts. */
const RESEND_MESSAGE =
  "If this email address belongs to an account that still needs verifying, we have sent a new verification link. Please check your email.";

/** New links asked for per address in one rate-limit window. */
const RESENDS_PER_EMAIL = 5;

/**
 * Spec 000 §2.6: creates the firm from the wizard's details, its owner (not yet verified, without a
 * password) and the owner's membership in one transaction, then e-mails the link that verifies the
 * address and sets the password.
 */
export async function signUpFirm(
  deps: AuthDeps,
  input: TSignupRequest,
  meta: RequestMeta,
): Promise<TSignupMessageResponse> {
  await enforceIpLimit(deps, meta);
  const { trialDays, isRegistrationOpen } = await readSystemSettings(deps.db);
  if (!isRegistrationOpen) throw authError("registration_closed");
  if (await findUserIdByEmail(deps.db, input.email)) throw authError("email_taken");

  const userId = randomUUID();
  const now = new Date();
  let owner: PendingSignupOwner;
  try {
    owner = await deps.db.transaction(async (tx) => {
      const firm = await insertFirm(tx, {
        name: input.firmName,
        registrationNumber: input.registrationNumber,
        address: input.address,
        phone: input.phone,
        website: input.website,
        firmSize: input.firmSize,
        practiceAreas: input.practiceAreas,
        marketingConsent: input.marketingConsent,
        termsAcceptedAt: now,
        subscriptionPlan: "solo",
        trialEndsAt: trialEndDate(now, trialDays),
      });
      await insertPendingOwner(tx, {
        id: userId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      await insertFirmMember(tx, { firmId: firm.id, userId, role: "managing_partner", isOwner: true });
      await recordAuditEvent(tx, {
        action: "auth.signed_up",
        userId,
        firmId: firm.id,
        entityType: "firm",
        entityId: firm.id,
        ipAddress: meta.ipAddress,
        data: {
          firmSize: input.firmSize,
          practiceAreas: input.practiceAreas,
          marketingConsent: input.marketingConsent,
        },
      });
      return {
        userId,
        email: input.email,
        firstName: input.firstName,
        firmId: firm.id,
        firmName: input.firmName,
      };
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw authError("email_taken");
    throw error;
  }
  await sendVerificationMail(deps, owner);
  return { message: SIGNUP_SUCCESS_MESSAGE };
}

/** Issues a fresh link (older ones stop working) and mails it; called after the data is committed. */
async function sendVerificationMail(deps: AuthDeps, owner: PendingSignupOwner): Promise<void> {
  const { token } = await issueOneTimeToken(deps.db, {
    purpose: "signup_verification",
    userId: owner.userId,
    firmId: owner.firmId,
    email: owner.email,
  });
  const link = `${deps.config.publicUrl}/verify?token=${encodeURIComponent(token)}`;
  const hours = ONE_TIME_TOKEN_LIFETIME_HOURS.signup_verification;
  await deps.mailer.send({
    to: owner.email,
    subject: "Verify your email to finish setting up Inkundla",
    text: [
      owner.firstName ? `Hello ${owner.firstName},` : "Hello,",
      "",
      `Thank you for signing up ${owner.firmName} for Inkundla. To verify your email address and choose your password, open this link:`,
      "",
      link,
      "",
      `The link works once and expires in ${hours} hours. If it has expired, ask for a new one from the sign-in screen.`,
      "",
      "If you did not sign up for Inkundla, you can ignore this email.",
    ].join("\n"),
    links: [link],
  });
}

/** The e-mailed link: uses the token up, sets the first password and marks the owner verified. */
export async function verifySignup(
  deps: AuthDeps,
  input: TVerifySignupRequest,
  meta: RequestMeta,
): Promise<TSignupMessageResponse> {
  // Check the link before the (deliberately slow) password hash, so bad links cost little.
  if (!(await findValidOneTimeToken(deps.db, "signup_verification", input.token))) {
    throw await explainUnusableToken(deps, input.token);
  }
  const passwordHash = await hashPassword(input.password);
  const isVerified = await deps.db.transaction(async (tx) => {
    const token = await consumeOneTimeToken(tx, "signup_verification", input.token);
    if (!token) return false;
    // The person was removed after the link was sent: roll back, the link stays unused.
    if (!(await completeSignupOwner(tx, token.userId, passwordHash))) {
      throw authError("verification_link_invalid");
    }
    await recordAuditEvent(tx, {
      action: "auth.signup_verified",
      userId: token.userId,
      firmId: token.firmId,
      entityType: "user",
      entityId: token.userId,
      ipAddress: meta.ipAddress,
    });
    return true;
  });
  // Another request used the link between the check and the transaction.
  if (!isVerified) throw await explainUnusableToken(deps, input.token);
  return { message: VERIFIED_MESSAGE };
}

async function explainUnusableToken(deps: AuthDeps, token: string) {
  const reason = await whyTokenIsUnusable(deps.db, "signup_verification", token);
  return authError(`verification_link_${reason}`);
}

/**
 * Sends the verification link again, but only to a sign-up owner who has not verified yet. The answer
 * never says which case applied.
 */
export async function resendSignupVerification(
  deps: AuthDeps,
  input: TResendVerificationRequest,
  meta: RequestMeta,
): Promise<TSignupMessageResponse> {
  await enforceIpLimit(deps, meta);
  const { windowSeconds } = deps.config.loginRateLimit;
  // Counted for every address, known or not, so a 429 reveals nothing either.
  const verdict = await consumeRateLimit(
    deps.db,
    `auth:resend:${input.email}`,
    RESENDS_PER_EMAIL,
    windowSeconds,
  );
  if (!verdict.isAllowed) {
    throw authError(
      "too_many_attempts",
      "Too many requests for a new link. Please wait a few minutes and try again.",
      { "retry-after": String(verdict.retryAfterSeconds) },
    );
  }
  const owner = await findPendingSignupOwner(deps.db, input.email);
  if (owner) {
    await sendVerificationMail(deps, owner);
    await recordAuditEvent(deps.db, {
      action: "auth.verification_resent",
      userId: owner.userId,
      firmId: owner.firmId,
      entityType: "user",
      entityId: owner.userId,
      ipAddress: meta.ipAddress,
    });
  }
  return { message: RESEND_MESSAGE };
}
