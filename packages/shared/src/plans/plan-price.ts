import { centsToDecimalText, formatCents, parseRandToCents } from "../money.ts";

export type TPlanPriceField = { ok: true; priceCents: number | null } | { ok: false; message: string };

export const PLAN_PRICE_FIELD_HINT =
  "Enter the monthly price in rand, e.g. 499 or 1 499,50, or leave it empty for Custom";

/**
 * Reads the admin's price field (rand, as typed) into integer cents. Empty means a custom price,
 * shown as "Custom" (Enterprise).
 */
export function parsePlanPriceField(text: string): TPlanPriceField {
  if (text.trim() === "") return { ok: true, priceCents: null };
  const cents = parseRandToCents(text);
  if (cents === null) return { ok: false, message: PLAN_PRICE_FIELD_HINT };
  if (cents < 0) return { ok: false, message: "Price cannot be negative" };
  if (cents > 1_000_000_000) return { ok: false, message: "Price must be at most R 10 000 000" };
  return { ok: true, priceCents: cents };
}

/** Writes cents back into the price field: "499" for whole rand, "1499.50" otherwise, "" for Custom. */
export function formatPlanPriceField(priceCents: number | null): string {
  if (priceCents === null) return "";
  const text = centsToDecimalText(priceCents);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}

/** A plan's price as shown on cards: "R 499" (cents only when there are some), or "Custom". */
export function formatPlanPrice(priceCents: number | null): string {
  if (priceCents === null) return "Custom";
  const price = formatCents(priceCents);
  // Whole rand drop their ",00" on the cards: "R 499".
  return priceCents % 100 === 0 ? price.slice(0, -3) : price;
}
