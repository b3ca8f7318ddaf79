/** The standard plans' codes, cheapest first. Plans, limits and prices live in the database. */
export const SUBSCRIPTION_PLANS = ["solo", "small_firm", "professional", "enterprise"] as const;
export type TSubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/**
 * Roles of a person inside a firm. `managing_partner` is the firm owner's role: it is never offered
 * when inviting or re-roling staff.
 */
export const STAFF_ROLES = [
  "managing_partner",
  "partner",
  "legal_director",
  "senior_associate",
  "associate",
  "paralegal",
  "legal_assistant",
  "office_manager",
  "compliance_officer",
] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<TStaffRole, string> = {
  partner: "Partner",
  managing_partner: "Managing Partner",
  legal_director: "Legal Director",
  senior_associate: "Senior Associate",
  associate: "Associate",
  paralegal: "Paralegal",
  legal_assistant: "Legal Assistant",
  office_manager: "Office Manager",
  compliance_officer: "Compliance Officer",
};

/** Roles the owner may give when inviting or changing a member's role (spec 000 §3). */
export const ASSIGNABLE_STAFF_ROLES = [
  "associate",
  "senior_associate",
  "partner",
  "legal_director",
  "paralegal",
  "legal_assistant",
  "office_manager",
  "compliance_officer",
] as const satisfies readonly TStaffRole[];

/** An unknown role value is shown as it is (spec 000 §3). */
export function labelStaffRole(role: string): string {
  return (STAFF_ROLE_LABELS as Record<string, string>)[role] ?? role;
}

/** Firm sizes offered at sign-up (spec 000 §3); the default is solo. */
export const FIRM_SIZES = ["solo", "small", "medium", "large"] as const;
export type TFirmSize = (typeof FIRM_SIZES)[number];

export const FIRM_SIZE_LABELS: Record<TFirmSize, string> = {
  solo: "Solo Practitioner",
  small: "Small Firm (2-10 lawyers)",
  medium: "Medium Firm (11-50 lawyers)",
  large: "Large Firm (50+ lawyers)",
};

/** The practice areas offered by the sign-up wizard (spec 000 §3). */
export const SIGNUP_PRACTICE_AREAS = [
  "Commercial Law",
  "Corporate Law",
  "Criminal Law",
  "Family Law",
  "Labour Law",
  "Property Law",
  "Tax Law",
  "Constitutional Law",
  "Administrative Law",
  "Intellectual Property",
  "Environmental Law",
  "Maritime Law",
] as const;

/** The practice areas offered on the profile's Professional tab (spec 000 §3). */
export const PROFILE_PRACTICE_AREAS = [
  "Commercial",
  "Property",
  "Family",
  "Criminal",
  "Constitutional",
  "Labour",
  "Tax",
  "Corporate",
  "Intellectual Property",
  "Environmental",
  "Immigration",
  "Administrative Law",
] as const;
