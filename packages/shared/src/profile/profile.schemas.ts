import { z } from "zod";
import { AUTH_LIMITS, ZEmail, ZNewPassword, ZPersonName } from "../auth/auth.schemas.ts";
import { isCalendarDate, todayInSouthAfrica } from "../dates.ts";
import { PROFILE_PRACTICE_AREAS } from "../firms/firm.enums.ts";

/** Caps on the profile's text fields, on the form and on the server. */
export const PROFILE_LIMITS = {
  nameMax: AUTH_LIMITS.nameMax,
  phoneMax: 30,
  addressMax: 500,
  barNumberMax: 50,
  biographyMax: 2000,
  firmNameMin: 2,
  firmNameMax: 200,
} as const;

/** An optional text: surrounding spaces dropped, and an empty value clears the field (null). */
const ZOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

/** South African and international numbers: digits with spaces, brackets or dashes, 10 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const digitCount = value.replace(/\D/g, "").length;
  return PHONE_CHARACTERS.test(value) && digitCount >= 10 && digitCount <= 15;
}

export const ZPhoneNumber = ZOptionalText("Phone", PROFILE_LIMITS.phoneMax).refine(
  (value) => value === null || isPhoneNumber(value),
  { error: "Please enter a valid phone number" },
);

export const ZAdmissionDate = ZOptionalText("Admission date", 10)
  .refine((value) => value === null || isCalendarDate(value), {
    error: "Admission date must be a valid date (YYYY-MM-DD)",
  })
  .refine((value) => value === null || value >= "1900-01-01", {
    error: "Admission date must be in 1900 or later",
  })
  .refine((value) => value === null || value <= todayInSouthAfrica(), {
    error: "Admission date cannot be in the future",
  });

export const ZProfilePracticeAreas = z
  .array(z.enum(PROFILE_PRACTICE_AREAS, { error: "Choose practice areas from the list" }), {
    error: "Practice areas must be a list",
  })
  .max(PROFILE_PRACTICE_AREAS.length, "Choose practice areas from the list")
  .refine((areas) => new Set(areas).size === areas.length, { error: "Choose each practice area once" });

export const ZFirmName = z
  .string({ error: "Firm name is required" })
  .trim()
  .min(PROFILE_LIMITS.firmNameMin, "Firm name must be at least 2 characters")
  .max(PROFILE_LIMITS.firmNameMax, `Firm name must be at most ${PROFILE_LIMITS.firmNameMax} characters`);

/**
 * PUT /api/user/profile: only the fields the person edited (spec 000 §7). A changed e-mail takes effect
 * once the new address is verified; the firm name may be changed by the firm owner only.
 */
export const ZUpdateProfileRequest = z
  .strictObject({
    firstName: ZPersonName("First name").optional(),
    lastName: ZPersonName("Last name").optional(),
    email: ZEmail.optional(),
    phone: ZPhoneNumber.optional(),
    address: ZOptionalText("Address", PROFILE_LIMITS.addressMax).optional(),
    practiceAreas: ZProfilePracticeAreas.optional(),
    barNumber: ZOptionalText("Legal Practice Council number", PROFILE_LIMITS.barNumberMax).optional(),
    admissionDate: ZAdmissionDate.optional(),
    biography: ZOptionalText("Professional biography", PROFILE_LIMITS.biographyMax).optional(),
    firmName: ZFirmName.optional(),
  })
  .refine((request) => Object.keys(request).length > 0, { error: "Change at least one field" });
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export type TProfileChanges = z.output<typeof ZUpdateProfileRequest>;
export type TEditableProfileField = keyof TProfileChanges;

export const ZUserProfile = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** A new address waiting for its verification link; `email` stays in use until then. */
  pendingEmail: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  practiceAreas: z.array(z.string()),
  barNumber: z.string().nullable(),
  admissionDate: z.string().nullable(),
  biography: z.string().nullable(),
  /** The person's firm; null for someone outside any firm (the platform admin). */
  firmName: z.string().nullable(),
  /** Only the firm owner may rename the firm. */
  canEditFirmName: z.boolean(),
  twoFactorEnabled: z.boolean(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** POST /api/user/email/confirm: the token from the link e-mailed to the new address. */
export const ZConfirmEmailChangeRequest = z.strictObject({
  token: z
    .string({ error: "The link is incomplete: token is missing" })
    .trim()
    .min(1, "The link is incomplete: token is missing")
    .max(200, "The link is not valid"),
});
export type TConfirmEmailChangeRequest = z.infer<typeof ZConfirmEmailChangeRequest>;

export const ZConfirmEmailChangeResponse = z.object({ email: z.string() });

const ZCurrentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(AUTH_LIMITS.passwordMax, `Password must be at most ${AUTH_LIMITS.passwordMax} characters`);

/** POST /api/user/password. */
export const ZChangePasswordRequest = z
  .strictObject({ currentPassword: ZCurrentPassword, newPassword: ZNewPassword })
  .refine((request) => request.newPassword !== request.currentPassword, {
    error: "The new password must be different from the current one",
    path: ["newPassword"],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The Security tab's form: the confirmation is checked in the browser and never sent. */
export const ZChangePasswordForm = z
  .strictObject({ currentPassword: ZCurrentPassword, newPassword: ZNewPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword !== form.currentPassword, {
    error: "The new password must be different from the current one",
    path: ["newPassword"],
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
