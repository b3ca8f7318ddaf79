import type { TTaskPriority } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";

export type OpenDeadlineRecord = {
  taskId: string;
  title: string;
  dueOn: string;
  priority: TTaskPriority;
  matter: { id: string; reference: string; title: string };
  assignee: { userId: string; firstName: string | null; lastName: string | null; email: string } | null;
};

/**
 * The firm's open deadline tasks with a due date, soonest first (overdue ones come first by nature).
 * Served by the task_firm_id_open_due_idx index.
 */
export async function listOpenFirmDeadlines(
  db: DbExecutor,
  firmId: string,
  limit: number,
): Promise<OpenDeadlineRecord[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    due_on: string;
    priority: TTaskPriority;
    matter_id: string;
    reference: string;
    matter_title: string;
    assignee_id: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>(
    db,
    sql`select t.id, t.title, t.due_on::text as due_on, t.priority,
               m.id as matter_id, m.reference, m.title as matter_title,
               u.id as assignee_id, u.first_name, u.last_name, u.email
          from task t
          join matter m on m.id = t.matter_id and m.firm_id = t.firm_id
          left join "user" u on u.id = t.assignee_user_id
         where t.firm_id = ${firmId}
           and t.is_deadline
           and not t.is_done
           and t.due_on is not null
         order by t.due_on, t.created_at, t.id
         limit ${limit}`,
  );
  return rows.map((row) => ({
    taskId: row.id,
    title: row.title,
    dueOn: row.due_on,
    priority: row.priority,
    matter: { id: row.matter_id, reference: row.reference, title: row.matter_title },
    assignee:
      row.assignee_id && row.email
        ? { userId: row.assignee_id, firstName: row.first_name, lastName: row.last_name, email: row.email }
        : null,
  }));
}
