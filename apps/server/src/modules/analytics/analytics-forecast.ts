import {
  addDaysToDate,
  daysBetween,
  lastDayOfMonth,
  nextMonth,
  type TAnalyticsForecastMonth,
} from "@inkundla/shared";

/**
 * The fee forecast's arithmetic: how the firm's own past collections spread today's debtors' book and
 * work in progress over the next three calendar months. All amounts exclude VAT.
 */

/** Cumulative share (0–1) of what was invoiced that was collected within 30, 60 and 90 days of issue. */
export type CollectionCurve = { within30: number; within60: number; within90: number };

/** What a group of past invoices was due (total less credit notes) and what came in by 30, 60, 90 days. */
export type CollectionCohort = {
  invoiceCount: number;
  dueCents: number;
  paidWithin30Cents: number;
  paidWithin60Cents: number;
  paidWithin90Cents: number;
};

/** Fewer past invoices than this, or fewer than two quarters to compare, and the history is "short". */
export const SHORT_HISTORY_INVOICES = 30;
/** A quarter's curve is used for the range only when it rests on at least this many invoices. */
export const QUARTER_MIN_INVOICES = 10;
/** With a short history the range is widened to half and one and a half times the expected figure. */
export const SHORT_HISTORY_RANGE = { low: 0.5, high: 1.5 } as const;
/** Assumed when the firm has no past invoices at all: a third a month, most within 90 days. */
export const ASSUMED_CURVE: CollectionCurve = { within30: 0.3, within60: 0.6, within90: 0.8 };

export function curveOf(cohort: CollectionCohort): CollectionCurve | null {
  if (cohort.dueCents <= 0) return null;
  const share = (cents: number) => Math.min(1, Math.max(0, cents / cohort.dueCents));
  return {
    within30: share(cohort.paidWithin30Cents),
    within60: share(cohort.paidWithin60Cents),
    within90: share(cohort.paidWithin90Cents),
  };
}

/** The share collected by `days` after issue: straight lines between 0, 30, 60 and 90 days, flat after. */
export function shareCollectedBy(curve: CollectionCurve, days: number): number {
  const points: [number, number][] = [
    [0, 0],
    [30, curve.within30],
    [60, curve.within60],
    [90, curve.within90],
  ];
  if (days <= 0) return 0;
  if (days >= 90) return curve.within90;
  for (let index = 1; index < points.length; index += 1) {
    const [endDay, endShare] = points[index] as [number, number];
    const [startDay, startShare] = points[index - 1] as [number, number];
    if (days <= endDay)
      return startShare + ((endShare - startShare) * (days - startDay)) / (endDay - startDay);
  }
  return curve.within90;
}

/**
 * What of an unpaid balance on an invoice `ageDays` old is expected between `startDay` and `endDay`
 * from today: the part of the curve in that stretch, over the part still to come (an invoice that is
 * still unpaid is among the slower ones, so only what is left of the curve applies to it).
 */
export function expectedFromBalance(
  balanceCents: number,
  ageDays: number,
  window: { startDay: number; endDay: number },
  curve: CollectionCurve,
): number {
  const remaining = 1 - shareCollectedBy(curve, ageDays);
  if (remaining <= 1e-9) return 0;
  const gained =
    shareCollectedBy(curve, ageDays + window.endDay) - shareCollectedBy(curve, ageDays + window.startDay);
  return (balanceCents * gained) / remaining;
}

/** The next three calendar months after `today`, as YYYY-MM and their days counted from today. */
export function forecastWindows(today: string): { month: string; startDay: number; endDay: number }[] {
  const windows: { month: string; startDay: number; endDay: number }[] = [];
  let month = nextMonth(today.slice(0, 7));
  for (let index = 0; index < 3; index += 1) {
    windows.push({
      month,
      startDay: daysBetween(today, addDaysToDate(`${month}-01`, -1)),
      endDay: daysBetween(today, lastDayOfMonth(month)),
    });
    month = nextMonth(month);
  }
  return windows;
}

export type DebtorAge = { ageDays: number; balanceCents: number };

/**
 * The expected fees of each forecast month with one curve: the debtors' book by age, and the WIP
 * taken as invoiced today (age 0) and collected along the same curve.
 */
