import { parseTypedDate } from "./cell-input.ts";
import { type CellError, type CellValue, cellError, isCellError } from "./cell-value.ts";
import { type EvaluatedValue, type EvaluationContext, toNumber, toScalar } from "./formula-values.ts";
import { type FormulaFunction, numberArgument, textArgument } from "./function-arguments.ts";
import {
  addMonthsToSerial,
  daysInMonth,
  endOfMonthSerial,
  isLeapYear,
  MAX_DATE_SERIAL,
  partsFromSerial,
  serialFromParts,
  serialFromValidParts,
} from "./serial-dates.ts";

/** A date argument as a whole-day serial: a serial number, or a date written as text ("2026-11-26"). */
function dateArgument(
  args: readonly EvaluatedValue[],
  index: number,
  context: EvaluationContext,
): number | CellError {
  const argument = args[index];
  if (argument === undefined) return cellError("#VALUE!", "A date is missing from the function.");
  const value = toScalar(argument, context);
  const serial = typeof value === "string" ? (parseTypedDate(value) ?? toNumber(value)) : toNumber(value);
  if (isCellError(serial)) return serial;
  if (serial < 0 || serial > MAX_DATE_SERIAL)
    return cellError("#NUM!", "The date is outside the years 1900 to 9999.");
  return Math.floor(serial);
}

function dateComponent(pick: (parts: ReturnType<typeof partsFromSerial>) => number): FormulaFunction {
  return {
    minArguments: 1,
    maxArguments: 1,
    evaluate(args, context) {
      const serial = dateArgument(args, 0, context);
      return isCellError(serial) ? serial : pick(partsFromSerial(serial));
    },
  };
}

function monthShift(shift: (serial: number, months: number) => number): FormulaFunction {
  return {
    minArguments: 2,
    maxArguments: 2,
    evaluate(args, context) {
      const serial = dateArgument(args, 0, context);
      if (isCellError(serial)) return serial;
      const months = numberArgument(args, 1, context);
      if (isCellError(months)) return months;
      const result = shift(serial, Math.trunc(months));
      return result < 0 || result > MAX_DATE_SERIAL
        ? cellError("#NUM!", "The resulting date is outside the years 1900 to 9999.")
        : result;
    },
  };
}

/** Whole months from one date to a later one: a month counts once its day of the month is reached. */
function completeMonthsBetween(start: number, end: number): number {
  const from = partsFromSerial(start);
  const to = partsFromSerial(end);
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  return to.day < from.day ? months - 1 : months;
}

/** DATEDIF's units: "D" days, "M" whole months, "Y" whole years, and Excel's "MD", "YM", "YD" remainders. */
function dateDifference(start: number, end: number, unit: string): CellValue {
  if (start > end) return cellError("#NUM!", "DATEDIF needs the start date on or before the end date.");
  const months = completeMonthsBetween(start, end);
  switch (unit.toUpperCase()) {
    case "D":
      return end - start;
    case "M":
      return months;
    case "Y":
      return Math.floor(months / 12);
    case "YM":
      return months % 12;
    case "MD": {
      const from = partsFromSerial(start);
      const to = partsFromSerial(end);
      if (to.day >= from.day) return to.day - from.day;
      const previousMonth = to.month === 1 ? 12 : to.month - 1;
      const previousYear = to.month === 1 ? to.year - 1 : to.year;
      return Math.max(0, daysInMonth(previousYear, previousMonth) - from.day) + to.day;
    }
    case "YD": {
      const from = partsFromSerial(start);
      const to = partsFromSerial(end);
      let anniversary = serialFromParts(
        to.year,
        from.month,
        Math.min(from.day, daysInMonth(to.year, from.month)),
      );
      if (anniversary > end) {
        anniversary = serialFromParts(
          to.year - 1,
          from.month,
          Math.min(from.day, daysInMonth(to.year - 1, from.month)),
        );
      }
      return end - anniversary;
    }
    default:
      return cellError("#NUM!", `DATEDIF does not know the unit "${unit}"; use "d", "m" or "y".`);
  }
}

