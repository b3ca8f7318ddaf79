/**
 * Reading periods, dates and notice out of contract wording the way South African drafters write them:
 * "36 months", "thirty-six (36) months", "three (3) years", "a period of five years", "one calendar
 * month's notice", "20 (twenty) business days", "1 March 2024", "2024-03-01", "01/03/2024" (day first).
 */

export const DURATION_UNITS = ["hour", "day", "week", "month", "year"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export type Duration = {
  amount: number;
  unit: DurationUnit;
  /** "business days" or "working days": weekends and public holidays excluded. */
  isBusinessDays: boolean;
  /** Where the words are, within the text searched. */
  index: number;
  length: number;
};

const UNIT_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS_WORDS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const UNIT_WORD = Object.keys(UNIT_WORDS).join("|");
const TENS_WORD = Object.keys(TENS_WORDS).join("|");
/** "thirty-six", "twenty four", "twelve", "one hundred and twenty", "a"/"an" (one). */
const NUMBER_IN_WORDS = `(?:one\\s+hundred(?:\\s+and)?(?:\\s+(?:${TENS_WORD})(?:[\\s-]+(?:${UNIT_WORD}))?|\\s+(?:${UNIT_WORD}))?|(?:${TENS_WORD})(?:[\\s-]+(?:${UNIT_WORD}))?|${UNIT_WORD}|an?)`;

/** Amount in figures or words, optionally followed or preceded by the other form in brackets. */
const DURATION_PATTERN = new RegExp(
  `\\b(?:(\\d{1,4})(?:\\s*\\(\\s*(?:${NUMBER_IN_WORDS})\\s*\\))?|(${NUMBER_IN_WORDS})(?:\\s*\\(\\s*(\\d{1,4})\\s*\\))?)` +
    `[\\s-]+(?:\\(\\s*\\d{1,4}\\s*\\)\\s+)?((?:calendar|business|working|consecutive|full|clear)\\s+)?(hours?|days?|weeks?|months?|years?)\\b`,
  "gi",
);

/** "thirty-six" → 36, "one hundred and twenty" → 120, "a" → 1. Undefined for anything else. */
export function parseNumberWords(words: string): number | undefined {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((part) => part !== "" && part !== "and");
  if (parts.length === 1 && (parts[0] === "a" || parts[0] === "an")) return 1;
  let total = 0;
  for (const part of parts) {
    if (part === "hundred") total = (total === 0 ? 1 : total) * 100;
    else if (part in TENS_WORDS) total += TENS_WORDS[part]!;
    else if (part in UNIT_WORDS) total += UNIT_WORDS[part]!;
    else return undefined;
  }
  return parts.length === 0 ? undefined : total;
}

/** Every period of time written in the text, in reading order. */
export function findDurations(text: string): Duration[] {
  const durations: Duration[] = [];
  for (const match of text.matchAll(DURATION_PATTERN)) {
    const [whole, figures, words, bracketedFigures, qualifier, unitWord] = match;
    // Figures win over words when both are written: "thirty (36) months" is read as the figures say.
    const amount =
      figures !== undefined
        ? Number(figures)
        : bracketedFigures !== undefined
          ? Number(bracketedFigures)
          : parseNumberWords(words ?? "");
    if (amount === undefined || unitWord === undefined) continue;
    const unit = unitWord.toLowerCase().replace(/s$/, "") as DurationUnit;
    const isBusinessDays = /business|working/i.test(qualifier ?? "") && unit === "day";
    durations.push({ amount, unit, isBusinessDays, index: match.index, length: whole.length });
  }
  return durations;
}

const AVERAGE_DAYS_PER_MONTH = 365.25 / 12;

/** A period in months, for comparison with limits stated in months (CPA s 14, restraints). */
export function durationInMonths(duration: Duration): number {
  switch (duration.unit) {
    case "year":
      return duration.amount * 12;
    case "month":
      return duration.amount;
    case "week":
      return (duration.amount * 7) / AVERAGE_DAYS_PER_MONTH;
    case "day":
      return durationInCalendarDays(duration) / AVERAGE_DAYS_PER_MONTH;
    case "hour":
      return duration.amount / 24 / AVERAGE_DAYS_PER_MONTH;
    default: {
      const unhandled: never = duration.unit;
      throw new Error(`Unknown duration unit ${unhandled}`);
    }
  }
}

/** A period in calendar days; business days count as 7/5 of a calendar day each. */
export function durationInCalendarDays(duration: Duration): number {
  switch (duration.unit) {
    case "year":
      return duration.amount * 365;
    case "month":
      return duration.amount * AVERAGE_DAYS_PER_MONTH;
    case "week":
      return duration.amount * 7;
    case "day":
      return duration.isBusinessDays ? (duration.amount * 7) / 5 : duration.amount;
    case "hour":
      return duration.amount / 24;
    default: {
      const unhandled: never = duration.unit;
      throw new Error(`Unknown duration unit ${unhandled}`);
    }
  }
}

/**
 * A period in business days (Monday to Friday): five a week, and a calendar month read as 21, since
 * one calendar month holds 20 to 23 weekdays. Public holidays are not subtracted.
 */
export function durationInBusinessDays(duration: Duration): number {
  switch (duration.unit) {
    case "year":
      return duration.amount * 260;
    case "month":
      return duration.amount * 21;
    case "week":
      return duration.amount * 5;
    case "day":
      return duration.isBusinessDays ? duration.amount : (duration.amount * 5) / 7;
    case "hour":
      return (duration.amount / 24) * (5 / 7);
    default: {
      const unhandled: never = duration.unit;
      throw new Error(`Unknown duration unit ${unhandled}`);
    }
  }
}

/**
 * The periods of notice in the text: a period followed by "notice" ("one month's written notice",
 * "20 business days' notice") or following "notice of" ("notice of not less than 30 days").
 */
export function findNoticePeriods(text: string): Duration[] {
  return findDurations(text).filter((duration) => {
    const after = text.slice(duration.index + duration.length, duration.index + duration.length + 60);
    const before = text.slice(Math.max(0, duration.index - 60), duration.index);
    const isFollowedByNotice =
      /^\s*(?:['’]s?\s*|s['’]\s*)?(?:\([^)]{0,20}\)\s*)?(?:(?:prior|advance|written|formal|clear)\s+|in\s+writing\s+)*notice/i.test(
        after,
      );
    const isNoticeOf =
      /notice(?:\s+period)?(?:\s+in\s+writing)?\s+of\s+(?:not\s+less\s+than\s+|at\s+least\s+|no\s+less\s+than\s+|a\s+minimum\s+of\s+)?$/i.test(
        before,
      );
    return isFollowedByNotice || isNoticeOf;
  });
}

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_PATTERN =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

