import {
  formatCents,
  formatDate,
  formatHours,
  formatMonth,
  formatNumber,
  type TAnalyticsBucket,
} from "@inkundla/shared";

/** A figure that may be missing, e.g. a rate with nothing billed: a dash. */
export function orDash<T>(value: T | null, format: (present: T) => string): string {
  return value === null ? "—" : format(value);
}

export const formatRate = (cents: number | null) => orDash(cents, (present) => `${formatCents(present)}/h`);
export const formatPercent = (value: number | null) =>
  orDash(value, (present) => `${formatNumber(present)}%`);
export const formatDays = (value: number | null) =>
  orDash(value, (present) => `${formatNumber(present)} days`);
export const formatTargetHours = (value: number | null) => orDash(value, formatHours);

/** A revenue-over-time bucket as a label: "10 Mar 2026" for a day, "March 2026" for a month. */
export function formatBucket(bucket: string, kind: TAnalyticsBucket): string {
  return kind === "day" ? formatDate(bucket) : formatMonth(bucket);
}

/** Rand (whole) for a chart axis, where cents would crowd it. */
export const randForChart = (cents: number) => Math.round(cents / 100);
