import { z } from "zod";

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// en-CA writes dates as YYYY-MM-DD. One formatter for every call: building one costs ~0.1 ms, and the
// server asks for today's date on every cached list request.
const SOUTH_AFRICAN_DATE = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" });

/** Today's date in South Africa, YYYY-MM-DD, whatever the machine's or browser's own time zone. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return SOUTH_AFRICAN_DATE.format(now);
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
