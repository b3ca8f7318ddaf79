import type { TCreateTaskRequest, TTask, TUpdateTaskRequest } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { touchMatter } from "../matters/index.ts";
import { taskError } from "./task.errors.ts";
import {
  deleteTask as deleteTaskRow,
  findMatterForTask,
  findTask,
  insertTask,
  isMemberOfFirm,
  listTasks,
  type TaskFilters,
  type TaskRecord,
  updateTask as updateTaskRow,
} from "./task.repository.ts";

export type TaskServiceDeps = { db: Db };
type Page = { limit: number; offset: number };

export const TASK_AUDIT_ACTIONS = {
  created: "task.created",
  completed: "task.completed",
  deleted: "task.deleted",
} as const;

export function toTask(record: TaskRecord): TTask {
  const hasDeadline =
    record.isDeadline &&
    record.deadlineStartOn !== null &&
    record.deadlineDays !== null &&
    record.deadlineCounting !== null;
  return {
    id: record.id,
    matterId: record.matterId,
    matterTitle: record.matterTitle,
    matterReference: record.matterReference,
    title: record.title,
    description: record.description,
    assigneeUserId: record.assigneeUserId,
    assigneeName: record.assigneeName,
    dueOn: record.dueOn,
    priority: record.priority,
    isDone: record.isDone,
    doneAt: record.doneAt?.toISOString() ?? null,
    isDeadline: record.isDeadline,
    deadline: hasDeadline
      ? {
          rule: record.deadlineRule,
          startOn: record.deadlineStartOn as string,
          days: record.deadlineDays as number,
          counting: record.deadlineCounting as NonNullable<TaskRecord["deadlineCounting"]>,
          excludeDiesNon: record.deadlineExcludesDiesNon ?? false,
        }
      : null,
    createdAt: record.createdAt.toISOString(),
  };
}

async function requireMatter(db: DbExecutor, firmId: string, matterId: string) {
  const matter = isUuid(matterId) ? await findMatterForTask(db, firmId, matterId) : null;
  if (!matter) throw taskError("matter_not_found");
  return matter;
}

async function requireTask(db: DbExecutor, firmId: string, taskId: string, options: { lock?: boolean } = {}) {
  const task = isUuid(taskId) ? await findTask(db, firmId, taskId, options) : null;
  if (!task) throw taskError("task_not_found");
  return task;
}

/** Tasks are given only to people of the same firm. */
async function requireAssignableMember(db: DbExecutor, firmId: string, userId: string | null | undefined) {
  if (userId && !(await isMemberOfFirm(db, firmId, userId))) throw taskError("assignee_not_member");
}

async function readTask(db: DbExecutor, firmId: string, taskId: string): Promise<TTask> {
  return toTask(await requireTask(db, firmId, taskId));
}

export async function listTasksOfMatter(
  deps: TaskServiceDeps,
  identity: FirmIdentity,
  matterId: string,
  page: Page,
): Promise<{ tasks: TTask[]; total: number }> {
  const { firmId } = identity.membership;
  const matter = await requireMatter(deps.db, firmId, matterId);
  const { rows, total } = await listTasks(deps.db, firmId, { matterId: matter.id }, page);
  return { tasks: rows.map(toTask), total };
}

/** The firm's tasks; `assignee=me` means the caller, any other value a member's user id. */
export async function listFirmTasks(
  deps: TaskServiceDeps,
  identity: FirmIdentity,
  query: { assignee?: string; open?: boolean; deadlinesOnly?: boolean } & Page,
): Promise<{ tasks: TTask[]; total: number }> {
  const filters: TaskFilters = {
    assigneeUserId: query.assignee === "me" ? identity.userId : query.assignee,
    isOpen: query.open,
    isDeadline: query.deadlinesOnly,
  };
  const { rows, total } = await listTasks(deps.db, identity.membership.firmId, filters, query);
  return { tasks: rows.map(toTask), total };
}

export async function createTask(
  deps: TaskServiceDeps,
  identity: FirmIdentity,
  matterId: string,
  input: TCreateTaskRequest,
): Promise<TTask> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const matter = await requireMatter(tx, firmId, matterId);
    await requireAssignableMember(tx, firmId, input.assigneeUserId);
    const deadline = input.deadline
      ? {
          rule: input.deadline.rule?.trim() || null,
          startOn: input.deadline.startOn,
          days: input.deadline.days,
          counting: input.deadline.counting,
          excludesDiesNon: input.deadline.excludeDiesNon,
        }
      : null;
    const taskId = await insertTask(
      tx,
      {
        firmId,
        matterId: matter.id,
        createdByUserId: identity.userId,
        title: input.title,
        description: input.description?.trim() || null,
        assigneeUserId: input.assigneeUserId ?? null,
        dueOn: input.dueOn ?? null,
        priority: input.priority ?? "medium",
      },
      deadline,
    );
    await touchMatter(tx, firmId, matter.id);
    await recordAuditEvent(tx, {
      action: TASK_AUDIT_ACTIONS.created,
      firmId,
      userId: identity.userId,
      entityType: "task",
      entityId: taskId,
      ipAddress: identity.ipAddress,
      data: {
        title: input.title,
        matterTitle: matter.title,
        matterReference: matter.reference,
        dueOn: input.dueOn ?? null,
        isDeadline: deadline !== null,
        rule: deadline?.rule ?? null,
      },
    });
    return readTask(tx, firmId, taskId);
  });
}

export async function updateTask(
  deps: TaskServiceDeps,
  identity: FirmIdentity,
  taskId: string,
  input: TUpdateTaskRequest,
): Promise<TTask> {
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const task = await requireTask(tx, firmId, taskId, { lock: true });
    if (input.assigneeUserId !== undefined) await requireAssignableMember(tx, firmId, input.assigneeUserId);
    const isDone = input.isDone ?? task.isDone;
    const isCompletedNow = isDone && !task.isDone;
    await updateTaskRow(tx, task.id, {
      title: input.title ?? task.title,
      description: input.description === undefined ? task.description : input.description?.trim() || null,
      assigneeUserId: input.assigneeUserId === undefined ? task.assigneeUserId : input.assigneeUserId,
      dueOn: input.dueOn === undefined ? task.dueOn : input.dueOn,
      priority: input.priority ?? task.priority,
      isDone,
      doneAt: isDone ? (task.doneAt ?? sql`now()`) : null,
    });
    await touchMatter(tx, firmId, task.matterId);
    if (isCompletedNow) {
      await recordAuditEvent(tx, {
        action: TASK_AUDIT_ACTIONS.completed,
        firmId,
        userId: identity.userId,
        entityType: "task",
        entityId: task.id,
        ipAddress: identity.ipAddress,
        data: {
          title: input.title ?? task.title,
          matterTitle: task.matterTitle,
          matterReference: task.matterReference,
          isDeadline: task.isDeadline,
        },
      });
    }
    return readTask(tx, firmId, task.id);
  });
}

export async function deleteTask(
  deps: TaskServiceDeps,
  identity: FirmIdentity,
  taskId: string,
): Promise<void> {
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    const task = await requireTask(tx, firmId, taskId, { lock: true });
    await deleteTaskRow(tx, task.id);
    await touchMatter(tx, firmId, task.matterId);
    await recordAuditEvent(tx, {
      action: TASK_AUDIT_ACTIONS.deleted,
      firmId,
      userId: identity.userId,
      entityType: "task",
      entityId: task.id,
      ipAddress: identity.ipAddress,
      data: {
        title: task.title,
        matterTitle: task.matterTitle,
        matterReference: task.matterReference,
        isDeadline: task.isDeadline,
      },
    });
  });
}
