import type { StatementAmountProblem } from "./statement-amount.ts";
import type { StatementParseError } from "./statement-line.ts";

/** Long cells (a description pasted into the wrong column) are cut so the message stays readable. */
const QUOTED_VALUE_MAX = 40;

const AMOUNT_PROBLEM_MESSAGES: Record<
  StatementAmountProblem,
  (place: string, column: string, value: string) => string
> = {
  empty: (place, column) => `${place}: ${column} is empty`,
  "not-an-amount": (place, column, value) => `${place}: ${quote(value)} in ${column} is not an amount`,
  ambiguous: (place, column, value) =>
    `${place}: ${quote(value)} in ${column} is not an amount (three digits after the separator could be cents or thousands)`,
  "too-large": (place, column, value) =>
    `${place}: ${quote(value)} in ${column} is too large to be an amount`,
};

export function amountError(
  rowNumber: number,
  place: string,
  column: string,
  value: string,
  problem: StatementAmountProblem,
): StatementParseError {
  return { rowNumber, column, message: AMOUNT_PROBLEM_MESSAGES[problem](place, column, value) };
}

export function dateError(
  rowNumber: number,
  place: string,
  column: string,
  value: string,
  formats: readonly string[],
): StatementParseError {
  const message =
    value.trim() === ""
      ? `${place}: ${column} is empty`
      : `${place}: ${quote(value)} in ${column} is not a real date written ${formats.join(" or ")}`;
  return { rowNumber, column, message };
}

export function fileError(message: string): StatementParseError {
  return { rowNumber: null, column: null, message };
}

function quote(value: string): string {
  const trimmed = value.replace(/\s+/g, " ").trim();
  return `"${trimmed.length > QUOTED_VALUE_MAX ? `${trimmed.slice(0, QUOTED_VALUE_MAX)}…` : trimmed}"`;
}
