import { describe, expect, it } from "vitest";
import { randInputToCents, readRandAmount } from "./rand-input";

const RULES = {
  maxCents: 1_000_000,
  messages: { amountWhole: "whole cents only", amountTooLarge: "too large", amountPositive: "more than R0" },
};

describe("readRandAmount", () => {
  it("reads rand typed with a comma, a point, spaces or an R into whole cents", () => {
    expect(readRandAmount("1 000,5", RULES)).toEqual({ kind: "amount", cents: 100_050 });
    expect(readRandAmount("R 99.99", RULES)).toEqual({ kind: "amount", cents: 9_999 });
    expect(readRandAmount("   ", RULES)).toEqual({ kind: "blank" });
  });

  it("refuses three decimals with the form's own message instead of rounding them away", () => {
    expect(readRandAmount("12.345", RULES)).toEqual({ kind: "invalid", message: "whole cents only" });
    expect(readRandAmount("twelve", RULES)).toEqual({
      kind: "invalid",
      message: "Enter the amount in rand, e.g. 1500.50",
    });
  });

  it("refuses an amount over the form's limit", () => {
    expect(readRandAmount("10 000,01", RULES)).toEqual({ kind: "invalid", message: "too large" });
  });

  it("refuses a negative amount only where the form says so", () => {
    expect(readRandAmount("-5", RULES)).toEqual({ kind: "invalid", message: "more than R0" });
    const { amountWhole, amountTooLarge } = RULES.messages;
    expect(readRandAmount("-5", { ...RULES, messages: { amountWhole, amountTooLarge } })).toEqual({
      kind: "amount",
      cents: -500,
    });
  });
});

describe("randInputToCents", () => {
  it("reads a NumberInput's number or text into exact cents, null when it is no amount", () => {
    expect(randInputToCents(1850.5)).toBe(185_050);
    expect(randInputToCents(" 12,30 ")).toBe(1_230);
    expect(randInputToCents("")).toBeNull();
    expect(randInputToCents("abc")).toBeNull();
  });
});
