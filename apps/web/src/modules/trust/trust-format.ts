import {
  formatCents,
  formatDate,
  formatDateTime,
  parseRandToCents,
  TRUST_CAPTURE_ROLES,
  TRUST_LIMITS,
  TRUST_MANAGE_ROLES,
  TRUST_MESSAGES,
  type TTrustReportCell,
  type TTrustReportValueKind,
} from "@inkundla/shared";

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

export type RandAmountResult =
  | { kind: "blank" }
  | { kind: "amount"; cents: number }
  | { kind: "invalid"; message: string };

/**
 * A rand amount typed by a person ("1 500,50", "R1500.5") → whole cents. Three or more decimals are
 * refused rather than rounded: a trust entry must be exactly what was banked.
 */
export function readRandAmount(text: string): RandAmountResult {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "blank" };
  if (/[.,]\d{3,}$/.test(trimmed)) return { kind: "invalid", message: TRUST_MESSAGES.amountWhole };
  const cents = parseRandToCents(trimmed);
  if (cents === null) return { kind: "invalid", message: "Enter the amount in rand, e.g. 1500.50" };
  if (cents > BigInt(TRUST_LIMITS.amountCentsMax)) {
    return { kind: "invalid", message: TRUST_MESSAGES.amountTooLarge };
  }
  return { kind: "amount", cents: Number(cents) };
}

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-05" → "May 2026". */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  const name = monthNumber ? MONTH_NAMES[monthNumber - 1] : undefined;
  return name && year ? `${name} ${year}` : month;
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

/** Capturing postings and statements (the server refuses other roles with 403 too). */
export function canCaptureTrust(role: string | null | undefined): boolean {
  return (TRUST_CAPTURE_ROLES as readonly string[]).includes(role ?? "");
}

/** Opening and closing accounts, signing off a month, the Fidelity Fund certificate and audit records. */
export function canManageTrust(role: string | null | undefined): boolean {
  return (TRUST_MANAGE_ROLES as readonly string[]).includes(role ?? "");
}
