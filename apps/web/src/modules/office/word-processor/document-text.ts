/** A word: letters or digits, joined by an apostrophe or hyphen ("don't", "self-employed", "2026"). */
const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/**
 * How many words a text has. Punctuation and symbols standing alone ("§", "—") are not words. The
 * editor counts as the person types; the server's count, made on save, is the one that is kept.
 */
export function countWords(text: string): number {
  return text.match(WORD_PATTERN)?.length ?? 0;
}

// The elements whose text is one paragraph of the document; a list item or cell holds such blocks.
const TEXT_BLOCKS = "p, h1, h2, h3, h4, li, th, td, blockquote";

function blockText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? "");
      return;
    }
    if (!(node instanceof Element)) return;
    const footnote = node.getAttribute("data-footnote");
    // A footnote's text lives in its attribute; a change to it is a change to the document.
    if (footnote !== null) parts.push(` [Footnote: ${footnote}]`);
    if (node.tagName === "BR") parts.push(" ");
    for (const child of node.childNodes) walk(child);
  };
  walk(element);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/**
 * The document HTML as its paragraphs of plain text, in reading order: each innermost block
 * (paragraph, heading, or a list item or cell without paragraphs of its own) is one entry, and empty
 * ones are left out. Used to compare versions and to offer a person's unsaved text for copying.
 */
export function documentParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  return [...body.querySelectorAll(TEXT_BLOCKS)]
    .filter((block) => block.querySelector(TEXT_BLOCKS) === null)
    .map(blockText)
    .filter((text) => text !== "");
}
