import { ElementType, parseDocument } from "htmlparser2";
import { sanitizeDocumentHtml } from "./sanitize-document-html.ts";

/**
 * The document dialect as a typed tree of blocks and inline runs: what the DOCX and PDF exporters
 * and the metrics read, so that none of them walks HTML itself.
 */

export type TextAlignment = "left" | "center" | "right" | "justify";
export type HeadingLevel = 1 | 2 | 3 | 4;

/** How a run of text is set; a mark that is absent is off. */
export type TextMarks = {
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
  superscript?: true;
  subscript?: true;
  /** An http, https or mailto address. */
  link?: string;
};

export type InlineRun =
  | { kind: "text"; text: string; marks: TextMarks }
  | { kind: "lineBreak" }
  /** Shown as a superscript number where it stands; its text goes to the foot of the page. */
  | { kind: "footnote"; text: string };

/**
 * `clauses` is legal numbering: 1, 1.1, 1.1.1 as clause lists nest inside each other's items.
 */
export type ListStyle = "bulleted" | "ordered" | "clauses";

/** A list item's content: its paragraphs and any list nested in it. */
export type ListItem = { blocks: DocumentBlock[] };

export type TableCell = { isHeader: boolean; columnSpan: number; rowSpan: number; blocks: DocumentBlock[] };

/** A header row (in `<thead>`, or all of whose cells are `<th>`) repeats at the top of each page. */
export type TableRow = { isHeader: boolean; cells: TableCell[] };

export type DocumentBlock =
  | { kind: "paragraph"; alignment: TextAlignment | null; runs: InlineRun[] }
  | { kind: "heading"; level: HeadingLevel; alignment: TextAlignment | null; runs: InlineRun[] }
  | { kind: "list"; style: ListStyle; start: number; items: ListItem[] }
  | { kind: "table"; rows: TableRow[] }
  | { kind: "blockquote"; blocks: DocumentBlock[] }
  | { kind: "rule" }
  | { kind: "pageBreak" };

type HtmlNode = ReturnType<typeof parseDocument>["children"][number];
type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>;
type HtmlText = Extract<HtmlNode, { type: typeof ElementType.Text }>;

function isElement(node: HtmlNode): node is HtmlElement {
  return ElementType.isTag(node);
}

function isText(node: HtmlNode): node is HtmlText {
  return node.type === ElementType.Text;
}

const HEADING_LEVELS: Record<string, HeadingLevel> = { h1: 1, h2: 2, h3: 3, h4: 4 };
const BLOCK_TAGS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "hr",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "div",
]);
const MARK_OF_TAG: Record<string, keyof Omit<TextMarks, "link">> = {
  strong: "bold",
  em: "italic",
  u: "underline",
  s: "strike",
  sup: "superscript",
  sub: "subscript",
};

function isBlockElement(node: HtmlNode): node is HtmlElement {
  return isElement(node) && BLOCK_TAGS.has(node.name);
}

function alignmentOf(element: HtmlElement): TextAlignment | null {
  const match = /text-align\s*:\s*(left|center|right|justify)/i.exec(element.attribs.style ?? "");
  return match ? (match[1]?.toLowerCase() as TextAlignment) : null;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number.parseInt(value ?? "", 10);
  return Number.isFinite(number) && number >= 1 ? number : fallback;
}

function sameMarks(first: TextMarks, second: TextMarks): boolean {
  const keys = new Set([...Object.keys(first), ...Object.keys(second)]) as Set<keyof TextMarks>;
  return [...keys].every((key) => first[key] === second[key]);
}

function collectRuns(nodes: HtmlNode[], marks: TextMarks, runs: InlineRun[]): void {
  for (const node of nodes) {
    if (isText(node)) {
      runs.push({ kind: "text", text: node.data.replace(/[\t\n\f\r ]+/g, " "), marks });
      continue;
    }
    if (!isElement(node)) continue;
    const mark = MARK_OF_TAG[node.name];
    if (node.name === "br") runs.push({ kind: "lineBreak" });
    else if (node.name === "span" && node.attribs["data-footnote"] !== undefined) {
      const text = node.attribs["data-footnote"].replace(/\s+/g, " ").trim();
      if (text !== "") runs.push({ kind: "footnote", text });
    } else if (mark) collectRuns(node.children, { ...marks, [mark]: true }, runs);
    else if (node.name === "a" && node.attribs.href) {
      collectRuns(node.children, { ...marks, link: node.attribs.href }, runs);
    } else collectRuns(node.children, marks, runs);
  }
}

/**
 * Whitespace as a browser shows it: runs of spaces are one space, and none is shown at the start or
 * end of a line (the paragraph's edges and either side of a line break).
 */
function normaliseWhitespace(runs: InlineRun[]): InlineRun[] {
  const result: InlineRun[] = [];
  let isAtLineStart = true;
  for (const run of runs) {
    if (run.kind !== "text") {
      if (run.kind === "lineBreak") trimTrailingSpace(result);
      result.push(run);
      isAtLineStart = run.kind === "lineBreak";
      continue;
    }
    let text = run.text;
    const previous = result.at(-1);
    const previousEndsInSpace = previous?.kind === "text" && previous.text.endsWith(" ");
    if (isAtLineStart || previousEndsInSpace) text = text.replace(/^ /, "");
    if (text === "") continue;
    isAtLineStart = false;
    if (previous?.kind === "text" && sameMarks(previous.marks, run.marks)) previous.text += text;
    else result.push({ kind: "text", text, marks: run.marks });
  }
  trimTrailingSpace(result);
  return result;
}

