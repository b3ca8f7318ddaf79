import { AUDIT_ACTION_LABELS, isKnownAuditAction, labelAuditAction, labelStaffRole } from "@inkundla/shared";

/** The audit actions the staff module writes; the firm's activity feeds read them. */
export const STAFF_AUDIT_ACTIONS = {
  invited: "staff.invited",
  invitationResent: "staff.invitation_resent",
  roleChanged: "staff.role_changed",
  removed: "staff.removed",
  joined: "staff.joined",
} as const;

/** What a staff audit row's `data` holds; names are copied in so the line reads well after a removal. */
export type StaffAuditData = {
  actorName?: string;
  email?: string;
  name?: string;
  role?: string;
  fromRole?: string;
  toRole?: string;
};

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** One readable line for a staff audit event, e.g. "Thandi Ndlovu invited sipho@firm.co.za as Associate." */
export function describeStaffActivity(action: string, data: Record<string, unknown> | null): string {
  const actor = text(data?.actorName) ?? "The firm owner";
  const person = text(data?.name) ?? text(data?.email) ?? "a staff member";
  switch (action) {
    case STAFF_AUDIT_ACTIONS.invited: {
      const role = text(data?.role);
      return `${actor} invited ${person}${role ? ` as ${labelStaffRole(role)}` : ""}.`;
    }
    case STAFF_AUDIT_ACTIONS.invitationResent:
      return `${actor} sent a new invitation to ${person}.`;
    case STAFF_AUDIT_ACTIONS.roleChanged: {
      const fromRole = text(data?.fromRole);
      const toRole = text(data?.toRole);
      if (fromRole && toRole) {
        return `${actor} changed ${person}'s role from ${labelStaffRole(fromRole)} to ${labelStaffRole(toRole)}.`;
      }
      return `${actor} changed ${person}'s role.`;
    }
    case STAFF_AUDIT_ACTIONS.removed:
      return `${actor} removed ${person} from the firm.`;
    case STAFF_AUDIT_ACTIONS.joined:
      return `${person} accepted the invitation and joined the firm.`;
    default:
      return isKnownAuditAction(action)
        ? `${actor} ${AUDIT_ACTION_LABELS[action]}.`
        : `${actor}: ${labelAuditAction(action)}.`;
  }
}