const DATE_PATTERNS: { pattern: RegExp; read: (match: RegExpMatchArray) => [number, number, number] }[] = [
  {
    // 1 March 2024, 1st of March 2024
    pattern: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:day\\s+)?(?:of\\s+)?${MONTH_PATTERN}\\.?,?\\s+(\\d{4})\\b`,
      "gi",
    ),
    read: (match) => [Number(match[3]), monthNumber(match[2]!), Number(match[1])],
  },
  {
    // March 1, 2024
    pattern: new RegExp(`\\b${MONTH_PATTERN}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"),
    read: (match) => [Number(match[3]), monthNumber(match[1]!), Number(match[2])],
  },
  {
    // 2024-03-01, 2024/03/01
    pattern: /\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b/g,
    read: (match) => [Number(match[1]), Number(match[2]), Number(match[3])],
  },
  {
    // 01/03/2024, 01-03-2024, 01.03.2024: day first, as South Africans write it.
    pattern: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g,
    read: (match) => [Number(match[3]), Number(match[2]), Number(match[1])],
  },
];

function monthNumber(name: string): number {
  const prefix = name.toLowerCase().slice(0, 3);
  return MONTH_NAMES.findIndex((month) => month.startsWith(prefix)) + 1;
}

export type WrittenDate = { date: Date; index: number; length: number };

/** Every valid calendar date written in the text, in reading order (UTC midnight). */
export function findDates(text: string): WrittenDate[] {
  const dates: WrittenDate[] = [];
  for (const { pattern, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [year, month, day] = read(match);
      const date = new Date(Date.UTC(year, month - 1, day));
      const isRealDate =
        date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
      const overlapsEarlier = dates.some(
        (earlier) =>
          match.index < earlier.index + earlier.length && earlier.index < match.index + match[0].length,
      );
      if (isRealDate && !overlapsEarlier) dates.push({ date, index: match.index, length: match[0].length });
    }
  }
  return dates.sort((first, second) => first.index - second.index);
}

const MILLISECONDS_PER_DAY = 86_400_000;

/** Months from the first day to the last, both days included: 1 March 2024 to 28 February 2027 is 36. */
export function monthsBetween(first: Date, last: Date): number {
  const daysIncluded = Math.round((last.getTime() - first.getTime()) / MILLISECONDS_PER_DAY) + 1;
  return daysIncluded / AVERAGE_DAYS_PER_MONTH;
}

/** Whitespace collapsed to single spaces, for quoting a clause on one line. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A readable excerpt of at most `maximumLength` characters: the start of the text, or a window around
 * the words of interest when they lie further on, with an ellipsis where text was cut.
 */
export function excerptAround(
  text: string,
  focus: { index: number; length: number } | null,
  maximumLength = 280,
): string {
  if (text.length <= maximumLength) return collapseWhitespace(text);
  let windowStart = 0;
  if (focus !== null && focus.index + focus.length > maximumLength - 20) {
    const slack = Math.max(0, maximumLength - focus.length);
    windowStart = Math.max(0, Math.min(text.length - maximumLength, focus.index - Math.floor(slack / 3)));
  }
  const windowEnd = Math.min(text.length, windowStart + maximumLength);
  const opening = windowStart > 0 ? "… " : "";
  const closing = windowEnd < text.length ? " …" : "";
  return `${opening}${collapseWhitespace(text.slice(windowStart, windowEnd))}${closing}`;
}
