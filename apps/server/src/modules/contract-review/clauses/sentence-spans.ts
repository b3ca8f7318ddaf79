import type { TextSpan } from "./clause-evaluation.ts";

/**
 * Sentence boundaries inside a clause, as offsets into the contract text. A label points at the
 * sentence that shows its category, which is what a reviewer wants highlighted and what CUAD labels.
 * Linear scan, no regex over the whole clause, so a clause of megabytes without full stops is cut into
 * bounded pieces instead of being handed whole to every rule.
 */

/** Words that end in a full stop without ending the sentence ("Pty Ltd.", "No. 5", "e.g."). */
const ABBREVIATIONS = new Set([
  "inc",
  "ltd",
  "co",
  "corp",
  "no",
  "nos",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "vs",
  "v",
  "e.g",
  "i.e",
  "etc",
  "u.s",
  "pty",
  "art",
  "sec",
  "sect",
  "cl",
  "para",
  "approx",
  "l.p",
  "n.a",
  "s.a",
  "p",
  "pp",
  "jr",
  "sr",
  "llc",
  "plc",
  "bhd",
  "gmbh",
  "viz",
  "cf",
  "ref",
]);

const MAX_SENTENCE = 1500;

function isSpaceCode(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 160;
}

function isSentenceOpening(code: number): boolean {
  // Capital letter, digit, quote or bracket: "… notice. The Seller …", "… hereof. 12.3 …", "… (a) …".
  return (
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 34 ||
    code === 39 ||
    code === 40 ||
    code === 0x201c ||
    code === 0x2018
  );
}

function isAbbreviation(text: string, dotIndex: number, floor: number): boolean {
  let wordStart = dotIndex;
  while (wordStart > floor && /[A-Za-z.]/.test(text[wordStart - 1]!)) wordStart -= 1;
  const word = text.slice(wordStart, dotIndex).toLowerCase();
  if (word.length === 1) return true;
  return ABBREVIATIONS.has(word);
}

/** Splits `text.slice(start, end)` into sentence spans, trimmed of surrounding whitespace. */
export function findSentenceSpans(text: string, start: number, end: number): TextSpan[] {
  const spans: TextSpan[] = [];
  let sentenceStart = start;
  const push = (sentenceEnd: number) => {
    let from = sentenceStart;
    let to = sentenceEnd;
    while (from < to && isSpaceCode(text.charCodeAt(from))) from += 1;
    while (to > from && isSpaceCode(text.charCodeAt(to - 1))) to -= 1;
    if (to > from) spans.push({ start: from, end: to });
    sentenceStart = sentenceEnd;
  };
  for (let index = start; index < end; index += 1) {
    const code = text.charCodeAt(index);
    if (index - sentenceStart >= MAX_SENTENCE && isSpaceCode(code)) {
      push(index);
      continue;
    }
    // A blank line ends a sentence: headings and list items often carry no full stop.
    if (code === 10) {
      let next = index + 1;
      while (
        next < end &&
        (text.charCodeAt(next) === 32 || text.charCodeAt(next) === 13 || text.charCodeAt(next) === 9)
      )
        next += 1;
      if (next < end && text.charCodeAt(next) === 10) {
        push(index);
        continue;
      }
    }
    if (code !== 46 && code !== 33 && code !== 63) continue;
    let after = index + 1;
    while (
      after < end &&
      (text.charCodeAt(after) === 34 || text.charCodeAt(after) === 0x201d || text.charCodeAt(after) === 41)
    )
      after += 1;
    if (after >= end || !isSpaceCode(text.charCodeAt(after))) continue;
    let next = after;
    while (next < end && isSpaceCode(text.charCodeAt(next))) next += 1;
    if (next < end && !isSentenceOpening(text.charCodeAt(next))) continue;
    if (code === 46 && isAbbreviation(text, index, sentenceStart)) continue;
    push(after);
  }
  push(end);
  return spans;
}
