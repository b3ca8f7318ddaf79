import type { TCasePrediction, TCasePredictionRequest, TSimilarCase } from "@inkundla/shared";
import { weighKeyFactors } from "./key-factors.ts";
import { assessRisk, recommendFromRules } from "./risk-rules.ts";
import {
  type ComparableScope,
  type ComparableTotals,
  confidenceFromCount,
  estimateSuccessProbability,
  HIGH_CONFIDENCE_FROM,
  MEDIUM_CONFIDENCE_FROM,
  PRIOR_SUCCESS_RATE,
  PRIOR_WEIGHT,
} from "./success-probability.ts";

type EstimateRange = NonNullable<TCasePrediction["estimatedDuration"]>;

/** What the job read from the firm's records and the corpus for one request. */
export type PredictionRecords = {
  /** The firm's outcomes of the case type, every court ("other" outcomes left out). */
  byType: ComparableTotals;
  /** Those in the named court; null when no court was named. */
  inCourt: ComparableTotals | null;
  scope: ComparableScope;
  /** Comparable matters (in the scope) lost or withdrawn. */
  lostOrWithdrawn: number;
  estimatedDuration: EstimateRange | null;
  estimatedCosts: EstimateRange | null;
  similarMatters: TSimilarCase[];
  similarJudgments: TSimilarCase[];
};

type PredictionRequest = Pick<TCasePredictionRequest, "caseType" | "court" | "evidenceStrength">;

/** The comparable matters' totals: the court's own when its matters were used, else the type's. */
export function scopeTotalsOf(records: Pick<PredictionRecords, "byType" | "inCourt" | "scope">) {
  return records.scope === "court" && records.inCourt ? records.inCourt : records.byType;
}

/** The method in plain words, with this request's figures, shown beside every estimate. */
export function describeMethod(request: PredictionRequest, records: PredictionRecords): string {
  const count = scopeTotalsOf(records).count;
  const where =
    records.scope === "court"
      ? `in the ${request.court} (the court's own matters, as it has at least ${MEDIUM_CONFIDENCE_FROM})`
      : request.court
        ? `in every court (the ${request.court} has fewer than ${MEDIUM_CONFIDENCE_FROM} of its own)`
        : "in every court";
  const sentences = [
    `Comparable matters: the firm's ${count} closed ${count === 1 ? "matter" : "matters"} of ${request.caseType} ${where} with a recorded outcome.`,
    `Success probability = (sum of their success values + ${PRIOR_SUCCESS_RATE} × ${PRIOR_WEIGHT}) ÷ (number of matters + ${PRIOR_WEIGHT}) × 100, where a win or a judgment by default counts 1, a settlement ½ and a loss or withdrawal 0 (outcomes marked "other" are left out); then the evidence strength adds very strong +10, strong +5, moderate 0, weak −7 or very weak −15 points, and the result is kept within 5–95.`,
    `Confidence: low under ${MEDIUM_CONFIDENCE_FROM} comparable matters, medium from ${MEDIUM_CONFIDENCE_FROM} to ${HIGH_CONFIDENCE_FROM - 1}, high from ${HIGH_CONFIDENCE_FROM}.`,
    records.estimatedDuration
      ? `Duration: the median and middle half (25th to 75th percentile) of the days from issue to final order of the ${records.estimatedDuration.basedOn} comparable matters with both dates.`
      : "Duration: no comparable matter has both its issue and final order dates recorded.",
    records.estimatedCosts
      ? `Costs: the median and middle half of the time value recorded on the ${records.estimatedCosts.basedOn} comparable matters with time recorded.`
      : "Costs: no time is recorded on the comparable matters.",
    "Similar judgments are found in the research corpus by the words of the description; they do not change the figures.",
  ];
  return sentences.join(" ");
}

/**
 * The prediction from the records alone (the local rules): the estimate, its confidence, the ranges,
 * the factors with their weights, the risks and the recommendations. A model may add reasoning later.
 */
export function predictCase(request: PredictionRequest, records: PredictionRecords): TCasePrediction {
  const totals = scopeTotalsOf(records);
  const successProbability = estimateSuccessProbability(totals, request.evidenceStrength);
  const confidenceLevel = confidenceFromCount(totals.count);
  const riskInputs = {
    successProbability,
    confidenceLevel,
    comparableMatters: totals.count,
    lostOrWithdrawn: records.lostOrWithdrawn,
    evidence: request.evidenceStrength,
    estimatedDuration: records.estimatedDuration,
    estimatedCosts: records.estimatedCosts,
    judgmentCitations: records.similarJudgments.map((judgment) => judgment.caseRef),
  };
  return {
    successProbability,
    confidenceLevel,
    estimatedDuration: records.estimatedDuration,
    estimatedCosts: records.estimatedCosts,
    similarCases: [...records.similarMatters, ...records.similarJudgments],
    keyFactors: weighKeyFactors({
      byType: records.byType,
      inCourt: records.inCourt,
      court: request.court,
      scope: records.scope,
      evidence: request.evidenceStrength,
    }),
    riskAssessment: assessRisk(riskInputs),
    recommendations: recommendFromRules(riskInputs),
    reasoning: null,
    removedCitations: [],
    basis: {
      comparableMatters: totals.count,
      comparableJudgments: records.similarJudgments.length,
      method: describeMethod(request, records),
    },
  };
}
