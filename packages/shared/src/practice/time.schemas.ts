import { z } from "zod";
import { isCalendarDate, isWithinTypedDateRange, typedDateRangeMessage } from "../dates.ts";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { ZListCursorParam } from "./list-cursor.ts";

/** Bounds of one time entry: hours are kept in tenths (0.1 h = 6 minutes), at most one full day. */
export const TIME_ENTRY_LIMITS = {
  hoursMax: 24,
  descriptionMax: 2000,
  /** R100 000 an hour: far above any real rate, low enough that amounts stay exact integers. */
  rateCentsMax: 10_000_000,
  pageSizeDefault: 50,
  pageSizeMax: 200,
} as const;

/** A date of work, e.g. "2026-05-14". */
export const ZTimeEntryDate = z
  .string({ error: "Date is required" })
  .refine(isCalendarDate, "Date must be a real date written YYYY-MM-DD, e.g. 2026-05-14")
  .refine(isWithinTypedDateRange, typedDateRangeMessage("Date"));

/** True when hours is a whole number of tenths (1.2 yes, 1.25 no), allowing for binary fractions. */
export function isTenthOfAnHourStep(hours: number): boolean {
  return Math.abs(hours * 10 - Math.round(hours * 10)) < 1e-6;
}

export const ZTimeEntryHours = z
  .number({ error: "Hours must be a number" })
  .gt(0, "Hours must be more than 0")
  .max(TIME_ENTRY_LIMITS.hoursMax, `Hours cannot be more than ${TIME_ENTRY_LIMITS.hoursMax} in one entry`)
  .refine(isTenthOfAnHourStep, "Hours must be in steps of 0.1 (6 minutes), e.g. 1.2 or 1.3, not 1.25");

export const ZTimeEntryRateCents = z
  .number({ error: "Rate must be a number of cents" })
  .int("Rate must be a whole number of cents")
  .min(0, "Rate cannot be negative")
  .max(TIME_ENTRY_LIMITS.rateCentsMax, "Rate is too high (at most R100 000 an hour)");

export const ZTimeEntryDescription = z
  .string({ error: "Description is required" })
  .trim()
  .min(1, "Description is required")
  .max(
    TIME_ENTRY_LIMITS.descriptionMax,
    `Description must be at most ${TIME_ENTRY_LIMITS.descriptionMax} characters`,
  );

const ZMatterId = z.uuid({ error: "Choose a matter" });

/** POST /api/time-entries. Without `rateCents` the member's own rate applies, else the firm's default. */
export const ZCreateTimeEntryRequest = z.strictObject({
  matterId: ZMatterId,
  date: ZTimeEntryDate,
  description: ZTimeEntryDescription,
  hours: ZTimeEntryHours,
  rateCents: ZTimeEntryRateCents.optional(),
});
export type TCreateTimeEntryRequest = z.infer<typeof ZCreateTimeEntryRequest>;

/** PATCH /api/time-entries/{id}: only what changes; the amount is computed again. */
export const ZUpdateTimeEntryRequest = z.strictObject({
  matterId: ZMatterId.optional(),
  date: ZTimeEntryDate.optional(),
  description: ZTimeEntryDescription.optional(),
  hours: ZTimeEntryHours.optional(),
  rateCents: ZTimeEntryRateCents.optional(),
});
export type TUpdateTimeEntryRequest = z.infer<typeof ZUpdateTimeEntryRequest>;

export const ZTimeEntryIdParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

const ZBooleanQuery = z
  .enum(["true", "false"], { error: "Use true or false" })
  .transform((value) => value === "true");

/** Filters of the time entry list and of its totals. */
export const ZTimeEntryFilters = z.strictObject({
  matterId: z.uuid({ error: "matterId must be a matter id" }).optional(),
  /** Entries on any of this client's matters. */
  clientId: z.uuid({ error: "clientId must be a client id" }).optional(),
  userId: z.string().max(100, "userId must be at most 100 characters").optional(),
  billed: ZBooleanQuery.optional(),
  from: ZTimeEntryDate.optional(),
  to: ZTimeEntryDate.optional(),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
});
export type TTimeEntryFilters = z.infer<typeof ZTimeEntryFilters>;

