import { describe, expect, it } from "vitest";
import referenceHolidays from "./fixtures/za-public-holidays-2020-2030.json";
import { easterSundayOf, publicHolidaysOf, statutoryHolidaysOf } from "./public-holidays.ts";

/** The declared days of 2020–2030 as the declared_holiday table is seeded (migration 0002). */
const SEEDED_DECLARED_HOLIDAYS = [
  { date: "2021-11-01", name: "Municipal Elections" },
  { date: "2022-12-27", name: "Public Holiday by Presidential Decree" },
  { date: "2023-12-15", name: "Public Holiday by Presidential Decree" },
  { date: "2024-05-29", name: "National and Provincial Government Elections" },
];
const declaredDates = new Set(SEEDED_DECLARED_HOLIDAYS.map((holiday) => holiday.date));

const reference = referenceHolidays as Record<string, string>;

function referenceHolidaysOf(year: number): [string, string][] {
  return Object.entries(reference)
    .filter(([date]) => date.startsWith(`${year}-`))
    .sort(([first], [second]) => first.localeCompare(second));
}

describe("publicHolidaysOf", () => {
  const years = Array.from({ length: 11 }, (_, index) => 2020 + index);

  it.each(years)("gives the same dates as the reference list for %i", (year) => {
    const dates = publicHolidaysOf(year, SEEDED_DECLARED_HOLIDAYS).map((holiday) => holiday.date);
    expect(dates).toEqual(referenceHolidaysOf(year).map(([date]) => date));
  });

  it.each(years)("names every statutory holiday of %i as the reference list does", (year) => {
    const names = new Map(publicHolidaysOf(year, SEEDED_DECLARED_HOLIDAYS).map((h) => [h.date, h.name]));
    for (const [date, name] of referenceHolidaysOf(year)) {
      if (!declaredDates.has(date)) expect(names.get(date), date).toBe(name);
    }
  });

  it("moves a holiday on a Sunday to the Monday, under its own name", () => {
    const holidays = statutoryHolidaysOf(2027);
    expect(holidays).toContainEqual({ date: "2027-03-21", name: "Human Rights Day" });
    expect(holidays).toContainEqual({ date: "2027-03-22", name: "Human Rights Day (observed)" });
  });

  it("does not move a holiday that falls on a Saturday", () => {
    // Day of Goodwill 2026 is a Saturday: s2(1) moves Sunday holidays only.
    const dates = statutoryHolidaysOf(2026).map((holiday) => holiday.date);
    expect(dates).toContain("2026-12-26");
    expect(dates).not.toContain("2026-12-28");
  });

  it("adds no extra day when the Monday after a Sunday holiday is already a holiday", () => {
    // Christmas 2022 was a Sunday and Day of Goodwill the Monday; 27 December came only by decree.
    const dates = statutoryHolidaysOf(2022).map((holiday) => holiday.date);
    expect(dates.filter((date) => date >= "2022-12-25")).toEqual(["2022-12-25", "2022-12-26"]);
    expect(publicHolidaysOf(2022, SEEDED_DECLARED_HOLIDAYS).at(-1)).toEqual({
      date: "2022-12-27",
      name: "Public Holiday by Presidential Decree",
    });
  });

  it("only takes declared holidays of the year asked for", () => {
    const dates = publicHolidaysOf(2023, SEEDED_DECLARED_HOLIDAYS).map((holiday) => holiday.date);
    expect(dates).toContain("2023-12-15");
    expect(dates).not.toContain("2024-05-29");
  });
});

describe("easterSundayOf", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("puts Easter %i on %s", (year, expected) => {
    expect(easterSundayOf(year)).toBe(expected);
  });
});
