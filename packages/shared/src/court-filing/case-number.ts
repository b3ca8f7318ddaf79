import type { TCourtLevel } from "./court-filing.enums.ts";

/** What a person is told to type, per court level. */
export const CASE_NUMBER_EXAMPLES: Record<TCourtLevel, string> = {
  constitutional: "CCT 12/26",
  supreme: "123/2026",
  high: "12345/2026 or 2026-012345",
  magistrate: "1234/2026",
  district: "1234/2026",
};

type CaseNumberForm = { pattern: RegExp; yearGroup: "full" | "short" };

/**
 * The common forms of South African case numbers. High Court divisions number by "number/year", and the
 * divisions on CaseLines also by "year-number" (Gauteng since 2023); the SCA by "number/year"; the
 * Constitutional Court by "CCT number/two-digit year"; the magistrates' and district courts by
 * "number/year", sometimes with a short register prefix (e.g. "A1234/2026").
 */
const CASE_NUMBER_FORMS: Record<TCourtLevel, readonly CaseNumberForm[]> = {
  constitutional: [{ pattern: /^CCT ?(\d{1,4})\/(\d{2}|\d{4})$/, yearGroup: "short" }],
  supreme: [{ pattern: /^(\d{1,5})\/(\d{4})$/, yearGroup: "full" }],
  high: [
    { pattern: /^(\d{1,6})\/(\d{4})$/, yearGroup: "full" },
    { pattern: /^(\d{4})-(\d{4,6})$/, yearGroup: "full" },
  ],
  magistrate: [{ pattern: /^(?:[A-Z]{1,3} ?)?(\d{1,6})\/(\d{4})$/, yearGroup: "full" }],
  district: [{ pattern: /^(?:[A-Z]{1,3} ?)?(\d{1,6})\/(\d{4})$/, yearGroup: "full" }],
};

export type CaseNumberCheck = { ok: true; caseNumber: string } | { ok: false; message: string };

/** The case number as it is kept: trimmed, single spaces, capitals. */
export function normalizeCaseNumber(raw: string): string {
  return raw
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\s*([/-])\s*/g, "$1")
    .toUpperCase();
}

function yearOf(match: RegExpMatchArray, form: CaseNumberForm, courtLevel: TCourtLevel): number {
  // "2026-012345" has the year first; every other form has it last.
  const text = courtLevel === "high" && match[0].includes("-") ? match[1] : match[2];
  const year = Number(text);
  return form.yearGroup === "short" && (text ?? "").length === 2 ? 2000 + year : year;
}

/**
 * Whether `raw` is a case number of the given court's common form, answering the normalised number or
 * a message naming the expected form. The year must be plausible (1900 to next year).
 */
export function checkCaseNumber(
  courtLevel: TCourtLevel,
  raw: string,
  today: Date = new Date(),
): CaseNumberCheck {
  const caseNumber = normalizeCaseNumber(raw);
  const expected = `Enter the case number in the court's form, e.g. ${CASE_NUMBER_EXAMPLES[courtLevel]}.`;
  if (caseNumber === "") return { ok: false, message: `The case number is required. ${expected}` };
  for (const form of CASE_NUMBER_FORMS[courtLevel]) {
    const match = caseNumber.match(form.pattern);
    if (!match) continue;
    const year = yearOf(match, form, courtLevel);
    if (year < 1900 || year > today.getUTCFullYear() + 1)
      return { ok: false, message: `The year in the case number (${year}) is not plausible. ${expected}` };
    return { ok: true, caseNumber };
  }
  return { ok: false, message: `"${raw.trim()}" is not a case number of this court. ${expected}` };
}
