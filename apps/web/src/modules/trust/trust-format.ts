import {
  formatCents,
  formatDate,
  formatDateTime,
  formatMonth,
  TRUST_LIMITS,
  TRUST_MESSAGES,
  type TTrustReportCell,
  type TTrustReportValueKind,
} from "@inkundla/shared";
import { type RandAmountResult, readRandAmount as readTypedRandAmount } from "../../lib/rand-input";

export { formatCents };

/**
 * A report value as the screen shows it: money (integer cents) in rand, dates en-ZA. A missing or
 * null value is an empty cell; a value of an unexpected type is shown as it came.
 */
export function formatReportValue(value: TTrustReportCell | undefined, kind: TTrustReportValueKind): string {
  if (value === undefined || value === null || value === "") return "";
  switch (kind) {
    case "money":
      return typeof value === "number" ? formatCents(value) : value;
    case "date":
      return typeof value === "string" ? formatDate(value) : String(value);
    case "datetime":
      return typeof value === "string" ? formatDateTime(value) : String(value);
    case "integer":
    case "text":
      return String(value);
    default: {
      const unknownKind: never = kind;
      return String(unknownKind);
    }
  }
}

/**
 * A rand amount typed into a trust form → cents. A negative amount is read as one and left to the
 * shared schema, which names the field it belongs to.
 */
export function readRandAmount(text: string): RandAmountResult {
  const { amountWhole, amountTooLarge } = TRUST_MESSAGES;
  return readTypedRandAmount(text, {
    maxCents: TRUST_LIMITS.amountCentsMax,
    messages: { amountWhole, amountTooLarge },
  });
}

/** The month before a YYYY-MM month, e.g. "2026-01" → "2025-12". */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
}

/** The month of `today` and the `count - 1` before it, newest first, for a month picker. */
export function recentMonths(today: string, count: number): { value: string; label: string }[] {
  const months: string[] = [today.slice(0, 7)];
  while (months.length < count) months.push(previousMonth(months[months.length - 1] as string));
  return months.map((month) => ({ value: month, label: formatMonth(month) }));
}
