/**
 * Money is an integer count of cents (ZAR). These helpers are the only way amounts are combined,
 * split or shown, so no floating-point value ever reaches a ledger.
 */
export type Cents = bigint;

export const CURRENCY = "ZAR" as const;

export function addCents(...amounts: Cents[]): Cents {
  return amounts.reduce((total, amount) => total + amount, 0n);
}

export function subtractCents(from: Cents, amount: Cents): Cents {
  return from - amount;
}

/** Splits an amount by weights; remainders go to the earliest shares so the parts always sum to the whole. */
export function allocateCents(amount: Cents, weights: readonly number[]): Cents[] {
  if (weights.length === 0) throw new RangeError("allocateCents needs at least one weight");
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 0)) {
    throw new RangeError("allocateCents weights must be non-negative integers");
  }
  const totalWeight = BigInt(weights.reduce((sum, weight) => sum + weight, 0));
  if (totalWeight === 0n) throw new RangeError("allocateCents weights must not all be zero");
  const sign = amount < 0n ? -1n : 1n;
  const magnitude = amount * sign;
  const shares = weights.map((weight) => (magnitude * BigInt(weight)) / totalWeight);
  let remainder = magnitude - shares.reduce((sum, share) => sum + share, 0n);
  for (let index = 0; remainder > 0n; index = (index + 1) % shares.length) {
    if (weights[index] === 0) continue;
    shares[index] = (shares[index] ?? 0n) + 1n;
    remainder -= 1n;
  }
  return shares.map((share) => share * sign);
}

/** Parses a rand amount typed by a person ("1 234,50", "1234.5", "R 99") into cents; null when it is not an amount. */
export function parseRandToCents(input: string): Cents | null {
  const cleaned = input.replace(/^\s*R\s*/i, "").replace(/[\s\u00a0]/g, "");
  const match = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, minus, whole = "0", fraction = ""] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0") || "0");
  return minus ? -cents : cents;
}

const wholeRandFormatter = new Intl.NumberFormat("en-ZA", {
  style: "currency",
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const decimalSeparator =
  new Intl.NumberFormat("en-ZA").formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ",";

/** Formats cents as rand in the en-ZA locale, e.g. 123456n → "R 1 234,56". */
export function formatRand(amount: Cents): string {
  const negative = amount < 0n;
  const magnitude = negative ? -amount : amount;
  // Intl formats the whole rand as a bigint, so even very large balances keep every digit.
  const wholeText = wholeRandFormatter.format(magnitude / 100n);
  const centsText = (magnitude % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${wholeText}${decimalSeparator}${centsText}`;
}

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

/** An amount of whole cents held as a number (as on the wire) formatted as rand, e.g. 225000 → "R 2 250,00". */
export function formatCents(amountCents: number): string {
  return formatRand(BigInt(Math.trunc(amountCents)));
}
