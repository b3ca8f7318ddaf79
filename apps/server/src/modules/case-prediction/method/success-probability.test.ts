import { describe, expect, it } from "vitest";
import {
  chooseComparableScope,
  confidenceFromCount,
  estimateSuccessProbability,
  rawSuccessRate,
  smoothedSuccessRate,
} from "./success-probability.ts";

describe("smoothedSuccessRate", () => {
  it("is the prior of one half when there are no comparable matters", () => {
    expect(smoothedSuccessRate({ count: 0, successSum: 0 })).toBe(0.5);
  });

  it("adds the prior as two matters of half a success each", () => {
    // 3 won, 1 settled, 1 lost: (3 + 0.5 + 0.5 × 2) / (5 + 2) = 4.5 / 7
    expect(smoothedSuccessRate({ count: 5, successSum: 3.5 })).toBeCloseTo(4.5 / 7, 12);
  });

  it("comes close to the records' own rate when there are many", () => {
    expect(smoothedSuccessRate({ count: 1000, successSum: 800 })).toBeCloseTo(801 / 1002, 12);
    expect(rawSuccessRate({ count: 1000, successSum: 800 })).toBe(0.8);
    expect(rawSuccessRate({ count: 0, successSum: 0 })).toBeNull();
  });
});

describe("estimateSuccessProbability", () => {
  it("rounds 100 × the smoothed rate, half up", () => {
    // 4.5 / 7 = 64.2857 % → 64
    expect(estimateSuccessProbability({ count: 5, successSum: 3.5 }, "moderate")).toBe(64);
    // (1 + 1) / (2 + 2) = 50 %; (0.5 + 1) / (1 + 2) = 50 %
    expect(estimateSuccessProbability({ count: 2, successSum: 1 }, "moderate")).toBe(50);
    // (2 + 1) / (6 + 2) = 37.5 % → 38 (half up)
    expect(estimateSuccessProbability({ count: 6, successSum: 2 }, "moderate")).toBe(38);
  });

  it("shifts the estimate by the stated points for the evidence", () => {
    const totals = { count: 5, successSum: 3.5 };
    expect(estimateSuccessProbability(totals, "very_strong")).toBe(74);
    expect(estimateSuccessProbability(totals, "strong")).toBe(69);
    expect(estimateSuccessProbability(totals, "weak")).toBe(57);
    expect(estimateSuccessProbability(totals, "very_weak")).toBe(49);
  });

  it("never claims more than 95 or less than 5", () => {
    expect(estimateSuccessProbability({ count: 100, successSum: 100 }, "very_strong")).toBe(95);
    expect(estimateSuccessProbability({ count: 100, successSum: 0 }, "very_weak")).toBe(5);
  });
});

describe("confidenceFromCount", () => {
  it("is low under 5 comparable matters, medium from 5 to 19 and high from 20", () => {
    expect([0, 4, 5, 19, 20, 500].map(confidenceFromCount)).toEqual([
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
    ]);
  });
});

describe("chooseComparableScope", () => {
  it("uses the court's own matters only when a court was named and it has at least 5", () => {
    expect(chooseComparableScope(true, 5)).toBe("court");
    expect(chooseComparableScope(true, 4)).toBe("case_type");
    expect(chooseComparableScope(false, 50)).toBe("case_type");
  });
});
