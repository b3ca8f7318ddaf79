import { centsToDecimalText, parseRandToCents } from "@inkundla/shared";

/**
 * A rand amount from a NumberInput (a number, or the text being typed) → whole cents through the
 * shared money parser, so 1850.5 becomes exactly 185050. Null when blank or not an amount.
 */
export function randInputToCents(value: number | string): number | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  if (text === "") return null;
  const cents = parseRandToCents(text);
  return cents === null ? null : Number(cents);
}

/** Whole cents → the rand figure a NumberInput shows, e.g. 185050 → "1850.50". */
export const centsToRandInput = centsToDecimalText;
