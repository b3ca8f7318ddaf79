import { z } from "zod";
import { ZRequiredText } from "../schema-fields.ts";

/** Caps that every text field on the auth forms respects, on the form and on the server. */
export const AUTH_LIMITS = {
  emailMax: 254,
  nameMax: 100,
  passwordMin: 8,
  passwordMax: 128,
} as const;

export const ZEmail = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(AUTH_LIMITS.emailMax, `Email must be at most ${AUTH_LIMITS.emailMax} characters`)
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((email) => email.toLowerCase());

/** A person's first or last name, as sign-up, the profile and the client portal take it. */
export const ZPersonName = (label: string) => ZRequiredText(label, AUTH_LIMITS.nameMax);

export const ZLoginRequest = z.strictObject({
  email: ZEmail,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(AUTH_LIMITS.passwordMax, `Password must be at most ${AUTH_LIMITS.passwordMax} characters`),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZNewPassword = z
  .string({ error: "Password is required" })
  .min(AUTH_LIMITS.passwordMin, `Password must be at least ${AUTH_LIMITS.passwordMin} characters`)
  .max(AUTH_LIMITS.passwordMax, `Password must be at most ${AUTH_LIMITS.passwordMax} characters`);

export const ZRegisterRequest = z.strictObject({
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZPersonName("First name"),
  lastName: ZPersonName("Last name"),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** The register form adds a confirmation that is checked in the browser and never sent. */
export const ZRegisterForm = ZRegisterRequest.extend({ confirmPassword: z.string() });
export type TRegisterForm = z.input<typeof ZRegisterForm>;

export const ZCurrentUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** `admin` for the platform operator; otherwise the person's role in their firm. */
  role: z.string(),
  /** The firm's plan code (solo when the person has no firm). */
  subscriptionPlan: z.string(),
  /** The plan's display name, e.g. "Small Firm". */
  subscriptionPlanName: z.string(),
  isFirmOwner: z.boolean(),
  firmId: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
