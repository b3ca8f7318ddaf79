import { type FoundCitation, findCitations } from "../../corpus/index.ts";

/**
 * The cases and Acts a judgment relies on most, counted from its citations. A reader of a summary
 * wants the leading authorities, and the count shows which ones carry the reasoning.
 */

export type CitedAuthority = {
  /** The citation parser's key: two spellings of one authority share it ("report:SA/1983/3/717", "act:1977/51"). */
  key: string;
  /** The first citation as written ("1983(3) SA 717 (A)") or the Act's name and number. */
  citation: string;
  /** "S v Xaba", when the judgment writes the case's name right before the citation. */
  caseName: string | null;
  count: number;
  /** Offset of the first citation, so a reader can jump to it. */
  firstStart: number;
};

export type CitedAuthorities = { cases: CitedAuthority[]; legislation: CitedAuthority[] };

/** How many authorities of each kind a summary lists. */
export const MOST_AUTHORITIES = 10;

const CONNECTORS = new Set([
  "and",
  "en",
  "of",
  "the",
  "for",
  "van",
  "der",
  "den",
  "de",
  "du",
  "le",
  "la",
  "t/a",
  "h/a",
]);
const LEADING_WORDS = new Set([
  "In",
  "See",
  "Sien",
  "Cf",
  "Compare",
  "Also",
  "Vide",
  "Vgl",
  "Per",
  "As",
  "And",
  "En",
]);
/** How far before a citation the case's name may start. */
const NAME_REACH = 160;

function isNameWord(word: string): boolean {
  return /^[\p{Lu}(]/u.test(word) || CONNECTORS.has(word) || /^\d+$/.test(word);
}

/**
 * "S v Xaba" from "… (per Botha JA in S v Xaba 1983(3) SA 717 (A)": the words around the last " v "
 * before the citation, while they look like a name.
 */
export function readCaseName(text: string, citationStart: number): string | null {
  const window = text.slice(Math.max(0, citationStart - NAME_REACH), citationStart).replace(/\s+/g, " ");
  const separator = window.search(/ v\.? (?=\S)(?!.* v\.? \S)/);
  if (separator < 0) return null;
  const after = window
    .slice(separator)
    .replace(/^ v\.? /, "")
    .replace(/[\s,;:]*(?:supra)?[\s,;:]*$/, "");
  if (
    !/^[\p{Lu}(]/u.test(after) ||
    after.length > 80 ||
    /[;()[\]]/.test(after.replace(/\((?:Pty|Edms)\)/g, ""))
  )
    return null;
  const before: string[] = [];
  for (const word of window.slice(0, separator).trim().split(" ").reverse()) {
    if (!isNameWord(word) || before.length >= 8) break;
    before.unshift(word);
  }
  while (before.length > 0 && (LEADING_WORDS.has(before[0]!) || CONNECTORS.has(before[0]!))) before.shift();
  if (before.length === 0) return null;
  return `${before.join(" ").replace(/^\(/, "")} v ${after}`;
}

function actLabel(citation: FoundCitation): string {
  if (!citation.actName) return citation.text;
  return citation.actNumber && citation.actYear
    ? `${citation.actName} ${citation.actNumber} of ${citation.actYear}`
    : citation.actName;
}

function rank(groups: Map<string, CitedAuthority>): CitedAuthority[] {
  return [...groups.values()]
    .sort((left, right) => right.count - left.count || left.firstStart - right.firstStart)
    .slice(0, MOST_AUTHORITIES);
}

/**
 * The most-cited cases and Acts in `text` from `from` on (the header's own report citations are
 * before it). Bare sections ("s 12") are left out: without their Act they name nothing.
 */
export function countCitedAuthorities(text: string, from = 0): CitedAuthorities {
  const cases = new Map<string, CitedAuthority>();
  const legislation = new Map<string, CitedAuthority>();
  for (const citation of findCitations(text)) {
    if (citation.start < from) continue;
    if (citation.kind === "neutral" || citation.kind === "law_report") {
      const known = cases.get(citation.key);
      if (known) {
        known.count += 1;
        known.caseName ??= readCaseName(text, citation.start);
      } else
        cases.set(citation.key, {
          key: citation.key,
          citation: citation.text,
          caseName: readCaseName(text, citation.start),
          count: 1,
          firstStart: citation.start,
        });
    } else if (citation.kind === "legislation") {
      const actKey = citation.key.split("#")[0]!;
      const known = legislation.get(actKey);
      if (known) {
        known.count += 1;
        // The first mention may be "the Act"; a later one gives the name and number.
        if (!known.citation.includes(" of ") && citation.actNumber) known.citation = actLabel(citation);
      } else
        legislation.set(actKey, {
          key: actKey,
          citation: actLabel(citation),
          caseName: null,
          count: 1,
          firstStart: citation.start,
        });
    }
  }
  return { cases: rank(cases), legislation: rank(legislation) };
}