function trimTrailingSpace(runs: InlineRun[]): void {
  const last = runs.at(-1);
  if (last?.kind !== "text") return;
  last.text = last.text.replace(/ $/, "");
  if (last.text === "") runs.pop();
}

function inlineRuns(nodes: HtmlNode[]): InlineRun[] {
  const runs: InlineRun[] = [];
  collectRuns(nodes, {}, runs);
  return normaliseWhitespace(runs);
}

function listOf(element: HtmlElement): DocumentBlock {
  const style: ListStyle =
    element.name === "ul"
      ? "bulleted"
      : element.attribs["data-numbering"] === "clauses"
        ? "clauses"
        : "ordered";
  const items: ListItem[] = [];
  let loose: HtmlNode[] = [];
  const flushLoose = () => {
    const blocks = parseBlockNodes(loose);
    if (blocks.length > 0) items.push({ blocks });
    loose = [];
  };
  for (const child of element.children) {
    if (isElement(child) && child.name === "li") {
      flushLoose();
      items.push({ blocks: parseBlockNodes(child.children) });
    } else loose.push(child);
  }
  flushLoose();
  const start = Number.parseInt(element.attribs.start ?? "", 10);
  return { kind: "list", style, start: Number.isFinite(start) ? start : 1, items };
}

function rowsOf(element: HtmlElement, isInHead: boolean, rows: TableRow[]): void {
  for (const child of element.children) {
    if (!isElement(child)) continue;
    if (child.name === "thead") rowsOf(child, true, rows);
    else if (child.name === "tbody" || child.name === "tfoot") rowsOf(child, false, rows);
    else if (child.name === "tr") {
      const cells: TableCell[] = child.children.filter(isElement).flatMap((cell) =>
        cell.name === "td" || cell.name === "th"
          ? [
              {
                isHeader: cell.name === "th",
                columnSpan: positiveInteger(cell.attribs.colspan, 1),
                rowSpan: positiveInteger(cell.attribs.rowspan, 1),
                blocks: parseBlockNodes(cell.children),
              },
            ]
          : [],
      );
      if (cells.length === 0) continue;
      rows.push({ isHeader: isInHead || cells.every((cell) => cell.isHeader), cells });
    }
  }
}

function blockOf(element: HtmlElement): DocumentBlock[] {
  const level = HEADING_LEVELS[element.name];
  if (level)
    return [{ kind: "heading", level, alignment: alignmentOf(element), runs: inlineRuns(element.children) }];
  switch (element.name) {
    case "p":
      return [{ kind: "paragraph", alignment: alignmentOf(element), runs: inlineRuns(element.children) }];
    case "ul":
    case "ol":
      return [listOf(element)];
    case "blockquote":
      return [{ kind: "blockquote", blocks: parseBlockNodes(element.children) }];
    case "hr":
      return [{ kind: "rule" }];
    case "table": {
      const rows: TableRow[] = [];
      rowsOf(element, false, rows);
      return rows.length > 0 ? [{ kind: "table", rows }] : [];
    }
    case "div":
      if (element.attribs["data-page-break"] === "true") return [{ kind: "pageBreak" }];
      return parseBlockNodes(element.children);
    default:
      // A list item, row or cell out of place: its content is kept, its structure is not.
      return parseBlockNodes(element.children);
  }
}

function parseBlockNodes(nodes: HtmlNode[]): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let inline: HtmlNode[] = [];
  // Text outside any block (`<li>Item</li>` without its `<p>`, as Word's HTML writes it) is a
  // paragraph of its own.
  const flushInline = () => {
    const runs = inlineRuns(inline);
    if (runs.length > 0) blocks.push({ kind: "paragraph", alignment: null, runs });
    inline = [];
  };
  for (const node of nodes) {
    if (isBlockElement(node)) {
      flushInline();
      blocks.push(...blockOf(node));
    } else inline.push(node);
  }
  flushInline();
  return blocks;
}

/**
 * Document HTML as blocks, top to bottom. The HTML is sanitised first, so whatever it held outside
 * the dialect has no effect on the blocks.
 */
export function parseDocumentHtml(html: string): DocumentBlock[] {
  return parseBlockNodes(parseDocument(sanitizeDocumentHtml(html)).children);
}

/** The text of inline runs: a line break is a new line; footnotes are left out unless asked for. */
export function textOfRuns(runs: InlineRun[], options: { withFootnotes?: boolean } = {}): string {
  return runs
    .map((run) => {
      if (run.kind === "text") return run.text;
      if (run.kind === "lineBreak") return "\n";
      return options.withFootnotes ? ` ${run.text}` : "";
    })
    .join("");
}

/** Every paragraph's and heading's text in a block tree, one entry each, in reading order. */
export function textsOfBlocks(blocks: DocumentBlock[]): string[] {
  return blocks.flatMap((block): string[] => {
    switch (block.kind) {
      case "paragraph":
      case "heading":
        return [textOfRuns(block.runs)];
      case "list":
        return block.items.flatMap((item) => textsOfBlocks(item.blocks));
      case "table":
        return block.rows.flatMap((row) => row.cells.flatMap((cell) => textsOfBlocks(cell.blocks)));
      case "blockquote":
        return textsOfBlocks(block.blocks);
      case "rule":
      case "pageBreak":
        return [];
      default: {
        const unexpected: never = block;
        return unexpected;
      }
    }
  });
}
