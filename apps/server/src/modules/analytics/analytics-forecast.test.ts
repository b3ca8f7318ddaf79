import { describe, expect, it } from "vitest";
import {
  type CollectionCohort,
  describeForecastMethod,
  expectedFromBalance,
  forecastMonths,
  forecastWindows,
  shareCollectedBy,
} from "./analytics-forecast.ts";

// Half collected within 30 days, 80% within 60, 90% within 90.
const curve = { within30: 0.5, within60: 0.8, within90: 0.9 };
const cohort = (invoiceCount: number, shares: [number, number, number]): CollectionCohort => ({
  invoiceCount,
  dueCents: 100_000,
  paidWithin30Cents: shares[0] * 100_000,
  paidWithin60Cents: shares[1] * 100_000,
  paidWithin90Cents: shares[2] * 100_000,
});

describe("shareCollectedBy", () => {
  it("runs in straight lines between 0, 30, 60 and 90 days and stays flat after", () => {
    expect(shareCollectedBy(curve, 15)).toBeCloseTo(0.25);
    expect(shareCollectedBy(curve, 45)).toBeCloseTo(0.65);
    expect(shareCollectedBy(curve, 100)).toBeCloseTo(0.9);
    expect(shareCollectedBy(curve, 0)).toBe(0);
  });
});

describe("expectedFromBalance", () => {
  it("applies what is left of the curve to an invoice still unpaid", () => {
    // 30 days old: half is usually in by now, so of what is left, (0.8 − 0.5) ÷ 0.5 = 60% comes next month.
    expect(expectedFromBalance(100_000, 30, { startDay: 0, endDay: 30 }, curve)).toBeCloseTo(60_000);
  });

  it("counts on nothing from an invoice older than 90 days", () => {
    expect(expectedFromBalance(50_000, 100, { startDay: 0, endDay: 30 }, curve)).toBe(0);
  });
});

describe("forecastWindows", () => {
  it("gives the next three calendar months as days from today", () => {
    expect(forecastWindows("2026-11-26")).toEqual([
      { month: "2026-12", startDay: 4, endDay: 35 },
      { month: "2027-01", startDay: 35, endDay: 66 },
      { month: "2027-02", startDay: 66, endDay: 94 },
    ]);
  });
});

describe("forecastMonths", () => {
  it("collects the WIP along the firm's curve, with a wide range when the history is short", () => {
    // R1,000 of WIP taken as invoiced today: December gets S(35) − S(4) = 0.55 − 0.0667 = 48.33%,
    // January S(66) − S(35) = 0.82 − 0.55 = 27%, February S(94) − S(66) = 0.9 − 0.82 = 8%.
    const forecast = forecastMonths({
      today: "2026-11-26",
      debtors: [],
      wipCents: 100_000,
      history: cohort(5, [0.5, 0.8, 0.9]),
      quarters: [],
    });
    expect(forecast.isHistoryShort).toBe(true);
    expect(forecast.months.map((month) => month.expectedCents)).toEqual([48_333, 27_000, 8_000]);
    expect(forecast.months[0]).toMatchObject({ lowCents: 24_167, highCents: 72_500, fromWipCents: 48_333 });
  });

  it("adds the debtors' book by age: a 30-day-old invoice of R1,000", () => {
    // S(30) = 0.5 is behind it; December covers days 34–65 of its life: (S(65) − S(34)) ÷ 0.5
    // = (0.8167 − 0.54) ÷ 0.5 = 55.33%; January (S(96) − S(65)) ÷ 0.5 = (0.9 − 0.8167) ÷ 0.5 = 16.67%.
    const forecast = forecastMonths({
      today: "2026-11-26",
      debtors: [{ ageDays: 30, balanceCents: 100_000 }],
      wipCents: 0,
      history: cohort(5, [0.5, 0.8, 0.9]),
      quarters: [],
    });
    expect(forecast.months.map((month) => month.fromDebtorsCents)).toEqual([55_333, 16_667, 0]);
  });

  it("takes the range from the slowest and fastest quarters when the history is long enough", () => {
    // Slow quarter {0.4, 0.7, 0.8}: December S(35) − S(4) = 0.45 − 0.0533 = 39.67%.
    // Fast quarter {0.6, 0.9, 1.0}: December 0.65 − 0.08 = 57%.
    const forecast = forecastMonths({
      today: "2026-11-26",
      debtors: [],
      wipCents: 100_000,
      history: cohort(40, [0.5, 0.8, 0.9]),
      quarters: [cohort(20, [0.4, 0.7, 0.8]), cohort(20, [0.6, 0.9, 1])],
    });
    expect(forecast.isHistoryShort).toBe(false);
    expect(forecast.months[0]).toMatchObject({ lowCents: 39_667, expectedCents: 48_333, highCents: 57_000 });
  });

  it("assumes a cautious pattern when there is no history at all", () => {
    // Assumed {0.3, 0.6, 0.8}: December S(35) − S(4) = 0.35 − 0.04 = 31%.
    const forecast = forecastMonths({
      today: "2026-11-26",
      debtors: [],
      wipCents: 100_000,
      history: {
        invoiceCount: 0,
        dueCents: 0,
        paidWithin30Cents: 0,
        paidWithin60Cents: 0,
        paidWithin90Cents: 0,
      },
      quarters: [],
    });
    expect(forecast.months[0]?.expectedCents).toBe(31_000);
    expect(forecast.isHistoryShort).toBe(true);
  });
});

describe("describeForecastMethod", () => {
  it("states the firm's own curve and that a short history widens the range", () => {
    const text = describeForecastMethod({
      curve,
      historyInvoiceCount: 12,
      isHistoryShort: true,
      hasNoHistory: false,
    });
    expect(text).toContain("Of the 12 invoices");
    expect(text).toContain("50% of the amount due was paid within 30 days");
    expect(text).toContain("too short");
  });
});
