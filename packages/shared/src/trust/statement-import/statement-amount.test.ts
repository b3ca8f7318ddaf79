import { describe, expect, it } from "vitest";
import { parseStatementAmount } from "./statement-amount.ts";

const cents = (cents: number) => ({ isAmount: true, cents });
const refused = (problem: string) => ({ isAmount: false, problem });

describe("parseStatementAmount", () => {
  it.each([
    ["1234.56", 123456],
    ["-1234.56", -123456],
    ["+1234.56", 123456],
    ["1 234,56", 123456],
    ["-1 234,56", -123456],
    ["1,234.56", 123456],
    ["1,234,567.89", 123456789],
    ["1 234 567.89", 123456789],
    ["R1 234.56", 123456],
    ["R 1 234,56", 123456],
    ["-R1 234.56", -123456],
    ["R-1 234.56", -123456],
    ["(123.45)", -12345],
    ["(R123.45)", -12345],
    ["123.45-", -12345],
    ["1,234.56-", -123456],
    ["123.45 Cr", 12345],
    ["123.45Cr", 12345],
    ["123.45 CR", 12345],
    ["123.45 Dr", -12345],
    ["1 234,56 DR", -123456],
    ["0.5", 50],
    ["7", 700],
    ["1 234", 123400],
    ["  50.00  ", 5000],
    ["1\u00a0234,56", 123456],
    ["1\u202f234,56", 123456],
  ])("reads %j as %i cents", (text, expected) => {
    expect(parseStatementAmount(text)).toEqual(cents(expected));
  });

  it("reads zero, signed or not, as 0 and never as -0", () => {
    expect(parseStatementAmount("0.00")).toEqual(cents(0));
    expect(parseStatementAmount("-0.00")).toEqual(cents(0));
    expect(Object.is((parseStatementAmount("(0.00)") as { cents: number }).cents, 0)).toBe(true);
  });

  it("keeps every cent of an amount too large for a float to hold exactly", () => {
    expect(parseStatementAmount("9 999 999 999 999.99")).toEqual(cents(999_999_999_999_999));
  });

  it("refuses an amount that would not fit in a safe integer of cents", () => {
    expect(parseStatementAmount("99 999 999 999 999.99")).toEqual(refused("too-large"));
  });

  it.each(["12.345", "1,234", "1 234,567", "1234.567"])(
    "refuses %j, where three digits after one separator could be cents or thousands",
    (text) => {
      expect(parseStatementAmount(text)).toEqual(refused("ambiguous"));
    },
  );

  it.each([
    "abc",
    "12.3456",
    "1.234,56",
    "1,234,56",
    "12 34.56",
    "1 234,567.89",
    ".50",
    "1,234 567.89",
    "-(12.00)",
    "-12.00 Dr",
    "(12.00) Cr",
    "12.00--",
    "--12.00",
    "Dr",
    "R",
    "12.00 USD",
  ])("refuses %j as not an amount", (text) => {
    expect(parseStatementAmount(text)).toEqual(refused("not-an-amount"));
  });

  it("says an empty cell is empty, so money in/out columns can read it as 0", () => {
    expect(parseStatementAmount("")).toEqual(refused("empty"));
    expect(parseStatementAmount("   ")).toEqual(refused("empty"));
  });
});
