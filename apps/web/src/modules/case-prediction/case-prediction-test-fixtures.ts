import type { TCasePrediction, TCasePredictionRecord } from "@inkundla/shared";

export const PREDICTION_ID = "33333333-3333-4333-8333-333333333333";
export const LOCAL_ENGINE = "Rule-based analysis — no language model configured";

export function buildPrediction(overrides: Partial<TCasePrediction> = {}): TCasePrediction {
  return {
    successProbability: 69,
    confidenceLevel: "medium",
    estimatedDuration: { low: 175, medium: 250, high: 325, basedOn: 4 },
    estimatedCosts: { low: 150_000, medium: 200_000, high: 300_000, basedOn: 3 },
    similarCases: [
      {
        kind: "matter",
        caseRef: "MAT-2025-0001",
        title: "Gauteng won A",
        court: "High Court - Gauteng",
        year: 2025,
        similarity: 71,
        outcome: "won",
        matterId: "11111111-1111-4111-8111-111111111111",
        documentId: null,
      },
      {
        kind: "matter",
        caseRef: "MAT-2025-0002",
        title: "Gauteng settled",
        court: "High Court - Gauteng",
        year: 2024,
        similarity: 55,
        outcome: "settled",
        matterId: "11111111-1111-4111-8111-111111111112",
        documentId: null,
      },
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
      {
        kind: "judgment",
        caseRef: "[2020] ZASCA 2",
        title: "C v D",
        court: "Supreme Court of Appeal",
        year: 2020,
        similarity: 30,
        outcome: null,
        matterId: null,
        documentId: "22222222-2222-4222-8222-222222222223",
      },
    ],
    keyFactors: [
      { factor: "Court", impact: "positive", weight: 46, description: "Court's own matters." },
      { factor: "Base rate of comparable matters", impact: "positive", weight: 23, description: "60%." },
      { factor: "Volume of comparable matters", impact: "negative", weight: 20, description: "5 matters." },
      { factor: "Evidence strength", impact: "positive", weight: 11, description: "+5 points." },
    ],
    riskAssessment: {
      level: "medium",
      factors: ["Comparable matters took a median of 400 days from issue to final order."],
      mitigation: ["Tell the client early how long it is likely to take."],
    },
    recommendations: [
      {
        priority: "high",
        category: "Evidence",
        recommendation: "Gather further evidence.",
        rationale: "Weak.",
        source: "rules",
      },
      {
        priority: "medium",
        category: "Costs",
        recommendation: "Give a fee estimate.",
        rationale: "Time.",
        source: "rules",
      },
      {
        priority: "low",
        category: "Planning",
        recommendation: "Plan for 250 days.",
        rationale: "Dates.",
        source: "rules",
      },
      {
        priority: "low",
        category: "Research",
        recommendation: "Read the judgment.",
        rationale: "Corpus.",
        source: "rules",
      },
    ],
    reasoning: null,
    removedCitations: [],
    basis: {
      comparableMatters: 5,
      comparableJudgments: 2,
      method: "Comparable matters: the firm's 5 closed matters.",
    },
    ...overrides,
  };
}

export function buildPredictionRecord(overrides: Partial<TCasePredictionRecord> = {}): TCasePredictionRecord {
  return {
    id: PREDICTION_ID,
    caseTitle: "Supplier v Retailer",
    caseType: "Contract Disputes",
    court: "High Court - Gauteng",
    evidenceStrength: "strong",
    matterId: null,
    matterReference: null,
    status: "completed",
    error: null,
    engine: LOCAL_ENGINE,
    createdDate: "2026-03-10T08:00:00.000Z",
    completedAt: "2026-03-10T08:00:01.000Z",
    prediction: buildPrediction(),
    ...overrides,
  };
}

export const NO_CALIBRATION = {
  compared: 0,
  bands: [
    { label: "0–49%", low: 0, high: 49, count: 0, meanPredicted: null, actualRate: null },
    { label: "50–69%", low: 50, high: 69, count: 0, meanPredicted: null, actualRate: null },
    { label: "70–100%", low: 70, high: 100, count: 0, meanPredicted: null, actualRate: null },
  ],
  brierScore: null,
  note: "Not enough closed matters yet: a prediction tied to a matter is compared with the matter's outcome once it closes.",
};
