import { z } from "zod";
import { FIRM_TIME_ZONE } from "./time-zone.ts";

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// The time zone itself lives apart (see time-zone.ts); it is offered from here beside the date helpers.
export { FIRM_TIME_ZONE };

// en-CA writes dates as YYYY-MM-DD. One formatter for every call: building one costs ~0.1 ms, and the
// server asks for today's date on every cached list request.
const SOUTH_AFRICAN_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: FIRM_TIME_ZONE });

/** Today's date in South Africa, YYYY-MM-DD, whatever the machine's or browser's own time zone. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return SOUTH_AFRICAN_DATE.format(now);
}

// Every screen writes a date one way, "10 Mar 2026" (en-ZA), and a moment "10 Mar 2026, 14:05". A
// YYYY-MM-DD value is a calendar date: it is formatted in UTC so no time zone can move its day. A
// timestamp is a moment, shown as South Africa (or the person's chosen time zone) saw it.
const DATE_STYLE = { day: "numeric", month: "short", year: "numeric" } as const;
const CALENDAR_DATE = new Intl.DateTimeFormat("en-ZA", { ...DATE_STYLE, timeZone: "UTC" });
const CALENDAR_DATE_WITH_WEEKDAY = new Intl.DateTimeFormat("en-ZA", {
  ...DATE_STYLE,
  weekday: "short",
  timeZone: "UTC",
});
const CALENDAR_DATE_IN_FULL = new Intl.DateTimeFormat("en-ZA", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const LONG_DATE_STYLE = { day: "numeric", month: "long", year: "numeric" } as const;
const CALENDAR_DATE_LONG = new Intl.DateTimeFormat("en-ZA", { ...LONG_DATE_STYLE, timeZone: "UTC" });
const CALENDAR_MONTH = new Intl.DateTimeFormat("en-ZA", { month: "long", year: "numeric", timeZone: "UTC" });
const TIME_STYLE = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const momentDateFormats = new Map<string, Intl.DateTimeFormat>();
const momentDateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const momentDateTimeWithSecondsFormats = new Map<string, Intl.DateTimeFormat>();
const momentLongDateFormats = new Map<string, Intl.DateTimeFormat>();
const momentTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-ZA", { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

/** A YYYY-MM-DD date as a Date at midnight UTC, or null when the text is not one. */
function calendarDateOf(value: string): Date | null {
  return isCalendarDate(value) ? new Date(`${value}T00:00:00Z`) : null;
}

/** An ISO timestamp as a Date, or null when it is not one. */
function momentOf(value: string | Date): Date | null {
  const moment = value instanceof Date ? value : new Date(value);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/**
 * A date as every screen writes it, e.g. "2026-03-10" → "10 Mar 2026". A timestamp shows the day it
 * was in South Africa (or in `timeZone`). A dash when there is no date; unreadable text as it came.
 */
export function formatDate(
  value: string | Date | null | undefined,
  timeZone: string = FIRM_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === "") return "—";
  const calendarDate = typeof value === "string" ? calendarDateOf(value) : null;
  if (calendarDate) return CALENDAR_DATE.format(calendarDate);
  const moment = momentOf(value);
  if (!moment) return String(value);
  return cachedFormat(momentDateFormats, timeZone, DATE_STYLE).format(moment);
}

/**
 * A moment as every screen writes it, e.g. "10 Mar 2026, 14:05", in South Africa or `timeZone`; with
 * `withSeconds` "10 Mar 2026, 14:05:09", where moments seconds apart must be told apart.
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string = FIRM_TIME_ZONE,
  { withSeconds = false }: { withSeconds?: boolean } = {},
): string {
  if (value === null || value === undefined || value === "") return "—";
  const moment = momentOf(value);
  if (!moment) return String(value);
  const format = withSeconds
    ? cachedFormat(momentDateTimeWithSecondsFormats, timeZone, {
        ...DATE_STYLE,
        ...TIME_STYLE,
        second: "2-digit",
      })
    : cachedFormat(momentDateTimeFormats, timeZone, { ...DATE_STYLE, ...TIME_STYLE });
  return format.format(moment);
}

/** The time of day of a moment, e.g. "14:05", in South Africa or `timeZone`. */
export function formatTime(value: string | Date, timeZone: string = FIRM_TIME_ZONE): string {
  const moment = momentOf(value);
  return moment ? cachedFormat(momentTimeFormats, timeZone, TIME_STYLE).format(moment) : String(value);
}

