import { count, eq, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { firmMemberTable } from "../firms/firm.tables.ts";

export async function countFirmMembers(db: DbExecutor, firmId: string): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(firmMemberTable)
    .where(eq(firmMemberTable.firmId, firmId));
  return Number(rows[0]?.total ?? 0);
}

export type ActivityRecord = {
  id: string;
  action: string;
  data: Record<string, unknown> | null;
  createdAt: Date;
  actor: { firstName: string | null; lastName: string | null; email: string } | null;
  fromPlanName: string | null;
  toPlanName: string | null;
};

type ActivityRow = {
  id: string;
  action: string;
  data: Record<string, unknown> | null;
  created_at: Date | string;
  actor_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  from_plan_name: string | null;
  to_plan_name: string | null;
};

/** The firm's own audit rows, newest first, with the acting person's current name. */
export async function listFirmActivity(
  db: DbExecutor,
  firmId: string,
  limit: number,
): Promise<ActivityRecord[]> {
  const rows = await queryRows<ActivityRow>(
    db,
    sql`select a.id::text as id, a.action, a.data, a.created_at,
               u.id as actor_id, u.first_name, u.last_name, u.email,
               from_plan.name as from_plan_name, to_plan.name as to_plan_name
          from audit_event a
          left join "user" u on u.id = a.user_id
          left join plan from_plan on from_plan.code = a.data->>'fromPlanCode'
          left join plan to_plan on to_plan.code = a.data->>'toPlanCode'
         where a.firm_id = ${firmId}
         order by a.created_at desc, a.id desc
         limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    data: row.data,
    createdAt: new Date(row.created_at),
    actor:
      row.actor_id && row.email
        ? { firstName: row.first_name, lastName: row.last_name, email: row.email }
        : null,
    fromPlanName: row.from_plan_name,
    toPlanName: row.to_plan_name,
  }));
}
