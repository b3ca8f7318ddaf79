/**
 * Money is an integer count of cents (ZAR) held as a JS `number`, as the database columns are
 * (`bigint(mode: "number")`) and as the API carries it: exact up to about R 90 trillion. A calculation
 * whose intermediate products could pass that (a share of a large amount, VAT at basis points) works in
 * `bigint` inside and answers whole cents again. These helpers are the only way amounts are split,
 * read from typed text or shown, so no floating-point value ever reaches a ledger.
 */

export const CURRENCY = "ZAR" as const;

/**
 * The one rounding of an exact quotient to whole cents: `numerator / denominator` (denominator > 0) to
 * the nearest integer, exact halves away from zero (so half up for the non-negative amounts of VAT,
 * interest and line values, and a prorated charge and its matching credit are the same size). In
 * bigint, so no floating point touches the amount.
 */
export function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("divideRoundingHalfAwayFromZero needs a positive denominator");
  const sign = numerator < 0n ? -1n : 1n;
  const magnitude = numerator * sign;
  const quotient = magnitude / denominator;
  const remainder = magnitude % denominator;
  return (remainder * 2n >= denominator ? quotient + 1n : quotient) * sign;
}

/**
 * The one allocation rule: shares `amount` in proportion to `weights` by the largest-remainder method
 * (the largest remainders get the leftover cents, the earliest share on a tie), so the shares always add
 * back to the whole and no cent appears or disappears. A negative amount is shared as its magnitude,
 * with the sign kept. All-zero weights can share only nothing.
 */
export function allocateCents(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount)) throw new RangeError("allocateCents shares whole cents only");
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError("allocateCents weights must be non-negative whole numbers");
  }
  const total = BigInt(Math.abs(amount));
  const bigWeights = weights.map((weight) => BigInt(weight));
  const weightSum = bigWeights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) {
    if (total === 0n) return weights.map(() => 0);
    throw new RangeError("allocateCents cannot share an amount by weights that are all zero");
  }
  const shares = bigWeights.map((weight) => (total * weight) / weightSum);
  const remainders = bigWeights.map((weight, index) => ({ index, rest: (total * weight) % weightSum }));
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  let left = total - shares.reduce((sum, share) => sum + share, 0n);
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  const sign = amount < 0 ? -1 : 1;
  return shares.map((share) => (share === 0n ? 0 : sign * Number(share)));
}

/**
 * Parses a rand amount typed by a person ("1 234,50", "1234.5", "R 99") into cents; null when it is not
 * an amount (or too large to hold exactly).
 */
export function parseRandToCents(input: string): number | null {
  const cleaned = input.replace(/^\s*R\s*/i, "").replace(/[\s\u00a0]/g, "");
  const match = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, minus, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0") || "0");
  if (!Number.isSafeInteger(cents)) return null;
  return minus && cents !== 0 ? -cents : cents;
}

const wholeRandFormatter = new Intl.NumberFormat("en-ZA", {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const decimalSeparator =
  new Intl.NumberFormat("en-ZA").formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ",";

/**
 * The rand figure of an amount for the spec's fields that carry rand as a number (e.g. `balance`),
 * derived at the edge from the exact cents beside it; never added up or stored.
 */
export function centsToRand(amountCents: number): number {
  return amountCents / 100;
}

/** Whole cents as the plain decimal text an amount field holds, e.g. 185050 → "1850.50", -5 → "-0.05". */
export function centsToDecimalText(amountCents: number): string {
  const magnitude = Math.abs(Math.trunc(amountCents));
  const text = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  return amountCents < 0 ? `-${text}` : text;
}

/** Whole cents as rand in the en-ZA locale, as every screen and document shows them: 225000 → "R 2 250,00". */
export function formatCents(amountCents: number): string {
  const amount = BigInt(Math.trunc(amountCents));
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  // Intl formats the whole rand as a bigint, so even very large balances keep every digit.
  const wholeText = wholeRandFormatter.format(magnitude / 100n);
  const centsText = (magnitude % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${wholeText}${decimalSeparator}${centsText}`;
}