export function forecastWithCurve(
  input: { today: string; debtors: DebtorAge[]; wipCents: number },
  curve: CollectionCurve,
): { month: string; fromDebtors: number; fromWip: number }[] {
  return forecastWindows(input.today).map((window) => ({
    month: window.month,
    fromDebtors: input.debtors.reduce(
      (sum, debtor) => sum + expectedFromBalance(debtor.balanceCents, debtor.ageDays, window, curve),
      0,
    ),
    fromWip: expectedFromBalance(input.wipCents, 0, window, curve),
  }));
}

/**
 * The three months with a range. The expected figure uses the curve of the whole history; low and high
 * are the least and most the months would bring with each quarter's own curve (how the firm's
 * collections have varied). A short history widens the range to half and one and a half times.
 */
export function forecastMonths(input: {
  today: string;
  debtors: DebtorAge[];
  wipCents: number;
  history: CollectionCohort;
  quarters: CollectionCohort[];
}): { months: TAnalyticsForecastMonth[]; curve: CollectionCurve; isHistoryShort: boolean } {
  const usableQuarters = input.quarters
    .filter((quarter) => quarter.invoiceCount >= QUARTER_MIN_INVOICES)
    .map(curveOf)
    .filter((curve): curve is CollectionCurve => curve !== null);
  const isHistoryShort = input.history.invoiceCount < SHORT_HISTORY_INVOICES || usableQuarters.length < 2;
  const curve = curveOf(input.history) ?? ASSUMED_CURVE;
  const expected = forecastWithCurve(input, curve);
  const alternatives = usableQuarters.map((quarterCurve) => forecastWithCurve(input, quarterCurve));
  const months = expected.map((month, index) => {
    const expectedCents = Math.round(month.fromDebtors + month.fromWip);
    let lowCents: number;
    let highCents: number;
    if (isHistoryShort) {
      lowCents = Math.round(expectedCents * SHORT_HISTORY_RANGE.low);
      highCents = Math.round(expectedCents * SHORT_HISTORY_RANGE.high);
    } else {
      const totals = alternatives.map((forecast) => {
        const other = forecast[index];
        return Math.round((other?.fromDebtors ?? 0) + (other?.fromWip ?? 0));
      });
      lowCents = Math.min(expectedCents, ...totals);
      highCents = Math.max(expectedCents, ...totals);
    }
    return {
      month: month.month,
      lowCents,
      expectedCents,
      highCents,
      fromDebtorsCents: Math.round(month.fromDebtors),
      fromWipCents: Math.round(month.fromWip),
    };
  });
  return { months, curve, isHistoryShort };
}

/** The forecast's method in plain words, with the firm's own curve in it. */
export function describeForecastMethod(input: {
  curve: CollectionCurve;
  historyInvoiceCount: number;
  isHistoryShort: boolean;
  hasNoHistory: boolean;
}): string {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const curveText = input.hasNoHistory
    ? `You have no invoices old enough to learn from, so we assume ${percent(ASSUMED_CURVE.within30)} is paid within 30 days, ${percent(ASSUMED_CURVE.within60)} within 60 and ${percent(ASSUMED_CURVE.within90)} within 90.`
    : `Of the ${input.historyInvoiceCount} invoices you issued in the 12 months ending 90 days ago, ${percent(input.curve.within30)} of the amount due was paid within 30 days of issue, ${percent(input.curve.within60)} within 60 and ${percent(input.curve.within90)} within 90.`;
  const rangeText = input.isHistoryShort
    ? "Your history is too short to show how much collections vary, so the range is wide: from half to one and a half times the expected figure."
    : "The low and high figures are what the months would bring if you collected like your slowest and your fastest quarter of that year.";
  return [
    "Fees expected to be received in each of the next three calendar months, excluding VAT.",
    curveText,
    "Each unpaid invoice is expected to follow that pattern from its present age on; invoices more than 90 days old are not counted on. Unbilled time and expenses (work in progress) are taken as invoiced today and paid in the same pattern.",
    "Work not yet done and invoices not yet drafted are not included, so later months show less.",
    rangeText,
  ].join(" ");
}
