import type { TDeadlineCounting } from "@inkundla/shared";

const longDateFormatter = new Intl.DateTimeFormat("en-ZA", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const shortDateFormatter = new Intl.DateTimeFormat("en-ZA", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

// Deadlines are calendar dates: read and format them in UTC so no time zone can shift the day.
function toUtcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** "2026-04-10" → "Friday, 10 April 2026". */
export function formatDeadlineDate(isoDate: string): string {
  return longDateFormatter.format(toUtcDate(isoDate));
}

/** "2026-04-10" → "Fri, 10 Apr 2026". */
export function formatShortDeadlineDate(isoDate: string): string {
  return shortDateFormatter.format(toUtcDate(isoDate));
}

export function isSaturday(isoDate: string): boolean {
  return toUtcDate(isoDate).getUTCDay() === 6;
}

export const COUNTING_LABELS: Record<TDeadlineCounting, string> = {
  court: "Court days",
  calendar: "Calendar days",
  ccma: "CCMA days",
};
