/**
 * amount = hours × rate, rounded half up to the cent, in integer arithmetic only:
 * tenths × rate / 10, e.g. 0.1 h at R1 234,55/h = 12 345,5 cents → 12 346 cents. The server stores
 * it; the Log Time form previews it with the same rule.
 */
export function computeAmountCents(hoursTenths: number, rateCents: number): number {
  if (!Number.isInteger(hoursTenths) || hoursTenths < 0) {
    throw new RangeError("hoursTenths must be a non-negative whole number");
  }
  if (!Number.isInteger(rateCents) || rateCents < 0) {
    throw new RangeError("rateCents must be a non-negative whole number");
  }
  return Math.floor((hoursTenths * rateCents + 5) / 10);
}
