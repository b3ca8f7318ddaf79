import { describe, expect, it } from "vitest";
import {
  addCents,
  allocateCents,
  centsToDecimalText,
  formatCents,
  formatRand,
  parseRandToCents,
  subtractCents,
} from "./money.ts";

describe("money", () => {
  it("adds and subtracts whole cents without drift", () => {
    expect(addCents(10n, 20n, 70n)).toBe(100n);
    expect(subtractCents(100n, 1n)).toBe(99n);
    let total = 0n;
    for (let i = 0; i < 1000; i++) total = addCents(total, 10n);
    expect(total).toBe(10_000n);
  });

  it("allocates an amount so the parts always add back to the whole", () => {
    expect(allocateCents(100n, [1, 1, 1])).toEqual([34n, 33n, 33n]);
    expect(allocateCents(-100n, [1, 1, 1])).toEqual([-34n, -33n, -33n]);
    expect(allocateCents(5n, [0, 1])).toEqual([0n, 5n]);
    expect(() => allocateCents(5n, [])).toThrow(RangeError);
    expect(() => allocateCents(5n, [0, 0])).toThrow(RangeError);
  });

  it("parses rand typed with a comma or point decimal and spaces", () => {
    expect(parseRandToCents("1 234,50")).toBe(123450n);
    expect(parseRandToCents("R 99")).toBe(9900n);
    expect(parseRandToCents("0.5")).toBe(50n);
    expect(parseRandToCents("-12.34")).toBe(-1234n);
    expect(parseRandToCents("12.345")).toBeNull();
    expect(parseRandToCents("abc")).toBeNull();
  });

  it("formats cents as rand in the en-ZA locale", () => {
    const formatted = formatRand(123456n);
    expect(formatted.startsWith("R")).toBe(true);
    expect(formatted.replace(/\s|\u00a0/g, "")).toBe("R1234,56");
    expect(formatRand(-5n).replace(/\s|\u00a0/g, "")).toBe("-R0,05");
    expect(formatRand(99_999_999_999_999_99n).replace(/\s|\u00a0/g, "")).toBe("R99999999999999,99");
  });
});

describe("centsToDecimalText", () => {
  it("writes whole cents as the decimal text an amount field holds, sign kept", () => {
    expect(centsToDecimalText(185_050)).toBe("1850.50");
    expect(centsToDecimalText(7)).toBe("0.07");
    expect(centsToDecimalText(-5)).toBe("-0.05");
    expect(centsToDecimalText(0)).toBe("0.00");
  });
});

describe("formatCents", () => {
  it("formats whole cents held as a number exactly like formatRand of the same bigint", () => {
    expect(formatCents(225_000)).toBe(formatRand(225_000n));
    expect(formatCents(-5)).toBe(formatRand(-5n));
  });
});
