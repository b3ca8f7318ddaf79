/** Pure rules of time recording: hours in tenths, amounts in cents, the timer's rounding. */

/** Six minutes: the smallest unit of time a firm records. */
export const SECONDS_PER_TENTH = 360;
/** One time entry holds at most 24 hours (the database checks 1..240 tenths). */
export const MAX_TENTHS_PER_ENTRY = 240;

/** 1.5 h → 15 tenths. The caller has already checked that hours is a whole number of tenths. */
export function hoursToTenths(hours: number): number {
  return Math.round(hours * 10);
}

/** 15 tenths → 1.5 h (one decimal, exact for display and JSON). */
export function tenthsToHours(tenths: number): number {
  return Math.round(tenths) / 10;
}

export { computeAmountCents } from "@inkundla/shared";

/** The member's own rate when set, otherwise the firm's default. */
export function chooseDefaultRate(
  memberRateCents: number | null,
  firmDefaultRateCents: number,
): { rateCents: number; source: "member" | "firm" } {
  return memberRateCents === null
    ? { rateCents: firmDefaultRateCents, source: "firm" }
    : { rateCents: memberRateCents, source: "member" };
}

/**
 * A stopped timer is logged in tenths rounded UP (a firm bills each started six minutes), at least
 * 0.1 h. Part-seconds are dropped first, so a timer stopped at exactly 6:00.4 is 0.1 h, not 0.2 h.
 */
export function timerElapsedToTenths(elapsedSeconds: number): number {
  const wholeSeconds = Math.max(0, Math.floor(elapsedSeconds));
  return Math.max(1, Math.ceil(wholeSeconds / SECONDS_PER_TENTH));
}
