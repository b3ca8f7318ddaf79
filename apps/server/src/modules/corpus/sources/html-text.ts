import { Parser } from "htmlparser2";

/**
 * What a court or legal-information website wraps around a judgment: menus, banners, scripts, search
 * forms. Their text is not the judgment's.
 */
const SKIPPED_ELEMENTS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "head",
  "nav",
  "aside",
  "form",
  "button",
  "select",
  "svg",
  "iframe",
  "object",
  "embed",
  "canvas",
]);

/** Elements that start a line of their own, so "[1] …" and "[2] …" each begin a line. */
const BLOCK_ELEMENTS = new Set([
  "address",
  "article",
  "blockquote",
  "body",
  "caption",
  "center",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "thead",
  "tfoot",
  "tr",
  "ul",
]);

/**
 * A page's banner and footer are chrome; a <header> inside an <article> or <main> is the judgment's own
 * (its title, parties and case number), so it is kept.
 */
const PAGE_CHROME = new Set(["header", "footer"]);
const CONTENT_ELEMENTS = new Set(["article", "main"]);

const TABLE_CELLS = new Set(["td", "th"]);

export type HtmlText = { text: string; title: string | null };

/**
 * The readable text of an HTML page: block elements on lines of their own, table cells separated by a
 * tab, entities decoded, whitespace collapsed as a browser would (except inside <pre>), at most one
 * blank line in a row.
 */
export function readHtmlText(html: string): HtmlText {
  let text = "";
  let title = "";
  let skippedDepth = 0;
  let contentDepth = 0;
  let preDepth = 0;
  let isInTitle = false;
  // Whether each open element was skipped, so its close ends the skipping it began.
  const openSkipped: boolean[] = [];

  // Whitespace between two blocks is not a line of its own.
  const breakLine = () => {
    text = text.replace(/[^\S\n]+$/, "");
    if (text !== "" && !text.endsWith("\n")) text += "\n";
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (name === "title") isInTitle = true;
        if (CONTENT_ELEMENTS.has(name)) contentDepth += 1;
        const isSkipped = SKIPPED_ELEMENTS.has(name) || (PAGE_CHROME.has(name) && contentDepth === 0);
        openSkipped.push(isSkipped);
        if (isSkipped) skippedDepth += 1;
        if (skippedDepth > 0) return;
        if (name === "br") text += "\n";
        else if (BLOCK_ELEMENTS.has(name)) breakLine();
        else if (TABLE_CELLS.has(name) && text !== "" && !text.endsWith("\n")) text += "\t";
        if (name === "pre") preDepth += 1;
      },
      ontext(data) {
        if (isInTitle) title += data;
        if (skippedDepth > 0 || isInTitle) return;
        text += preDepth > 0 ? data : data.replace(/\s+/g, " ");
      },
      onclosetag(name) {
        if (name === "title") isInTitle = false;
        if (CONTENT_ELEMENTS.has(name)) contentDepth = Math.max(0, contentDepth - 1);
        if (openSkipped.pop()) {
          skippedDepth -= 1;
          return;
        }
        if (skippedDepth > 0) return;
        if (name === "pre") preDepth = Math.max(0, preDepth - 1);
        if (BLOCK_ELEMENTS.has(name) || PAGE_CHROME.has(name)) breakLine();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();

  return { text: tidyLines(text), title: title.replace(/\s+/g, " ").trim() || null };
}

/** Each line trimmed, runs of spaces made one (tabs kept: they separate table cells), at most one blank line. */
export function tidyLines(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/[^\S\t]+/g, " ")
        .replace(/ ?\t ?/g, "\t")
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
