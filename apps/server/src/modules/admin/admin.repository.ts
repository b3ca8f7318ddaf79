import type { TAdminUserFilter } from "@inkundla/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";

export type AdminStatsRecord = {
  totalUsers: number;
  activeSubscriptions: number;
  trialSubscriptions: number;
  monthlyRevenueCents: number;
};

/** Firms past their trial (or without one) pay their plan's price; see ZAdminStats. */
export async function readAdminStats(db: DbExecutor): Promise<AdminStatsRecord> {
  const [row] = await queryRows<{
    total_users: string;
    active_subscriptions: string;
    trial_subscriptions: string;
    monthly_revenue_cents: string;
  }>(
    db,
    sql`select
          (select count(*) from "user")::text as total_users,
          count(*) filter (where f.trial_ends_at is null or f.trial_ends_at <= now())::text as active_subscriptions,
          count(*) filter (where f.trial_ends_at > now())::text as trial_subscriptions,
          coalesce(sum(p.price_cents) filter (where f.trial_ends_at is null or f.trial_ends_at <= now()), 0)::text
            as monthly_revenue_cents
        from firm f join plan p on p.code = f.subscription_plan`,
  );
  return {
    totalUsers: Number(row?.total_users ?? 0),
    activeSubscriptions: Number(row?.active_subscriptions ?? 0),
    trialSubscriptions: Number(row?.trial_subscriptions ?? 0),
    monthlyRevenueCents: Number(row?.monthly_revenue_cents ?? 0),
  };
}

export type AdminUserRecord = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  platformRole: string;
  firmRole: string | null;
  firmName: string | null;
  planName: string | null;
  trialEndsAt: Date | null;
  suspendedAt: Date | null;
  lastActive: Date | null;
  onboardingCompleted: boolean;
  createdAt: Date;
  /** The database's clock, so status and filter agree on what "now" is. */
  databaseNow: Date;
};

type AdminUserRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  firm_role: string | null;
  firm_name: string | null;
  plan_name: string | null;
  trial_ends_at: Date | string | null;
  suspended_at: Date | string | null;
  last_active: Date | string | null;
  onboarding_completed: boolean;
  created_at: Date | string;
  database_now: Date | string;
  total: string;
};

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toAdminUserRecord(row: AdminUserRow): AdminUserRecord {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    platformRole: row.role,
    firmRole: row.firm_role,
    firmName: row.firm_name,
    planName: row.plan_name,
    trialEndsAt: toDate(row.trial_ends_at),
    suspendedAt: toDate(row.suspended_at),
    lastActive: toDate(row.last_active),
    onboardingCompleted: row.onboarding_completed,
    createdAt: new Date(row.created_at),
    databaseNow: new Date(row.database_now),
  };
}

/** The same rules as deriveAdminUserStatus (admin-user-status.ts), as a filter. */
const STATUS_CONDITIONS: Record<Exclude<TAdminUserFilter, "all">, SQL> = {
  suspended: sql`u.suspended_at is not null`,
  trial: sql`u.suspended_at is null and f.trial_ends_at > now()`,
  active: sql`u.suspended_at is null and (f.id is null or f.trial_ends_at is null or f.trial_ends_at <= now())`,
};

function selectAdminUsers(where: SQL, tail: SQL) {
  return sql`
    select u.id, u.first_name, u.last_name, u.email, u.role, u.suspended_at, u.onboarding_completed,
           u.created_at, fm.role as firm_role, f.name as firm_name, f.trial_ends_at, p.name as plan_name,
           coalesce(u.last_active_at, (select max(s.updated_at) from "session" s where s.user_id = u.id))
             as last_active,
           now() as database_now,
           count(*) over ()::text as total
      from "user" u
      left join firm_member fm on fm.user_id = u.id
      left join firm f on f.id = fm.firm_id
      left join plan p on p.code = f.subscription_plan
     where ${where}
     ${tail}`;
}

export async function listAdminUsers(
  db: DbExecutor,
  query: { status: TAdminUserFilter; search: string; limit: number; offset: number },
): Promise<{ users: AdminUserRecord[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (query.status !== "all") conditions.push(STATUS_CONDITIONS[query.status]);
  if (query.search) {
    conditions.push(
      sql`strpos(lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' ' || u.email),
                 lower(${query.search})) > 0`,
    );
  }
  const rows = await queryRows<AdminUserRow>(
    db,
    selectAdminUsers(
      sql.join(conditions, sql` and `),
      sql`order by u.created_at desc, u.id limit ${query.limit} offset ${query.offset}`,
    ),
  );
  return { users: rows.map(toAdminUserRecord), total: Number(rows[0]?.total ?? 0) };
}

export async function findAdminUser(db: DbExecutor, userId: string): Promise<AdminUserRecord | null> {
  const [row] = await queryRows<AdminUserRow>(db, selectAdminUsers(sql`u.id = ${userId}`, sql``));
  return row ? toAdminUserRecord(row) : null;
}

export async function userExistsWithEmail(db: DbExecutor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: userTable.id })
    .from(userTable)
    .where(eq(sql`lower(${userTable.email})`, email.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}
