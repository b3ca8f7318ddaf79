import { findTitleStartBefore } from "./act-name-reader.ts";
import { collapseWhitespace } from "./citation-keys.ts";

/**
 * Finds references to Acts: "Labour Relations Act 66 of 1995", "Act No. 66 of 1995", "Wet 66 van 1995",
 * "Wet op die Hooggeregshof 59 van 1959", "the Constitution", "Insolvency Act, 1936 (Act No 24 of 1936)",
 * and a short title alone ("the Supreme Court Act"), which takes its number from a fuller mention of the
 * same title elsewhere in the text.
 */
export type ActReference = {
  start: number;
  end: number;
  actNumber?: number;
  actYear?: number;
  actName?: string;
  /** Followed by ("the Act") / ("die Wet"), so a later "s 5 of the Act" means this Act. */
  isDefinedAsTheAct: boolean;
};

/** Acts cited by number alone whose name every lawyer knows. */
const NAMES_OF_NUMBERED_ACTS: Readonly<Record<string, string>> = {
  "1996/108": "Constitution",
  "1993/200": "interim Constitution",
};

const ACT_WORD = /(?<![\p{L}\p{N}])Act(?![\p{L}\p{N}])/gu;
// "l977": typed with a lower-case L, as in one of the 1999 judgments.
const ACT_NUMBER =
  /\s{0,2},?\s{0,3}(?:No\.?\s{0,2}|Number\s{1,2})?(\d{1,4})\s{1,3}of\s{1,3}([12l]\d{3})(?![\p{L}\p{N}])/uy;
