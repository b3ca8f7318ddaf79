import { describe, expect, it } from "vitest";
import { todayInSouthAfrica } from "../dates.ts";
import {
  ANALYTICS_MESSAGES,
  bucketForDays,
  isAnalyticsPlan,
  resolveAnalyticsPeriod,
  ZAnalyticsQuery,
} from "./analytics.schemas.ts";

function firstMessage(input: Record<string, string>): string | undefined {
  const parsed = ZAnalyticsQuery.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe("ZAnalyticsQuery", () => {
  it("defaults to the last 30 days", () => {
    expect(ZAnalyticsQuery.parse({})).toEqual({ period: "last30days" });
  });

  it("asks for both dates of a custom period", () => {
    expect(firstMessage({ period: "custom", from: "2026-03-01" })).toBe(
      ANALYTICS_MESSAGES.customDatesRequired,
    );
  });

  it("refuses a custom period that ends before it starts", () => {
    expect(firstMessage({ period: "custom", from: "2026-03-10", to: "2026-03-09" })).toBe(
      ANALYTICS_MESSAGES.endBeforeStart,
    );
  });

  it("accepts five years to the day before and refuses one day more", () => {
    expect(firstMessage({ period: "custom", from: "2020-01-01", to: "2024-12-31" })).toBeUndefined();
    expect(firstMessage({ period: "custom", from: "2020-01-01", to: "2025-01-01" })).toBe(
      ANALYTICS_MESSAGES.tooLong,
    );
  });

  it("refuses dates with a preset period, which would be ignored", () => {
    expect(firstMessage({ period: "last7days", from: "2026-03-01" })).toBe(
      ANALYTICS_MESSAGES.datesWithoutCustom,
    );
  });

  it("refuses an unknown period", () => {
    expect(firstMessage({ period: "last2days" })).toBe("Choose one of the listed periods");
  });
});

describe("resolveAnalyticsPeriod", () => {
  it("ends a preset period today and puts the previous period of the same length just before it", () => {
    expect(resolveAnalyticsPeriod({ period: "last30days" }, "2026-04-01")).toEqual({
      current: { from: "2026-03-03", to: "2026-04-01", days: 30 },
      previous: { from: "2026-02-01", to: "2026-03-02", days: 30 },
    });
  });

  it("counts the last 12 months from the day after the same date a year ago, 366 days across 29 February", () => {
    expect(resolveAnalyticsPeriod({ period: "last12months" }, "2026-11-26").current).toEqual({
      from: "2025-11-27",
      to: "2026-11-26",
      days: 365,
    });
    expect(resolveAnalyticsPeriod({ period: "last12months" }, "2028-03-01").current.days).toBe(366);
  });

  it("reckons today in South Africa: 22:30 UTC on 31 March is already 1 April", () => {
    const today = todayInSouthAfrica(new Date("2026-03-31T22:30:00Z"));
    expect(resolveAnalyticsPeriod({ period: "last7days" }, today).current).toEqual({
      from: "2026-03-26",
      to: "2026-04-01",
      days: 7,
    });
  });

  it("takes a custom period as given, both ends included", () => {
    const { current, previous } = resolveAnalyticsPeriod(
      { period: "custom", from: "2026-03-01", to: "2026-03-31" },
      "2026-11-26",
    );
    expect(current).toEqual({ from: "2026-03-01", to: "2026-03-31", days: 31 });
    expect(previous).toEqual({ from: "2026-01-29", to: "2026-02-28", days: 31 });
  });
});

describe("bucketForDays and isAnalyticsPlan", () => {
  it("draws up to 92 days per day and longer periods per month", () => {
    expect(bucketForDays(90)).toBe("day");
    expect(bucketForDays(365)).toBe("month");
  });

  it("includes analytics in Professional and Enterprise only", () => {
    expect(["solo", "small_firm", "professional", "enterprise"].map(isAnalyticsPlan)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
