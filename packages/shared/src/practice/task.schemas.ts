import { z } from "zod";
import { isCalendarDate, isWithinTypedDateRange, typedDateRangeMessage } from "../dates.ts";
import { DEADLINE_COUNTINGS, TASK_PRIORITIES } from "./practice.enums.ts";

export const TASK_LIMITS = {
  titleMax: 300,
  descriptionMax: 5000,
  ruleMax: 200,
  /** Longer than any period of the rules of court; a typo such as 1000 days is refused. */
  deadlineDaysMax: 730,
  pageSizeDefault: 50,
  pageSizeMax: 200,
} as const;

export const TASK_PRIORITY_LABELS: Record<(typeof TASK_PRIORITIES)[number], string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

const ZTaskDate = (label: string) =>
  z
    .string({ error: `${label} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD, e.g. 2026-05-14`)
    .refine(isWithinTypedDateRange, typedDateRangeMessage(label));

const ZTaskTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(TASK_LIMITS.titleMax, `Title must be at most ${TASK_LIMITS.titleMax} characters`);

const ZTaskDescription = z
  .string()
  .trim()
  .max(TASK_LIMITS.descriptionMax, `Description must be at most ${TASK_LIMITS.descriptionMax} characters`);

export const ZTaskPriority = z.enum(TASK_PRIORITIES, {
  error: "Priority must be low, medium, high or urgent",
});

/** The member the task is for; "" (a cleared picker) means nobody, as null does. */
const ZAssigneeUserId = z
  .string({ error: "assigneeUserId must be a member's id" })
  .trim()
  .max(100, "assigneeUserId must be at most 100 characters")
  .transform((value) => (value === "" ? null : value));

/** How a deadline task was computed (the deadline calculator's input), kept so it can be checked later. */
export const ZTaskDeadline = z.strictObject({
  rule: z
    .string()
    .trim()
    .max(TASK_LIMITS.ruleMax, `Rule must be at most ${TASK_LIMITS.ruleMax} characters`)
    .nullable()
    .optional(),
  startOn: ZTaskDate("Deadline start date"),
  days: z
    .number({ error: "Deadline days must be a number" })
    .int("Deadline days must be a whole number")
    .min(0, "Deadline days cannot be negative")
    .max(TASK_LIMITS.deadlineDaysMax, `Deadline days must be at most ${TASK_LIMITS.deadlineDaysMax}`),
  counting: z.enum(DEADLINE_COUNTINGS, { error: "Counting must be court, calendar or ccma" }),
  excludeDiesNon: z.boolean({ error: "excludeDiesNon must be true or false" }),
});
export type TTaskDeadline = z.infer<typeof ZTaskDeadline>;

/**
 * POST /api/matters/{matterId}/tasks. A task with `deadline` is a court deadline; its due date is the
 * computed one and is then required. The deadline calculator's "Save as task" sends this shape.
 */
export const ZCreateTaskRequest = z
  .strictObject({
    title: ZTaskTitle,
    description: ZTaskDescription.optional(),
    assigneeUserId: ZAssigneeUserId.nullable().optional(),
    dueOn: ZTaskDate("Due date").nullable().optional(),
    priority: ZTaskPriority.optional(),
    deadline: ZTaskDeadline.optional(),
  })
  .refine((task) => !task.deadline || Boolean(task.dueOn), {
    message: "A deadline needs its due date (dueOn)",
    path: ["dueOn"],
  });
export type TCreateTaskRequest = z.infer<typeof ZCreateTaskRequest>;

/** PATCH /api/tasks/{id}: `isDone` ticks the task off (or opens it again); null clears a field. */
export const ZUpdateTaskRequest = z.strictObject({
  title: ZTaskTitle.optional(),
  description: ZTaskDescription.nullable().optional(),
  assigneeUserId: ZAssigneeUserId.nullable().optional(),
  dueOn: ZTaskDate("Due date").nullable().optional(),
  priority: ZTaskPriority.optional(),
  isDone: z.boolean({ error: "isDone must be true or false" }).optional(),
});
export type TUpdateTaskRequest = z.infer<typeof ZUpdateTaskRequest>;

export const ZTaskIdParams = z.strictObject({ id: z.string().max(100, "id must be at most 100 characters") });
export const ZMatterTasksParams = z.strictObject({
  matterId: z.string().max(100, "matterId must be at most 100 characters"),
});

/** GET /api/tasks: `assignee=me` for the caller's own tasks, `open=true` for those not done. */
export const ZTaskListQuery = z.strictObject({
  assignee: z.string().max(100, "assignee must be at most 100 characters").optional(),
  open: z
    .enum(["true", "false"], { error: "open must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  deadlinesOnly: z
    .enum(["true", "false"], { error: "deadlinesOnly must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(TASK_LIMITS.pageSizeMax, `Limit must be at most ${TASK_LIMITS.pageSizeMax}`)
    .default(TASK_LIMITS.pageSizeDefault),
  offset: z.coerce
    .number({ error: "Offset must be a number" })
    .int("Offset must be a whole number")
    .min(0, "Offset cannot be negative")
    .max(1_000_000, "Offset is too large")
    .default(0),
});
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;

/** GET /api/matters/{matterId}/tasks: open tasks first, by due date; the total is in X-Total-Count. */
export const ZMatterTasksQuery = ZTaskListQuery.pick({ limit: true, offset: true });

export const ZTask = z.object({
  id: z.string(),
  matterId: z.string(),
  matterTitle: z.string(),
  matterReference: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  assigneeUserId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** YYYY-MM-DD. */
  dueOn: z.string().nullable(),
  priority: ZTaskPriority,
  isDone: z.boolean(),
  doneAt: z.string().nullable(),
  isDeadline: z.boolean(),
  deadline: z
    .object({
      rule: z.string().nullable(),
      startOn: z.string(),
      days: z.number().int(),
      counting: z.enum(DEADLINE_COUNTINGS),
      excludeDiesNon: z.boolean(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type TTask = z.infer<typeof ZTask>;

export const ZTaskList = z.array(ZTask);
