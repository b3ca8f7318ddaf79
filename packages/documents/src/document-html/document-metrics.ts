import { type DocumentBlock, type InlineRun, parseDocumentHtml, textOfRuns } from "./document-blocks.ts";

/**
 * About how many words of body text fill an A4 page at 12 pt with 2.5 cm margins, single-spaced with a
 * gap after each paragraph: the figure publishers and courts' practice notes use for a typed page.
 */
export const WORDS_PER_PAGE = 500;
/** The lines of 12 pt text such a page holds, paragraph gaps included. */
export const LINES_PER_PAGE = 45;
/** So a full line holds about 11 words. */
const WORDS_PER_LINE = WORDS_PER_PAGE / LINES_PER_PAGE;
/** A table row is a line of text and its cell padding and border: about two lines. */
const LINES_PER_TABLE_ROW = 2;
/** A heading is larger and has space above it. */
const LINES_PER_HEADING = 2;

export type DocumentMetrics = { wordCount: number; pages: number };

/** A merge field (`{{client.name}}`, `{{ matter.number }}`) is one word, however it is spaced. */
const MERGE_FIELD = /\{\{[^{}]*\}\}/g;
/** A word has at least one letter or digit: a lone "–" or "§" between words is not one. */
const WORD = /[\p{L}\p{N}]/u;

/** The words in a piece of text. */
export function countWords(text: string): number {
  return text
    .replace(MERGE_FIELD, " field ")
    .split(/\s+/)
    .filter((token) => WORD.test(token)).length;
}

function footnoteTexts(runs: InlineRun[]): string[] {
  return runs.flatMap((run) => (run.kind === "footnote" ? [run.text] : []));
}

/** Lines a run of text takes when each line holds `wordsPerLine`: at least one, even when empty. */
function linesFor(words: number, wordsPerLine = WORDS_PER_LINE): number {
  return Math.max(1, Math.ceil(words / wordsPerLine));
}

type Tally = { words: number; lines: number };

/** Words and lines of inline text, its footnotes' text and lines included. */
function tallyRuns(runs: InlineRun[], minimumLines: number, wordsPerLine = WORDS_PER_LINE): Tally {
  const words = countWords(textOfRuns(runs));
  const lineBreaks = runs.filter((run) => run.kind === "lineBreak").length;
  const notes = footnoteTexts(runs).map(countWords);
  return {
    words: words + notes.reduce((sum, count) => sum + count, 0),
    lines:
      Math.max(minimumLines, linesFor(words, wordsPerLine) + lineBreaks) +
      notes.reduce((sum, count) => sum + linesFor(count), 0),
  };
}

function add(first: Tally, second: Tally): Tally {
  return { words: first.words + second.words, lines: first.lines + second.lines };
}

/** Words and lines of blocks; a page break inside a list, quote or cell is not counted as one. */
function tallyBlocks(blocks: DocumentBlock[], wordsPerLine: number): Tally {
  let tally: Tally = { words: 0, lines: 0 };
  for (const block of blocks) {
    switch (block.kind) {
      case "paragraph":
        tally = add(tally, tallyRuns(block.runs, 1, wordsPerLine));
        break;
      case "heading":
        tally = add(tally, tallyRuns(block.runs, LINES_PER_HEADING, wordsPerLine));
        break;
      case "list":
        for (const item of block.items) tally = add(tally, tallyBlocks(item.blocks, wordsPerLine));
        break;
      case "blockquote":
        tally = add(tally, tallyBlocks(block.blocks, wordsPerLine));
        break;
      case "table":
        for (const row of block.rows) {
          // A row is as tall as its fullest cell, each cell holding a share of a line's words.
          const cellWordsPerLine = wordsPerLine / Math.max(1, row.cells.length);
          const cells = row.cells.map((cell) => tallyBlocks(cell.blocks, cellWordsPerLine));
          tally.words += cells.reduce((sum, cell) => sum + cell.words, 0);
          tally.lines += Math.max(LINES_PER_TABLE_ROW, ...cells.map((cell) => cell.lines));
        }
        break;
      case "rule":
        tally.lines += 1;
        break;
      case "pageBreak":
        break;
    }
  }
  return tally;
}

/**
 * The word count and an estimate of the page count of document HTML.
 *
 * Words are counted in the text, not the markup: footnotes' text counts, and a merge field such as
 * `{{client.name}}` is one word. The page count is an estimate, not a layout: each paragraph takes
 * as many lines as its words need at about 11 words a line (500 words on a 45-line A4 page at 12 pt,
 * `WORDS_PER_PAGE`), and at least one; a heading takes two; a table row two, or more when a cell's
 * text needs more lines at its share of the width; footnotes their own lines. Every page break
 * starts a new page. An empty document has no words and one page.
 */
export function documentMetrics(html: string): DocumentMetrics {
  // The editor puts page breaks between top-level blocks: each stretch between two starts a page.
  const sections: DocumentBlock[][] = [[]];
  for (const block of parseDocumentHtml(html)) {
    if (block.kind === "pageBreak") sections.push([]);
    else sections.at(-1)?.push(block);
  }
  const tallies = sections.map((blocks) => tallyBlocks(blocks, WORDS_PER_LINE));
  return {
    wordCount: tallies.reduce((sum, tally) => sum + tally.words, 0),
    pages: tallies.reduce((sum, tally) => sum + Math.max(1, Math.ceil(tally.lines / LINES_PER_PAGE)), 0),
  };
}
