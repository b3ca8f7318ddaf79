import { type ActReference, findActReferences } from "./act-reference-scanner.ts";
import type { FoundCitation } from "./citation.types.ts";
import { actKey, actSectionKey, bareSectionKey, collapseWhitespace } from "./citation-keys.ts";

/**
 * Sections ("s 25(1)(a)", "sections 9(3) and 10", "artikel 25(1)") and the Acts they belong to.
 *
 * A list ("ss 25 and 26 of the Constitution") gives one citation per section, each spanning only its own
 * label, except that the first also spans the section word and the last also spans "of the Constitution";
 * the Act applies to every section of the list. A range ("ss 25-28") gives ONE citation carrying the first
 * section, with the last in `sectionRangeEnd`.
 */

type SectionItem = { start: number; end: number; section: string[]; sectionRangeEnd?: string[] };

const SECTION_WORD =
  /(?<![\p{L}\p{N}'’‘=`´-])(sections|section|secs|sec|ss|s|artikels|artikel|arts|art)(?![\p{L}])\.?\s{0,3}(?=\d)/giu;
const PLURAL_SECTION_WORDS: ReadonlySet<string> = new Set(["sections", "secs", "ss", "artikels", "arts"]);
// "25", "21A", "25(1)(a)", "21 (1)", "65(A)(2)", "12(8)(a)(iv)".
const LABEL =
  /(\d{1,4}[A-Z]{0,2})(?![\p{L}\p{N}])((?:\s?\(\s?(?:\d{1,3}[A-Za-z]{0,2}|[a-z]{1,4}|[A-Z])\s?\)){0,6})/uy;
// "sections 2 (5) and (6)": a further subsection of the section just named.
const SUBSECTIONS_ONLY = /((?:\(\s?(?:\d{1,3}[A-Za-z]{0,2}|[a-z]{1,4}|[A-Z])\s?\)\s?){1,6})/uy;
const LIST_SEPARATOR =
  /(?:\s{0,3},\s{0,3}(?:(?:and|en|or)\s{1,3})?|\s{1,3}(?:and|en|or|&)\s{1,3})(?=[\d(])/uy;
const RANGE_SEPARATOR = /(?:\s{0,2}[-–]\s{0,2}|\s{1,3}(?:to|tot)\s{1,3})(?=\d)/uy;
const OF_WORD = /\s{0,3},?\s{0,3}(?:of|van)\s{1,3}/uy;
const ARTICLE = /(?:the|die)\s{1,3}/uy;
const DEFINED_TERM = /(the|die|that|this|daardie|hierdie)\s{1,3}(?:Act|Wet)(?![\p{L}\p{N}])/uy;
const BETWEEN_ACT_AND_SECTION = /^\s{0,3},?\s{0,3}$/;

function matchAt(pattern: RegExp, text: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(text);
}

function subsectionParts(written: string): string[] {
  return [...written.matchAll(/\(\s?([^)\s]+)\s?\)/g)].map((match) => match[1]!);
}

function readLabel(text: string, position: number): { section: string[]; end: number } | null {
  const label = matchAt(LABEL, text, position);
  if (!label) return null;
  return { section: [label[1]!, ...subsectionParts(label[2] ?? "")], end: position + label[0].length };
}

/** Reads the labels after a section word; `isPlural` allows "and 26" and ", 27" to continue the list. */
function readSectionItems(text: string, position: number, isPlural: boolean): SectionItem[] {
  const items: SectionItem[] = [];
  let cursor = position;
  for (;;) {
    const label = readLabel(text, cursor);
    const previous = items.at(-1);
    const subsections = label || !previous ? null : matchAt(SUBSECTIONS_ONLY, text, cursor);
    let item: SectionItem | null = null;
    if (label) item = { start: cursor, end: label.end, section: label.section };
    else if (previous && subsections) {
      const end = cursor + subsections[1]!.trimEnd().length;
      item = { start: cursor, end, section: [previous.section[0]!, ...subsectionParts(subsections[1]!)] };
    }
    if (!item) break;
    const range = matchAt(RANGE_SEPARATOR, text, item.end);
    const rangeEnd = range ? readLabel(text, item.end + range[0].length) : null;
    if (rangeEnd) {
      item.sectionRangeEnd = rangeEnd.section;
      item.end = rangeEnd.end;
    }
    items.push(item);
    const separator = isPlural ? matchAt(LIST_SEPARATOR, text, item.end) : null;
    if (!separator) break;
    cursor = item.end + separator[0].length;
  }
  return items;
}

type ActIndex = { references: ActReference[]; byStart: Map<number, ActReference> };

/** "of the Act"/"van die Wet": the Act defined so; failing that, the only Act cited so far. */
function resolveDefinedTerm(acts: ActIndex, word: string, position: number): ActReference | undefined {
  const before = acts.references.filter((reference) => reference.end <= position);
  const isDemonstrative = !["the", "die"].includes(word.toLowerCase());
  if (isDemonstrative) return before.at(-1);
  const defined = before.filter((reference) => reference.isDefinedAsTheAct).at(-1);
  if (defined) return defined;
  const distinctActs = new Set(before.map((reference) => actKey(reference)));
  return distinctActs.size === 1 ? before.at(-1) : undefined;
}

/** The Act named right after the last section ("of the Constitution", "of the Act"), and where it ends. */
function readFollowingAct(
  text: string,
  position: number,
  acts: ActIndex,
): { act: ActReference; end: number; isNamedHere: boolean } | null {
  const ofWord = matchAt(OF_WORD, text, position);
  if (!ofWord) return null;
  const afterOf = position + ofWord[0].length;
  const article = matchAt(ARTICLE, text, afterOf);
  const afterArticle = article ? afterOf + article[0].length : afterOf;
  const named = acts.byStart.get(afterArticle) ?? acts.byStart.get(afterOf);
  if (named) return { act: named, end: named.end, isNamedHere: true };
  const term = matchAt(DEFINED_TERM, text, afterOf);
  const resolved = term ? resolveDefinedTerm(acts, term[1]!, afterOf) : undefined;
  return term && resolved ? { act: resolved, end: afterOf + term[0].length, isNamedHere: false } : null;
}

function legislationCitation(text: string, item: SectionItem, act: ActReference | undefined): FoundCitation {
  const citation: FoundCitation = {
    kind: act ? "legislation" : "section",
    text: collapseWhitespace(text.slice(item.start, item.end)),
    start: item.start,
    end: item.end,
    key: act ? actSectionKey(act, item.section) : bareSectionKey(item.section),
    section: item.section,
  };
  if (item.sectionRangeEnd) citation.sectionRangeEnd = item.sectionRangeEnd;
  if (act?.actNumber !== undefined) citation.actNumber = act.actNumber;
  if (act?.actYear !== undefined) citation.actYear = act.actYear;
  if (act?.actName !== undefined) citation.actName = act.actName;
  return citation;
}

function actCitation(text: string, act: ActReference): FoundCitation {
  const citation: FoundCitation = {
    kind: "legislation",
    text: collapseWhitespace(text.slice(act.start, act.end)),
    start: act.start,
    end: act.end,
    key: actKey(act),
  };
  if (act.actNumber !== undefined) citation.actNumber = act.actNumber;
  if (act.actYear !== undefined) citation.actYear = act.actYear;
  if (act.actName !== undefined) citation.actName = act.actName;
  return citation;
}

function findActEndingJustBefore(
  text: string,
  position: number,
  actsByEnd: Map<number, ActReference>,
  usedActs: Set<ActReference>,
): ActReference | undefined {
  for (let end = position; end >= Math.max(0, position - 6); end--) {
    const reference = actsByEnd.get(end);
    if (reference && !usedActs.has(reference) && BETWEEN_ACT_AND_SECTION.test(text.slice(end, position))) {
      return reference;
    }
  }
  return undefined;
}

export function findLegislationCitations(text: string): FoundCitation[] {
  const references = findActReferences(text);
  const acts: ActIndex = {
    references,
    byStart: new Map(references.map((reference) => [reference.start, reference])),
  };
  const actsByEnd = new Map(references.map((reference) => [reference.end, reference]));
  const usedActs = new Set<ActReference>();
  const citations: FoundCitation[] = [];
  let scannedUpTo = 0;
  for (const match of text.matchAll(SECTION_WORD)) {
    const word = match[1]!;
    // A capital "S" alone is the State in criminal case names ("S v Makwanyane"), never a section.
    if (match.index < scannedUpTo || word === "S" || word === "SS") continue;
    const items = readSectionItems(
      text,
      match.index + match[0].length,
      PLURAL_SECTION_WORDS.has(word.toLowerCase()),
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) continue;
    first.start = match.index;
    let act: ActReference | undefined;
    const following = readFollowingAct(text, last.end, acts);
    if (following) {
      act = following.act;
      if (following.isNamedHere) usedActs.add(following.act);
      last.end = following.end;
    } else {
      // "the Copyright Act 98 of 1978, s 12(8)(a)": the Act named just before the section.
      const before = findActEndingJustBefore(text, match.index, actsByEnd, usedActs);
      if (before) {
        act = before;
        usedActs.add(before);
        first.start = before.start;
      }
    }
    for (const item of items) citations.push(legislationCitation(text, item, act));
    scannedUpTo = last.end;
  }
  for (const reference of references) {
    if (!usedActs.has(reference)) citations.push(actCitation(text, reference));
  }
  return citations;
}
