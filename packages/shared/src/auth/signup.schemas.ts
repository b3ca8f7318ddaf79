import { z } from "zod";
import { FIRM_SIZES, SIGNUP_PRACTICE_AREAS, type TFirmSize } from "../firms/firm.enums.ts";
import { AUTH_LIMITS, ZNewPassword } from "./auth.schemas.ts";

/** Caps on the sign-up wizard's fields, shared by the form (maxLength) and the server. */
export const SIGNUP_LIMITS = {
  nameMin: 2,
  nameMax: AUTH_LIMITS.nameMax,
  emailMax: AUTH_LIMITS.emailMax,
  firmNameMax: 200,
  registrationNumberMax: 50,
  addressMin: 10,
  addressMax: 500,
  phoneMin: 10,
  phoneMax: 30,
  websiteMax: 200,
} as const;

/** Spec 000 §5: the sign-up wizard's messages, verbatim. */
export const SIGNUP_MESSAGES = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  firmName: "Firm name must be at least 2 characters",
  address: "Please enter a complete address",
  phone: "Please enter a valid phone number",
  practiceAreas: "Please select at least one practice area",
  termsAccepted: "You must accept the terms and conditions",
} as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

const ZSignupEmail = z
  .string({ error: SIGNUP_MESSAGES.email })
  .trim()
  .max(SIGNUP_LIMITS.emailMax, tooLong("Email", SIGNUP_LIMITS.emailMax))
  .pipe(z.email({ error: SIGNUP_MESSAGES.email }))
  .transform((email) => email.toLowerCase());

const ZMinText = (min: number, max: number, message: string, label: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, tooLong(label, max));

/** An optional text field: blank is the same as absent (null), and null is accepted back. */
const ZOptionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

const WEBSITE_MESSAGE = "Please enter a valid website address, e.g. https://yourfirm.co.za";

/** A web address or nothing; "yourfirm.co.za" is read as "https://yourfirm.co.za". */
const ZWebsite = z
  .string({ error: WEBSITE_MESSAGE })
  .trim()
  .max(SIGNUP_LIMITS.websiteMax, tooLong("Website", SIGNUP_LIMITS.websiteMax))
  .transform((value) => (value && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value))
  .pipe(
    z.union([
      z.literal(""),
      z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: WEBSITE_MESSAGE }),
    ]),
  )
  .nullish()
  .transform((value) => (value ? value : null));

export const ZSignupPersonalStep = z.strictObject({
  firstName: ZMinText(SIGNUP_LIMITS.nameMin, SIGNUP_LIMITS.nameMax, SIGNUP_MESSAGES.firstName, "First name"),
  lastName: ZMinText(SIGNUP_LIMITS.nameMin, SIGNUP_LIMITS.nameMax, SIGNUP_MESSAGES.lastName, "Last name"),
  email: ZSignupEmail,
});

export const ZSignupFirmStep = z.strictObject({
  firmName: ZMinText(SIGNUP_LIMITS.nameMin, SIGNUP_LIMITS.firmNameMax, SIGNUP_MESSAGES.firmName, "Firm name"),
  registrationNumber: ZOptionalText(SIGNUP_LIMITS.registrationNumberMax, "Registration number"),
  address: ZMinText(SIGNUP_LIMITS.addressMin, SIGNUP_LIMITS.addressMax, SIGNUP_MESSAGES.address, "Address"),
  phone: ZMinText(SIGNUP_LIMITS.phoneMin, SIGNUP_LIMITS.phoneMax, SIGNUP_MESSAGES.phone, "Phone").regex(
    /^\+?[\d\s()-]+$/,
    SIGNUP_MESSAGES.phone,
  ),
  website: ZWebsite,
  firmSize: z.enum(FIRM_SIZES, { error: "Please choose your firm size" }).default("solo"),
});

export const ZSignupTermsStep = z.strictObject({
  practiceAreas: z
    .array(z.enum(SIGNUP_PRACTICE_AREAS, { error: "Please choose practice areas from the list" }), {
      error: SIGNUP_MESSAGES.practiceAreas,
    })
    .min(1, SIGNUP_MESSAGES.practiceAreas)
    .max(SIGNUP_PRACTICE_AREAS.length, SIGNUP_MESSAGES.practiceAreas)
    .transform((areas) => [...new Set(areas)]),
  termsAccepted: z.literal(true, { error: SIGNUP_MESSAGES.termsAccepted }),
  marketingConsent: z.boolean({ error: "Marketing consent must be true or false" }).default(false),
});

/** Spec 000 §3: the sign-up payload (POST /api/auth/signup); the wizard and the route both parse with it. */
export const ZSignupRequest = z.strictObject({
  ...ZSignupPersonalStep.shape,
  ...ZSignupFirmStep.shape,
  ...ZSignupTermsStep.shape,
});
export type TSignupRequest = z.infer<typeof ZSignupRequest>;
export type TSignupRequestInput = z.input<typeof ZSignupRequest>;

/** The wizard's form values: every field present as the inputs hold it, the checkboxes still unticked. */
export type TSignupForm = {
  firstName: string;
  lastName: string;
  email: string;
  firmName: string;
  registrationNumber: string;
  address: string;
  phone: string;
  website: string;
  firmSize: TFirmSize;
  practiceAreas: string[];
  termsAccepted: boolean;
  marketingConsent: boolean;
};

/** The wizard's three steps in order (spec 000 §2.6), each with the sub-schema Next Step checks. */
export const SIGNUP_STEPS = [
  { title: "Personal Information", schema: ZSignupPersonalStep },
  { title: "Firm Details", schema: ZSignupFirmStep },
  { title: "Practice Areas & Terms", schema: ZSignupTermsStep },
] as const;

/** The link from the sign-up e-mail: verify the address and choose the first password. */
export const ZVerifySignupRequest = z.strictObject({
  token: z
    .string({ error: "The verification link is missing its token" })
    .min(1, "The verification link is missing its token")
    .max(200, "The verification link is not valid"),
  password: ZNewPassword,
});
export type TVerifySignupRequest = z.infer<typeof ZVerifySignupRequest>;

/** The /verify form: the password twice; only the password is sent (with the link's token). */
export const ZVerifyPasswordForm = z
  .object({ password: ZNewPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type TVerifyPasswordForm = z.input<typeof ZVerifyPasswordForm>;

export const ZResendVerificationRequest = z.strictObject({ email: ZSignupEmail });
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

/** POST /api/auth/forgot-password: the address to send a reset link to (if it has an account). */
export const ZForgotPasswordRequest = z.strictObject({ email: ZSignupEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** POST /api/auth/reset-password: the e-mailed link's token and the new password. */
export const ZResetPasswordRequest = z.strictObject({
  token: z
    .string({ error: "The reset link is missing its token" })
    .min(1, "The reset link is missing its token")
    .max(200, "The reset link is not valid"),
  password: ZNewPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** What sign-up, verification and resend answer: a sentence to show the person. */
export const ZSignupMessageResponse = z.object({ message: z.string() });
export type TSignupMessageResponse = z.infer<typeof ZSignupMessageResponse>;
