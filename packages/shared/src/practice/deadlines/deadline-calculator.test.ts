import { describe, expect, it } from "vitest";
import { fromDayNumber, toDayNumber, weekdayOf } from "./calendar-dates.ts";
import { calculateDeadline, DeadlineInputError, DIES_NON_REASON } from "./deadline-calculator.ts";
import { publicHolidaysOf } from "./public-holidays.ts";

const DECLARED = [
  { date: "2021-11-01", name: "Municipal Elections" },
  { date: "2022-12-27", name: "Public Holiday by Presidential Decree" },
  { date: "2023-12-15", name: "Public Holiday by Presidential Decree" },
  { date: "2024-05-29", name: "National and Provincial Government Elections" },
];

describe("calculateDeadline, court days", () => {
  it("skips Good Friday, the weekend and Family Day: 2026-04-01 + 5 court days is 2026-04-10", () => {
    expect(calculateDeadline({ startDate: "2026-04-01", days: 5, counting: "court" }, DECLARED)).toEqual({
      dueDate: "2026-04-10",
      excluded: [
        { date: "2026-04-03", reason: "Good Friday" },
        { date: "2026-04-04", reason: "Saturday" },
        { date: "2026-04-05", reason: "Sunday" },
        { date: "2026-04-06", reason: "Family Day" },
      ],
    });
  });

  it("skips the Monday after Human Rights Day on a Sunday: 2027-03-19 + 1 court day is 2027-03-23", () => {
    expect(calculateDeadline({ startDate: "2027-03-19", days: 1, counting: "court" }, DECLARED)).toEqual({
      dueDate: "2027-03-23",
      excluded: [
        { date: "2027-03-20", reason: "Saturday" },
        { date: "2027-03-21", reason: "Human Rights Day" },
        { date: "2027-03-22", reason: "Human Rights Day (observed)" },
      ],
    });
  });

  it("leaves out 16 December to 15 January with dies non: 2026-12-10 + 10 court days is 2027-01-26", () => {
    const result = calculateDeadline(
      { startDate: "2026-12-10", days: 10, counting: "court", excludeDiesNon: true },
      DECLARED,
    );
    expect(result.dueDate).toBe("2027-01-26");
    const diesNon = result.excluded.filter((day) => day.reason === DIES_NON_REASON);
    expect(diesNon).toHaveLength(31);
    expect(diesNon[0]?.date).toBe("2026-12-16");
    expect(diesNon.at(-1)?.date).toBe("2027-01-15");
  });

  it("counts the dies non as ordinary court days when they are not excluded", () => {
    // 11, 14, 15 Dec; 17, 18, 21, 22, 23, 24, 28 Dec (16, 25 Dec holidays; 26 Dec a Saturday).
    expect(
      calculateDeadline({ startDate: "2026-12-10", days: 10, counting: "court" }, DECLARED).dueDate,
    ).toBe("2026-12-28");
  });

  it.each([
    ["2022-12-23", "2022-12-28", "2022-12-27"],
    ["2023-12-14", "2023-12-18", "2023-12-15"],
    ["2024-05-28", "2024-05-30", "2024-05-29"],
  ])(
    "skips the declared holiday after %s (due %s), and counts it when it is not declared",
    (start, due, declared) => {
      const withDeclared = calculateDeadline({ startDate: start, days: 1, counting: "court" }, DECLARED);
      expect(withDeclared.dueDate).toBe(due);
      expect(withDeclared.excluded.map((day) => day.date)).toContain(declared);
      expect(calculateDeadline({ startDate: start, days: 1, counting: "court" }, []).dueDate).toBe(declared);
    },
  );

  it("never counts the start day, even when it is a holiday: 2026-12-25 + 1 court day is 2026-12-28", () => {
    // Day of Goodwill 2026 falls on a Saturday and is not moved to the Monday.
    expect(calculateDeadline({ startDate: "2026-12-25", days: 1, counting: "court" }, DECLARED)).toEqual({
      dueDate: "2026-12-28",
      excluded: [
        { date: "2026-12-26", reason: "Day of Goodwill" },
        { date: "2026-12-27", reason: "Sunday" },
      ],
    });
    expect(calculateDeadline({ startDate: "2026-04-03", days: 1, counting: "court" }, DECLARED).dueDate).toBe(
      "2026-04-07",
    );
  });

  it("ends on a court day and excludes exactly the days it did not count, for starts across 2020–2030", () => {
    const holidays = new Set(
      Array.from({ length: 12 }, (_, index) => publicHolidaysOf(2020 + index, DECLARED))
        .flat()
        .map((holiday) => holiday.date),
    );
    for (let dayNumber = toDayNumber("2020-01-01"); dayNumber < toDayNumber("2031-01-01"); dayNumber += 13) {
      for (const days of [1, 5, 10, 15, 20]) {
        const startDate = fromDayNumber(dayNumber);
        const result = calculateDeadline({ startDate, days, counting: "court" }, DECLARED);
        const due = toDayNumber(result.dueDate);
        expect(["Saturday", "Sunday"]).not.toContain(weekdayOf(due));
        expect(holidays.has(result.dueDate), `${startDate} + ${days}`).toBe(false);
        expect(due - dayNumber - result.excluded.length, `${startDate} + ${days}`).toBe(days);
      }
    }
  });

  it("handles the longest period quickly", () => {
    const started = performance.now();
    for (let index = 0; index < 200; index += 1) {
      calculateDeadline(
        { startDate: "2026-01-01", days: 365, counting: "court", excludeDiesNon: true },
        DECLARED,
      );
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("calculateDeadline, CCMA days", () => {
  it("leaves out weekends, holidays and 16 December to 7 January", () => {
    const result = calculateDeadline({ startDate: "2026-12-10", days: 5, counting: "ccma" }, DECLARED);
    expect(result.dueDate).toBe("2027-01-11");
    expect(result.excluded.filter((day) => day.reason.startsWith("CCMA closed period"))).toHaveLength(23);
    expect(result.excluded.map((day) => day.date)).not.toContain("2027-01-08");
  });

  it("counts 8 January onwards, unlike the court dies non that run to 15 January", () => {
    expect(calculateDeadline({ startDate: "2027-01-05", days: 1, counting: "ccma" }, DECLARED).dueDate).toBe(
      "2027-01-08",
    );
  });
});

describe("calculateDeadline, calendar days", () => {
  it("counts every day when the last one is a working day", () => {
    expect(calculateDeadline({ startDate: "2026-05-04", days: 10, counting: "calendar" }, DECLARED)).toEqual({
      dueDate: "2026-05-14",
      excluded: [],
    });
  });

  it("moves a last day on a Sunday to the Monday (Interpretation Act s4)", () => {
    expect(calculateDeadline({ startDate: "2026-05-01", days: 9, counting: "calendar" }, DECLARED)).toEqual({
      dueDate: "2026-05-11",
      excluded: [{ date: "2026-05-10", reason: "Sunday" }],
    });
  });

  it("keeps a last day on a Saturday: s4 extends only past Sundays and public holidays", () => {
    expect(calculateDeadline({ startDate: "2026-05-01", days: 8, counting: "calendar" }, DECLARED)).toEqual({
      dueDate: "2026-05-09",
      excluded: [],
    });
  });

  it("moves a last day on a public holiday, and on past an observed Monday", () => {
    expect(calculateDeadline({ startDate: "2026-06-06", days: 10, counting: "calendar" }, DECLARED)).toEqual({
      dueDate: "2026-06-17",
      excluded: [{ date: "2026-06-16", reason: "Youth Day" }],
    });
    expect(calculateDeadline({ startDate: "2026-08-01", days: 8, counting: "calendar" }, DECLARED)).toEqual({
      dueDate: "2026-08-11",
      excluded: [
        { date: "2026-08-09", reason: "National Women's Day" },
        { date: "2026-08-10", reason: "National Women's Day (observed)" },
      ],
    });
  });

  it("leaves out the dies non when asked", () => {
    const result = calculateDeadline(
      { startDate: "2026-12-10", days: 10, counting: "calendar", excludeDiesNon: true },
      DECLARED,
    );
    expect(result.dueDate).toBe("2027-01-20");
    expect(result.excluded).toHaveLength(31);
  });
});

describe("calculateDeadline input", () => {
  it.each([0, -1, 366, 2.5, Number.NaN])("rejects a period of %s days", (days) => {
    expect(() => calculateDeadline({ startDate: "2026-04-01", days, counting: "court" })).toThrow(
      "The period must be a whole number of days from 1 to 365.",
    );
  });

  it.each(["2026-02-30", "01/04/2026", ""])("rejects the start date %j", (startDate) => {
    expect(() => calculateDeadline({ startDate, days: 5, counting: "court" })).toThrow(DeadlineInputError);
  });
});
