import { parseDocumentHtml, textsOfBlocks } from "./document-blocks.ts";
import { sanitizeDocumentHtml } from "./sanitize-document-html.ts";

/** Text made safe to place in the dialect's elements and attributes: the markup characters escaped. */
export function escapeDocumentText(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

/**
 * Plain text as a language model writes a document, in the document dialect: a block starting with
 * "# ", "## " or "### " is a heading, blank lines separate paragraphs, single line breaks are kept.
 * Everything is escaped, so text that looks like markup stays text.
 */
export function plainTextToDocumentHtml(text: string): string {
  const html = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0)
    .map((block) => {
      const heading = block.match(/^(#{1,3})\s+(.+)$/s);
      if (heading) {
        const level = heading[1]!.length;
        return `<h${level}>${escapeDocumentText(heading[2]!.trim())}</h${level}>`;
      }
      return `<p>${escapeDocumentText(block).replaceAll("\n", "<br>")}</p>`;
    })
    .join("");
  return sanitizeDocumentHtml(html);
}

/** A document's text, a paragraph (or heading, list item, cell) per block, for a plain-text answer. */
export function documentHtmlToPlainText(html: string): string {
  return textsOfBlocks(parseDocumentHtml(html))
    .map((text) => text.trim())
    .filter((text) => text.length > 0)
    .join("\n\n");
}