// "Insolvency Act, 1936", "Supreme Court Act 1959", "Patents Act of 1977" — but not a law report's year.
const SHORT_TITLE_YEAR =
  /(?:\s{0,2},\s{0,2}|\s{1,3}(?:of\s{1,3})?)((?:1[89]|20)\d\d)(?![\p{L}\p{N}])(?!\s{0,6}\(\s{0,2}\d)/uy;
const AFRIKAANS_ACT =
  /(?<![\p{L}\p{N}])(?:(Wet\s{1,3}op\s{1,3}(?:die\s{1,3})?(?:\p{Lu}[\p{L}'’-]*\s{1,3}(?:(?:en|van|tot|die|vir|op)\s{1,3})?){1,6}?)|(\p{Lu}[\p{L}'’-]*wet)\s{1,3}|(Wet)\s{0,3})(?:No\.?\s{0,2}|Nr\.?\s{0,2})?(\d{1,4})\s{1,3}van\s{1,3}([12l]\d{3})(?![\p{L}\p{N}])/gu;
const CONSTITUTION =
  /(?<![\p{L}\p{N}])(?:(interim|Interim|final|Final|tussentydse|Tussentydse|finale|Finale|1993|1996)\s{1,3})?(?:Constitution|Grondwet)(?![\p{L}\p{N}])(\s{1,3}of\s{1,3}the\s{1,3}Republic\s{1,3}of\s{1,3}South\s{1,3}Africa(?:\s{0,2},?\s{0,2}(1993|1996)(?!\d))?)?/gu;
const DEFINED_AS_THE_ACT =
  /\s{0,3},?\s{0,3}\(\s{0,3}(?:(?:hereinafter|herein)\s{1,3}(?:called|referred\s{1,3}to\s{1,3}as)\s{1,3})?(?:[^\p{L}\p{N}\s]|A(?=(?:the|die)\s))?\s?(?:the|die)\s{1,3}(?:Act|Wet)[^\p{L}\p{N}\s)]{0,2}\s{0,2}\)/uy;

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

function readYear(written: string): number {
  return Number(written.replace("l", "1"));
}

function numbered(
  start: number,
  end: number,
  actNumber: number,
  actYear: number,
  actName?: string,
): ActReference {
  // The Constitution keeps one name however it was written ("Grondwet 108 van 1996", "Act 108 of 1996").
  const name = NAMES_OF_NUMBERED_ACTS[`${actYear}/${actNumber}`] ?? actName;
  return { start, end, actNumber, actYear, ...(name ? { actName: name } : {}), isDefinedAsTheAct: false };
}

function findEnglishActs(text: string): ActReference[] {
  const references: ActReference[] = [];
  for (const match of text.matchAll(ACT_WORD)) {
    const actWordEnd = match.index + match[0].length;
    const titleStart = findTitleStartBefore(text, match.index);
    const start = titleStart ?? match.index;
    const actName = titleStart === null ? undefined : collapseWhitespace(text.slice(titleStart, actWordEnd));
    const number = matchAt(ACT_NUMBER, text, actWordEnd);
    if (number) {
      const end = actWordEnd + number[0].length;
      references.push(numbered(start, end, Number(number[1]), readYear(number[2]!), actName));
      continue;
    }
    if (actName === undefined) continue; // "the Act": resolved only where a section refers to it
    const year = matchAt(SHORT_TITLE_YEAR, text, actWordEnd);
    const end = year ? actWordEnd + year[0].length : actWordEnd;
    references.push({
      start,
      end,
      actName,
      ...(year ? { actYear: Number(year[1]) } : {}),
      isDefinedAsTheAct: false,
    });
  }
  return references;
}

function findAfrikaansActs(text: string): ActReference[] {
  const references: ActReference[] = [];
  for (const match of text.matchAll(AFRIKAANS_ACT)) {
    const [written, titleWithWetOp, compoundTitle, , numberText, yearText = ""] = match;
    let start = match.index;
    let actName = titleWithWetOp === undefined ? compoundTitle : collapseWhitespace(titleWithWetOp);
    if (compoundTitle !== undefined) {
      // "Multilaterale Motorvoertuigongelukkefondswet": adjectives before the compound belong to the title.
      start = findTitleStartBefore(text, match.index) ?? match.index;
      actName = collapseWhitespace(text.slice(start, match.index + compoundTitle.length));
    }
    references.push(
      numbered(start, match.index + written.length, Number(numberText), readYear(yearText), actName),
    );
  }
  return references;
}

function findConstitutions(text: string): ActReference[] {
  const references: ActReference[] = [];
  for (const match of text.matchAll(CONSTITUTION)) {
    const [written, qualifier = "", longTitle, year] = match;
    const end = match.index + written.length;
    const after = text.slice(end, end + 20);
    // "Constitution of the Republic of South Africa Act 200 of 1993" and amendment Acts are Acts by name;
    // "the constitution of the company" is not the Constitution.
    if (/^\s{0,3}(?:Act|Amendment|Wet)\b/.test(after)) continue;
    if (longTitle === undefined && /^\s{1,3}of\s/.test(after)) continue;
    const isInterim = /^(?:interim|tussentydse|1993)$/i.test(qualifier) || year === "1993";
    const reference = isInterim
      ? numbered(match.index, end, 200, 1993)
      : numbered(match.index, end, 108, 1996);
    references.push(reference);
  }
  return references;
}

/** Keeps the earliest, then the longest, of overlapping references ("Grondwet 108 van 1996" over "Grondwet"). */
function removeOverlappingReferences(references: ActReference[]): ActReference[] {
  const sorted = [...references].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: ActReference[] = [];
  for (const reference of sorted) {
    const previous = kept.at(-1);
    if (!previous || reference.start >= previous.end) kept.push(reference);
  }
  return kept;
}

/** "Insolvency Act, 1936 (Act No 24 of 1936)": the title and the number in brackets are one reference. */
function mergeBracketedNumbers(text: string, references: ActReference[]): ActReference[] {
  const merged: ActReference[] = [];
  for (const reference of references) {
    const previous = merged.at(-1);
    const isBracketedAfterPrevious =
      previous !== undefined &&
      reference.actNumber !== undefined &&
      /^\s{0,3}\(\s{0,2}$/.test(text.slice(previous.end, reference.start)) &&
      (previous.actNumber === undefined || previous.actNumber === reference.actNumber);
    const closing = isBracketedAfterPrevious
      ? /^\s{0,2}\)/.exec(text.slice(reference.end, reference.end + 4))
      : null;
    if (previous && closing) {
      merged[merged.length - 1] = {
        ...reference,
        start: previous.start,
        end: reference.end + closing[0].length,
        actName: previous.actName ?? reference.actName,
      };
      continue;
    }
    merged.push(reference);
  }
  return merged;
}

function normaliseTitle(title: string): string {
  return title.toLowerCase();
}

/** Gives a title mentioned alone the number of the same title cited in full, nearest before it if possible. */
function resolveTitlesWithoutNumbers(references: ActReference[]): ActReference[] {
  const numberedByTitle = new Map<string, ActReference[]>();
  for (const reference of references) {
    if (reference.actNumber === undefined || reference.actName === undefined) continue;
    const title = normaliseTitle(reference.actName);
    numberedByTitle.set(title, [...(numberedByTitle.get(title) ?? []), reference]);
  }
  return references.map((reference) => {
    if (reference.actNumber !== undefined || reference.actName === undefined) return reference;
    const candidates = (numberedByTitle.get(normaliseTitle(reference.actName)) ?? []).filter(
      (candidate) => reference.actYear === undefined || candidate.actYear === reference.actYear,
    );
    const chosen =
      candidates.filter((candidate) => candidate.start < reference.start).at(-1) ?? candidates[0];
    return chosen ? { ...reference, actNumber: chosen.actNumber, actYear: chosen.actYear } : reference;
  });
}

export function findActReferences(text: string): ActReference[] {
  const found = removeOverlappingReferences([
    ...findEnglishActs(text),
    ...findAfrikaansActs(text),
    ...findConstitutions(text),
  ]);
  return resolveTitlesWithoutNumbers(mergeBracketedNumbers(text, found)).map((reference) => ({
    ...reference,
    isDefinedAsTheAct: matchAt(DEFINED_AS_THE_ACT, text, reference.end) !== null,
  }));
}
