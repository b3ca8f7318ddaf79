/**
 * The date layouts SA bank exports use. None of them can read one text two ways (the year is always
 * four digits and never in the middle, and there is no month-first layout), so a mapping may list
 * several and the first that reads a cell wins.
 */
export const STATEMENT_DATE_FORMATS = [
  "YYYYMMDD",
  "YYYY/MM/DD",
  "YYYY-MM-DD",
  "DD/MM/YYYY",
  "DD MMM YYYY",
  "D MMM YYYY",
] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

type DateParts = { year: string; month: string; day: string };

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

const READERS: Record<StatementDateFormat, (text: string) => DateParts | null> = {
  YYYYMMDD: (text) => yearFirst(/^(\d{4})(\d{2})(\d{2})$/.exec(text)),
  "YYYY/MM/DD": (text) => yearFirst(/^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text)),
  "YYYY-MM-DD": (text) => yearFirst(/^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)),
  "DD/MM/YYYY": (text) => {
    const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    return match ? { day: match[1] ?? "", month: match[2] ?? "", year: match[3] ?? "" } : null;
  },
  "DD MMM YYYY": (text) => withMonthName(/^(\d{2})[ -]([a-z]{3,9})[ -](\d{4})$/i.exec(text)),
  "D MMM YYYY": (text) => withMonthName(/^(\d{1,2})[ -]([a-z]{3,9})[ -](\d{4})$/i.exec(text)),
};

/**
 * Reads a statement date into `YYYY-MM-DD`, or null when the text is not a real date in that layout
 * (2026-02-30 is not). A time of day after the date, as some exports add, is ignored.
 */
export function parseStatementDate(text: string, format: StatementDateFormat): string | null {
  const dateText = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/, "");
  const parts = READERS[format](dateText);
  if (!parts) return null;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${parts.year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function yearFirst(match: RegExpExecArray | null): DateParts | null {
  return match ? { year: match[1] ?? "", month: match[2] ?? "", day: match[3] ?? "" } : null;
}

function withMonthName(match: RegExpExecArray | null): DateParts | null {
  const month = match ? MONTH_NUMBERS[(match[2] ?? "").toLowerCase()] : undefined;
  if (!match || month === undefined) return null;
  return { day: match[1] ?? "", month: String(month), year: match[3] ?? "" };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeapYear ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
