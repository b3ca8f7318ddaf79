import { describe, expect, it } from "vitest";
import { measureFactorEffects, shareOutHundred, weighKeyFactors } from "./key-factors.ts";
import { estimateSuccessProbability } from "./success-probability.ts";

const IN_COURT = {
  byType: { count: 10, successSum: 6 },
  inCourt: { count: 5, successSum: 4 },
  court: "High Court - Gauteng" as const,
  scope: "court" as const,
  evidence: "strong" as const,
};

describe("measureFactorEffects", () => {
  it("splits the distance from 50% into base rate, court, evidence and volume, adding up to the estimate", () => {
    const effects = measureFactorEffects(IN_COURT);
    const points = Object.fromEntries(effects.map((effect) => [effect.factor, effect.points]));
    expect(points["Base rate of comparable matters"]).toBeCloseTo(10, 9); // 60% against 50%
    expect(points.Court).toBeCloseTo(20, 9); // 80% in the court against 60%
    expect(points["Evidence strength"]).toBe(5);
    expect(points["Volume of comparable matters"]).toBeCloseTo(100 * (5 / 7) - 80, 9); // smoothing
    const total = 50 + effects.reduce((sum, effect) => sum + effect.points, 0);
    expect(Math.round(total)).toBe(estimateSuccessProbability(IN_COURT.inCourt, "strong"));
  });

  it("says the court's matters were too few when it has fewer than 5, and gives the court no effect", () => {
    const effects = measureFactorEffects({
      ...IN_COURT,
      inCourt: { count: 3, successSum: 3 },
      scope: "case_type",
    });
    const court = effects.find((effect) => effect.factor === "Court")!;
    expect(court.points).toBe(0);
    expect(court.description).toContain("Only 3 matters in the High Court - Gauteng (fewer than 5)");
  });
});

describe("shareOutHundred", () => {
  it("rounds shares so they add up to exactly 100, the largest remainders getting the odd points", () => {
    expect(shareOutHundred([1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOutHundred([10, 20, 5, 60 / 7])).toEqual([23, 46, 11, 20]);
    expect(shareOutHundred([0, 0])).toEqual([0, 0]);
  });
});

describe("weighKeyFactors", () => {
  it("weighs each input by its share of the movement, heaviest first, with its direction", () => {
    const factors = weighKeyFactors(IN_COURT);
    expect(factors.map(({ factor, impact, weight }) => ({ factor, impact, weight }))).toEqual([
      { factor: "Court", impact: "positive", weight: 46 },
      { factor: "Base rate of comparable matters", impact: "positive", weight: 23 },
      { factor: "Volume of comparable matters", impact: "negative", weight: 20 },
      { factor: "Evidence strength", impact: "positive", weight: 11 },
    ]);
    expect(factors.reduce((sum, factor) => sum + factor.weight, 0)).toBe(100);
  });

  it("puts the whole weight on the missing records when nothing is recorded and the evidence is moderate", () => {
    const factors = weighKeyFactors({
      byType: { count: 0, successSum: 0 },
      inCourt: null,
      court: null,
      scope: "case_type",
      evidence: "moderate",
    });
    expect(factors[0]).toMatchObject({
      factor: "Volume of comparable matters",
      weight: 100,
      impact: "neutral",
    });
    expect(factors.reduce((sum, factor) => sum + factor.weight, 0)).toBe(100);
  });

  it("marks weak evidence as a negative factor", () => {
    const factors = weighKeyFactors({ ...IN_COURT, evidence: "very_weak" });
    expect(factors.find((factor) => factor.factor === "Evidence strength")).toMatchObject({
      impact: "negative",
    });
  });
});
