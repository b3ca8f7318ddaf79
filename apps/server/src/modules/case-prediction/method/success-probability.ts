import type { TConfidenceLevel, TEvidenceStrength } from "@inkundla/shared";

/**
 * The success rate assumed before any record is read: even odds. Each estimate is pulled towards it,
 * strongly when the firm has few comparable matters and hardly at all when it has many.
 */
export const PRIOR_SUCCESS_RATE = 0.5;

/** How many matters' worth of weight the prior carries (additive smoothing). */
export const PRIOR_WEIGHT = 2;

/**
 * The points the person's own reading of the evidence moves the estimate. Modest on purpose: it is a
 * judgement the records cannot check, so it may tilt the estimate but never outweigh the firm's history;
 * weak evidence moves it further down than strong evidence moves it up, as a case is lost on its weakest proof.
 */
export const EVIDENCE_SHIFTS: Record<TEvidenceStrength, number> = {
  very_strong: 10,
  strong: 5,
  moderate: 0,
  weak: -7,
  very_weak: -15,
};

/** No estimate claims certainty either way: the records are a firm's own few hundred matters at most. */
export const PROBABILITY_FLOOR = 5;
export const PROBABILITY_CEILING = 95;

/** Fewer comparable matters than this is low confidence; from here to the next bound, medium. */
export const MEDIUM_CONFIDENCE_FROM = 5;
export const HIGH_CONFIDENCE_FROM = 20;

/**
 * The court's own matters are used instead of all the type's courts once there are this many of them:
 * below it, the court's record is too thin to be worth more than the type's across courts.
 */
export const COURT_SCOPE_MINIMUM = MEDIUM_CONFIDENCE_FROM;

/** A count of comparable matters and the sum of their success values (won 1, settled ½, lost 0). */
export type ComparableTotals = { count: number; successSum: number };

/**
 * The smoothed success rate (0..1): (Σ success + prior × k) / (n + k). With no records it is the prior;
 * with many it approaches the records' own rate.
 */
export function smoothedSuccessRate(totals: ComparableTotals): number {
  return (totals.successSum + PRIOR_SUCCESS_RATE * PRIOR_WEIGHT) / (totals.count + PRIOR_WEIGHT);
}

/** The records' own rate without smoothing; null with no records. */
export function rawSuccessRate(totals: ComparableTotals): number | null {
  return totals.count === 0 ? null : totals.successSum / totals.count;
}

/** Half-up rounding of a non-negative figure, written out because Math.round differs on negatives. */
function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5);
}

/**
 * successProbability (integer percent): 100 × the smoothed rate, plus the evidence shift, kept within
 * 5..95 and rounded half up.
 */
export function estimateSuccessProbability(totals: ComparableTotals, evidence: TEvidenceStrength): number {
  const points = 100 * smoothedSuccessRate(totals) + EVIDENCE_SHIFTS[evidence];
  return roundHalfUp(Math.min(PROBABILITY_CEILING, Math.max(PROBABILITY_FLOOR, points)));
}

/** Confidence from how many comparable matters the estimate rests on: low under 5, medium to 19, high from 20. */
export function confidenceFromCount(count: number): TConfidenceLevel {
  if (count >= HIGH_CONFIDENCE_FROM) return "high";
  if (count >= MEDIUM_CONFIDENCE_FROM) return "medium";
  return "low";
}

/** Whether the comparables are the court's own matters, or the case type's across all courts. */
export type ComparableScope = "court" | "case_type";

/**
 * The court's matters when a court was named and it has at least COURT_SCOPE_MINIMUM of them; else
 * the case type's matters across every court.
 */
export function chooseComparableScope(courtNamed: boolean, courtCount: number): ComparableScope {
  return courtNamed && courtCount >= COURT_SCOPE_MINIMUM ? "court" : "case_type";
}
