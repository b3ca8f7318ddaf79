import { dayNumberOf, fromDayNumber, toDayNumber, weekdayOf } from "./calendar-dates.ts";

/** A public holiday on a date, e.g. `{ date: "2027-03-22", name: "Human Rights Day (observed)" }`. */
export type PublicHoliday = { date: string; name: string };

/** A one-off holiday declared by the President (Public Holidays Act s2A), kept in the declared_holiday table. */
export type DeclaredHoliday = { date: string; name: string };

/** Public Holidays Act 36 of 1994, Schedule 1: the holidays on a fixed date. */
const FIXED_HOLIDAYS: readonly { month: number; day: number; name: string }[] = [
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 3, day: 21, name: "Human Rights Day" },
  { month: 4, day: 27, name: "Freedom Day" },
  { month: 5, day: 1, name: "Workers' Day" },
  { month: 6, day: 16, name: "Youth Day" },
  { month: 8, day: 9, name: "National Women's Day" },
  { month: 9, day: 24, name: "Heritage Day" },
  { month: 12, day: 16, name: "Day of Reconciliation" },
  { month: 12, day: 25, name: "Christmas Day" },
  { month: 12, day: 26, name: "Day of Goodwill" },
];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian, "Meeus/Jones/Butcher", algorithm). */
export function easterSundayOf(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return fromDayNumber(dayNumberOf(year, month, day));
}

/**
 * The statutory public holidays of a year under the Public Holidays Act 36 of 1994 (in force from
 * 1995), with s2(1) applied: a holiday falling on a Sunday makes the following Monday a public holiday.
 * When that Monday is already a holiday (Christmas on a Sunday, Day of Goodwill on the Monday) no extra
 * day arises; the President has then declared one separately (27 December 2011, 2016, 2022).
 */
export function statutoryHolidaysOf(year: number): PublicHoliday[] {
  const easter = toDayNumber(easterSundayOf(year));
  const holidays = new Map<number, string>();
  for (const holiday of FIXED_HOLIDAYS)
    holidays.set(dayNumberOf(year, holiday.month, holiday.day), holiday.name);
  holidays.set(easter - 2, "Good Friday");
  holidays.set(easter + 1, "Family Day");
  for (const [dayNumber, name] of [...holidays]) {
    if (weekdayOf(dayNumber) === "Sunday" && !holidays.has(dayNumber + 1)) {
      holidays.set(dayNumber + 1, `${name} (observed)`);
    }
  }
  return [...holidays]
    .sort(([first], [second]) => first - second)
    .map(([dayNumber, name]) => ({ date: fromDayNumber(dayNumber), name }));
}

/**
 * Every public holiday of a year: the statutory ones and the declared one-off days of that year. A
 * declared day is not moved off a Sunday (s2A declares a specific date). Sorted by date.
 */
export function publicHolidaysOf(
  year: number,
  declaredHolidays: readonly DeclaredHoliday[] = [],
): PublicHoliday[] {
  const holidays = new Map(statutoryHolidaysOf(year).map((holiday) => [holiday.date, holiday.name]));
  const prefix = `${year}-`;
  for (const declared of declaredHolidays) {
    if (declared.date.startsWith(prefix) && !holidays.has(declared.date)) {
      holidays.set(declared.date, declared.name);
    }
  }
  return [...holidays]
    .sort(([first], [second]) => first.localeCompare(second))
    .map(([date, name]) => ({ date, name }));
}

/**
 * Looks up holidays by day number across years, computing each year once. Built per calculation so a
 * change to the declared holidays is seen by the next one.
 */
export function createHolidayLookup(declaredHolidays: readonly DeclaredHoliday[]) {
  const byYear = new Map<number, Map<number, string>>();
  return (dayNumber: number, year: number): string | undefined => {
    let holidays = byYear.get(year);
    if (!holidays) {
      holidays = new Map(
        publicHolidaysOf(year, declaredHolidays).map((holiday) => [toDayNumber(holiday.date), holiday.name]),
      );
      byYear.set(year, holidays);
    }
    return holidays.get(dayNumber);
  };
}
