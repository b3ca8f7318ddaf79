import {
  AUDIT_ACTION_LABELS,
  formatCents,
  formatHours,
  isKnownAuditAction,
  labelStaffRole,
} from "@inkundla/shared";

/** One audit row as the dashboard reads it: who did it (names looked up now) and what was recorded. */
export type ActivityEvent = {
  action: string;
  actor: { firstName: string | null; lastName: string | null; email: string } | null;
  data: Record<string, unknown> | null;
  /** Plan names for a subscription change, looked up from the plan codes in `data`. */
  fromPlanName?: string | null;
  toPlanName?: string | null;
};

const PROFILE_FIELD_LABELS: Record<string, string> = {
  firstName: "first name",
  lastName: "last name",
  email: "email address",
  phone: "phone number",
  address: "address",
  practiceAreas: "practice areas",
  barNumber: "Legal Practice Council number",
  admissionDate: "admission date",
  biography: "professional biography",
};

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function describeActor(event: ActivityEvent): string {
  const { actor } = event;
  if (actor) {
    const fullName = [actor.firstName, actor.lastName].map(text).filter(Boolean).join(" ");
    return fullName || actor.email;
  }
  // The person may have left the firm since; staff rows keep the name they had then.
  return text(event.data?.actorName) ?? "Someone";
}

function describeProfileUpdate(actor: string, data: Record<string, unknown> | null): string {
  const fields = Array.isArray(data?.fields) ? data.fields.filter((field) => typeof field === "string") : [];
  const profileFields = fields
    .filter((field) => field !== "firmName")
    .map((field) => PROFILE_FIELD_LABELS[field] ?? field);
  const renamedFirm = fields.includes("firmName");
  const profilePart = profileFields.length > 0 ? `updated their profile (${joinWords(profileFields)})` : "";
  if (renamedFirm && profilePart) return `${actor} changed the firm name and ${profilePart}`;
  if (renamedFirm) return `${actor} changed the firm name`;
  return `${actor} ${profilePart || "updated their profile"}`;
}

function describePlanChange(actor: string, event: ActivityEvent): string {
  const from = event.fromPlanName ?? text(event.data?.fromPlanCode);
  const to = event.toPlanName ?? text(event.data?.toPlanCode);
  if (from && to) return `${actor} changed the subscription plan from ${from} to ${to}`;
  if (to) return `${actor} changed the subscription plan to ${to}`;
  return `${actor} changed the subscription plan`;
}

/** Time and tasks name their matter by reference (or title) and their hours as every screen does ("1,5 h"). */
function matterOf(data: Record<string, unknown> | null): string {
  return text(data?.matterReference) ?? text(data?.matterTitle) ?? "a matter";
}
function hoursOf(data: Record<string, unknown> | null): string {
  return typeof data?.hours === "number" ? formatHours(data.hours) : "time";
}

/** "matter.created" → "matter created": unknown actions still read as words. */
function describeUnknownAction(action: string): string {
  return action.replace(/[._]+/g, " ").trim();
}

/**
 * The firm activity log in words: who did what, e.g. "Thandi Ndlovu invited sipho@firm.co.za as
 * Associate". Other actions of the server read from their shared label ("Thandi Ndlovu issued an
 * invoice"); actions this version does not know are still shown, generically.
 */
