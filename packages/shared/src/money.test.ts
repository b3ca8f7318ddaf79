import { describe, expect, it } from "vitest";
import {
  allocateCents,
  centsToDecimalText,
  divideRoundingHalfAwayFromZero,
  formatCents,
  parseRandToCents,
} from "./money.ts";

describe("money", () => {
  it("allocates an amount by the largest remainder, so the parts always add back to the whole", () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocateCents(5, [0, 1])).toEqual([0, 5]);
    // 10 by 1:2 is 3.33 and 6.67: the larger remainder (the second share) takes the leftover cent.
    expect(allocateCents(10, [1, 2])).toEqual([3, 7]);
    expect(allocateCents(0, [0, 0])).toEqual([0, 0]);
    // Products beyond the safe-integer range are worked in bigint, so the shares stay exact.
    const shares = allocateCents(9_000_000_000_000_000, [3_000_000_000, 6_000_000_000, 1]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(9_000_000_000_000_000);
    expect(() => allocateCents(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateCents(0.5, [1])).toThrow(RangeError);
    expect(() => allocateCents(5, [-1, 2])).toThrow(RangeError);
  });

  it("parses rand typed with a comma or point decimal and spaces into whole cents", () => {
    expect(parseRandToCents("1 234,50")).toBe(123450);
    expect(parseRandToCents("R 99")).toBe(9900);
    expect(parseRandToCents("0.5")).toBe(50);
    expect(parseRandToCents("-12.34")).toBe(-1234);
    expect(parseRandToCents("-0")).toBe(0);
    expect(parseRandToCents("12.345")).toBeNull();
    expect(parseRandToCents("abc")).toBeNull();
    expect(parseRandToCents("900719925474099199")).toBeNull();
  });

  it("formats whole cents as rand in the en-ZA locale, every digit kept", () => {
    const formatted = formatCents(123456);
    expect(formatted.startsWith("R")).toBe(true);
    expect(formatted.replace(/\s|\u00a0/g, "")).toBe("R1234,56");
    expect(formatCents(-5).replace(/\s|\u00a0/g, "")).toBe("-R0,05");
    expect(formatCents(225_000).replace(/\s/g, " ")).toBe("R 2 250,00");
    expect(formatCents(Number.MAX_SAFE_INTEGER).replace(/\s|\u00a0/g, "")).toBe("R90071992547409,91");
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

describe("divideRoundingHalfAwayFromZero", () => {
  it("rounds exact halves away from zero in both directions", () => {
    expect(divideRoundingHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(divideRoundingHalfAwayFromZero(-5n, 2n)).toBe(-3n);
  });

  it("rounds a non-negative half up, as VAT and interest are", () => {
    expect(divideRoundingHalfAwayFromZero(15n, 10n)).toBe(2n);
    expect(divideRoundingHalfAwayFromZero(14n, 10n)).toBe(1n);
  });

  it("keeps exact quotients", () => {
    expect(divideRoundingHalfAwayFromZero(-9n, 3n)).toBe(-3n);
  });
});
