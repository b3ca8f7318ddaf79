/**
 * Sentences of a block, with their offsets. A full stop after a legal abbreviation ("v.", "No.",
 * "para.", "Pty.", "e.g.") or an initial ("J. Smith") does not end a sentence.
 */

export type Sentence = { text: string; start: number };

const NOT_SENTENCE_ENDS: ReadonlySet<string> = new Set(
  "v vs no nos para paras par p pp s ss art arts reg regs mr mrs ms dr prof adv pty ltd co inc etc eg ie cf viz al ch sec vol ed st nr".split(
    " ",
  ),
);

function endsSentence(text: string, dot: number): boolean {
  const before = /([\p{L}.]+)$/u.exec(text.slice(0, dot))?.[1] ?? "";
  const word = before.replace(/\./g, "").toLowerCase();
  if (NOT_SENTENCE_ENDS.has(word)) return false;
  // An initial: one capital letter ("J. Smith").
  if (/^\p{Lu}$/u.test(before)) return false;
  return true;
}

function sentenceAt(text: string, start: number, end: number): Sentence | null {
  const slice = text.slice(start, end);
  const leading = slice.length - slice.trimStart().length;
  const trimmed = slice.trim();
  return trimmed === "" ? null : { text: trimmed, start: start + leading };
}

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.?!]+["”’')\]]*(?=\s|$)/g)) {
    const end = match.index + match[0].length;
    if (match[0].startsWith(".") && !endsSentence(text, match.index)) continue;
    // "… of the Act. and then": a small letter after the stop continues the sentence.
    const next = /^\s+(\S)/.exec(text.slice(end))?.[1];
    if (next !== undefined && /\p{Ll}/u.test(next)) continue;
    const sentence = sentenceAt(text, start, end);
    if (sentence) sentences.push(sentence);
    start = end;
  }
  const rest = sentenceAt(text, start, text.length);
  if (rest) sentences.push(rest);
  return sentences;
}

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.\-/]*/gu) ?? []).length;
}
