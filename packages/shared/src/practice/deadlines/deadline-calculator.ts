import { isCalendarDate } from "../../dates.ts";
import type { TDeadlineCounting } from "../practice.enums.ts";
import { fromDayNumber, monthDayOf, toDayNumber, weekdayOf, yearOf } from "./calendar-dates.ts";
import { createHolidayLookup, type DeclaredHoliday } from "./public-holidays.ts";

/** A period is a whole number of days from 1 to 365: a period of 0 days is no period at all. */
export const DEADLINE_DAYS_MIN = 1;
export const DEADLINE_DAYS_MAX = 365;

export type DeadlineInput = {
  /** The day of the triggering event (service, delivery). It is never counted itself. */
  startDate: string;
  days: number;
  counting: TDeadlineCounting;
  /** Leave out 16 December to 15 January inclusive (Uniform Rule 19(1), Magistrates' Courts Rule 13(1)). */
  excludeDiesNon?: boolean;
};

export type ExcludedDay = { date: string; reason: string };

export type DeadlineResult = {
  dueDate: string;
  /** Every day inside the period that did not count, in date order, with why. */
  excluded: ExcludedDay[];
};

export const DIES_NON_REASON = "Dies non (16 Dec–15 Jan)";
export const CCMA_CLOSED_PERIOD_REASON = "CCMA closed period (16 Dec–7 Jan)";

/** The input of a calculation is not usable; the message says why, for a person. */
export class DeadlineInputError extends Error {
  override name = "DeadlineInputError";
}

/** 16 December to 15 January, both inclusive: Uniform Rule 19(1) and Magistrates' Courts Rule 13(1). */
function isInDiesNon(dayNumber: number): boolean {
  const { month, day } = monthDayOf(dayNumber);
  return (month === 12 && day >= 16) || (month === 1 && day <= 15);
}

/** 16 December to 7 January, both inclusive: the CCMA Rules' definition of a day (rule 1). */
function isInCcmaClosedPeriod(dayNumber: number): boolean {
  const { month, day } = monthDayOf(dayNumber);
  return (month === 12 && day >= 16) || (month === 1 && day <= 7);
}

function checkInput(input: DeadlineInput): void {
  if (!isCalendarDate(input.startDate)) {
    throw new DeadlineInputError("The start date must be a real date written YYYY-MM-DD, e.g. 2026-04-01.");
  }
  if (!Number.isInteger(input.days) || input.days < DEADLINE_DAYS_MIN || input.days > DEADLINE_DAYS_MAX) {
    throw new DeadlineInputError(
      `The period must be a whole number of days from ${DEADLINE_DAYS_MIN} to ${DEADLINE_DAYS_MAX}.`,
    );
  }
}

/**
 * Works out the last day for an act from the day of the triggering event. The start day is never
 * counted; counting starts the next day.
 *
 * - "court": only court days count, i.e. not Saturdays, Sundays or public holidays (Uniform Rule 1,
 *   Magistrates' Courts Rule 2(1)); with `excludeDiesNon` also not 16 December–15 January.
 * - "calendar": every day counts (with `excludeDiesNon`, not the dies non). If the last day falls on a
 *   Sunday or a public holiday the period ends on the next day that is neither: Interpretation Act 33
 *   of 1957 s4 ("... unless the last day happens to fall on a Sunday or on any public holiday ...").
 *   A last day on a Saturday is deliberately NOT moved: s4 names Sundays and public holidays only, so
 *   moving it to Monday could show a date after the true last day. Court offices are closed on
 *   Saturdays, so the act has to be done by the Friday before; the screen says so.
 * - "ccma": CCMA days, i.e. not Saturdays, Sundays, public holidays or 16 December–7 January.
 *
 * `declaredHolidays` are the one-off days the President declared (election days, decrees): pass them in
 * from the declared_holiday table.
 */
export function calculateDeadline(
  input: DeadlineInput,
  declaredHolidays: readonly DeclaredHoliday[] = [],
): DeadlineResult {
  checkInput(input);
  const holidayOn = createHolidayLookup(declaredHolidays);
  const isExcludingDiesNon = input.excludeDiesNon === true;

  const reasonNotCounted = (dayNumber: number): string | null => {
    const holiday = holidayOn(dayNumber, yearOf(dayNumber));
    const weekday = weekdayOf(dayNumber);
    const isWeekend = weekday === "Saturday" || weekday === "Sunday";
    switch (input.counting) {
      case "court":
        if (isExcludingDiesNon && isInDiesNon(dayNumber)) return DIES_NON_REASON;
        return holiday ?? (isWeekend ? weekday : null);
      case "ccma":
        if (isInCcmaClosedPeriod(dayNumber)) return CCMA_CLOSED_PERIOD_REASON;
        return holiday ?? (isWeekend ? weekday : null);
      case "calendar":
        return isExcludingDiesNon && isInDiesNon(dayNumber) ? DIES_NON_REASON : null;
      default: {
        const unknown: never = input.counting;
        throw new DeadlineInputError(`Unknown way of counting days: ${String(unknown)}.`);
      }
    }
  };

  const excluded: ExcludedDay[] = [];
  let dayNumber = toDayNumber(input.startDate);
  let counted = 0;
  while (counted < input.days) {
    dayNumber += 1;
    const reason = reasonNotCounted(dayNumber);
    if (reason) excluded.push({ date: fromDayNumber(dayNumber), reason });
    else counted += 1;
  }

  if (input.counting === "calendar") {
    // Interpretation Act s4: a last day on a Sunday or public holiday moves on to the next day that is
    // neither (nor, when the dies non are excluded, a day of the dies non).
    for (;;) {
      const holiday = holidayOn(dayNumber, yearOf(dayNumber));
      const isSunday = weekdayOf(dayNumber) === "Sunday";
      const isDiesNon = isExcludingDiesNon && isInDiesNon(dayNumber);
      if (!holiday && !isSunday && !isDiesNon) break;
      excluded.push({
        date: fromDayNumber(dayNumber),
        reason: isDiesNon ? DIES_NON_REASON : (holiday ?? "Sunday"),
      });
      dayNumber += 1;
    }
  }

  return { dueDate: fromDayNumber(dayNumber), excluded };
}
