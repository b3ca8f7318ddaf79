import { divideRoundingHalfAwayFromZero } from "@inkundla/shared";
/**
 * A plan change takes effect at once and is billed for what is left of the current period
 * (pricing FAQ: "plan changes take effect immediately with prorated billing").
 *
 *   amount = (new monthly price − old monthly price) × remaining seconds / period seconds
 *
 * Seconds are whole seconds (milliseconds are dropped). The one rounding rule: the exact quotient is
 * rounded to the nearest cent, halves away from zero, so a charge and the matching credit are always
 * the same size. Positive is a charge, negative a credit. Computed with bigint, so no floating point
 * touches the amount.
 */
export function prorateCharge(input: {
  fromPriceCents: number;
  toPriceCents: number;
  periodStart: Date;
  periodEnd: Date;
  changedAt: Date;
}): number {
  const periodSeconds = wholeSecondsBetween(input.periodStart, input.periodEnd);
  if (periodSeconds <= 0n) return 0;
  const remainingSeconds = clampBigInt(
    wholeSecondsBetween(input.changedAt, input.periodEnd),
    0n,
    periodSeconds,
  );
  const difference = BigInt(input.toPriceCents) - BigInt(input.fromPriceCents);
  return Number(divideRoundingHalfAwayFromZero(difference * remainingSeconds, periodSeconds));
}

function wholeSecondsBetween(from: Date, to: Date): bigint {
  return BigInt(Math.floor(to.getTime() / 1000) - Math.floor(from.getTime() / 1000));
}

function clampBigInt(value: bigint, lowest: bigint, highest: bigint): bigint {
  if (value < lowest) return lowest;
  if (value > highest) return highest;
  return value;
}
