import { describe, expect, it } from "vitest";
import {
  averageDays,
  changePercent,
  collectionRatePercent,
  computeLockUp,
  percentOf,
  proratedTargetHours,
  publishableMedian,
  realisedHourlyRateCents,
} from "./analytics-metrics.ts";

// Every expected figure below was worked out by hand from the inputs beside it.

describe("realisedHourlyRateCents", () => {
  it("divides the billed time's value by its hours: R3,000 for 2.5 hours is R1,200 an hour", () => {
    expect(realisedHourlyRateCents(300_000, 25)).toBe(120_000);
  });

  it("rounds to the cent: R1,000 for 3 hours is R333.33 an hour", () => {
    expect(realisedHourlyRateCents(100_000, 30)).toBe(33_333);
  });

  it("has no rate when no time was billed", () => {
    expect(realisedHourlyRateCents(0, 0)).toBeNull();
  });
});

describe("collectionRatePercent", () => {
  it("is collected over invoiced: R450 of R600 is 75%", () => {
    expect(collectionRatePercent(45_000, 60_000)).toBe(75);
  });

  it("passes 100% when older invoices are paid in the window: R700 of R600 is 116.7%", () => {
    expect(collectionRatePercent(70_000, 60_000)).toBe(116.7);
  });

  it("has no rate when nothing was invoiced", () => {
    expect(collectionRatePercent(10_000, 0)).toBeNull();
  });
});

describe("computeLockUp", () => {
  it("counts WIP and debtors in days of the period's average billing", () => {
    // R9,000 billed over 30 days is R300 a day; R3,000 of WIP is 10 days, R4,500 owed is 15 days.
    expect(
      computeLockUp({ wipCents: 300_000, debtorsCents: 450_000, revenueCents: 900_000, days: 30 }),
    ).toEqual({
      wipCents: 300_000,
      debtorsCents: 450_000,
      dailyBillingCents: 30_000,
      wipDays: 10,
      debtorDays: 15,
      totalDays: 25,
    });
  });

  it("rounds the days to one decimal: R1,000 of WIP at R300 a day is 3.3 days", () => {
    const lockUp = computeLockUp({ wipCents: 100_000, debtorsCents: 0, revenueCents: 210_000, days: 7 });
    expect(lockUp.wipDays).toBe(3.3);
    expect(lockUp.debtorDays).toBe(0);
  });

  it("has no days when the period billed nothing", () => {
    const lockUp = computeLockUp({ wipCents: 100_000, debtorsCents: 50_000, revenueCents: 0, days: 30 });
    expect(lockUp).toMatchObject({
      dailyBillingCents: null,
      wipDays: null,
      debtorDays: null,
      totalDays: null,
    });
  });
});

describe("proratedTargetHours", () => {
  it("spreads a 120-hour monthly target over 30 days as 118.3 hours (a month is 30.44 days)", () => {
    expect(proratedTargetHours(120 * 60, 30)).toBe(118.3);
  });

  it("gives twelve months' worth, less a quarter day, over 365 days", () => {
    // 1,440 hours × 365 ÷ 365.25 = 1,439.01.
    expect(proratedTargetHours(120 * 60, 365)).toBe(1439);
  });
});

describe("changePercent and percentOf", () => {
  it("states the change against the previous figure", () => {
    expect(changePercent(120, 100)).toBe(20);
    expect(changePercent(80, 100)).toBe(-20);
  });

  it("has no change from nothing or to an unknown figure", () => {
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(null, 10)).toBeNull();
  });

  it("gives a part of a whole as a percentage, none without a whole", () => {
    expect(percentOf(90, 120)).toBe(75);
    expect(percentOf(90, null)).toBeNull();
  });
});

describe("averageDays", () => {
  it("averages to one decimal: 100 days over 3 matters is 33.3", () => {
    expect(averageDays(100, 3)).toBe(33.3);
    expect(averageDays(0, 0)).toBeNull();
  });
});

describe("publishableMedian", () => {
  it("withholds a median of fewer than 10 firms", () => {
    expect(publishableMedian(123_456.7, 9, 0)).toBeNull();
  });

  it("gives a rounded median of 10 or more firms", () => {
    expect(publishableMedian(123_456.7, 10, 0)).toBe(123_457);
    expect(publishableMedian(12.34, 12, 1)).toBe(12.3);
  });
});
