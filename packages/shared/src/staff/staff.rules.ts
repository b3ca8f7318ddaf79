/** The fields the staff screen's rules look at (spec 000 §3, staff member). */
export type StaffMemberFacts = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  emailVerified: boolean;
  onboardingCompleted: boolean;
};

export const STAFF_STATUSES = ["active", "pending"] as const;
export type TStaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<TStaffStatus, string> = { active: "Active", pending: "Pending" };

/**
 * Spec 000 §4: a member is Active once they have both verified their e-mail address and completed
 * onboarding (accepted the invitation); until then the invitation is Pending.
 */
export function staffStatusOf(member: Pick<StaffMemberFacts, "emailVerified" | "onboardingCompleted">) {
  return member.emailVerified && member.onboardingCompleted ? ("active" as const) : ("pending" as const);
}

/** Spec 000 §2.11: full name with the e-mail beneath when both names exist, otherwise the e-mail alone. */
export function describeStaffMemberName(member: Pick<StaffMemberFacts, "firstName" | "lastName" | "email">): {
  primary: string;
  secondary: string | null;
} {
  const firstName = member.firstName?.trim() ?? "";
  const lastName = member.lastName?.trim() ?? "";
  if (firstName && lastName) return { primary: `${firstName} ${lastName}`, secondary: member.email };
  return { primary: member.email, secondary: null };
}

/** Spec 000 §4: the Overview tab's three counters. */
export function countStaffByStatus(
  members: readonly Pick<StaffMemberFacts, "emailVerified" | "onboardingCompleted">[],
) {
  const active = members.filter((member) => staffStatusOf(member) === "active").length;
  return { total: members.length, active, pending: members.length - active };
}
