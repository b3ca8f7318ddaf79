import { formatCents, formatDate, formatNumber } from "@inkundla/shared";

/** A plan's monthly price in rand (en-ZA), or "Custom" when it has no list price. */
export function formatPlanPrice(priceCents: number | null): string {
  return priceCents === null ? "Custom" : formatCents(priceCents);
}

const STORAGE_UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** Stored bytes in the largest whole unit (1 KB = 1 024 B), one decimal from KB up, e.g. "2,4 GB". */
export function formatStorage(bytes: number): string {
  let value = bytes;
  let unitIndex = 0;
  while (value >= 1024 && unitIndex < STORAGE_UNITS.length - 1) {
    value /= 1024;
    unitIndex += 1;
  }
  const amount = formatNumber(value, unitIndex === 0 ? 0 : 1);
  return `${amount} ${STORAGE_UNITS[unitIndex]}`;
}

/** "3 of 5" or "27 of Unlimited". */
export function formatUsage(used: number, limit: number | null): string {
  return `${used} of ${limit === null ? "Unlimited" : limit}`;
}

/** How full a limited allowance is, 0–100, for a progress bar; null when unlimited. */
export function usagePercent(used: number, limit: number | null): number | null {
  if (limit === null || limit <= 0) return null;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** The confirmation's sentence about money for the rest of the billing period. */
export function describeProratedAmount(proratedAmountCents: number, periodEndIso: string): string {
  const until = formatDate(periodEndIso);
  if (proratedAmountCents > 0) {
    return `You will be charged ${formatCents(proratedAmountCents)} now for the rest of this billing period (until ${until}).`;
  }
  if (proratedAmountCents < 0) {
    return `You will receive a credit of ${formatCents(-proratedAmountCents)} for the rest of this billing period (until ${until}).`;
  }
  return `There is no charge or credit for the rest of this billing period (until ${until}).`;
}
