import type { ClauseLabel } from "../clause-categories.ts";
import type { ClauseRule } from "./clause-rule.ts";

/**
 * The facts about the contract as a whole — its name, its parties, when it was made — live in the
 * title and preamble, not in a clause of their own, so they are read from the start of the text
 * (and, for a date left blank at the top, from the signing lines at the end).
 */

const PREAMBLE_LENGTH = 5000;

const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.?";
/** Dates as contracts write them, including the blank "____ day of ______, 2000" of an unsigned copy. */
const DATE = new RegExp(
  [
    `\\b${MONTH}[ \\t]{1,3}\\d{1,2}(?:st|nd|rd|th)?,?[ \\t]{1,3}\\d{4}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)?[ \\t]{1,3}(?:day[ \\t]{1,3}of[ \\t]{1,3})?${MONTH},?[ \\t]{1,3}\\d{4}\\b`,
    `(?:\\b\\d{1,2}(?:st|nd|rd|th)?|_{2,})[ \\t]{0,3}day[ \\t]{1,3}of[ \\t]{1,3}(?:${MONTH}|_{2,})[ \\t,]{0,3}(?:\\d{4}|(?:19|20)?_{2,})`,
    `\\b\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})\\b`,
    `\\b\\d{4}-\\d{2}-\\d{2}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)[ \\t]{1,3}day[ \\t]{1,3}of[ \\t]{1,3}${MONTH}`,
    `\\b${MONTH}[ \\t]{1,3}\\d{4}\\b`,
  ].join("|"),
  "gi",
);

const MAKING_WORDS =
  /\b(?:made|entered into|dated|as of|executed|day of|effective|signed|concluded|agreement date)\b/i;

/** A title as a contract's first page shows it: "CO-HOSTING AGREEMENT", "Master Services Agreement". */
const CAPITAL_TITLE =
  /\b(?:[A-Z][A-Z0-9&'’.,/-]*[ \t]{1,12}){0,8}(?:AGREEMENT|LEASE|DEED|ADDENDUM|AMENDMENT|LICEN[CS]E|MEMORANDUM OF [A-Z]+|TERMS AND CONDITIONS)\b(?:[ \t]{1,4}(?:OF|FOR|TO)[ \t]{1,4}(?:[A-Z][A-Z&'-]*[ \t]?){1,5})?/g;
