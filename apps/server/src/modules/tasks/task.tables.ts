import { DEADLINE_COUNTINGS, TASK_PRIORITIES } from "@inkundla/shared";
import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

export const taskPriorityEnum = pgEnum("task_priority", TASK_PRIORITIES);
export const deadlineCountingEnum = pgEnum("deadline_counting", DEADLINE_COUNTINGS);

/**
 * A task on a matter. A court deadline is a task with `is_deadline` and the calculation it came from
 * (start date, days, counting, dies non, rule), so it can be shown and checked later.
 */
export const taskTable = pgTable(
  "task",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    assigneeUserId: text("assignee_user_id").references(() => userTable.id, { onDelete: "set null" }),
    dueOn: date("due_on", { mode: "string" }),
    priority: taskPriorityEnum("priority").notNull().default("medium"),
    isDone: boolean("is_done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    isDeadline: boolean("is_deadline").notNull().default(false),
    deadlineRule: text("deadline_rule"),
    deadlineStartOn: date("deadline_start_on", { mode: "string" }),
    deadlineDays: integer("deadline_days"),
    deadlineCounting: deadlineCountingEnum("deadline_counting"),
    deadlineExcludesDiesNon: boolean("deadline_excludes_dies_non"),
    createdByUserId: text("created_by_user_id").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("task_matter_id_idx").on(table.matterId, table.dueOn),
    index("task_firm_id_open_due_idx").on(table.firmId, table.isDone, table.dueOn),
    index("task_assignee_idx").on(table.assigneeUserId, table.isDone, table.dueOn),
  ],
);
