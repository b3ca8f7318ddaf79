import { describe, expect, it } from "vitest";
import {
  describeProratedAmount,
  formatPlanPrice,
  formatStorage,
  formatUsage,
  usagePercent,
} from "./subscription-format";

describe("formatPlanPrice", () => {
  it("shows rand in the en-ZA format", () => {
    expect(formatPlanPrice(149_900)).toBe(`R${"\u00a0"}1${"\u00a0"}499,00`);
  });

  it("shows Custom for a plan without a list price", () => {
    expect(formatPlanPrice(null)).toBe("Custom");
  });
});

describe("formatStorage", () => {
  it("shows nothing stored as 0 B", () => {
    expect(formatStorage(0)).toBe("0 B");
  });

  it("uses the largest unit with one decimal", () => {
    expect(formatStorage(2.4 * 1024 ** 3)).toBe("2,4 GB");
  });
});

describe("formatUsage and usagePercent", () => {
  it("reads 'of Unlimited' with no bar for an unlimited allowance", () => {
    expect(formatUsage(27, null)).toBe("27 of Unlimited");
    expect(usagePercent(27, null)).toBeNull();
  });

  it("reads 'of N' and fills the bar in proportion, never past full", () => {
    expect(formatUsage(3, 5)).toBe("3 of 5");
    expect(usagePercent(3, 5)).toBe(60);
    expect(usagePercent(7, 5)).toBe(100);
  });
});

describe("describeProratedAmount", () => {
  const periodEnd = "2026-05-31T10:00:00.000Z";

  it("states a charge", () => {
    expect(describeProratedAmount(66_667, periodEnd)).toBe(
      `You will be charged R${"\u00a0"}666,67 now for the rest of this billing period (until 31 May 2026).`,
    );
  });

  it("states a credit as a positive amount", () => {
    expect(describeProratedAmount(-125_000, periodEnd)).toContain(
      `You will receive a credit of R${"\u00a0"}1${"\u00a0"}250,00`,
    );
  });

  it("says when nothing is owed", () => {
    expect(describeProratedAmount(0, periodEnd)).toContain("There is no charge or credit");
  });
});
