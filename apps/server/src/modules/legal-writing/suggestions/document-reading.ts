/**
 * Reads a document for the checks: its blocks (paragraphs, headings, list items, table cells, quotes and
 * footnotes) as plain text, each with its offset in one joined text. The HTML comes from the editor, so
 * the reader expects the document dialect but tolerates anything else: unknown tags are dropped, their
 * text kept.
 */

export type BlockKind = "heading" | "paragraph" | "list-item" | "quote" | "cell" | "footnote";

export type DocumentBlock = {
  kind: BlockKind;
  text: string;
  /** Offset of the block in `ReadDocument.text`: the key of a suggestion's position. */
  start: number;
};

export type ReadDocument = {
  blocks: DocumentBlock[];
  /** The blocks joined by blank lines. */
  text: string;
};

const BLOCK_TAGS: Readonly<Record<string, BlockKind>> = {
  p: "paragraph",
  h1: "heading",
  h2: "heading",
  h3: "heading",
  h4: "heading",
  h5: "heading",
  h6: "heading",
  li: "list-item",
  blockquote: "quote",
  td: "cell",
  th: "cell",
};
const BREAKING_TAGS: ReadonlySet<string> = new Set([
  "ol",
  "ul",
  "table",
  "tr",
  "div",
  "hr",
  "thead",
  "tbody",
]);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ldquo: "“",
  rdquo: "”",
  lsquo: "‘",
  rsquo: "’",
  ndash: "–",
  mdash: "—",
  hellip: "…",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)));
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function collapse(text: string): string {
  return text.replace(/[ \t\r\n\u00a0]+/g, " ").trim();
}

type RawBlock = { kind: BlockKind; text: string };

function htmlBlocks(html: string): RawBlock[] {
  const blocks: RawBlock[] = [];
  const footnotes: string[] = [];
  const open: { kind: BlockKind; text: string }[] = [];
  let loose = "";
  const flushLoose = () => {
    if (collapse(loose) !== "") blocks.push({ kind: "paragraph", text: loose });
    loose = "";
  };
  const appendText = (text: string) => {
    const current = open[open.length - 1];
    if (current) current.text += text;
    else loose += text;
  };
  const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;
  let position = 0;
  for (const match of html.matchAll(TAG)) {
    appendText(decodeEntities(html.slice(position, match.index)));
    position = match.index + match[0].length;
    const [, closing, rawName = "", attributes = ""] = match;
    const name = rawName.toLowerCase();
    if (name === "") continue;
    const footnote = /data-footnote\s*=\s*"([^"]*)"/i.exec(attributes);
    if (footnote && closing === "") footnotes.push(decodeEntities(footnote[1] ?? ""));
    if (name === "br") appendText(" ");
    const kind = BLOCK_TAGS[name];
    if (kind) {
      if (closing === "") {
        // A list item or cell holds <p>: the outer block gives way to the inner one.
        flushLoose();
        const outer = open[open.length - 1];
        if (outer && collapse(outer.text) !== "") {
          blocks.push({ kind: outer.kind, text: outer.text });
          outer.text = "";
        }
        open.push({ kind: name === "p" && outer ? outer.kind : kind, text: "" });
      } else {
        const block = open.pop();
        if (block && collapse(block.text) !== "") blocks.push(block);
      }
    } else if (BREAKING_TAGS.has(name) && open.length === 0) flushLoose();
  }
  appendText(decodeEntities(html.slice(position)));
  while (open.length > 0) {
    const block = open.shift()!;
    if (collapse(block.text) !== "") blocks.push(block);
  }
  flushLoose();
  return [...blocks, ...footnotes.map((text) => ({ kind: "footnote" as const, text }))];
}

/** Plain text: one block a paragraph when paragraphs are separated by blank lines, otherwise a line. */
function textBlocks(text: string): RawBlock[] {
  const normalised = text.replace(/\r\n?/g, "\n");
  const pieces = /\n\s*\n/.test(normalised) ? normalised.split(/\n\s*\n/) : normalised.split("\n");
  return pieces.map((piece) => ({ kind: "paragraph", text: piece }));
}

export function readDocument(input: { html?: string; text?: string }): ReadDocument {
  const raw = input.html !== undefined ? htmlBlocks(input.html) : textBlocks(input.text ?? "");
  const blocks: DocumentBlock[] = [];
  let offset = 0;
  for (const block of raw) {
    const text = collapse(block.text);
    if (text === "") continue;
    blocks.push({ kind: block.kind, text, start: offset });
    offset += text.length + 2;
  }
  return { blocks, text: blocks.map((block) => block.text).join("\n\n") };
}