/** 30/360 day count: US (NASD, basis 0) moves month ends to the 30th as Excel does; European (basis 4) plainly. */
function days360(start: number, end: number, isEuropean: boolean): number {
  const from = partsFromSerial(start);
  const to = partsFromSerial(end);
  let startDay = from.day;
  let endDay = to.day;
  if (isEuropean) {
    startDay = Math.min(startDay, 30);
    endDay = Math.min(endDay, 30);
  } else {
    const isStartFebruaryEnd = from.month === 2 && from.day === daysInMonth(from.year, 2);
    const isEndFebruaryEnd = to.month === 2 && to.day === daysInMonth(to.year, 2);
    if (isStartFebruaryEnd && isEndFebruaryEnd) endDay = 30;
    if (isStartFebruaryEnd || startDay === 31) startDay = 30;
    if (endDay === 31 && startDay >= 30) endDay = 30;
  }
  return (to.year - from.year) * 360 + (to.month - from.month) * 30 + (endDay - startDay);
}

/** Actual/actual (basis 1) as Excel counts it: a year's length, or the average length of the years spanned. */
function actualActualYearFraction(start: number, end: number): number {
  const from = partsFromSerial(start);
  const to = partsFromSerial(end);
  if (from.year === to.year) return (end - start) / (isLeapYear(from.year) ? 366 : 365);
  const oneYearLater = addMonthsToSerial(start, 12);
  if (end <= oneYearLater) {
    const startLeapDay = serialFromValidParts(from.year, 2, 29);
    const endLeapDay = serialFromValidParts(to.year, 2, 29);
    const spansLeapDay =
      (startLeapDay !== null && startLeapDay >= start) || (endLeapDay !== null && endLeapDay <= end);
    return (end - start) / (spansLeapDay ? 366 : 365);
  }
  let totalDays = 0;
  for (let year = from.year; year <= to.year; year += 1) totalDays += isLeapYear(year) ? 366 : 365;
  return (end - start) / (totalDays / (to.year - from.year + 1));
}

function yearFraction(start: number, end: number, basis: number): CellValue {
  const [earlier, later] = start <= end ? [start, end] : [end, start];
  switch (basis) {
    case 0:
      return days360(earlier, later, false) / 360;
    case 1:
      return actualActualYearFraction(earlier, later);
    case 2:
      return (later - earlier) / 360;
    case 3:
      // Actual/365: the day count South African mora interest (Prescribed Rate of Interest Act) uses.
      return (later - earlier) / 365;
    case 4:
      return days360(earlier, later, true) / 360;
    default:
      return cellError("#NUM!", "YEARFRAC's basis must be 0, 1, 2, 3 or 4.");
  }
}

export const DATE_FUNCTIONS: Record<string, FormulaFunction> = {
  TODAY: { minArguments: 0, maxArguments: 0, evaluate: (_args, context) => context.today() },
  DATE: {
    minArguments: 3,
    maxArguments: 3,
    evaluate(args, context) {
      const parts: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const part = numberArgument(args, index, context);
        if (isCellError(part)) return part;
        parts.push(Math.trunc(part));
      }
      const [year = 0, month = 1, day = 1] = parts;
      // As in Excel, a year below 1900 is counted from 1900: DATE(26, 1, 1) is 1 January 1926.
      const fullYear = year >= 0 && year < 1900 ? year + 1900 : year;
      const serial = serialFromParts(fullYear, month, day);
      return serial < 0 || serial > MAX_DATE_SERIAL
        ? cellError("#NUM!", "DATE makes a date outside the years 1900 to 9999.")
        : serial;
    },
  },
  YEAR: dateComponent((parts) => parts.year),
  MONTH: dateComponent((parts) => parts.month),
  DAY: dateComponent((parts) => parts.day),
  DAYS: {
    minArguments: 2,
    maxArguments: 2,
    evaluate(args, context) {
      const end = dateArgument(args, 0, context);
      if (isCellError(end)) return end;
      const start = dateArgument(args, 1, context);
      return isCellError(start) ? start : end - start;
    },
  },
  EDATE: monthShift(addMonthsToSerial),
  EOMONTH: monthShift(endOfMonthSerial),
  DATEDIF: {
    minArguments: 3,
    maxArguments: 3,
    evaluate(args, context) {
      const start = dateArgument(args, 0, context);
      if (isCellError(start)) return start;
      const end = dateArgument(args, 1, context);
      if (isCellError(end)) return end;
      const unit = textArgument(args, 2, context);
      return isCellError(unit) ? unit : dateDifference(start, end, unit);
    },
  },
  YEARFRAC: {
    minArguments: 2,
    maxArguments: 3,
    evaluate(args, context) {
      const start = dateArgument(args, 0, context);
      if (isCellError(start)) return start;
      const end = dateArgument(args, 1, context);
      if (isCellError(end)) return end;
      const basis = numberArgument(args, 2, context, 0);
      return isCellError(basis) ? basis : yearFraction(start, end, Math.trunc(basis));
    },
  },
};
