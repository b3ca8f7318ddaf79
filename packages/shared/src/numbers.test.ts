import { describe, expect, it } from "vitest";
import { formatCents } from "./money.ts";
import { formatCount, formatHours, formatNumber } from "./numbers.ts";

// en-ZA groups thousands with a no-break space.
const space = "\u00a0";

describe("numbers", () => {
  it("writes hours with a decimal comma and their one decimal, as money is written", () => {
    expect(formatHours(1.5)).toBe("1,5 h");
    expect(formatHours(2)).toBe("2,0 h");
    expect(formatHours(0.1)).toBe("0,1 h");
    expect(formatHours(1234.5)).toBe(`1${space}234,5 h`);
    expect(formatCents(150).endsWith(",50")).toBe(true);
  });

  it("writes figures in en-ZA with at most the decimals asked for", () => {
    expect(formatNumber(12345)).toBe(`12${space}345`);
    expect(formatNumber(32.5)).toBe("32,5");
    expect(formatNumber(32.54, 2)).toBe("32,54");
    expect(formatNumber(32.54, 0)).toBe("33");
  });

  it("names a count with its word, singular only for exactly one", () => {
    expect(formatCount(1, "day")).toBe("1 day");
    expect(formatCount(0, "invoice")).toBe("0 invoices");
    expect(formatCount(32.5, "day")).toBe("32,5 days");
    expect(formatCount(2, "query", "queries")).toBe("2 queries");
  });
});
