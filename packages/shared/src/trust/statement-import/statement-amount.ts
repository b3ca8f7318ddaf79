/**
 * Reads an amount as South African banks export it into integer cents, working on the digits as
 * text so no floating-point value is ever involved. Stricter than `parseRandToCents` (money.ts), which
 * reads what a person types: a statement may use thousands separators, brackets, a trailing minus or
 * Cr/Dr, and anything that could be read two ways is refused rather than guessed.
 */

export type StatementAmountProblem = "empty" | "not-an-amount" | "ambiguous" | "too-large";

export type StatementAmountResult =
  | { isAmount: true; cents: number }
  | { isAmount: false; problem: StatementAmountProblem };

/** 15 digits of cents (just under R10 trillion) always fit in a JavaScript safe integer. */
const MAX_CENTS_DIGITS = 15;

const NOT_AN_AMOUNT: StatementAmountResult = { isAmount: false, problem: "not-an-amount" };

/**
 * Accepts `1234.56`, `-1234.56`, `1 234,56`, `1,234.56`, `R1 234.56`, `(123.45)`, `123.45-`,
 * `123.45 Cr` and `123.45 Dr`. Cr is money into the account and Dr money out, as the bank sees the
 * account. Refuses `12.345` and `1,234`: three digits after a single separator could be cents of a
 * mistyped amount or a thousands group.
 */
export function parseStatementAmount(text: string): StatementAmountResult {
  let rest = text.replace(/\s+/g, " ").trim();
  if (rest === "") return { isAmount: false, problem: "empty" };

  let signMarks = 0;
  let isNegative = false;
  const bracketed = /^\((.*)\)$/.exec(rest);
  if (bracketed) {
    rest = (bracketed[1] ?? "").trim();
    signMarks += 1;
    isNegative = true;
  }
  const creditOrDebit = /^(.*?) ?(cr|dr)$/i.exec(rest);
  if (creditOrDebit) {
    rest = creditOrDebit[1] ?? "";
    signMarks += 1;
    isNegative = creditOrDebit[2]?.toLowerCase() === "dr";
  }
  if (rest.endsWith("-")) {
    rest = rest.slice(0, -1).trim();
    signMarks += 1;
    isNegative = true;
  }
  // The sign may stand before or after the currency: "-R 50.00" and "R -50.00" both occur.
  const leading = /^([+-]?) ?(?:R ?)?([+-]?) ?(.*)$/i.exec(rest);
  const [, signBeforeRand = "", signAfterRand = "", number = ""] = leading ?? [];
  for (const sign of [signBeforeRand, signAfterRand]) {
    if (sign === "") continue;
    signMarks += 1;
    isNegative = sign === "-";
  }
  // "-(12.00)" or "-12.00 Dr": two signs on one amount are a contradiction or a typo, never a format.
  if (signMarks > 1) return NOT_AN_AMOUNT;

  const digits = readDigits(number);
  if (!digits.isAmount) return digits;
  return digits.cents === 0 || !isNegative ? digits : { isAmount: true, cents: -digits.cents };
}

/** Reads an unsigned number with an optional decimal part of one or two digits. */
function readDigits(number: string): StatementAmountResult {
  // Greedy: the last `.` or `,` before trailing digits is the candidate decimal separator.
  const withDecimals = /^(.*\d)([.,])(\d+)$/.exec(number);
  const whole = withDecimals ? (withDecimals[1] ?? "") : number;
  const decimalSeparator = withDecimals?.[2] ?? null;
  const fraction = withDecimals?.[3] ?? "";
  if (withDecimals && fraction.length === 3) return { isAmount: false, problem: "ambiguous" };
  if (withDecimals && fraction.length > 2) return NOT_AN_AMOUNT;

  const wholeDigits = readWholeNumber(whole, decimalSeparator);
  if (wholeDigits === null) return NOT_AN_AMOUNT;

  const centsText = `${wholeDigits}${fraction.padEnd(2, "0")}`.replace(/^0+(?=\d)/, "");
  if (centsText.length > MAX_CENTS_DIGITS) return { isAmount: false, problem: "too-large" };
  return { isAmount: true, cents: Number(centsText) };
}

/**
 * Plain digits, or digits grouped in threes by spaces, or by commas when the decimal separator is a
 * point. One kind of group separator per number; a point never groups thousands in SA exports.
 */
function readWholeNumber(whole: string, decimalSeparator: string | null): string | null {
  if (/^\d+$/.test(whole)) return whole;
  const grouped = /^\d{1,3}(?:( |,)\d{3})+$/.exec(whole);
  if (!grouped) return null;
  const groupSeparator = grouped[1];
  if (whole.includes(groupSeparator === " " ? "," : " ")) return null;
  if (groupSeparator === "," && decimalSeparator !== ".") return null;
  return whole.replace(/[ ,]/g, "");
}
