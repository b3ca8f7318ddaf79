/**
 * Case numbers from the header's labelled line ("Case No. 309/97", "CASE NO.312/97 & 523/97",
 * "Saaknommer: 77/97", "Case CCT 12/19", "Case no: 2019/12345", "JR 1234/15"), including numbers
 * continued on the lines below the label. The 1999 SCA files also repeat "Case Number : 133 / 98" in a
 * block after the judgment, which is the only complete copy when the header's was cut off.
 */

/** "133/98", "275/1997", "CCT 12/19", "A123/2019", "JR 1234/15", "CA&R 12/2019", "2019/12345". */
const CASE_NUMBER = /\b((?:[A-Z]{1,5}(?:&[A-Z]{1,3})?\s?)?\d{1,6}\s?\/\s?\d{2,6})\b/g;

const LABEL =
  /(?:case|saak|application|appeal|review)\s*(?:no|nr|number|nommer)s?\b\.?|saaknommer|saaknr\.?|case\s+(?=(?:CCT|[A-Z]{1,4})\s?\d)/i;

/** In the header a label may follow other text on its line ("Reportable: YES   Case no: 123/2019"). */
const LABELLED_LINE = new RegExp(`(?:^|[\\s(])(?:${LABEL.source})[ \\t]*[:.]?[ \\t]*(.*)$`, "i");
/** After the judgment, only a label with a colon counts: a body sentence may begin "Case No 3700/95 …". */
const COLON_LABELLED_LINE = new RegExp(`^[ \\t]*(?:${LABEL.source})[ \\t]*:[ \\t]*(.*)$`, "i");

function normaliseCaseNumber(raw: string): string {
  return raw
    .replace(/\s*\/\s*/g, "/")
    .replace(/\s+/g, " ")
    .trim();
}

function numbersIn(text: string): string[] {
  return [...text.matchAll(CASE_NUMBER)].map((match) => normaliseCaseNumber(match[1]!));
}

/** A line holding nothing but case numbers and joining words: the label's value continued. */
const CONTINUATION_LINE =
  /^[\s,;&]*(?:(?:and|en|&)\s+)?(?:[A-Z]{0,5}\s?\d{1,6}\s?\/\s?\d{2,6}[\s,;&]*(?:and|en|&)?\s*)+$/;

function readLabelledLines(lines: string[], pattern: RegExp): string[] {
  const numbers: string[] = [];
  for (const [index, line] of lines.entries()) {
    const labelled = pattern.exec(line);
    if (!labelled) continue;
    numbers.push(...numbersIn(labelled[1]!));
    for (const next of lines.slice(index + 1, index + 6)) {
      if (next.trim() === "") continue;
      if (!CONTINUATION_LINE.test(next)) break;
      numbers.push(...numbersIn(next));
    }
  }
  return numbers;
}

/** Every case number the header gives (and, in the 1999 SCA layout, the block after the judgment). */
export function findCaseNumbers(frontMatter: string, afterJudgment: string): string[] {
  const numbers = [
    ...readLabelledLines(frontMatter.split(/\r?\n/), LABELLED_LINE),
    ...readLabelledLines(afterJudgment.split(/\r?\n/), COLON_LABELLED_LINE),
  ];
  return [...new Set(numbers)];
}
