/**
 * Dates are Excel serial numbers: whole days since 1899-12-30, so a date read from or written to an
 * XLSX file keeps its number. (Excel pretends 1900 was a leap year, so its serials before 1 March 1900
 * are one day off ours; no matter date is that old.) All arithmetic is on whole UTC days, so no time
 * zone or daylight-saving shift can move a date.
 */
const MILLISECONDS_PER_DAY = 86_400_000;
const EPOCH_MILLISECONDS = Date.UTC(1899, 11, 30);

/** The largest serial Excel accepts: 31 December 9999. */
export const MAX_DATE_SERIAL = 2_958_465;

export type CalendarDate = { year: number; month: number; day: number };

/** A year, month (1–12) and day as a serial; months and days past their end roll over, as DATE does. */
export function serialFromParts(year: number, month: number, day: number): number {
  // setUTCFullYear, unlike Date.UTC, leaves the years 0–99 as they are, and rolls months and days over.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round((date.getTime() - EPOCH_MILLISECONDS) / MILLISECONDS_PER_DAY);
}

/** The calendar date of a serial (its fraction, a time of day, is dropped). */
export function partsFromSerial(serial: number): CalendarDate {
  const date = new Date(EPOCH_MILLISECONDS + Math.floor(serial) * MILLISECONDS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** A YYYY-MM-DD date as a serial; null when it is no real calendar date. */
export function serialFromIsoDate(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return serialFromValidParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The serial of a date given in parts, or null when the parts are no real date (30 February). */
export function serialFromValidParts(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return serialFromParts(year, month, day);
}

/** A serial as YYYY-MM-DD. */
export function isoDateFromSerial(serial: number): string {
  const { year, month, day } = partsFromSerial(serial);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 31;
}

/** The same day `months` later (or earlier), kept inside a shorter month: 31 Jan + 1 → 28/29 Feb. */
export function addMonthsToSerial(serial: number, months: number): number {
  const { year, month, day } = partsFromSerial(serial);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return serialFromParts(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The last day of the month `months` after the month of `serial`. */
export function endOfMonthSerial(serial: number, months: number): number {
  const { year, month } = partsFromSerial(serial);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return serialFromParts(targetYear, targetMonth, daysInMonth(targetYear, targetMonth));
}
