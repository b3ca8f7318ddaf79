import type { JudgmentParagraph } from "../../corpus/index.ts";
import { splitSentences } from "./judgment-sentences.ts";

/**
 * The judgment's reasons as sentences, each tied to the court's paragraph number, between the header
 * (parties, coram, dates) and the signature (the judge's name, concurrences, counsel). A summary
 * quotes only these sentences, so nothing from the header or the list of counsel reaches it.
 */

export type BodySentence = {
  start: number;
  end: number;
  /** The court's number, "[12]" or "12.", or null when the judgment numbers no paragraphs. */
  paragraph: string | null;
};

export type JudgmentBody = {
  start: number;
  end: number;
  sentences: BodySentence[];
  /** Where each numbered paragraph's marker starts ("[12]"); empty for an unnumbered judgment. */
  paragraphStarts: number[];
};

/** How far past the last numbered paragraph an order's items may run before the signature. */
const LONGEST_TAIL = 4_000;
/** A header longer than this is not a header: an unnumbered judgment then starts at the top. */
const LONGEST_HEADER = 12_000;

const JUDICIAL_TITLE = String.raw`(?:J|JA|JJA|AJA|AJ|CJ|DCJ|JP|DJP|AJP|P|AR|AHR|Wnd\s+AR|Wnd\s+R|R)`;
/*
 * Lines that close a judgment: a rule of underscores or dots, the judge's name in capitals with or
 * without a title ("J W SMALBERGER", "HEFER JA", "P.J.J. OLIVIER JA"), "JUDGE OF APPEAL",
 * "APPÈLREGTER", and the concurrences ("Concur:", "Stem saam").
 */
const SIGNATURE_LINES = [
  /^[ \t]*[_.\-=*]{4,}[ \t]*$/,
  new RegExp(
    String.raw`^[ \t]*\p{Lu}[\p{Lu}.'’\- \t]{1,50}[ \t]+${JUDICIAL_TITLE}\.?[ \t]*[:)]?[ \t]*$`,
    "u",
  ),
  /^[ \t]*(?:\p{Lu}\.?[ \t]*){1,4}[ \t]+\p{Lu}[\p{Lu}'’-]{2,}(?:[ \t]+\p{Lu}[\p{Lu}'’-]{2,})?[ \t]*$/u,
  /^[ \t]*(?:(?:acting\s+)?judge\s+of\s+appeal|app[eèé]lregter|adjunk\s+hoofregter|concur(?:red|ring)?\s*:?|stem\s+saam\s*:?|agree\s*:?)[ \t]*$/i,
];

function isSignatureLine(line: string): boolean {
  return SIGNATURE_LINES.some((pattern) => pattern.test(line));
}

/** The offset of the first signature line at or after `from`, or `limit` when there is none before it. */
export function findSignatureStart(text: string, from: number, limit = text.length): number {
  let lineStart = text.lastIndexOf("\n", from - 1) + 1;
  if (lineStart < from) lineStart = text.indexOf("\n", from) + 1 || limit;
  while (lineStart < limit) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    if (isSignatureLine(text.slice(lineStart, lineEnd))) return Math.min(lineStart, limit);
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return limit;
}

const JUDGMENT_HEADING =
  /^[ \t]*(?:J[ \t]*U[ \t]*D[ \t]*G[ \t]*M[ \t]*E[ \t]*N[ \t]*T|U[ \t]*I[ \t]*T[ \t]*S[ \t]*P[ \t]*R[ \t]*A[ \t]*A[ \t]*K)[ \t]*:?[ \t]*$/gim;
const AUTHOR_LINE = new RegExp(
  String.raw`^[ \t]*\p{Lu}[\p{Lu}.'’\- \t]{1,50}[ \t]+${JUDICIAL_TITLE}[ \t]*:[ \t]*`,
  "gmu",
);

/** How far under the "JUDGMENT" heading the author line may stand. */
const NEAR_HEADING = 300;
const JUDGE_NAME_LINE = /^[ \t]*\p{Lu}[\p{Lu} \t.'’\-/]{1,40}[:/]?[ \t]*$/u;

/*
 * Where an unnumbered judgment's reasons begin: after the "JUDGMENT" heading and the judge's name
 * lines under it, or after the author line ("VIVIER JA:"), whichever the header shows last.
 */
function findUnnumberedBodyStart(text: string): number {
  const header = text.slice(0, LONGEST_HEADER);
  let start = 0;
  for (const match of header.matchAll(JUDGMENT_HEADING)) start = match.index + match[0].length;
  // The author line stands right under the heading, if the heading is there at all.
  const author = [
    ...header.slice(start, start > 0 ? start + NEAR_HEADING : undefined).matchAll(AUTHOR_LINE),
  ][0];
  if (author) return start + author.index + author[0].length;
  // Skip the judge's name standing under the heading ("VIVIER  JA", "MAHOMED CJ/").
  while (start > 0 && start < text.length) {
    const newline = text.indexOf("\n", start + 1);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(start, lineEnd).replace(/^\n/, "");
    if (line.trim() !== "" && !isSignatureLine(line) && !JUDGE_NAME_LINE.test(line)) break;
    start = lineEnd;
  }
  return start;
}

function readNumberedBody(text: string, paragraphs: JudgmentParagraph[]): JudgmentBody {
  const sentences: BodySentence[] = [];
  let end = 0;
  for (const [index, paragraph] of paragraphs.entries()) {
    const textStart = paragraph.end - paragraph.text.length;
    // The last paragraph's order items often run past where the paragraph reader stopped.
    end =
      index === paragraphs.length - 1
        ? findSignatureStart(text, paragraph.end, Math.min(text.length, paragraph.end + LONGEST_TAIL))
        : paragraph.end;
    for (const span of splitSentences(text, textStart, Math.max(end, paragraph.end)))
      sentences.push({ ...span, paragraph: paragraph.number });
  }
  const paragraphStarts = paragraphs.map((paragraph) => paragraph.start);
  return { start: paragraphs[0]!.start, end, sentences, paragraphStarts };
}

/** The body of a judgment, numbered or not. */
export function readJudgmentBody(text: string, paragraphs: JudgmentParagraph[]): JudgmentBody {
  if (paragraphs.length > 0) return readNumberedBody(text, paragraphs);
  const start = findUnnumberedBodyStart(text);
  const end = findSignatureStart(text, start);
  const sentences = splitSentences(text, start, end).map((span) => ({ ...span, paragraph: null }));
  return { start, end, sentences, paragraphStarts: [] };
}
