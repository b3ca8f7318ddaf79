import {
  EVIDENCE_STRENGTH_LABELS,
  type TCaseCourt,
  type TEvidenceStrength,
  type TKeyFactor,
} from "@inkundla/shared";
import {
  COURT_SCOPE_MINIMUM,
  type ComparableScope,
  type ComparableTotals,
  EVIDENCE_SHIFTS,
  PRIOR_SUCCESS_RATE,
  rawSuccessRate,
  smoothedSuccessRate,
} from "./success-probability.ts";

/** What the factors are worked out from: the case type's records, the court's, the scope used, the evidence. */
export type KeyFactorInputs = {
  byType: ComparableTotals;
  /** The named court's records of the type; null when no court was named. */
  inCourt: ComparableTotals | null;
  court: TCaseCourt | null;
  scope: ComparableScope;
  evidence: TEvidenceStrength;
};

/** A factor's effect in percentage points; under half a point it is shown as neutral. */
export type FactorEffect = { factor: string; points: number; description: string };

const NEUTRAL_BELOW_POINTS = 0.5;

function percent(rate: number): string {
  return `${Math.round(100 * rate)}%`;
}

function signedPoints(points: number): string {
  const rounded = Math.round(points);
  return `${rounded > 0 ? "+" : rounded < 0 ? "−" : ""}${Math.abs(rounded)} points`;
}

function matters(count: number): string {
  return `${count} ${count === 1 ? "matter" : "matters"}`;
}

/**
 * Splits the estimate's distance from the prior (50%) into the four inputs that moved it, so that
 * 50 + Σ points is the estimate before it is kept within 5..95:
 *
 * - base rate: the case type's own rate across courts, against 50%;
 * - court: the court's own rate against the type's (only when the court's matters were used);
 * - volume: what smoothing towards 50% took off or added, which is more the fewer the matters;
 * - evidence: the stated shift for the evidence strength.
 */
export function measureFactorEffects(inputs: KeyFactorInputs): FactorEffect[] {
  const scopeTotals = inputs.scope === "court" && inputs.inCourt ? inputs.inCourt : inputs.byType;
  const typeRaw = rawSuccessRate(inputs.byType);
  const scopeRaw = rawSuccessRate(scopeTotals);
  const baseRate: FactorEffect =
    typeRaw === null
      ? {
          factor: "Base rate of comparable matters",
          points: 0,
          description:
            "No outcomes of this case type are recorded yet: the estimate starts from even odds (50%).",
        }
      : {
          factor: "Base rate of comparable matters",
          points: 100 * (typeRaw - PRIOR_SUCCESS_RATE),
          description: `The firm's ${matters(inputs.byType.count)} of this case type (all courts) succeeded at ${percent(typeRaw)}, against even odds (50%).`,
        };

  let courtEffect: FactorEffect;
  if (inputs.court === null) {
    courtEffect = {
      factor: "Court",
      points: 0,
      description: "No court named: the case type's matters in every court were used.",
    };
  } else if (inputs.scope === "court" && scopeRaw !== null && typeRaw !== null) {
    courtEffect = {
      factor: "Court",
      points: 100 * (scopeRaw - typeRaw),
      description: `In the ${inputs.court} the firm's ${matters(scopeTotals.count)} succeeded at ${percent(scopeRaw)}, against ${percent(typeRaw)} across all courts: the court's own matters were used.`,
    };
  } else {
    courtEffect = {
      factor: "Court",
      points: 0,
      description: `Only ${matters(inputs.inCourt?.count ?? 0)} in the ${inputs.court} (fewer than ${COURT_SCOPE_MINIMUM}): the case type's matters in every court were used.`,
    };
  }

  const volumeEffect: FactorEffect =
    scopeRaw === null
      ? {
          factor: "Volume of comparable matters",
          points: 0,
          description:
            "No comparable matters: the estimate rests on no records. Recording outcomes when matters close makes it firmer.",
        }
      : {
          factor: "Volume of comparable matters",
          points: 100 * (smoothedSuccessRate(scopeTotals) - scopeRaw),
          description: `${matters(scopeTotals.count)} compared: pulling their ${percent(scopeRaw)} towards 50% (as two matters' worth of even odds) moved the estimate ${signedPoints(100 * (smoothedSuccessRate(scopeTotals) - scopeRaw))}; the pull weakens as matters are recorded.`,
        };

  const shift = EVIDENCE_SHIFTS[inputs.evidence];
  const evidenceEffect: FactorEffect = {
    factor: "Evidence strength",
    points: shift,
    description: `Evidence stated as "${EVIDENCE_STRENGTH_LABELS[inputs.evidence]}": ${signedPoints(shift)}.`,
  };
  return [baseRate, courtEffect, evidenceEffect, volumeEffect];
}

/**
 * Whole-number shares of 100 in proportion to `amounts` (largest remainder: the rounded-down shares,
 * then one more to those that lost most in rounding), so the weights shown always add up to 100.
 */
export function shareOutHundred(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (100 * amount) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * The key factors with weights that add up to 100: each factor's share of the total movement away from
 * 50%. When nothing moved the estimate, the whole weight goes to the records (or their absence).
 */
export function weighKeyFactors(inputs: KeyFactorInputs): TKeyFactor[] {
  const effects = measureFactorEffects(inputs);
  let weights = shareOutHundred(effects.map((effect) => Math.abs(effect.points)));
  if (weights.every((weight) => weight === 0)) {
    const carrier =
      inputs.byType.count > 0 ? "Base rate of comparable matters" : "Volume of comparable matters";
    weights = effects.map((effect) => (effect.factor === carrier ? 100 : 0));
  }
  return effects
    .map((effect, index) => ({
      factor: effect.factor,
      impact:
        effect.points >= NEUTRAL_BELOW_POINTS
          ? ("positive" as const)
          : effect.points <= -NEUTRAL_BELOW_POINTS
            ? ("negative" as const)
            : ("neutral" as const),
      weight: weights[index]!,
      description: effect.description,
    }))
    .sort((a, b) => b.weight - a.weight);
}
