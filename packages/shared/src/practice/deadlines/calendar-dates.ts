/**
 * Plain "YYYY-MM-DD" dates as whole days since 1970-01-01, in UTC: a deadline is a calendar date,
 * never an instant, so no time zone or daylight-saving change can move it.
 */

const DAY_MS = 86_400_000;

export type WeekdayName = "Sunday" | "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday";

const WEEKDAY_NAMES: readonly WeekdayName[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** Days since 1970-01-01 of a "YYYY-MM-DD" date; the caller has checked the text is a real date. */
export function toDayNumber(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export function dayNumberOf(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function weekdayOf(dayNumber: number): WeekdayName {
  // 1970-01-01 was a Thursday.
  return WEEKDAY_NAMES[(((dayNumber + 4) % 7) + 7) % 7] as WeekdayName;
}

export function isWeekend(dayNumber: number): boolean {
  const weekday = weekdayOf(dayNumber);
  return weekday === "Saturday" || weekday === "Sunday";
}

export function yearOf(dayNumber: number): number {
  return new Date(dayNumber * DAY_MS).getUTCFullYear();
}

/** Month (1–12) and day of month of a day number. */
export function monthDayOf(dayNumber: number): { month: number; day: number } {
  const date = new Date(dayNumber * DAY_MS);
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
