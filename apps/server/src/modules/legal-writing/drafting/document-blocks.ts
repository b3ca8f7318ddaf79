import { escapeDocumentText } from "@inkundla/documents";
/**
 * A draft is built as a list of blocks and written out twice: as the document HTML dialect the editor
 * reads, and as plain text. Building blocks instead of strings keeps every piece of the person's text
 * escaped once, in one place.
 */

export type Inline = string | { text: string; strong?: boolean; em?: boolean; underline?: boolean };
export type Alignment = "center" | "right" | "justify";

export type Clause = { content: Inline[]; children?: Clause[] };

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4; text: string; align?: Alignment }
  | { kind: "paragraph"; content: Inline[]; align?: Alignment }
  /** A paragraph numbered in one run through the whole document, as court papers are. */
  | { kind: "numbered"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] }
  /** Legal numbering 1, 1.1, 1.1.1: an agreement's clauses. */
  | { kind: "clauses"; items: Clause[] }
  | { kind: "quote"; content: Inline[] }
  | { kind: "rule" }
  | { kind: "page-break" };

/** A gap the person must fill: "[case number]". Square brackets make it plain in every view. */
export function placeholder(label: string): string {
  return `[${label}]`;
}

export function heading(level: 1 | 2 | 3 | 4, text: string, align?: Alignment): Block {
  return align ? { kind: "heading", level, text, align } : { kind: "heading", level, text };
}

export function paragraph(...content: Inline[]): Block {
  return { kind: "paragraph", content };
}

export function centred(...content: Inline[]): Block {
  return { kind: "paragraph", content, align: "center" };
}

export function rightAligned(...content: Inline[]): Block {
  return { kind: "paragraph", content, align: "right" };
}

export function numbered(...content: Inline[]): Block {
  return { kind: "numbered", content };
}

export function strong(text: string): Inline {
  return { text, strong: true };
}

export function emphasis(text: string): Inline {
  return { text, em: true };
}

/** A line to sign on, with who signs under it. */
export function signatureLine(...captions: Inline[][]): Block[] {
  return [paragraph("______________________________"), ...captions.map((caption) => paragraph(...caption))];
}

function inlineHtml(content: Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === "string") return escapeDocumentText(part);
      let html = escapeDocumentText(part.text);
      if (part.underline) html = `<u>${html}</u>`;
      if (part.em) html = `<em>${html}</em>`;
      if (part.strong) html = `<strong>${html}</strong>`;
      return html;
    })
    .join("");
}

function inlineText(content: Inline[]): string {
  return content.map((part) => (typeof part === "string" ? part : part.text)).join("");
}

function alignmentAttribute(align: Alignment | undefined): string {
  return align ? ` style="text-align: ${align}"` : "";
}

function clausesHtml(items: Clause[]): string {
  const listItems = items.map((item) => {
    const children = item.children?.length ? clausesHtml(item.children) : "";
    return `<li><p>${inlineHtml(item.content)}</p>${children}</li>`;
  });
  return `<ol data-numbering="clauses">${listItems.join("")}</ol>`;
}

function clausesText(items: Clause[], prefix: string): string[] {
  return items.flatMap((item, index) => {
    const number = `${prefix}${index + 1}`;
    const line = `${prefix === "" ? `${number}.` : number} ${inlineText(item.content)}`;
    return [line, ...clausesText(item.children ?? [], `${number}.`)];
  });
}

type GroupedBlock = Block | { kind: "numbered-run"; start: number; items: Inline[][] };

/** Consecutive numbered paragraphs share one `<ol>`; the count runs on across headings. */
function groupNumbered(blocks: Block[]): GroupedBlock[] {
  const grouped: GroupedBlock[] = [];
  let count = 0;
  for (const block of blocks) {
    if (block.kind !== "numbered") {
      grouped.push(block);
      continue;
    }
    count += 1;
    const last = grouped[grouped.length - 1];
    if (last?.kind === "numbered-run") last.items.push(block.content);
    else grouped.push({ kind: "numbered-run", start: count, items: [block.content] });
  }
  return grouped;
}

function blockHtml(block: GroupedBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h${block.level}${alignmentAttribute(block.align)}>${escapeDocumentText(block.text)}</h${block.level}>`;
    case "paragraph":
      return `<p${alignmentAttribute(block.align)}>${inlineHtml(block.content)}</p>`;
    case "numbered-run": {
      const start = block.start === 1 ? "" : ` start="${block.start}"`;
      return `<ol${start}>${block.items.map((item) => `<li><p>${inlineHtml(item)}</p></li>`).join("")}</ol>`;
    }
    case "numbered":
      return `<ol><li><p>${inlineHtml(block.content)}</p></li></ol>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      return `<${tag}>${block.items.map((item) => `<li><p>${inlineHtml(item)}</p></li>`).join("")}</${tag}>`;
    }
    case "clauses":
      return clausesHtml(block.items);
    case "quote":
      return `<blockquote><p>${inlineHtml(block.content)}</p></blockquote>`;
    case "rule":
      return "<hr>";
    case "page-break":
      return '<div data-page-break="true"></div>';
  }
}

function blockText(block: GroupedBlock): string {
  switch (block.kind) {
    case "heading":
      return block.text;
    case "paragraph":
      return inlineText(block.content);
    case "numbered-run":
      return block.items.map((item, index) => `${block.start + index}. ${inlineText(item)}`).join("\n\n");
    case "numbered":
      return inlineText(block.content);
    case "list":
      return block.items
        .map((item, index) => `${block.ordered ? `${index + 1}.` : "-"} ${inlineText(item)}`)
        .join("\n");
    case "clauses":
      return clausesText(block.items, "").join("\n");
    case "quote":
      return `    ${inlineText(block.content)}`;
    case "rule":
      return "----------";
    case "page-break":
      return "\f";
  }
}

export function renderHtml(blocks: Block[]): string {
  return groupNumbered(blocks).map(blockHtml).join("");
}

export function renderText(blocks: Block[]): string {
  return groupNumbered(blocks).map(blockText).join("\n\n");
}
