import { describe, expect, it } from "vitest";
import {
  chooseDefaultRate,
  computeAmountCents,
  hoursToTenths,
  tenthsToHours,
  timerElapsedToTenths,
} from "./time.rules.ts";

describe("computeAmountCents", () => {
  it("multiplies hours by the hourly rate in cents", () => {
    expect(computeAmountCents(15, 250_000)).toBe(375_000);
    expect(computeAmountCents(240, 100_000)).toBe(2_400_000);
  });

  it("rounds half a cent up", () => {
    // 0.1 h × R1 234,55 = 12 345,5 cents
    expect(computeAmountCents(1, 123_455)).toBe(12_346);
  });

  it("rounds less than half a cent down", () => {
    // 0.3 h × R0,01 = 0,3 cents; 0.1 h × R12,34 = 123,4 cents
    expect(computeAmountCents(3, 1)).toBe(0);
    expect(computeAmountCents(1, 1234)).toBe(123);
  });

  it("rounds more than half a cent up", () => {
    // 0.7 h × R0,99 = 69,3 → 69; 0.9 h × R0,99 = 89,1 → 89; 0.1 h × R0,07 = 0,7 → 1
    expect(computeAmountCents(7, 99)).toBe(69);
    expect(computeAmountCents(1, 7)).toBe(1);
  });

  it("is zero at a zero rate", () => {
    expect(computeAmountCents(12, 0)).toBe(0);
  });

  it("stays exact at the highest rate and the longest entry", () => {
    expect(computeAmountCents(240, 10_000_000)).toBe(240_000_000);
  });

  it("refuses fractional or negative inputs", () => {
    expect(() => computeAmountCents(1.5, 100)).toThrow(RangeError);
    expect(() => computeAmountCents(1, -1)).toThrow(RangeError);
  });
});

describe("hours and tenths", () => {
  it("turns decimal hours into whole tenths without float drift", () => {
    expect(hoursToTenths(0.1)).toBe(1);
    expect(hoursToTenths(0.3)).toBe(3);
    expect(hoursToTenths(2.7)).toBe(27);
    expect(hoursToTenths(24)).toBe(240);
  });

  it("gives tenths back as hours with one decimal", () => {
    expect(tenthsToHours(3)).toBe(0.3);
    expect(tenthsToHours(27)).toBe(2.7);
  });
});

describe("chooseDefaultRate", () => {
  it("uses the member's own rate when there is one, even zero", () => {
    expect(chooseDefaultRate(180_000, 150_000)).toEqual({ rateCents: 180_000, source: "member" });
    expect(chooseDefaultRate(0, 150_000)).toEqual({ rateCents: 0, source: "member" });
  });

  it("falls back to the firm's default rate", () => {
    expect(chooseDefaultRate(null, 150_000)).toEqual({ rateCents: 150_000, source: "firm" });
  });
});

describe("timerElapsedToTenths", () => {
  it("logs at least 0.1 h, even for a timer stopped at once", () => {
    expect(timerElapsedToTenths(0)).toBe(1);
    expect(timerElapsedToTenths(5)).toBe(1);
  });

  it("rounds every started six minutes up to the next tenth", () => {
    expect(timerElapsedToTenths(360)).toBe(1);
    expect(timerElapsedToTenths(361)).toBe(2);
    expect(timerElapsedToTenths(25 * 60)).toBe(5);
    expect(timerElapsedToTenths(2 * 3600 + 60)).toBe(21);
  });

  it("drops part-seconds before rounding", () => {
    expect(timerElapsedToTenths(360.9)).toBe(1);
  });
});
