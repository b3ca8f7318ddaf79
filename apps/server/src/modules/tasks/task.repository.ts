import type { TDeadlineCounting, TTaskPriority } from "@inkundla/shared";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import { firmMemberTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { taskTable } from "./task.tables.ts";

export type MatterForTask = { id: string; title: string; reference: string };

export type TaskRecord = {
  id: string;
  matterId: string;
  matterTitle: string;
  matterReference: string;
  title: string;
  description: string | null;
  assigneeUserId: string | null;
  assigneeName: string | null;
  dueOn: string | null;
  priority: TTaskPriority;
  isDone: boolean;
  doneAt: Date | null;
  isDeadline: boolean;
  deadlineRule: string | null;
  deadlineStartOn: string | null;
  deadlineDays: number | null;
  deadlineCounting: TDeadlineCounting | null;
  deadlineExcludesDiesNon: boolean | null;
  createdAt: Date;
};

export type TaskValues = {
  title: string;
  description: string | null;
  assigneeUserId: string | null;
  dueOn: string | null;
  priority: TTaskPriority;
};

export type DeadlineValues = {
  rule: string | null;
  startOn: string;
  days: number;
  counting: TDeadlineCounting;
  excludesDiesNon: boolean;
};

export async function findMatterForTask(
  db: DbExecutor,
  firmId: string,
  matterId: string,
): Promise<MatterForTask | null> {
  const rows = await db
    .select({ id: matterTable.id, title: matterTable.title, reference: matterTable.reference })
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.id, matterId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function isMemberOfFirm(db: DbExecutor, firmId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: firmMemberTable.id })
    .from(firmMemberTable)
    .where(and(eq(firmMemberTable.firmId, firmId), eq(firmMemberTable.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertTask(
  db: DbExecutor,
  task: TaskValues & { firmId: string; matterId: string; createdByUserId: string },
  deadline: DeadlineValues | null,
): Promise<string> {
  const [row] = await db
    .insert(taskTable)
    .values({
      ...task,
      isDeadline: deadline !== null,
      deadlineRule: deadline?.rule ?? null,
      deadlineStartOn: deadline?.startOn ?? null,
      deadlineDays: deadline?.days ?? null,
      deadlineCounting: deadline?.counting ?? null,
      deadlineExcludesDiesNon: deadline?.excludesDiesNon ?? null,
    })
    .returning({ id: taskTable.id });
  if (!row) throw new Error("insertTask returned no row");
  return row.id;
}

const assigneeNameSql = sql<string | null>`case when ${userTable.id} is null then null else coalesce(
  nullif(trim(concat_ws(' ', ${userTable.firstName}, ${userTable.lastName})), ''),
  nullif(${userTable.name}, ''),
  ${userTable.email}
) end`;

const taskColumns = {
  id: taskTable.id,
  matterId: taskTable.matterId,
  matterTitle: matterTable.title,
  matterReference: matterTable.reference,
  title: taskTable.title,
  description: taskTable.description,
  assigneeUserId: taskTable.assigneeUserId,
  assigneeName: assigneeNameSql,
  dueOn: taskTable.dueOn,
  priority: taskTable.priority,
  isDone: taskTable.isDone,
  doneAt: taskTable.doneAt,
  isDeadline: taskTable.isDeadline,
  deadlineRule: taskTable.deadlineRule,
  deadlineStartOn: taskTable.deadlineStartOn,
  deadlineDays: taskTable.deadlineDays,
  deadlineCounting: taskTable.deadlineCounting,
  deadlineExcludesDiesNon: taskTable.deadlineExcludesDiesNon,
  createdAt: taskTable.createdAt,
};

function selectTasks(db: DbExecutor) {
  return db
    .select(taskColumns)
    .from(taskTable)
    .innerJoin(matterTable, eq(matterTable.id, taskTable.matterId))
    .leftJoin(userTable, eq(userTable.id, taskTable.assigneeUserId));
}

/** Open tasks first, the soonest due first (undated last); done tasks after, the latest done first. */
const taskOrder = [
  asc(taskTable.isDone),
  sql`${taskTable.dueOn} asc nulls last`,
  desc(taskTable.doneAt),
  asc(taskTable.createdAt),
  asc(taskTable.id),
];

export async function findTask(
  db: DbExecutor,
  firmId: string,
  taskId: string,
  options: { lock?: boolean } = {},
): Promise<TaskRecord | null> {
  const query = selectTasks(db)
    .where(and(eq(taskTable.firmId, firmId), eq(taskTable.id, taskId)))
    .limit(1);
  const rows = options.lock ? await query.for("update", { of: taskTable }) : await query;
  return rows[0] ?? null;
}

export type TaskFilters = {
  matterId?: string;
  assigneeUserId?: string;
  isOpen?: boolean;
  isDeadline?: boolean;
};

function taskConditions(firmId: string, filters: TaskFilters): SQL | undefined {
  return and(
    eq(taskTable.firmId, firmId),
    filters.matterId ? eq(taskTable.matterId, filters.matterId) : undefined,
    filters.assigneeUserId ? eq(taskTable.assigneeUserId, filters.assigneeUserId) : undefined,
    filters.isOpen === undefined ? undefined : eq(taskTable.isDone, !filters.isOpen),
    filters.isDeadline ? eq(taskTable.isDeadline, true) : undefined,
  );
}

export async function listTasks(
  db: DbExecutor,
  firmId: string,
  filters: TaskFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: TaskRecord[]; total: number }> {
  const [rows, counted] = await Promise.all([
    selectTasks(db)
      .where(taskConditions(firmId, filters))
      .orderBy(...taskOrder)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<string>`count(*)` }).from(taskTable).where(taskConditions(firmId, filters)),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

export async function updateTask(
  db: DbExecutor,
  taskId: string,
  changes: TaskValues & { isDone: boolean; doneAt: Date | SQL | null },
): Promise<void> {
  await db
    .update(taskTable)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(taskTable.id, taskId));
}

export async function deleteTask(db: DbExecutor, taskId: string): Promise<void> {
  await db.delete(taskTable).where(eq(taskTable.id, taskId));
}
