import {
  formatCents,
  type TCasePrediction,
  type TConfidenceLevel,
  type TEvidenceStrength,
  type TRecommendation,
} from "@inkundla/shared";
import { EVIDENCE_SHIFTS } from "./success-probability.ts";

type EstimateRange = NonNullable<TCasePrediction["estimatedDuration"]>;

/** What the risk and recommendation rules read: the estimate and the records it rests on. */
export type RiskInputs = {
  successProbability: number;
  confidenceLevel: TConfidenceLevel;
  comparableMatters: number;
  /** Comparable matters lost or withdrawn (success 0). */
  lostOrWithdrawn: number;
  evidence: TEvidenceStrength;
  estimatedDuration: EstimateRange | null;
  estimatedCosts: EstimateRange | null;
  /** Citations of the corpus judgments found similar. */
  judgmentCitations: string[];
};

/** A green estimate needs 70%; under 50% the case is more likely lost than won (spec §4's colours). */
export const LOW_RISK_FROM = 70;
export const MEDIUM_RISK_FROM = 50;
/** A losing share at or above this, among at least this many matters, is named as a risk. */
export const LOSING_SHARE_NAMED = 0.4;
export const LOSING_SHARE_MINIMUM_MATTERS = 3;
/** Matters longer than a year from issue to final order are named as a duration risk. */
export const LONG_DURATION_DAYS = 365;

const isWeakEvidence = (evidence: TEvidenceStrength) => evidence === "weak" || evidence === "very_weak";

function matters(count: number): string {
  return `${count} ${count === 1 ? "matter" : "matters"}`;
}

/**
 * The risk level follows the probability's colour (70+ low, 50–69 medium, under 50 high), except that
 * an estimate resting on fewer than 5 matters is never called low risk: too little is known.
 */
export function riskLevelOf(successProbability: number, confidence: TConfidenceLevel) {
  if (successProbability < MEDIUM_RISK_FROM) return "high" as const;
  if (successProbability < LOW_RISK_FROM || confidence === "low") return "medium" as const;
  return "low" as const;
}

/** The risks the records show, each with what the firm can do about it. */
export function assessRisk(inputs: RiskInputs): TCasePrediction["riskAssessment"] {
  const pairs: [string, string][] = [];
  if (inputs.successProbability < MEDIUM_RISK_FROM) {
    pairs.push([
      `The estimate is below even odds (${inputs.successProbability}%).`,
      "Weigh settlement or mediation early, before costs mount.",
    ]);
  }
  if (inputs.confidenceLevel === "low") {
    pairs.push([
      `Only ${matters(inputs.comparableMatters)} to compare with: the estimate is a rough guide.`,
      "Weigh the estimate against the similar judgments and counsel's view; recording outcomes when matters close makes it firmer.",
    ]);
  }
  if (isWeakEvidence(inputs.evidence)) {
    pairs.push([
      "The evidence is stated as weak.",
      "Strengthen the evidence before proceeding: documents, witness statements, expert reports.",
    ]);
  }
  if (
    inputs.comparableMatters >= LOSING_SHARE_MINIMUM_MATTERS &&
    inputs.lostOrWithdrawn / inputs.comparableMatters >= LOSING_SHARE_NAMED
  ) {
    pairs.push([
      `${inputs.lostOrWithdrawn} of ${inputs.comparableMatters} comparable matters were lost or withdrawn.`,
      "Read those matters' files for what went wrong before committing to the same course.",
    ]);
  }
  if (inputs.estimatedDuration && inputs.estimatedDuration.medium > LONG_DURATION_DAYS) {
    pairs.push([
      `Comparable matters took a median of ${inputs.estimatedDuration.medium} days from issue to final order.`,
      "Tell the client early how long it is likely to take, and plan the fees and disbursements over that time.",
    ]);
  }
  if (pairs.length === 0) {
    pairs.push([
      "No particular risk stands out in the firm's records.",
      "Keep the estimate under review as the evidence develops.",
    ]);
  }
  return {
    level: riskLevelOf(inputs.successProbability, inputs.confidenceLevel),
    factors: pairs.map(([factor]) => factor),
    mitigation: pairs.map(([, mitigation]) => mitigation),
  };
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Recommendations worked out from the estimate and its records (source "rules"), most pressing first. */
export function recommendFromRules(inputs: RiskInputs): TRecommendation[] {
  const rules: Omit<TRecommendation, "source">[] = [];
  const basis = `${inputs.successProbability}% on ${matters(inputs.comparableMatters)}`;
  if (inputs.successProbability < MEDIUM_RISK_FROM) {
    rules.push({
      priority: "high",
      category: "Strategy",
      recommendation: "Consider settlement or alternative dispute resolution before incurring further costs.",
      rationale: `The estimate is below even odds (${basis}).`,
    });
  } else if (inputs.successProbability >= LOW_RISK_FROM && inputs.confidenceLevel !== "low") {
    rules.push({
      priority: "medium",
      category: "Strategy",
      recommendation: "Proceed with the claim, keeping any settlement offer under review.",
      rationale: `Comparable matters mostly succeeded (${basis}).`,
    });
  } else {
    rules.push({
      priority: "medium",
      category: "Strategy",
      recommendation: "Prepare the case fully while testing the other side's appetite for settlement.",
      rationale: `The estimate is not decisive either way (${basis}).`,
    });
  }
  if (isWeakEvidence(inputs.evidence)) {
    rules.push({
      priority: "high",
      category: "Evidence",
      recommendation: "Gather further evidence before proceeding.",
      rationale: `The evidence was stated as weak; it moved the estimate ${EVIDENCE_SHIFTS[inputs.evidence]} points.`,
    });
  }
  if (inputs.confidenceLevel === "low") {
    rules.push({
      priority: "medium",
      category: "Records",
      recommendation: "Treat the estimate as a rough guide until more outcomes of this kind are recorded.",
      rationale: `Only ${matters(inputs.comparableMatters)} to compare with.`,
    });
  }
  if (inputs.estimatedCosts) {
    const { low, medium, high, basedOn } = inputs.estimatedCosts;
    rules.push({
      priority: "medium",
      category: "Costs",
      recommendation: `Give the client a fee estimate of about ${formatCents(medium)} (middle half of comparable matters: ${formatCents(low)} to ${formatCents(high)}).`,
      rationale: `Time value recorded on ${matters(basedOn)} of this kind.`,
    });
  }
  if (inputs.estimatedDuration) {
    const { low, medium, high, basedOn } = inputs.estimatedDuration;
    rules.push({
      priority: "low",
      category: "Planning",
      recommendation: `Plan for about ${medium} days from issue to final order (middle half: ${low} to ${high} days).`,
      rationale: `Issue and final order dates of ${matters(basedOn)} of this kind.`,
    });
  }
  if (inputs.judgmentCitations.length > 0) {
    rules.push({
      priority: "low",
      category: "Research",
      recommendation: `Read ${inputs.judgmentCitations.join("; ")} for how the courts dealt with similar facts.`,
      rationale: "Found in the research corpus by the words of the case description.",
    });
  }
  return rules
    .map((rule) => ({ ...rule, source: "rules" as const }))
    .sort((a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority]);
}
