/**
 * The judgment's numbered paragraphs, "[1]" or "1.", as the court numbered them. Judgments also hold
 * other numbers at the start of a line (an order's "1. The appeal is dismissed", a quoted section's
 * "(1)", an inner list), so a paragraph is a number that continues the longest run 1, 2, 3 …. Text
 * extracted from PDFs often runs a paragraph's "[2]" into the previous line, so bracketed numbers
 * count inside a line too, where no line-start marker claims the same number.
 */

export type JudgmentParagraph = { number: string; text: string; start: number; end: number };

type Marker = { value: number; label: string; start: number; textStart: number; isAtLineStart: boolean };

const BRACKET_MARKER = /(^|\n)?([ \t]*)\[(\d{1,4})\][ \t]*/g;
const DOTTED_MARKER = /(?:^|\n)[ \t]*((\d{1,4})\.)[ \t]+(?=[\p{Lu}“"‘'(\p{Ll}])/gu;

function findBracketMarkers(text: string): Marker[] {
  const markers: Marker[] = [];
  for (const match of text.matchAll(BRACKET_MARKER)) {
    const isAtLineStart = match[1] !== undefined || match.index === 0;
    const numberOffset = match[0].indexOf("[");
    markers.push({
      value: Number(match[3]),
      label: `[${match[3]}]`,
      start: match.index + numberOffset,
      textStart: match.index + match[0].length,
      isAtLineStart,
    });
  }
  return markers;
}

function findDottedMarkers(text: string): Marker[] {
  const markers: Marker[] = [];
  for (const match of text.matchAll(DOTTED_MARKER)) {
    const numberOffset = match[0].indexOf(match[1]!);
    markers.push({
      value: Number(match[2]),
      label: match[1]!,
      start: match.index + numberOffset,
      textStart: match.index + match[0].length,
      isAtLineStart: true,
    });
  }
  return markers;
}

/*
 * A marker inside a line is a paragraph only if no marker with the same number starts a line before
 * the next paragraph's marker does: "(In relation to paras [1], [15] and [16])" in a header, or "see
 * [12] below", is followed by the real "[1]" or "[12]" at the start of a line.
 */
function isParagraphInsideLine(marker: Marker, later: Marker[]): boolean {
  for (const candidate of later) {
    if (!candidate.isAtLineStart) continue;
    if (candidate.value === marker.value) return false;
    if (candidate.value === marker.value + 1) return true;
  }
  return true;
}

/*
 * Courts slip: 2071-style numbering repeats "[7]" and goes on at "[9]"; PDF text loses a number now and
 * then. A run therefore continues over one missing number, and over a repeated bracketed number that
 * starts a line, but prefers the next number when it is there.
 */
function findContinuedRun(runs: Marker[][], marker: Marker, allowsRepeat: boolean): Marker[] | undefined {
  // Of two runs at the same number, the later one: an order's "1. 2." is followed by the judgment's "1. 2. 3.".
  const latestEndingAt = (value: number) =>
    runs
      .filter((run) => run.at(-1)!.value === value)
      .sort((left, right) => right.at(-1)!.start - left.at(-1)!.start)[0];
  return (
    latestEndingAt(marker.value - 1) ??
    (marker.value > 2 ? latestEndingAt(marker.value - 2) : undefined) ??
    (allowsRepeat && marker.isAtLineStart ? latestEndingAt(marker.value) : undefined)
  );
}

/** The longest run of markers numbered 1, 2, 3 …, kept apart from shorter runs beside it (an order's list). */
function findLongestRun(markers: Marker[], allowsRepeat: boolean): Marker[] {
  const runs: Marker[][] = [];
  for (const [index, marker] of markers.entries()) {
    const continuing = findContinuedRun(runs, marker, allowsRepeat);
    // A run starts at 1, or at 2 where the first number was mistyped ("(1] The appellant …").
    if (!continuing && marker.value !== 1 && marker.value !== 2) continue;
    if (!marker.isAtLineStart && !isParagraphInsideLine(marker, markers.slice(index + 1))) continue;
    if (continuing) continuing.push(marker);
    else runs.push([marker]);
  }
  return runs.sort((left, right) => right.length - left.length)[0] ?? [];
}

/** A run of at most this many numbers is a list, not a judgment's paragraphs. */
const MINIMUM_RUN = 2;

/*
 * The last paragraph ends where the signature or the list of counsel begins: a rule of underscores
 * or dots, a short line in capitals (the judge's name), "Appearances", "For the appellant".
 */
const SIGNATURE_LINE = /\n[ \t]*(?:[_.\-=*]{4,}[ \t]*(?=\n|$)|\p{Lu}[\p{Lu} .'’-]{2,40}(?=\n|$))/u;
const COUNSEL_LINE =
  /\n[ \t]*(?:appearances\b|(?:counsel\s+)?for\s+the\s+(?:appellant|applicant|respondent|plaintiff|defendant|state)s?\s*:|concur(?:red|ring)?\s*:)/i;

function findLastParagraphEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const ends = [SIGNATURE_LINE.exec(rest), COUNSEL_LINE.exec(rest)].flatMap((match) =>
    match ? [match.index] : [],
  );
  return ends.length > 0 ? from + Math.min(...ends) : text.length;
}

function trimEnd(text: string, start: number, end: number): number {
  let trimmed = end;
  while (trimmed > start && /\s/.test(text[trimmed - 1]!)) trimmed -= 1;
  return trimmed;
}

/** A line of its own between paragraphs: a heading ("Introduction", "BACKGROUND") or the next judge's name ("MOGOENG CJ:"). */
const HEADING_LINE = /^[ \t]*\p{Lu}[^\n]{0,58}$/u;

/** The end of a paragraph's own text, without a heading or a judge's name that follows it. */
function trimTrailingHeading(text: string, start: number, end: number): number {
  const trimmed = trimEnd(text, start, end);
  const lineStart = text.lastIndexOf("\n", trimmed - 1) + 1;
  if (lineStart <= start) return trimmed;
  const lastLine = text.slice(lineStart, trimmed);
  const before = trimEnd(text, start, lineStart);
  const previousLineEnd = text[before - 1] ?? "";
  const isStandalone =
    /[.:;!?"'”’)]/.test(previousLineEnd) || /\n[ \t]*\n/.test(text.slice(before, lineStart + 1));
  const isHeading =
    HEADING_LINE.test(lastLine) && (!/[.,;]$/.test(lastLine.trim()) || /:$/.test(lastLine.trim()));
  return isStandalone && isHeading ? before : trimmed;
}

/** The judgment's numbered paragraphs in order, each with its number, its text and its offsets. */
export function findParagraphs(text: string): JudgmentParagraph[] {
  const bracketMarkers = findBracketMarkers(text);
  const bracketRun = findLongestRun(bracketMarkers, true);
  const dottedRun = findLongestRun(findDottedMarkers(text), false);
  const run = bracketRun.length >= dottedRun.length ? bracketRun : dottedRun;
  if (run.length < MINIMUM_RUN) return [];
  return run.map((marker, index) => {
    const next = run[index + 1];
    const rawEnd = next ? next.start : findLastParagraphEnd(text, marker.textStart);
    const end = trimTrailingHeading(text, marker.textStart, rawEnd);
    return { number: marker.label, text: text.slice(marker.textStart, end), start: marker.start, end };
  });
}