/**
 * A date with its month written out, as a document dates itself: "2026-03-01" → "1 March 2026". A
 * timestamp shows the day it was in South Africa (or in `timeZone`); unreadable text as it came.
 */
export function formatLongDate(value: string | Date, timeZone: string = FIRM_TIME_ZONE): string {
  const calendarDate = typeof value === "string" ? calendarDateOf(value) : null;
  if (calendarDate) return CALENDAR_DATE_LONG.format(calendarDate);
  const moment = momentOf(value);
  return moment
    ? cachedFormat(momentLongDateFormats, timeZone, LONG_DATE_STYLE).format(moment)
    : String(value);
}

/** A calendar month, e.g. "2026-05" → "May 2026"; text that is no YYYY-MM month as it came. */
export function formatMonth(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month)
    ? CALENDAR_MONTH.format(new Date(`${month}-01T00:00:00Z`))
    : month;
}

const MONTH_NAME = new Intl.DateTimeFormat("en-ZA", { month: "long", timeZone: "UTC" });

/** The months of the year in order, "January" to "December", for a month picker. */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, index) =>
  MONTH_NAME.format(new Date(Date.UTC(2000, index, 1))),
);

/** A calendar date with its day of the week, where the day matters (deadlines): "Fri, 10 Apr 2026". */
export function formatDateWithWeekday(isoDate: string): string {
  const date = calendarDateOf(isoDate);
  return date ? CALENDAR_DATE_WITH_WEEKDAY.format(date) : isoDate;
}

/** A calendar date written out in full, for a computed deadline: "Friday, 10 April 2026". */
export function formatDateInFull(isoDate: string): string {
  const date = calendarDateOf(isoDate);
  return date ? CALENDAR_DATE_IN_FULL.format(date) : isoDate;
}

/** The date `days` after (or, negative, before) a YYYY-MM-DD date. */
export function addDaysToDate(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The dates a person may type. A wider range is a typing slip (year 0000, 9999-12-31) that breaks
 * date arithmetic later; no deadline, invoice or trust posting of a practice lies outside it.
 */
export const TYPED_DATE_RANGE = { earliest: "1900-01-01", latest: "2100-12-31" } as const;

/** Whether a YYYY-MM-DD date lies in TYPED_DATE_RANGE (string order is date order for 4-digit years). */
export function isWithinTypedDateRange(value: string): boolean {
  return value >= TYPED_DATE_RANGE.earliest && value <= TYPED_DATE_RANGE.latest;
}

/** The message for a typed date outside TYPED_DATE_RANGE, naming the field. */
export function typedDateRangeMessage(label: string): string {
  return `${label} must be between 1 January 1900 and 31 December 2100`;
}

/** A date on the wire, e.g. "2026-05-14". */
export const ZIsoDate = z
  .string({ error: "Date is required" })
  .refine(isCalendarDate, "Date must be a real date written YYYY-MM-DD, e.g. 2026-05-14")
  .refine(isWithinTypedDateRange, typedDateRangeMessage("Date"));

/** A calendar month on the wire, e.g. "2026-05". */
export const ZIsoMonth = z
  .string({ error: "Month is required" })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be written YYYY-MM, e.g. 2026-05");

/** The last day of a YYYY-MM month, e.g. "2026-02" → "2026-02-28". */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}

/** The month after a YYYY-MM month, e.g. "2026-12" → "2027-01". */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
}
