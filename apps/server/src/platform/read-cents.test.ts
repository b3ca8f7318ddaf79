import { describe, expect, it } from "vitest";
import { readCents } from "./db.ts";

describe("readCents", () => {
  it("reads int8 and numeric text, numbers and bigints as integer cents", () => {
    expect(readCents("123456")).toBe(123_456);
    expect(readCents("-250")).toBe(-250);
    expect(readCents(42)).toBe(42);
    expect(readCents(9_007_199_254_740_991n)).toBe(9_007_199_254_740_991);
  });

  it("refuses what is not a whole number of cents rather than passing NaN or a rounded figure", () => {
    expect(() => readCents("12.5")).toThrow(/whole number of cents/);
    expect(() => readCents("abc")).toThrow(/whole number of cents/);
    expect(() => readCents("9007199254740993")).toThrow(/whole number of cents/);
  });
});
