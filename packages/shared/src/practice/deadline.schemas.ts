import { z } from "zod";
import { isCalendarDate, isWithinTypedDateRange, typedDateRangeMessage } from "../dates.ts";
import { DEADLINE_DAYS_MAX, DEADLINE_DAYS_MIN } from "./deadlines/deadline-calculator.ts";
import { DEADLINE_COURTS } from "./deadlines/deadline-rules.ts";
import { DEADLINE_COUNTINGS, TASK_PRIORITIES } from "./practice.enums.ts";

/** A real calendar date written YYYY-MM-DD, e.g. "2026-04-01". */
const ZDeadlineDate = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD, e.g. 2026-04-01.`)
    .refine(isWithinTypedDateRange, `${typedDateRangeMessage(label)}.`);

const ZDeadlineDays = z
  .number({ error: "The period must be a number of days." })
  .int("The period must be a whole number of days.")
  .min(DEADLINE_DAYS_MIN, `The period must be at least ${DEADLINE_DAYS_MIN} day.`)
  .max(DEADLINE_DAYS_MAX, `The period can be at most ${DEADLINE_DAYS_MAX} days.`);

/**
 * POST /api/deadlines/calculate. With `rule`, the preset supplies the days, the counting and the dies
 * non; any of them sent as well overrides the preset. Without a rule, `days` is required and counting
 * defaults to court days.
 */
export const ZDeadlineCalculateRequest = z
  .object({
    startDate: ZDeadlineDate("The start date"),
    days: ZDeadlineDays.optional(),
    counting: z.enum(DEADLINE_COUNTINGS, { error: "Counting must be court, calendar or ccma." }).optional(),
    excludeDiesNon: z.boolean().optional(),
    rule: z.string().trim().min(1).max(100).optional(),
  })
  .refine((request) => request.rule !== undefined || request.days !== undefined, {
    error: "Enter the number of days, or choose a rule.",
    path: ["days"],
  });
export type TDeadlineCalculateRequest = z.infer<typeof ZDeadlineCalculateRequest>;

export const ZDeadlineRuleSummary = z.object({ id: z.string(), label: z.string(), citation: z.string() });

export const ZDeadlineCalculation = z.object({
  startDate: z.string(),
  days: z.number().int(),
  counting: z.enum(DEADLINE_COUNTINGS),
  excludeDiesNon: z.boolean(),
  dueDate: z.string(),
  /** Every day inside the period that was not counted, with why ("Saturday", "Good Friday", …). */
  excluded: z.array(z.object({ date: z.string(), reason: z.string() })),
  rule: ZDeadlineRuleSummary.optional(),
});
export type TDeadlineCalculation = z.infer<typeof ZDeadlineCalculation>;

export const ZDeadlineRule = z.object({
  id: z.string(),
  label: z.string(),
  citation: z.string(),
  trigger: z.string(),
  days: z.number().int(),
  counting: z.enum(DEADLINE_COUNTINGS),
  excludeDiesNon: z.boolean(),
  court: z.enum(DEADLINE_COURTS),
});
export type TDeadlineRule = z.infer<typeof ZDeadlineRule>;

/** GET /api/deadlines/rules. */
export const ZDeadlineRuleList = z.object({ rules: z.array(ZDeadlineRule) });
export type TDeadlineRuleList = z.infer<typeof ZDeadlineRuleList>;

// Declared public holidays (platform admin).

export const ZDeclaredHoliday = z.object({ date: z.string(), name: z.string() });
export type TDeclaredHoliday = z.infer<typeof ZDeclaredHoliday>;

export const ZDeclaredHolidayList = z.object({ holidays: z.array(ZDeclaredHoliday) });
export type TDeclaredHolidayList = z.infer<typeof ZDeclaredHolidayList>;

export const ZDeclaredHolidayCreateRequest = z.object({
  date: ZDeadlineDate("The date"),
  name: z
    .string({ error: "The name is required." })
    .trim()
    .min(1, "The name is required.")
    .max(120, "The name can be at most 120 characters."),
});
export type TDeclaredHolidayCreateRequest = z.infer<typeof ZDeclaredHolidayCreateRequest>;

export const ZDeclaredHolidayParams = z.object({ date: ZDeadlineDate("The date") });

// The member's private iCalendar feed of their deadlines.

export const ZCalendarFeedStatus = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TCalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

/** The feed's address, shown once when it is created: only a hash of its token is kept. */
export const ZCalendarFeedCreated = z.object({ url: z.string() });
export type TCalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;

// The dashboard's upcoming deadlines.

/** How many deadlines the dashboard lists. */
export const DASHBOARD_DEADLINES_LIMIT = 10;

export const ZDashboardDeadline = z.object({
  taskId: z.string(),
  title: z.string(),
  dueOn: z.string(),
  /** The due date has passed and the task is still open. */
  isOverdue: z.boolean(),
  priority: z.enum(TASK_PRIORITIES),
  matter: z.object({ id: z.string(), reference: z.string(), title: z.string() }),
  assignee: z.object({ userId: z.string(), name: z.string() }).nullable(),
});
export type TDashboardDeadline = z.infer<typeof ZDashboardDeadline>;

/** GET /api/dashboard/deadlines: the firm's open deadlines, overdue first, then soonest first. */
export const ZDashboardDeadlines = z.object({ items: z.array(ZDashboardDeadline) });
export type TDashboardDeadlines = z.infer<typeof ZDashboardDeadlines>;
