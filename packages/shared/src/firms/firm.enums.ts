/** Subscription plans, cheapest first. Limits and prices live in the database (platform admin). */
export const SUBSCRIPTION_PLANS = ["solo", "small_firm", "professional", "enterprise"] as const;
export type TSubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const SUBSCRIPTION_PLAN_LABELS: Record<TSubscriptionPlan, string> = {
  solo: "Solo",
  small_firm: "Small Firm",
  professional: "Professional",
  enterprise: "Enterprise",
};

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