/** GET /api/time-entries: newest first, a page at a time; the total is in X-Total-Count. */
export const ZTimeEntryListQuery = ZTimeEntryFilters.extend({
  limit: ZPageLimit(TIME_ENTRY_LIMITS.pageSizeDefault, TIME_ENTRY_LIMITS.pageSizeMax),
  offset: ZPageOffset,
  /** Instead of an offset: the X-Next-Cursor of the page before (keyset paging). */
  cursor: ZListCursorParam.optional(),
});
export type TTimeEntryListQuery = z.input<typeof ZTimeEntryListQuery>;

/** GET /api/practice/unbilled: a page of matters; the number of matters is in X-Total-Count. */
export const ZUnbilledTimeQuery = ZTimeEntryListQuery.pick({ limit: true, offset: true });
export type TUnbilledTimeQuery = z.input<typeof ZUnbilledTimeQuery>;

/** Spec §3 time entry (date, matterTitle, description, hours, rate, billed) with amounts in cents. */
export const ZTimeEntry = z.object({
  id: z.string(),
  /** YYYY-MM-DD, the day the work was done. */
  date: z.string(),
  matterId: z.string(),
  matterTitle: z.string(),
  matterReference: z.string(),
  description: z.string(),
  /** Hours with one decimal, e.g. 1.5. */
  hours: z.number(),
  rateCents: z.number().int(),
  amountCents: z.number().int(),
  billed: z.boolean(),
  userId: z.string(),
  userName: z.string(),
});
export type TTimeEntry = z.infer<typeof ZTimeEntry>;

export const ZTimeEntryList = z.array(ZTimeEntry);

/** GET /api/time-entries/summary: totals of every entry that matches the list's filters. */
export const ZTimeEntrySummary = z.object({
  entryCount: z.number().int(),
  hours: z.number(),
  amountCents: z.number().int(),
  unbilledHours: z.number(),
  unbilledAmountCents: z.number().int(),
});
export type TTimeEntrySummary = z.infer<typeof ZTimeEntrySummary>;

/** GET /api/time-entries/default-rate: the rate a new entry of the caller gets when none is given. */
export const ZDefaultTimeRate = z.object({
  rateCents: z.number().int(),
  source: z.enum(["member", "firm"]),
});
export type TDefaultTimeRate = z.infer<typeof ZDefaultTimeRate>;

/** The caller's running timer (GET /api/timer answers it, or null when none runs). */
export const ZRunningTimer = z.object({
  matterId: z.string(),
  matterTitle: z.string(),
  matterReference: z.string(),
  description: z.string(),
  /** ISO 8601 timestamp. */
  startedAt: z.string(),
  elapsedSeconds: z.number().int(),
});
export type TRunningTimer = z.infer<typeof ZRunningTimer>;

export const ZRunningTimerOrNone = ZRunningTimer.nullable();

const ZTimerDescription = z
  .string()
  .trim()
  .max(
    TIME_ENTRY_LIMITS.descriptionMax,
    `Description must be at most ${TIME_ENTRY_LIMITS.descriptionMax} characters`,
  );

export const ZStartTimerRequest = z.strictObject({
  matterId: ZMatterId,
  description: ZTimerDescription.optional(),
});
export type TStartTimerRequest = z.infer<typeof ZStartTimerRequest>;

/** POST /api/timer/stop: a description given here replaces the one the timer was started with. */
export const ZStopTimerRequest = z.strictObject({ description: ZTimerDescription.optional() });
export type TStopTimerRequest = z.infer<typeof ZStopTimerRequest>;

/** Spec §3 practice stats, computed from the firm's own data. */
export const ZPracticeStats = z.object({
  /** Clients that are not archived. */
  totalClients: z.number().int(),
  activeMatters: z.number().int(),
  /**
   * Every hour logged this calendar month (Africa/Johannesburg), one decimal, charged or not: the
   * spec's name; the screen calls it "Hours This Month".
   */
  billableHours: z.number(),
  /**
   * Rand value of this month's invoiced fees (excl. VAT), e.g. 12500.5: invoices issued this month, not
   * void, less credit notes issued this month.
   */
  monthlyRevenue: z.number(),
  monthlyRevenueCents: z.number().int(),
});
export type TPracticeStats = z.infer<typeof ZPracticeStats>;

/** GET /api/practice/unbilled: one line per matter with unbilled time. */
export const ZUnbilledMatterTime = z.object({
  matterId: z.string(),
  matterTitle: z.string(),
  reference: z.string(),
  clientName: z.string(),
  hours: z.number(),
  amountCents: z.number().int(),
});
export type TUnbilledMatterTime = z.infer<typeof ZUnbilledMatterTime>;

export const ZUnbilledMatterTimeList = z.array(ZUnbilledMatterTime);
