import type { TDeadlineCounting } from "@inkundla/shared";

/** Whether a YYYY-MM-DD date is a Saturday, read in UTC so no time zone can shift the day. */
export function isSaturday(isoDate: string): boolean {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay() === 6;
}

export const COUNTING_LABELS: Record<TDeadlineCounting, string> = {
  court: "Court days",
  calendar: "Calendar days",
  ccma: "CCMA days",
};
