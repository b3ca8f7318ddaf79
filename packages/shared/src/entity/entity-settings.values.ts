// Kept apart from entity-settings.schemas.ts, which builds zod schemas when it loads: the footer of every
// page shows these defaults and the public subset, and should not need zod to do so.
import type { TEntitySettings, TPublicEntitySettings } from "./entity-settings.schemas.ts";

export const ENTITY_COUNTRY = "South Africa" as const;

/** Used by the public pages until the platform admin saves the Entity Settings form. */
export const DEFAULT_ENTITY_SETTINGS: TEntitySettings = {
  entityType: "firm",
  entityName: "Legal Platform",
  legalName: "",
  registrationNumber: "",
  taxNumber: "",
  primaryEmail: "support@legalplatform.example",
  supportEmail: "support@legalplatform.example",
  phonePrimary: "+27 11 000 0000",
  phoneSupport: "+27 11 000 0000",
  websiteUrl: "",
  physicalAddress: "1 Example Street, Sandton",
  postalAddress: "",
  city: "Johannesburg",
  province: "Gauteng",
  postalCode: "2000",
  country: ENTITY_COUNTRY,
  privacyPolicyContent: "",
  termsOfServiceContent: "",
  legalDisclaimer: "",
};

/**
 * The public subset. Without a support e-mail or phone the primary ones are published instead, so the
 * footer and the contact form always have somewhere to go.
 */
export function toPublicEntitySettings(settings: TEntitySettings): TPublicEntitySettings {
  return {
    entityName: settings.entityName,
    supportEmail: settings.supportEmail || settings.primaryEmail,
    phoneSupport: settings.phoneSupport || settings.phonePrimary,
    phonePrimary: settings.phonePrimary,
    physicalAddress: settings.physicalAddress,
    postalAddress: settings.postalAddress,
    city: settings.city,
    province: settings.province,
    postalCode: settings.postalCode,
    country: settings.country,
    websiteUrl: settings.websiteUrl,
    privacyPolicyContent: settings.privacyPolicyContent,
    termsOfServiceContent: settings.termsOfServiceContent,
    legalDisclaimer: settings.legalDisclaimer,
  };
}
