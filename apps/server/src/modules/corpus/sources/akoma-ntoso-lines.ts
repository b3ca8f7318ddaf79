import { textOf, type XmlElement } from "./xml-tree.ts";

/**
 * Elements that run inside a line of text. Everything else (p, subsection, item, blockList, content, …)
 * is a block and starts a line of its own, so "(a) …" and "(b) …" never run together.
 */
const INLINE_ELEMENTS = new Set([
  "a",
  "abbr",
  "b",
  "concept",
  "date",
  "def",
  "docDate",
  "docNumber",
  "docTitle",
  "docType",
  "entity",
  "event",
  "i",
  "inline",
  "location",
  "mref",
  "noteRef",
  "object",
  "organization",
  "person",
  "process",
  "quantity",
  "ref",
  "remark",
  "role",
  "rref",
  "span",
  "sub",
  "sup",
  "term",
  "time",
  "u",
]);

const LINE_BREAKS = new Set(["eol", "br", "eop"]);

/** Left in by the Markdown converter some Akoma Ntoso files were made with ("{:.note}"): not the law's text. */
const MARKDOWN_ATTRIBUTE_LIST = /^\{:[^}]*\}$/;

/**
 * Collects text as lines. A number ("(1)", "(a)") waits for the next words so it lands at the start of
 * the line it numbers, whichever blocks lie between the <num> and its text.
 */
export class LineWriter {
  readonly lines: string[] = [];
  private current = "";
  private pendingNumber: string | null = null;

  write(text: string): void {
    if (this.pendingNumber !== null && text.trim() !== "") {
      this.current = `${this.pendingNumber} `;
      this.pendingNumber = null;
    }
    this.current += text;
  }

  breakLine(): void {
    const line = this.current.replace(/\s+/g, " ").trim();
    this.current = "";
    if (line !== "" && !MARKDOWN_ATTRIBUTE_LIST.test(line)) this.lines.push(line);
  }

  line(text: string): void {
    this.breakLine();
    this.write(text);
    this.breakLine();
  }

  startNumbered(number: string): void {
    this.breakLine();
    if (this.pendingNumber !== null) this.lines.push(this.pendingNumber);
    this.pendingNumber = number === "" ? null : number;
  }

  finish(): string[] {
    this.breakLine();
    if (this.pendingNumber !== null) this.lines.push(this.pendingNumber);
    this.pendingNumber = null;
    return this.lines;
  }
}

/** Writes an element's content (not the element's own <num>, which the caller places) as lines. */
export function writeChildren(writer: LineWriter, element: XmlElement, skip: ReadonlySet<string>): void {
  for (const child of element.children) {
    if (typeof child === "string") {
      writer.write(child);
    } else if (!skip.has(child.name)) {
      writeElement(writer, child);
    }
  }
}

const NOTHING_SKIPPED: ReadonlySet<string> = new Set();
const NUMBER_SKIPPED: ReadonlySet<string> = new Set(["num"]);

/** Writes one element: a block on lines of its own, its <num> leading its first line. */
export function writeElement(writer: LineWriter, element: XmlElement): void {
  if (LINE_BREAKS.has(element.name)) {
    writer.breakLine();
    return;
  }
  if (element.name === "authorialNote" || element.name === "meta") return;
  if (INLINE_ELEMENTS.has(element.name)) {
    writeChildren(writer, element, NOTHING_SKIPPED);
    return;
  }
  if (element.name === "tr") {
    writer.line(rowText(element));
    return;
  }
  writer.breakLine();
  const number = element.children.find(
    (child): child is XmlElement => typeof child !== "string" && child.name === "num",
  );
  if (number) writer.startNumbered(textOf(number));
  writeChildren(writer, element, number ? NUMBER_SKIPPED : NOTHING_SKIPPED);
  writer.breakLine();
}

/** A table row as one line, its cells separated by " | ", so a row stays readable as text. */
function rowText(row: XmlElement): string {
  return row.children
    .filter((cell): cell is XmlElement => typeof cell !== "string")
    .map((cell) => {
      const cellWriter = new LineWriter();
      writeChildren(cellWriter, cell, NOTHING_SKIPPED);
      return cellWriter.finish().join(" ");
    })
    .join(" | ");
}

/** An element's content as lines, its nested numbered parts each at the start of a line. */
export function elementLines(element: XmlElement, skip: ReadonlySet<string>): string[] {
  const writer = new LineWriter();
  writeChildren(writer, element, skip);
  return writer.finish();
}
