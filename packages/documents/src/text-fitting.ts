/**
 * Text for the PDF font: made drawable (characters the embedded font lacks are replaced), measured,
 * and fitted to a width by wrapping or shrinking.
 */

const ELLIPSIS = "…";
/** A wrapped table cell shows at most this many lines. */
const MAX_WRAPPED_LINES = 6;
/** Amounts are never drawn smaller than this to make them fit. */
const MIN_SHRUNK_SIZE = 5.5;

/**
 * Characters mapped to plainer ones before drawing. en-ZA formatting groups digits with U+00A0 and, in
 * newer ICU, U+202F: a plain space also copies and searches as one; invisible characters go.
 */
const REPLACEMENTS = new Map<string, string>(
  Object.entries({
    "\u00a0": " ",
    "\u2000": " ",
    "\u2001": " ",
    "\u2002": " ",
    "\u2003": " ",
    "\u2004": " ",
    "\u2005": " ",
    "\u2006": " ",
    "\u2007": " ",
    "\u2008": " ",
    "\u2009": " ",
    "\u200a": " ",
    "\u202f": " ",
    "\u205f": " ",
    "\u3000": " ",
    "\u200b": "",
    "\u200c": "",
    "\u200d": "",
    "\u2060": "",
    "\ufeff": "",
    "\u00ad": "",
    "\u201b": "'",
    "\u2032": "'",
    "\u201f": '"',
    "\u2033": '"',
    "\u2010": "-",
    "\u2011": "-",
    "\u2012": "-",
    "\u2015": "-",
    "\u2212": "-",
    "\u2024": ".",
    "\u2044": "/",
  }),
);

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;

/**
 * Text the document's font can draw: line breaks and tabs become spaces (a cell is one line of its
 * own), known look-alikes become their plain twins, and a character the font lacks loses its accent
 * when the bare letter is there ("ǖ" → "u") or becomes "?", so a stray emoji in a client's name never
 * stops a report from being made. Every letter of the eleven official languages is in the font.
 */
export function toDrawableText(text: string, supported: ReadonlySet<number>): string {
  // Most text on a report is plain ASCII, which the font has whole.
  if (PLAIN_ASCII.test(text)) return text;
  let safe = "";
  for (const character of text.normalize("NFC")) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x20 || codePoint === 0x7f) {
      safe += " ";
    } else if (REPLACEMENTS.has(character)) {
      safe += REPLACEMENTS.get(character);
    } else if (supported.has(codePoint)) {
      safe += character;
    } else {
      const base = character.normalize("NFKD").replace(COMBINING_MARKS, "");
      const isDrawable =
        base !== "" && Array.from(base).every((part) => supported.has(part.codePointAt(0) ?? 0));
      safe += isDrawable ? base : "?";
    }
  }
  return safe;
}

/** How wide drawable text is at a font size, in points, in one face of the document's font. */
export type TextMeasure = { width(text: string, size: number): number };

/** How many of `characters`, from the start, fit in `maxWidth`. */
function countFitting(characters: string[], measure: TextMeasure, size: number, maxWidth: number): number {
  let used = 0;
  let count = 0;
  for (const character of characters) {
    used += measure.width(character, size);
    if (used > maxWidth) break;
    count += 1;
  }
  return count;
}

/** `characters` cut to fit `maxWidth` together with a closing "…". */
function cutWithEllipsis(characters: string[], measure: TextMeasure, size: number, maxWidth: number): string {
  const count = countFitting(characters, measure, size, maxWidth - measure.width(ELLIPSIS, size));
  return `${characters.slice(0, count).join("").trimEnd()}${ELLIPSIS}`;
}

/** The longest start of `text` that fits `maxWidth`, ended with "…" when anything was cut. */
export function fitToWidth(text: string, measure: TextMeasure, size: number, maxWidth: number): string {
  if (measure.width(text, size) <= maxWidth) return text;
  return cutWithEllipsis(Array.from(text), measure, size, maxWidth);
}

/** Where to break a word that is wider than the line: just after its last "-" or "/" that fits, or 0. */
function lastSeparatorBefore(characters: string[], count: number): number {
  for (let index = count - 1; index > 0; index -= 1) {
    if (characters[index] === "-" || characters[index] === "/") return index + 1;
  }
  return 0;
}

/**
 * Word-wraps `text` into lines that fit `maxWidth`. A word wider than the line (an account number,
 * an e-mail address) is broken where it must be; text beyond `maxLines` is cut and the last line
 * ends with "…".
 */
export function wrapToWidth(
  text: string,
  measure: TextMeasure,
  size: number,
  maxWidth: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let current = "";
  const pushLine = (line: string) => {
    lines.push(line);
    return lines.length > maxLines;
  };
  for (const word of text.split(" ").filter((part) => part !== "")) {
    const candidate = current === "" ? word : `${current} ${word}`;
    if (measure.width(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current !== "" && pushLine(current)) break;
    current = word;
    while (measure.width(current, size) > maxWidth) {
      const characters = Array.from(current);
      const count = Math.max(1, countFitting(characters, measure, size, maxWidth));
      // An identifier breaks after one of its own separators where it can: "MAT-2026-" / "00042".
      const cut = lastSeparatorBefore(characters, count) || count;
      if (pushLine(characters.slice(0, cut).join(""))) break;
      current = characters.slice(cut).join("");
    }
    if (lines.length > maxLines) break;
  }
  if (lines.length <= maxLines && current !== "") lines.push(current);
  if (lines.length <= maxLines) return lines.length === 0 ? [""] : lines;
  const kept = lines.slice(0, maxLines);
  // The last line shown stands for more text than it holds, so it always ends with the ellipsis.
  const last = Array.from(kept.pop() ?? "");
  return [...kept, cutWithEllipsis(last, measure, size, maxWidth)];
}

export type FittedCell = { lines: string[]; size: number };

const LOOSE_SPACES = /^ | $| {2}/;

/**
 * A table cell's text laid out for its width at the body size: drawn smaller (amounts, which must stay
 * on one line), or wrapped. A cell of identifiers or dates is never cut short: "MAT-202…" would name
 * another record, so it takes as many lines as it needs. Running text (`wrap`) is cut after
 * MAX_WRAPPED_LINES, its last line ending with "…".
 */
export function fitCell(
  text: string,
  measure: TextMeasure,
  innerWidth: number,
  options: { size: number; wrap?: boolean; shrinkToFit?: boolean },
): FittedCell {
  const { size } = options;
  const width = measure.width(text, size);
  // Fits as it is (and has no spaces that wrapping would tidy away).
  if (width <= innerWidth && text !== "" && !LOOSE_SPACES.test(text)) return { lines: [text], size };
  if (options.shrinkToFit && width > innerWidth) {
    // A hair under the exact size, so rounding never tips the text over the width and cuts it.
    const shrunk = Math.max(MIN_SHRUNK_SIZE, ((size * innerWidth) / width) * 0.999);
    if (measure.width(text, shrunk) <= innerWidth) return { lines: [text], size: shrunk };
  }
  const maxLines = options.wrap ? MAX_WRAPPED_LINES : Number.MAX_SAFE_INTEGER;
  return { lines: wrapToWidth(text, measure, size, innerWidth, maxLines), size };
}
