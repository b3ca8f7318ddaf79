import type { TextMeasure } from "../text-fitting.ts";
import type { InlineRun, TextAlignment } from "./document-blocks.ts";

/**
 * Inline runs broken into lines for the PDF: each word keeps its own face, size and marks, so a
 * bold word inside a sentence is set bold in place. Pure: it measures, pdfkit draws.
 */

export type Face = "regular" | "bold";

export type Piece = {
  text: string;
  face: Face;
  size: number;
  /** Raised above the baseline (superscript, a footnote's number) or lowered (negative: subscript). */
  rise: number;
  isItalic: boolean;
  isUnderlined: boolean;
  isStruck: boolean;
  link: string | null;
  isSpace: boolean;
  width: number;
};

export type Line = { pieces: Piece[]; width: number };

export type TextStyle = { size: number; face: Face };

/** How each face measures drawable text, and makes text drawable. */
export type Typesetter = { measures: Record<Face, TextMeasure>; drawable(text: string): string };

/** Footnote numbers handed out in order through the document. */
export type FootnoteCounter = { add(text: string): number };

const SCRIPT_SCALE = 0.65;

function piecesOf(
  runs: InlineRun[],
  style: TextStyle,
  typesetter: Typesetter,
  footnotes: FootnoteCounter,
): (Piece | "break")[] {
  const pieces: (Piece | "break")[] = [];
  const push = (text: string, overrides: Partial<Piece>) => {
    const face = overrides.face ?? style.face;
    const size = overrides.size ?? style.size;
    const drawable = typesetter.drawable(text);
    pieces.push({
      text: drawable,
      face,
      size,
      rise: 0,
      isItalic: false,
      isUnderlined: false,
      isStruck: false,
      link: null,
      isSpace: drawable === " ",
      width: typesetter.measures[face].width(drawable, size),
      ...overrides,
    });
  };
  for (const run of runs) {
    if (run.kind === "lineBreak") {
      pieces.push("break");
      continue;
    }
    if (run.kind === "footnote") {
      const number = footnotes.add(run.text);
      push(String(number), { size: style.size * SCRIPT_SCALE, rise: style.size * 0.4 });
      continue;
    }
    const { marks } = run;
    const isScript = marks.superscript || marks.subscript;
    const overrides: Partial<Piece> = {
      face: marks.bold ? "bold" : style.face,
      size: isScript ? style.size * SCRIPT_SCALE : style.size,
      rise: marks.superscript ? style.size * 0.4 : marks.subscript ? -style.size * 0.15 : 0,
      isItalic: Boolean(marks.italic),
      isUnderlined: Boolean(marks.underline || marks.link),
      isStruck: Boolean(marks.strike),
      link: marks.link ?? null,
    };
    // Words and the spaces between them are separate pieces: a line may break at a space.
    for (const part of run.text.split(/( )/)) if (part !== "") push(part, overrides);
  }
  return pieces;
}

/** A word too wide for a whole line, cut into pieces that each fit. */
function splitWideWord(piece: Piece, maxWidth: number, measure: TextMeasure): Piece[] {
  const parts: Piece[] = [];
  let current = "";
  for (const character of Array.from(piece.text)) {
    if (current !== "" && measure.width(current + character, piece.size) > maxWidth) {
      parts.push({ ...piece, text: current, width: measure.width(current, piece.size) });
      current = "";
    }
    current += character;
  }
  if (current !== "") parts.push({ ...piece, text: current, width: measure.width(current, piece.size) });
  return parts;
}

/**
 * Word-wraps runs to `maxWidth`. A line never starts or ends with a space; a line break in the text
 * starts a new line; an empty paragraph is one empty line.
 */
export function layOutLines(
  runs: InlineRun[],
  style: TextStyle,
  maxWidth: number,
  typesetter: Typesetter,
  footnotes: FootnoteCounter,
): Line[] {
  const lines: Line[] = [];
  let current: Piece[] = [];
  let width = 0;
  const endLine = () => {
    while (current.at(-1)?.isSpace) width -= current.pop()?.width ?? 0;
    lines.push({ pieces: current, width });
    current = [];
    width = 0;
  };
  for (const piece of piecesOf(runs, style, typesetter, footnotes)) {
    if (piece === "break") {
      endLine();
      continue;
    }
    if (piece.isSpace && current.length === 0) continue;
    if (!piece.isSpace && width + piece.width > maxWidth && current.some((candidate) => !candidate.isSpace)) {
      endLine();
    }
    const fitted =
      piece.width > maxWidth ? splitWideWord(piece, maxWidth, typesetter.measures[piece.face]) : [piece];
    fitted.forEach((part, index) => {
      if (index > 0) endLine();
      current.push(part);
      width += part.width;
    });
  }
  if (current.length > 0 || lines.length === 0) endLine();
  return lines;
}

/** Where each piece of a line starts, for its alignment (the last line of a justified paragraph is not stretched). */
export function piecePositions(
  line: Line,
  x: number,
  maxWidth: number,
  alignment: TextAlignment | null,
  isLast: boolean,
): number[] {
  const slack = Math.max(0, maxWidth - line.width);
  const spaces = line.pieces.filter((piece) => piece.isSpace).length;
  const stretch = alignment === "justify" && !isLast && spaces > 0 ? slack / spaces : 0;
  let position = x + (alignment === "center" ? slack / 2 : alignment === "right" ? slack : 0);
  return line.pieces.map((piece) => {
    const start = position;
    position += piece.width + (piece.isSpace ? stretch : 0);
    return start;
  });
}
