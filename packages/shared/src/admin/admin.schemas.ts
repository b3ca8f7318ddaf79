import { z } from "zod";
import { PLATFORM_ROLES } from "../auth/auth.enums.ts";
import { AUTH_LIMITS, ZEmail, ZNewPassword } from "../auth/auth.schemas.ts";

/**
 * How the Users tab classes a person:
 * - `suspended`: a platform admin suspended them (they cannot sign in);
 * - `trial`: not suspended, and their firm's free trial is still running;
 * - `active`: not suspended, and either their firm's trial has ended (a paying subscription) or they
 *   belong to no firm (platform admins).
 */
export const ADMIN_USER_STATUSES = ["active", "trial", "suspended"] as const;
export type TAdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

export const ADMIN_USER_STATUS_LABELS: Record<TAdminUserStatus, string> = {
  active: "Active",
  trial: "Trial",
  suspended: "Suspended",
};

/** The Users tab's filter options (spec 000 §2.10): All, Active, Trial, Suspended. */
export const ADMIN_USER_FILTERS = ["all", ...ADMIN_USER_STATUSES] as const;
export type TAdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

export const ADMIN_USERS_PAGE_SIZE_MAX = 100;

export const ZAdminUsersQuery = z.strictObject({
  status: z
    .enum(ADMIN_USER_FILTERS, { error: "Status must be all, active, trial or suspended" })
    .default("all"),
  search: z.string().trim().max(200, "Search must be at most 200 characters").default(""),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(ADMIN_USERS_PAGE_SIZE_MAX, `Limit must be at most ${ADMIN_USERS_PAGE_SIZE_MAX}`)
    .default(50),
  offset: z.coerce
    .number({ error: "Offset must be a number" })
    .int("Offset must be a whole number")
    .min(0, "Offset cannot be negative")
    .max(1_000_000, "Offset is too large")
    .default(0),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUser = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** `admin` for a platform admin, otherwise the person's role in their firm (or `user` without one). */
  role: z.string(),
  email: z.string(),
  /** "Trial" while the firm's trial runs, otherwise the plan's name; null for someone without a firm. */
  plan: z.string().nullable(),
  /** The firm's plan name, also during the trial. */
  planName: z.string().nullable(),
  firmName: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  status: z.enum(ADMIN_USER_STATUSES),
  /** ISO time of the person's last activity (or newest session); null when they never signed in. */
  lastActive: z.string().nullable(),
  /** False until an invited person has set their password. */
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUsersPage = z.object({ users: z.array(ZAdminUser), total: z.number().int() });
export type TAdminUsersPage = z.infer<typeof ZAdminUsersPage>;

const ZAdminPersonName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(AUTH_LIMITS.nameMax, `${label} must be at most ${AUTH_LIMITS.nameMax} characters`);

/** Add User: the person gets an e-mail with a link to set their password. */
export const ZAddAdminUserRequest = z.strictObject({
  email: ZEmail,
  firstName: ZAdminPersonName("First name"),
  lastName: ZAdminPersonName("Last name"),
  role: z.enum(PLATFORM_ROLES, { error: "Role must be user or admin" }),
});
export type TAddAdminUserRequest = z.infer<typeof ZAddAdminUserRequest>;

export const ZAcceptAdminInvitationRequest = z.strictObject({
  token: z
    .string({ error: "The invitation link is incomplete" })
    .min(1, "The invitation link is incomplete")
    .max(200, "The invitation link is not valid"),
  password: ZNewPassword,
});
export type TAcceptAdminInvitationRequest = z.infer<typeof ZAcceptAdminInvitationRequest>;

/**
 * Overview totals. An active subscription is a firm whose free trial has ended (or that never had
 * one): it pays its plan's monthly price. Monthly revenue is the sum of those prices; firms on a
 * custom-priced plan count as subscriptions but add nothing, as their price is agreed outside the
 * platform.
 */
export const ZAdminStats = z.object({
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** Firms still in their free trial. */
  trialSubscriptions: z.number().int(),
  monthlyRevenueCents: z.number().int(),
  /** monthlyRevenueCents formatted as rand (en-ZA). */
  monthlyRevenue: z.string(),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;
