import { z } from "zod";
import { ENTITY_COUNTRY } from "./entity-settings.values.ts";

/** What kind of organisation runs the platform (Entity Settings tab). */
export const ENTITY_TYPES = ["individual", "firm", "company", "department"] as const;
export type TEntityType = (typeof ENTITY_TYPES)[number];

export const ENTITY_TYPE_LABELS: Record<TEntityType, string> = {
  individual: "Individual",
  firm: "Firm",
  company: "Company",
  department: "Department",
};

export const SOUTH_AFRICAN_PROVINCES = [
  "Eastern Cape",
  "Free State",
  "Gauteng",
  "KwaZulu-Natal",
  "Limpopo",
  "Mpumalanga",
  "North West",
  "Northern Cape",
  "Western Cape",
] as const;
export type TSouthAfricanProvince = (typeof SOUTH_AFRICAN_PROVINCES)[number];

export { DEFAULT_ENTITY_SETTINGS, ENTITY_COUNTRY, toPublicEntitySettings } from "./entity-settings.values.ts";

export const ENTITY_LIMITS = {
  nameMax: 200,
  numberMax: 100,
  emailMax: 254,
  urlMax: 500,
  addressMax: 500,
  cityMax: 100,
  /** The three legal texts are Markdown; 50 000 characters is a long policy. */
  markdownMax: 50_000,
} as const;

export const PHONE_MESSAGE = "Please enter a valid South African phone number, e.g. +27 11 234 5678";
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const WEBSITE_MESSAGE = "Please enter a valid website address starting with http:// or https://";

/**
 * South African numbers as people write them: +27 11 234 5678, 011 234 5678, 0027 82 123 4567,
 * (011) 234-5678. Returns the number as +27 XX XXX XXXX, or null when it is not one.
 */
export function normaliseSouthAfricanPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const match = /^(?:\+27|0027|27|0)([1-9]\d{8})$/.exec(compact);
  if (!match?.[1]) return null;
  const digits = match[1];
  return `+27 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

const ZText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");

const ZRequiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const ZEntityEmail = (label: string, isRequired: boolean) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(ENTITY_LIMITS.emailMax, `${label} must be at most ${ENTITY_LIMITS.emailMax} characters`)
    .refine((value) => !isRequired || value.length > 0, `${label} is required`)
    .refine((value) => value === "" || z.email().safeParse(value).success, EMAIL_MESSAGE)
    .transform((value) => value.toLowerCase());

const ZEntityPhone = (label: string, isRequired: boolean) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(40, PHONE_MESSAGE)
    .refine((value) => !isRequired || value.length > 0, `${label} is required`)
    .refine((value) => value === "" || normaliseSouthAfricanPhone(value) !== null, PHONE_MESSAGE)
    .transform((value) => (value === "" ? "" : (normaliseSouthAfricanPhone(value) ?? value)));

function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Entity Settings (spec 000 §3): who runs the platform, how to reach them, and the legal texts. */
export const ZEntitySettings = z.strictObject({
  entityType: z
    .enum(ENTITY_TYPES, { error: "Entity type must be individual, firm, company or department" })
    .default("firm"),
  entityName: ZRequiredText("Entity name", ENTITY_LIMITS.nameMax),
  legalName: ZText("Legal name", ENTITY_LIMITS.nameMax),
  registrationNumber: ZText("Registration number", ENTITY_LIMITS.numberMax),
  taxNumber: ZText("Tax number", ENTITY_LIMITS.numberMax),
  primaryEmail: ZEntityEmail("Primary email", true),
  supportEmail: ZEntityEmail("Support email", false).default(""),
  phonePrimary: ZEntityPhone("Primary phone", true),
  phoneSupport: ZEntityPhone("Support phone", false).default(""),
  websiteUrl: z
    .string({ error: "Website must be text" })
    .trim()
    .max(ENTITY_LIMITS.urlMax, `Website must be at most ${ENTITY_LIMITS.urlMax} characters`)
    .refine((value) => value === "" || isWebsiteUrl(value), WEBSITE_MESSAGE)
    .default(""),
  physicalAddress: ZText("Physical address", ENTITY_LIMITS.addressMax),
  postalAddress: ZText("Postal address", ENTITY_LIMITS.addressMax),
  city: ZText("City", ENTITY_LIMITS.cityMax),
  province: z.enum(SOUTH_AFRICAN_PROVINCES, { error: "Choose one of the nine provinces" }),
  postalCode: z
    .string({ error: "Postal code must be text" })
    .trim()
    .refine((value) => value === "" || /^\d{4}$/.test(value), "Postal code must be 4 digits")
    .default(""),
  country: z.literal(ENTITY_COUNTRY, { error: "Country must be South Africa" }).default(ENTITY_COUNTRY),
  privacyPolicyContent: ZText("Privacy policy", ENTITY_LIMITS.markdownMax),
  termsOfServiceContent: ZText("Terms of service", ENTITY_LIMITS.markdownMax),
  legalDisclaimer: ZText("Legal disclaimer", ENTITY_LIMITS.markdownMax),
});
export type TEntitySettings = z.infer<typeof ZEntitySettings>;
export type TEntitySettingsInput = z.input<typeof ZEntitySettings>;

/** What anyone may read: the contact details and legal texts the public pages and footer show. */
export const ZPublicEntitySettings = z.strictObject({
  entityName: z.string(),
  supportEmail: z.string(),
  phoneSupport: z.string(),
  phonePrimary: z.string(),
  physicalAddress: z.string(),
  postalAddress: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  websiteUrl: z.string(),
  privacyPolicyContent: z.string(),
  termsOfServiceContent: z.string(),
  legalDisclaimer: z.string(),
});
export type TPublicEntitySettings = z.infer<typeof ZPublicEntitySettings>;

/** The saved settings as the API answers them (plain values: a response schema cannot transform). */
export const ZEntitySettingsView = ZPublicEntitySettings.extend({
  entityType: z.enum(ENTITY_TYPES),
  legalName: z.string(),
  registrationNumber: z.string(),
  taxNumber: z.string(),
  primaryEmail: z.string(),
});