export function describeActivity(event: ActivityEvent): string {
  const actor = describeActor(event);
  const { data } = event;
  const person = text(data?.name) ?? text(data?.email) ?? "a staff member";
  switch (event.action) {
    case "auth.login":
      return data?.secondFactor === "recovery_code"
        ? `${actor} signed in with a recovery code`
        : `${actor} signed in`;
    case "auth.logout":
      return `${actor} signed out`;
    case "auth.registered":
    case "auth.signed_up":
      return `${actor} created the firm's Inkundla account`;
    case "auth.signup_verified":
      return `${actor} verified their email address`;
    case "auth.verification_resent":
      return `${actor} asked for a new verification link`;
    case "auth.password_reset_requested":
      return `${actor} asked for a password reset link`;
    case "auth.password_reset":
      return `${actor} chose a new password with an e-mailed reset link`;
    case "staff.invited": {
      const role = text(data?.role);
      return `${actor} invited ${person}${role ? ` as ${labelStaffRole(role)}` : ""}`;
    }
    case "staff.invitation_resent":
      return `${actor} sent a new invitation to ${person}`;
    case "staff.role_changed": {
      const fromRole = text(data?.fromRole);
      const toRole = text(data?.toRole) ?? text(data?.role);
      if (fromRole && toRole) {
        return `${actor} changed ${person}'s role from ${labelStaffRole(fromRole)} to ${labelStaffRole(toRole)}`;
      }
      return toRole
        ? `${actor} changed ${person}'s role to ${labelStaffRole(toRole)}`
        : `${actor} changed ${person}'s role`;
    }
    case "staff.removed":
      return `${actor} removed ${person} from the firm`;
    case "staff.joined":
      return `${actor} accepted the invitation and joined the firm`;
    case "profile.updated":
      return describeProfileUpdate(actor, data);
    case "profile.email_changed":
      return `${actor} changed their sign-in email address`;
    case "security.password_changed":
      return `${actor} changed their password`;
    case "security.two_factor_enabled":
      return `${actor} turned on two-factor authentication`;
    case "security.two_factor_disabled":
      return `${actor} turned off two-factor authentication`;
    case "calendar_feed.created":
      return `${actor} created a new private calendar feed of their deadlines`;
    case "calendar_feed.revoked":
      return `${actor} revoked their private calendar feed`;
    case "client.created":
      return `${actor} added the client ${text(data?.clientName) ?? "a client"}`;
    case "client.updated":
      return `${actor} updated the client ${text(data?.clientName) ?? "a client"}`;
    case "client.archived":
      return `${actor} archived the client ${text(data?.clientName) ?? "a client"}`;
    case "client.unarchived":
      return `${actor} restored the archived client ${text(data?.clientName) ?? "a client"}`;
    case "matter.created":
      return `${actor} opened the matter ${[text(data?.reference), text(data?.title)].filter(Boolean).join(" ") || "a matter"}${text(data?.clientName) ? ` for ${text(data?.clientName)}` : ""}`;
    case "matter.updated":
      return `${actor} updated the matter ${text(data?.reference) ?? text(data?.title) ?? "a matter"}`;
    case "matter.status_changed": {
      const matter = text(data?.reference) ?? text(data?.title) ?? "a matter";
      const toStatus = text(data?.toStatus);
      if (toStatus === "active") return `${actor} reopened the matter ${matter}`;
      return toStatus
        ? `${actor} marked the matter ${matter} as ${toStatus}`
        : `${actor} changed the status of the matter ${matter}`;
    }
    case "time_entry.created":
      return `${actor} logged ${hoursOf(data)} on ${matterOf(data)}`;
    case "time_entry.updated":
      return `${actor} changed a time entry on ${matterOf(data)} (now ${hoursOf(data)})`;
    case "time_entry.deleted":
      return `${actor} deleted a time entry of ${hoursOf(data)} on ${matterOf(data)}`;
    case "timer.stopped":
      return `${actor} stopped the timer and logged ${hoursOf(data)} on ${matterOf(data)}`;
    case "task.created":
      return data?.isDeadline === true
        ? `${actor} saved the deadline "${text(data?.title) ?? "a deadline"}" on ${matterOf(data)}`
        : `${actor} added the task "${text(data?.title) ?? "a task"}" on ${matterOf(data)}`;
    case "task.completed":
      return `${actor} completed the task "${text(data?.title) ?? "a task"}" on ${matterOf(data)}`;
    case "task.deleted":
      return `${actor} deleted the task "${text(data?.title) ?? "a task"}" on ${matterOf(data)}`;
    case "practice.settings_updated":
      return `${actor} changed the practice settings`;
    case "firm.member_rate_changed":
      return typeof data?.toRateCents === "number"
        ? `${actor} set ${person}'s hourly rate to ${formatCents(data.toRateCents)}`
        : `${actor} cleared ${person}'s hourly rate (the firm's default rate applies)`;
    case "subscription.changed":
    case "subscription.plan_changed":
      return describePlanChange(actor, event);
    default:
      return isKnownAuditAction(event.action)
        ? `${actor} ${AUDIT_ACTION_LABELS[event.action]}`
        : `${actor}: ${describeUnknownAction(event.action)}`;
  }
}