const TITLE_CASE_TITLE =
  /\b(?:[A-Z][A-Za-z0-9&'’-]*[ \t]{1,4}){0,6}(?:Agreement|Contract|Lease|Deed|Addendum|Amendment|Licen[cs]e Agreement)\b/g;

const PARTY_OPENING = /\b(?:by and between|by and among|entered into (?:by|between)|between|among)\b/i;
const PARTY_CLOSING =
  /\b(?:WHEREAS|RECITALS|BACKGROUND|PREAMBLE|INTRODUCTION|NOW,? THEREFORE|IT IS (?:HEREBY )?AGREED|the parties (?:hereto )?(?:hereby )?agree|WITNESSETH)\b/;

/**
 * Up to three title candidates from the first page: CUAD names a contract by its title as printed,
 * which may be in capitals on the cover and in title case in the first sentence.
 */
function documentNameLabels(text: string): ClauseLabel[] {
  const opening = text.slice(0, 3000);
  const labels: ClauseLabel[] = [];
  for (const pattern of [CAPITAL_TITLE, TITLE_CASE_TITLE]) {
    for (const match of opening.matchAll(pattern)) {
      const leading = /^(?:THIS|This|THE|The)[ \t]+/.exec(match[0]);
      const start = match.index + (leading ? leading[0].length : 0);
      const end = match.index + match[0].trimEnd().length;
      const isSingleWord = !/\s|-/.test(text.slice(start, end));
      if (isSingleWord || labels.some((label) => label.start < end && start < label.end)) continue;
      labels.push({ category: "document-name", confidence: 0.8 - 0.1 * labels.length, start, end });
      if (labels.length === 3) return labels;
    }
  }
  return labels;
}

function partiesLabel(text: string): ClauseLabel | undefined {
  const preamble = text.slice(0, PREAMBLE_LENGTH);
  const opening = PARTY_OPENING.exec(preamble);
  if (!opening) return undefined;
  const rest = preamble.slice(opening.index, opening.index + 1500);
  const closing = PARTY_CLOSING.exec(rest.slice(opening[0].length));
  const length = closing ? opening[0].length + closing.index : rest.length;
  const end = opening.index + rest.slice(0, length).trimEnd().length;
  // The title line above often names the parties too ("X and Y — Services Agreement"), so start there.
  const lineStart = Math.max(0, preamble.lastIndexOf("\n", opening.index) + 1);
  const start = Math.max(lineStart, opening.index - 400);
  return { category: "parties", confidence: 0.7, start, end };
}

function sentenceAround(text: string, position: number, floor: number, ceiling: number): string {
  const before = Math.max(floor, position - 300);
  const after = Math.min(ceiling, position + 300);
  const head = text.slice(before, position);
  const tail = text.slice(position, after);
  const sentenceStart = Math.max(head.lastIndexOf(". "), head.lastIndexOf("\n\n"));
  const sentenceEnd = tail.search(/\.\s|\n\n/);
  return head.slice(sentenceStart + 1) + (sentenceEnd < 0 ? tail : tail.slice(0, sentenceEnd));
}

/**
 * The date the agreement was made: the first date near "made", "dated", "as of", "day of" in the
 * preamble, and the one in the signing lines ("Thus done and signed at … on …"), since either may be
 * the one filled in.
 */
function agreementDateLabels(text: string): ClauseLabel[] {
  const searchIn = (from: number, to: number, requireMakingWords: boolean): ClauseLabel | undefined => {
    for (const match of text.slice(from, to).matchAll(DATE)) {
      const position = from + match.index!;
      if (requireMakingWords && !MAKING_WORDS.test(sentenceAround(text, position, from, to))) continue;
      return {
        category: "agreement-date",
        confidence: 0.7,
        start: position,
        end: position + match[0].length,
      };
    }
    return undefined;
  };
  const preambleEnd = Math.min(text.length, PREAMBLE_LENGTH);
  const inPreamble = searchIn(0, preambleEnd, true) ?? searchIn(0, Math.min(text.length, 1500), false);
  const atSigning = searchIn(Math.max(preambleEnd, text.length - 4000), text.length, true);
  return [inPreamble, atSigning].filter((label): label is ClauseLabel => label !== undefined);
}

/** Rules for the date-like categories that are clauses in their own right (effective date, expiry). */
export const DATE_CLAUSE_RULES: readonly ClauseRule[] = [
  {
    category: "effective-date",
    phrases: [
      /["“(]\s*effective date\s*["”)]/i,
      /\beffective date\b[^.]{0,40}\b(?:means|shall mean|shall be|is)\b/i,
      /\b(?:effective|with effect) (?:as of|as from|from|on)\b/i,
      /\bshall (?:become|be) effective\b/i,
      /\b(?:shall|will) (?:commence|come into (?:force|effect)|take effect)\b[^.]{0,60}\b(?:on|from|upon|as of)\b/i,
      /\bcommencement date\b[^.]{0,40}\b(?:means|shall mean|shall be|is)\b/i,
    ],
  },
  {
    category: "expiration-date",
    headings: [/\bterm\b|duration|period of (?:the )?agreement|expir/i],
    phrases: [
      /\b(?:shall|will) (?:automatically )?(?:expire|terminate|end|lapse)\b[^.]{0,100}\b(?:on|at|upon)\b[^.]{0,80}(?:\d{4}|anniversary|last day|end of|expiry of|expiration of|(?:st|nd|rd|th) day)/i,
      /\b(?:shall|will) (?:continue|remain) in (?:full )?(?:force|effect)\b[^.]{0,60}\b(?:until|for (?:a|an|the) (?:period|term|initial))\b/i,
      /\b(?:agreement|licen[cs]e|appointment)\b[^.]{0,80}\bfor (?:an? |the )?(?:initial )?(?:term|period) of\b[^.]{0,40}\b(?:years?|months?)\b/i,
      /\b(?:initial )?term\b[^.]{0,80}\b(?:shall|will) (?:be|expire|end|terminate|continue)\b[^.]{0,100}\b(?:years?|months?|\d{4}|anniversary)\b/i,
      /\b(?:term|agreement)\b[^.]{0,80}\b(?:perpetual|in perpetuity|indefinite(?:ly)?)\b/i,
      /\b(?:until|ending on|expiring on)\b[^.]{0,30}\b(?:the )?(?:\d{1,2}(?:st|nd|rd|th)? (?:day of )?[A-Z][a-z]+,? \d{4}|[A-Z][a-z]+ \d{1,2},? \d{4})/,
    ],
    headedPhrases: [/\b(?:years?|months?)\b[^.]{0,60}\b(?:from|after|following)\b/i],
  },
];

/** Labels for the name, the parties and the date of the agreement, placed where they are found. */
export function findDocumentFacts(text: string): ClauseLabel[] {
  const parties = partiesLabel(text);
  return [...documentNameLabels(text), ...(parties ? [parties] : []), ...agreementDateLabels(text)];
}
