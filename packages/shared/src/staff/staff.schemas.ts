import { z } from "zod";
import { AUTH_LIMITS, ZEmail, ZNewPassword } from "../auth/auth.schemas.ts";
import { ASSIGNABLE_STAFF_ROLES, labelStaffRole } from "../firms/firm.enums.ts";

const ASSIGNABLE_ROLE_LIST = ASSIGNABLE_STAFF_ROLES.map(labelStaffRole).join(", ");

export type TAssignableStaffRole = (typeof ASSIGNABLE_STAFF_ROLES)[number];

/** The roles an owner may give; managing_partner (the owner's own role) is refused like any unknown value. */
export const ZAssignableStaffRole = z.enum(ASSIGNABLE_STAFF_ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === ""
      ? "Role is required"
      : `Choose one of these roles: ${ASSIGNABLE_ROLE_LIST}`,
});

/** Spec §7: POST /api/staff/invite. */
export const ZStaffInviteRequest = z.strictObject({ email: ZEmail, role: ZAssignableStaffRole });
export type TStaffInviteRequest = z.infer<typeof ZStaffInviteRequest>;

/** Spec §7: PUT /api/staff/{staffId}/role. */
export const ZStaffRoleUpdateRequest = z.strictObject({ role: ZAssignableStaffRole });
export type TStaffRoleUpdateRequest = z.infer<typeof ZStaffRoleUpdateRequest>;

/** The membership id in /api/staff/{staffId}; anything that is not one of the firm's members is a 404. */
export const ZStaffIdParams = z.strictObject({
  staffId: z.string().max(100, "staffId must be at most 100 characters"),
});

/** Spec §3: a staff member as the staff screen lists them. `id` is the membership id used in /api/staff/{staffId}. */
export const ZStaffMember = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** A staff role value; an unknown one is shown as it is. */
  role: z.string(),
  isFirmOwner: z.boolean(),
  emailVerified: z.boolean(),
  onboardingCompleted: z.boolean(),
  /** ISO 8601 timestamp: when the person joined the firm (or was invited). */
  createdAt: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffMemberList = z.array(ZStaffMember);

/** One line of the firm's staff activity (invitations, role changes, removals, people joining). */
export const ZStaffActivityEntry = z.object({
  id: z.string(),
  action: z.string(),
  summary: z.string(),
  occurredAt: z.string(),
});
export type TStaffActivityEntry = z.infer<typeof ZStaffActivityEntry>;

export const ZStaffActivityList = z.array(ZStaffActivityEntry);

/** The e-mailed invitation link's token. */
const ZInvitationToken = z
  .string({ error: "token is required" })
  .min(1, "token is required")
  .max(200, "token must be at most 200 characters");

/** GET /api/staff/invitation?token= (public): what the accept-invite page shows before the form. */
export const ZStaffInvitationQuery = z.strictObject({ token: ZInvitationToken });

export const ZStaffInvitationPreview = z.object({
  firmName: z.string(),
  email: z.string(),
  role: z.string(),
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
});
export type TStaffInvitationPreview = z.infer<typeof ZStaffInvitationPreview>;

const ZInviteeName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(AUTH_LIMITS.nameMax, `${label} must be at most ${AUTH_LIMITS.nameMax} characters`);

/** POST /api/staff/accept (public): the invited person sets their name and password. */
export const ZStaffAcceptRequest = z.strictObject({
  token: ZInvitationToken,
  firstName: ZInviteeName("First name"),
  lastName: ZInviteeName("Last name"),
  password: ZNewPassword,
});
export type TStaffAcceptRequest = z.infer<typeof ZStaffAcceptRequest>;

/** The accept form adds a confirmation that is checked in the browser and never sent. */
export const ZStaffAcceptForm = ZStaffAcceptRequest.omit({ token: true }).extend({
  confirmPassword: z.string(),
});
export type TStaffAcceptForm = z.input<typeof ZStaffAcceptForm>;

export const ZStaffAcceptResponse = z.object({ firmName: z.string(), email: z.string() });
export type TStaffAcceptResponse = z.infer<typeof ZStaffAcceptResponse>;
