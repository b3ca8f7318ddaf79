import {
  MATTER_OUTCOME_LABELS,
  type TCasePrediction,
  type TCasePredictionRecord,
  type TConfidenceLevel,
  type TMatterOutcome,
} from "@inkundla/shared";

/** Spec §4: 70 and above green, 50 to 69 yellow, below 50 red. */
export function probabilityColorOf(successProbability: number): "green" | "yellow" | "red" {
  if (successProbability >= 70) return "green";
  if (successProbability >= 50) return "yellow";
  return "red";
}

export const CONFIDENCE_LABELS: Record<TConfidenceLevel, string> = {
  low: "Low confidence",
  medium: "Medium confidence",
  high: "High confidence",
};

export const RISK_LEVEL_BADGES = {
  low: { label: "Low risk", color: "green" },
  medium: { label: "Medium risk", color: "yellow" },
  high: { label: "High risk", color: "red" },
} as const;

export const IMPACT_BADGES = {
  positive: { label: "Positive", color: "green" },
  negative: { label: "Negative", color: "red" },
  neutral: { label: "Neutral", color: "gray" },
} as const;

export const PRIORITY_BADGES = {
  high: { label: "High priority", color: "red" },
  medium: { label: "Medium priority", color: "yellow" },
  low: { label: "Low priority", color: "gray" },
} as const;

/** "based on 1 matter", "based on 12 matters": what the estimate rests on, said beside it. */
export function basedOnText(count: number): string {
  return `based on ${count} ${count === 1 ? "matter" : "matters"}`;
}

/** A similar case's outcome in words; a corpus judgment has none recorded. */
export function outcomeLabelOf(outcome: TMatterOutcome | null): string {
  return outcome === null ? "Judgment (outcome not recorded)" : MATTER_OUTCOME_LABELS[outcome];
}

/** "250 days (175–325)": the median and the middle half of comparable matters. */
export function durationText(duration: TCasePrediction["estimatedDuration"]): string {
  if (!duration) return "Not enough dates recorded";
  return `${duration.medium} days (${duration.low}–${duration.high})`;
}

export function isPredictionUnfinished(prediction: Pick<TCasePredictionRecord, "status">): boolean {
  return prediction.status === "queued" || prediction.status === "running";
}
