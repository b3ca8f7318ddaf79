import { describe, expect, it } from "vitest";
import { formatDuration, formatTable, median, percentile } from "./bench-statistics.ts";

describe("percentile", () => {
  it("answers a measured value by nearest rank, whatever the order the values came in", () => {
    const values = [50, 10, 40, 20, 30];
    expect(percentile(values, 0.5)).toBe(30);
    expect(percentile(values, 0.95)).toBe(50);
    expect(percentile(values, 0)).toBe(10);
  });

  it("puts the p95 of 200 values at the 190th", () => {
    const values = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(values, 0.95)).toBe(190);
  });

  it("has no percentile for no values", () => {
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("takes the lower middle value as the median of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});

describe("formatDuration", () => {
  it("shows milliseconds below ten seconds and seconds from there", () => {
    expect(formatDuration(840.4)).toBe("840 ms");
    expect(formatDuration(12_345)).toBe("12.3 s");
    expect(formatDuration(Number.NaN)).toBe("-");
  });
});

describe("formatTable", () => {
  it("aligns the first column left and the others right, under a rule", () => {
    expect(
      formatTable(
        ["contract", "time"],
        [
          ["20 pages", "5 ms"],
          ["100 pages", "120 ms"],
        ],
      ).split("\n"),
    ).toEqual(["contract     time", "---------  ------", "20 pages     5 ms", "100 pages  120 ms"]);
  });
});
