import { describe, expect, it } from "vitest";
import {
  durationInBusinessDays,
  durationInMonths,
  excerptAround,
  findDates,
  findDurations,
  findNoticePeriods,
  monthsBetween,
  parseNumberWords,
} from "./contract-text.ts";

describe("parseNumberWords", () => {
  it("reads compound, hyphenated and hundred numbers", () => {
    expect(parseNumberWords("thirty-six")).toBe(36);
    expect(parseNumberWords("twenty four")).toBe(24);
    expect(parseNumberWords("one hundred and twenty")).toBe(120);
    expect(parseNumberWords("a")).toBe(1);
  });

  it("gives undefined for words that are not numbers", () => {
    expect(parseNumberWords("several")).toBeUndefined();
  });
});

describe("findDurations", () => {
  it("reads periods in figures, in words and in both", () => {
    const text =
      "for 36 months, then thirty-six (36) months, three (3) years, a period of five years, 20 (twenty) business days and a 12-month term";
    expect(
      findDurations(text).map((duration) => [duration.amount, duration.unit, duration.isBusinessDays]),
    ).toEqual([
      [36, "month", false],
      [36, "month", false],
      [3, "year", false],
      [5, "year", false],
      [20, "day", true],
      [12, "month", false],
    ]);
  });

  it("prefers the figures when the words in brackets disagree", () => {
    expect(findDurations("thirty (36) months")[0]?.amount).toBe(36);
  });

  it("records where the period is written", () => {
    const text = "The term is 24 months.";
    const [duration] = findDurations(text);
    expect(text.slice(duration!.index, duration!.index + duration!.length)).toBe("24 months");
  });
});

describe("duration conversions", () => {
  it("converts years and weeks into months", () => {
    expect(durationInMonths({ amount: 3, unit: "year", isBusinessDays: false, index: 0, length: 0 })).toBe(
      36,
    );
    expect(
      durationInMonths({ amount: 6, unit: "week", isBusinessDays: false, index: 0, length: 0 }),
    ).toBeCloseTo(1.38, 2);
  });

  it("counts a calendar month as 21 business days and calendar days at five in seven", () => {
    expect(
      durationInBusinessDays({ amount: 1, unit: "month", isBusinessDays: false, index: 0, length: 0 }),
    ).toBe(21);
    expect(
      durationInBusinessDays({ amount: 14, unit: "day", isBusinessDays: false, index: 0, length: 0 }),
    ).toBe(10);
    expect(
      durationInBusinessDays({ amount: 20, unit: "day", isBusinessDays: true, index: 0, length: 0 }),
    ).toBe(20);
  });
});

describe("findNoticePeriods", () => {
  it("finds periods followed by notice and periods after 'notice of'", () => {
    const text =
      "Either party may terminate on one calendar month's written notice. The Supplier requires notice of not less than 90 days. Payment is due within 7 days.";
    expect(findNoticePeriods(text).map((notice) => [notice.amount, notice.unit])).toEqual([
      [1, "month"],
      [90, "day"],
    ]);
  });
});

describe("findDates and monthsBetween", () => {
  it("reads South African date layouts, day first", () => {
    const dates = findDates("from 1 March 2024, the 1st of April 2024, 2024-05-01 and 01/06/2024");
    expect(dates.map((written) => written.date.toISOString().slice(0, 10))).toEqual([
      "2024-03-01",
      "2024-04-01",
      "2024-05-01",
      "2024-06-01",
    ]);
  });

  it("ignores impossible dates", () => {
    expect(findDates("31/02/2024")).toEqual([]);
  });

  it("counts 1 March 2024 to 28 February 2027 as 36 months", () => {
    expect(Math.round(monthsBetween(new Date(Date.UTC(2024, 2, 1)), new Date(Date.UTC(2027, 1, 28))))).toBe(
      36,
    );
  });
});

describe("excerptAround", () => {
  it("keeps a short clause whole, on one line", () => {
    expect(excerptAround("The  term\nis 36 months.", null)).toBe("The term is 36 months.");
  });

  it("cuts a long clause around the words of interest, with ellipses", () => {
    const text = `${"a".repeat(500)} sole discretion ${"b".repeat(500)}`;
    const excerpt = excerptAround(text, { index: 501, length: 15 }, 100);
    expect(excerpt).toContain("sole discretion");
    expect(excerpt.startsWith("… ")).toBe(true);
    expect(excerpt.endsWith(" …")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(104);
  });
});
