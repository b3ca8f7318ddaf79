/**
 * Hearing and judgment dates from a judgment's labelled header lines ("Heard:", "Date of delivery",
 * "Verhoor:", "Gelewer:", "Decided on:" …), as ISO dates. Courts write the date in words, in English
 * or Afrikaans, sometimes on the line after the label and sometimes inside a sentence (modern SCA:
 * "Delivered: This judgment was handed down electronically … deemed to be 10h00 on 27 March 2020").
 */

const MONTH_NUMBERS: Record<string, number> = {
  january: 1,
  januarie: 1,
  jan: 1,
  february: 2,
  februarie: 2,
  feb: 2,
  march: 3,
  maart: 3,
  mar: 3,
  mrt: 3,
  april: 4,
  apr: 4,
  may: 5,
  mei: 5,
  june: 6,
  junie: 6,
  jun: 6,
  july: 7,
  julie: 7,
  jul: 7,
  august: 8,
  augustus: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  october: 10,
  oktober: 10,
  oct: 10,
  okt: 10,
  november: 11,
  nov: 11,
  december: 12,
  desember: 12,
  dec: 12,
  des: 12,
};

const MONTH_NAME = Object.keys(MONTH_NUMBERS)
  .sort((left, right) => right.length - left.length)
  .join("|");

// "22 February 1999", "12th March 2019", "12 and 13 March 2019" (the first day), "12-13 May 2020".
const DAY_MONTH_YEAR = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|ste|de)?(?:\\s*(?:and|en|&|-|–|to|tot)\\s*\\d{1,2}(?:st|nd|rd|th)?)*\\s+(${MONTH_NAME})\\.?,?\\s+(\\d{4})\\b`,
  "i",
);
// "March 12, 2019"
const MONTH_DAY_YEAR = new RegExp(
  `\\b(${MONTH_NAME})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`,
  "i",
);
// "2019-03-12", "2019/03/12"
const ISO_LIKE = /\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b/;
// "12/03/2019", "12.03.2019": South African order, day first.
const DAY_FIRST_NUMERIC = /\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/;

function toIsoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1800 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The first date written in `text` (in any of the forms courts use), as yyyy-mm-dd; null when none. */
export function parseFirstDate(text: string): string | null {
  const candidates: { index: number; iso: string | null }[] = [];
  const dayMonthYear = DAY_MONTH_YEAR.exec(text);
  if (dayMonthYear) {
    const month = MONTH_NUMBERS[dayMonthYear[2]!.toLowerCase()]!;
    candidates.push({
      index: dayMonthYear.index,
      iso: toIsoDate(Number(dayMonthYear[3]), month, Number(dayMonthYear[1])),
    });
  }
  const monthDayYear = MONTH_DAY_YEAR.exec(text);
  if (monthDayYear) {
    const month = MONTH_NUMBERS[monthDayYear[1]!.toLowerCase()]!;
    candidates.push({
      index: monthDayYear.index,
      iso: toIsoDate(Number(monthDayYear[3]), month, Number(monthDayYear[2])),
    });
  }
  const isoLike = ISO_LIKE.exec(text);
  if (isoLike) {
    candidates.push({
      index: isoLike.index,
      iso: toIsoDate(Number(isoLike[1]), Number(isoLike[2]), Number(isoLike[3])),
    });
  }
  const dayFirst = DAY_FIRST_NUMERIC.exec(text);
  if (dayFirst) {
    candidates.push({
      index: dayFirst.index,
      iso: toIsoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])),
    });
  }
  const valid = candidates.filter((candidate) => candidate.iso !== null).sort((a, b) => a.index - b.index);
  return valid[0]?.iso ?? null;
}

// Longest labels first, so "Date of hearing" is not read as a bare "hearing".
const HEARING_LABELS = [
  "date\\s+of\\s+(?:the\\s+)?hearing",
  "hearing\\s+date",
  "date\\s+heard",
  "heard\\s+on",
  "heard",
  "argued\\s+on",
  "argued",
  "datum\\s+van\\s+verhoor",
  "verhoordatum",
  "verhoor",
  "aangehoor",
];
const JUDGMENT_LABELS = [
  "date\\s+of\\s+(?:the\\s+)?(?:delivery|judgment|judgement|hand-?\\s?down)",
  "(?:judgment|judgement)\\s+(?:date|delivered(?:\\s+on)?|handed\\s+down)",
  "delivery\\s+date",
  "date\\s+delivered",
  "date\\s+handed\\s+down",
  "handed\\s+down(?:\\s+on)?",
  "delivered\\s+on",
  "delivered",
  "decided\\s+on",
  "decided",
  "datum\\s+(?:van\\s+)?(?:uitspraak|lewering|gelewer)",
  "leweringsdatum",
  "uitspraak\\s+gelewer",
  "gelewer",
];

/*
 * A label starts a line, or follows a date on the same line ("Verhoor: 12 NOVEMBER 1998 Gelewer: …"),
 * and is followed by a colon, the end of its line or (for "DATE OF DELIVERY    19 March 1999") a digit.
 * Requiring this keeps body sentences ("the appeal was heard on …") out.
 */
function labelPattern(labels: string[]): RegExp {
  return new RegExp(
    `(?:^|\\n|\\d{4}[ \\t]+)[ \\t]*(?:${labels.join("|")})[ \\t]*(?::|(?=[ \\t]*\\r?\\n)|[ \\t]+(?=\\d))`,
    "gi",
  );
}

const HEARING_PATTERN = labelPattern(HEARING_LABELS);
const JUDGMENT_PATTERN = labelPattern(JUDGMENT_LABELS);
const ANY_LABEL_PATTERN = labelPattern([...HEARING_LABELS, ...JUDGMENT_LABELS]);

/** How far after its label a date may stand: the modern SCA hand-down sentence runs to ~300 characters. */
const VALUE_REACH = 400;

function findLabelledDate(text: string, pattern: RegExp): string | null {
  for (const match of text.matchAll(pattern)) {
    const valueStart = match.index + match[0].length;
    let valueEnd = Math.min(text.length, valueStart + VALUE_REACH);
    ANY_LABEL_PATTERN.lastIndex = valueStart;
    const nextLabel = ANY_LABEL_PATTERN.exec(text);
    if (nextLabel && nextLabel.index < valueEnd)
      valueEnd = nextLabel.index + (/^\d{4}/.test(nextLabel[0]) ? 4 : 0);
    const date = parseFirstDate(text.slice(valueStart, valueEnd));
    if (date) return date;
  }
  return null;
}

/** The hearing date named by a "Heard:"-style label, as yyyy-mm-dd. */
export function findHearingDate(text: string): string | null {
  return findLabelledDate(text, HEARING_PATTERN);
}

/** The date the judgment was delivered, named by a "Delivered:"-style label, as yyyy-mm-dd. */
export function findJudgmentDate(text: string): string | null {
  return findLabelledDate(text, JUDGMENT_PATTERN);
}
