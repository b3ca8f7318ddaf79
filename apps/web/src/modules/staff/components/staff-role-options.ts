import { ASSIGNABLE_STAFF_ROLES, labelStaffRole } from "@inkundla/shared";

/** Spec §3: the roles offered when inviting or changing a role (never managing_partner). */
export const ASSIGNABLE_ROLE_OPTIONS = ASSIGNABLE_STAFF_ROLES.map((role) => ({
  value: role,
  label: labelStaffRole(role),
}));
