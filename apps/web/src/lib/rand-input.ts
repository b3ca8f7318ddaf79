import { centsToDecimalText, parseRandToCents } from "@inkundla/shared";

export type RandAmountResult =
  | { kind: "blank" }
  | { kind: "amount"; cents: number }
  | { kind: "invalid"; message: string };

/** What a form accepts in a rand field, and the messages it refuses with (its module's own). */
export interface RandAmountRules {
  maxCents: number;
  messages: {
    /** Three or more decimals: refused rather than rounded. */
    amountWhole: string;
    amountTooLarge: string;
    /** Set to refuse a negative amount with this message; left out, a negative amount is read as one. */
    amountPositive?: string;
  };
}

/**
 * A rand amount typed by a person ("1 500,50", "R1500.5") → whole cents through the shared money
 * parser. Three or more decimals are refused rather than rounded: the amount must be exactly the one
 * meant (what was banked, invoiced or paid).
 */
export function readRandAmount(text: string, { maxCents, messages }: RandAmountRules): RandAmountResult {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "blank" };
  if (/[.,]\d{3,}$/.test(trimmed)) return { kind: "invalid", message: messages.amountWhole };
  const cents = parseRandToCents(trimmed);
  if (cents === null) return { kind: "invalid", message: "Enter the amount in rand, e.g. 1500.50" };
  if (messages.amountPositive !== undefined && cents < 0) {
    return { kind: "invalid", message: messages.amountPositive };
  }
  if (cents > maxCents) return { kind: "invalid", message: messages.amountTooLarge };
  return { kind: "amount", cents };
}

/**
 * A rand amount from a NumberInput (a number, or the text being typed) → whole cents through the
 * shared money parser, so 1850.5 becomes exactly 185050. Null when blank or not an amount.
 */
export function randInputToCents(value: number | string): number | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  if (text === "") return null;
  return parseRandToCents(text);
}

/** Whole cents → the rand figure a NumberInput shows, e.g. 185050 → "1850.50". */
export const centsToRandInput = centsToDecimalText;
