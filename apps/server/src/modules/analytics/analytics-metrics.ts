import type { TLockUp } from "@inkundla/shared";

/**
 * The arithmetic of the analytics figures, on totals the database has already added up. Kept apart
 * from the SQL so each definition can be checked by hand on small numbers (analytics-metrics.test.ts).
 */

/** Rounds to one decimal place, as every ratio and day count is shown. */
export function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * The realised hourly rate in cents: what the time on invoices issued in the period was billed at
 * (excluding VAT), divided by the hours of the time entries those lines bill. Written-down time lowers
 * it; time logged but not billed does not count. Null when no time was billed.
 */
export function realisedHourlyRateCents(timeFeesCents: number, billedTenths: number): number | null {
  if (billedTenths <= 0) return null;
  return Math.round((timeFeesCents * 10) / billedTenths);
}

/**
 * Collected ÷ invoiced over the same window, both excluding VAT, as a percentage. It can pass 100 %
 * when older invoices are paid in the window. Null when nothing was invoiced.
 */
export function collectionRatePercent(collectedCents: number, revenueCents: number): number | null {
  if (revenueCents <= 0) return null;
  return roundToTenth((collectedCents / revenueCents) * 100);
}

/**
 * Lock-up: how many days of billing sit in unbilled work (WIP days) and in unpaid invoices (debtor
 * days), at the period's average daily billing (its revenue ÷ its days). Null days when the period
 * billed nothing: the figure has no meaning then.
 */
export function computeLockUp(input: {
  wipCents: number;
  debtorsCents: number;
  revenueCents: number;
  days: number;
}): TLockUp {
  const dailyBillingCents = input.revenueCents > 0 && input.days > 0 ? input.revenueCents / input.days : null;
  const wipDays = dailyBillingCents === null ? null : roundToTenth(input.wipCents / dailyBillingCents);
  const debtorDays = dailyBillingCents === null ? null : roundToTenth(input.debtorsCents / dailyBillingCents);
  return {
    wipCents: input.wipCents,
    debtorsCents: input.debtorsCents,
    dailyBillingCents: dailyBillingCents === null ? null : Math.round(dailyBillingCents),
    wipDays,
    debtorDays,
    totalDays: wipDays === null || debtorDays === null ? null : roundToTenth(wipDays + debtorDays),
  };
}

/** The average month in days (365.25 ÷ 12), over which a monthly target is spread. */
export const AVERAGE_MONTH_DAYS = 365.25 / 12;

/** A monthly target in minutes spread over a period of `days`, in hours to one decimal. */
export function proratedTargetHours(monthlyTargetMinutes: number, days: number): number {
  return roundToTenth((monthlyTargetMinutes / 60) * (days / AVERAGE_MONTH_DAYS));
}

/** Part ÷ whole as a percentage to one decimal; null when the whole is zero or absent. */
export function percentOf(part: number, whole: number | null): number | null {
  if (whole === null || whole <= 0) return null;
  return roundToTenth((part / whole) * 100);
}

/** The change from the previous figure to this one, as a percentage; null when there is none to compare. */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return roundToTenth(((current - previous) / Math.abs(previous)) * 100);
}

/** Whole days averaged to one decimal; null when there is nothing to average. */
export function averageDays(totalDays: number, count: number): number | null {
  return count > 0 ? roundToTenth(totalDays / count) : null;
}

/** What each figure of GET /api/advanced-analytics/data means, shown beside it and in the report. */
export const ANALYTICS_METHODS = {
  period:
    "Periods are calendar days in South Africa (Africa/Johannesburg), both ends included; preset periods end today. The previous period has the same number of days and ends the day before.",
  totalRevenue:
    "Invoices issued in the period (not void), excluding VAT, less the part excluding VAT of credit notes issued in the period on invoices that are not void.",
  collectedRevenue:
    "Payments received in the period as allocated to invoices, each allocation scaled by its invoice's share excluding VAT (subtotal ÷ total). Money not yet allocated (client credit) is not counted.",
  billableHours: "Hours of time logged in the period at a rate above zero. Hours logged counts all time.",
  activeClients:
    "Clients with time logged on their matters, an invoice issued or a matter opened in the period.",
  avgHourlyRate:
    "Realised rate: the value excluding VAT of time lines on invoices issued in the period, divided by the hours of the time entries those lines bill. Credit notes are not spread over lines and do not lower it.",
  byPracticeArea:
    "Revenue by the practice area (matter type) of the invoice's matter; invoices without a matter are shown as 'No matter'. Hours are those logged in the period.",
  byFeeEarner:
    "The value excluding VAT of each person's time on invoices issued in the period; fixed fees, disbursements and interest are not anyone's time and are left out.",
  byClient: "Revenue as above, by the invoice's client.",
  productivity:
    "Hours logged and billable hours per person in the period. The target is the person's own monthly target, else the firm's, spread over the period's days (a month is 30.4 days); % of target is billable hours ÷ target.",
  averageMatterDuration: "Days from opening to closing, averaged over matters closed in the period.",
  timeToFirstInvoice:
    "Days from a matter's opening to its first issued invoice (not void), averaged over matters whose first invoice was issued in the period.",
  collectionRate:
    "Collected revenue ÷ total revenue of the same period, both excluding VAT. It can pass 100% when older invoices are paid in the period.",
  lockUp:
    "WIP days: unbilled time and unbilled expenses today ÷ the period's average daily billing (revenue ÷ days). Debtor days: unpaid invoice balances today, excluding VAT, ÷ the same daily billing.",
  clients:
    "Top clients by the period's revenue, and by what they owe today (excluding VAT). A client is new when their first matter or first invoice falls in the period; returning clients were active in the period and had a matter or invoice before it.",
} as const;

/** A platform median is shown only when it rests on at least this many firms. */
export const MIN_BENCHMARK_FIRMS = 10;

/**
 * The median as it may be shown: rounded, and only when at least MIN_BENCHMARK_FIRMS firms are in it,
 * so no firm's own figure can be worked back from it.
 */
export function publishableMedian(median: number | null, firmCount: number, decimals: 0 | 1): number | null {
  if (median === null || firmCount < MIN_BENCHMARK_FIRMS) return null;
  return decimals === 0 ? Math.round(median) : roundToTenth(median);
}
