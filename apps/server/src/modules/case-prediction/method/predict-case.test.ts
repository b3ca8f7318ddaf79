import { describe, expect, it } from "vitest";
import { type PredictionRecords, predictCase } from "./predict-case.ts";
import { assessRisk, recommendFromRules, riskLevelOf } from "./risk-rules.ts";

const RECORDS: PredictionRecords = {
  byType: { count: 10, successSum: 6 },
  inCourt: { count: 5, successSum: 4 },
  scope: "court",
  lostOrWithdrawn: 1,
  estimatedDuration: { low: 120, medium: 200, high: 400, basedOn: 4 },
  estimatedCosts: { low: 1_000_000, medium: 2_500_000, high: 4_000_000, basedOn: 5 },
  similarMatters: [
    {
      kind: "matter",
      caseRef: "MAT-2025-0001",
      title: "Dube v Acme",
      court: "High Court - Gauteng",
      year: 2025,
      similarity: 71,
      outcome: "won",
      matterId: "11111111-1111-4111-8111-111111111111",
      documentId: null,
    },
  ],
  similarJudgments: [
    {
      kind: "judgment",
      caseRef: "[2019] ZACC 1",
      title: "A v B",
      court: "Constitutional Court",
      year: 2019,
      similarity: 40,
      outcome: null,
      matterId: null,
      documentId: "22222222-2222-4222-8222-222222222222",
    },
  ],
};

const REQUEST = {
  caseType: "Civil Litigation" as const,
  court: "High Court - Gauteng" as const,
  evidenceStrength: "strong" as const,
};

describe("predictCase", () => {
  it("rests the estimate on the court's matters when it has enough, and says so", () => {
    const prediction = predictCase(REQUEST, RECORDS);
    // (4 + 0.5 × 2) / (5 + 2) = 71.43 %, +5 for strong evidence = 76.43 → 76
    expect(prediction.successProbability).toBe(76);
    expect(prediction.confidenceLevel).toBe("medium");
    expect(prediction.basis.comparableMatters).toBe(5);
    expect(prediction.basis.comparableJudgments).toBe(1);
    expect(prediction.basis.method).toContain("in the High Court - Gauteng (the court's own matters");
    expect(prediction.similarCases.map((similar) => similar.caseRef)).toEqual([
      "MAT-2025-0001",
      "[2019] ZACC 1",
    ]);
    expect(prediction.reasoning).toBeNull();
    expect(prediction.keyFactors.reduce((sum, factor) => sum + factor.weight, 0)).toBe(100);
    expect(prediction.recommendations.every((recommendation) => recommendation.source === "rules")).toBe(
      true,
    );
  });

  it("falls back to every court's matters, with low confidence, when the type has few", () => {
    const prediction = predictCase(
      { ...REQUEST, evidenceStrength: "moderate" },
      {
        ...RECORDS,
        byType: { count: 3, successSum: 1 },
        inCourt: { count: 1, successSum: 0 },
        scope: "case_type",
      },
    );
    // (1 + 1) / (3 + 2) = 40 %
    expect(prediction.successProbability).toBe(40);
    expect(prediction.confidenceLevel).toBe("low");
    expect(prediction.riskAssessment.level).toBe("high");
    expect(prediction.basis.method).toContain("in every court (the High Court - Gauteng has fewer than 5");
  });
});

describe("riskLevelOf", () => {
  it("follows the colours, but never calls an estimate on few matters low risk", () => {
    expect(riskLevelOf(70, "high")).toBe("low");
    expect(riskLevelOf(90, "low")).toBe("medium");
    expect(riskLevelOf(69, "high")).toBe("medium");
    expect(riskLevelOf(49, "high")).toBe("high");
  });
});

const RISK_INPUTS = {
  successProbability: 42,
  confidenceLevel: "low" as const,
  comparableMatters: 4,
  lostOrWithdrawn: 2,
  evidence: "weak" as const,
  estimatedDuration: { low: 300, medium: 420, high: 500, basedOn: 3 },
  estimatedCosts: null,
  judgmentCitations: [],
};

describe("assessRisk", () => {
  it("names each risk the records show with a mitigation beside it", () => {
    const risk = assessRisk(RISK_INPUTS);
    expect(risk.level).toBe("high");
    expect(risk.factors).toEqual([
      "The estimate is below even odds (42%).",
      "Only 4 matters to compare with: the estimate is a rough guide.",
      "The evidence is stated as weak.",
      "2 of 4 comparable matters were lost or withdrawn.",
      "Comparable matters took a median of 420 days from issue to final order.",
    ]);
    expect(risk.mitigation).toHaveLength(risk.factors.length);
  });

  it("says when no risk stands out", () => {
    const risk = assessRisk({
      ...RISK_INPUTS,
      successProbability: 80,
      confidenceLevel: "high",
      comparableMatters: 30,
      lostOrWithdrawn: 3,
      evidence: "strong",
      estimatedDuration: null,
    });
    expect(risk).toEqual({
      level: "low",
      factors: ["No particular risk stands out in the firm's records."],
      mitigation: ["Keep the estimate under review as the evidence develops."],
    });
  });
});

describe("recommendFromRules", () => {
  it("puts the pressing recommendations first and gives the fee estimate in rand", () => {
    const recommendations = recommendFromRules({
      ...RISK_INPUTS,
      estimatedCosts: { low: 1_000_000, medium: 2_500_000, high: 4_000_000, basedOn: 5 },
      judgmentCitations: ["[2019] ZACC 1"],
    });
    expect(
      recommendations.map((recommendation) => [recommendation.priority, recommendation.category]),
    ).toEqual([
      ["high", "Strategy"],
      ["high", "Evidence"],
      ["medium", "Records"],
      ["medium", "Costs"],
      ["low", "Planning"],
      ["low", "Research"],
    ]);
    expect(recommendations[3]!.recommendation).toMatch(/about R\s?25[\s\u00a0]000,00/);
  });
});
