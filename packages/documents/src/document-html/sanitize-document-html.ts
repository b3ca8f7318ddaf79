import sanitizeHtml from "sanitize-html";

/**
 * The document HTML dialect (issue 19's contract), as the TipTap editor writes it. Office documents,
 * templates and drafts are stored in it, so this is the one gate every piece of HTML passes on its
 * way in: from the browser, from a Word file, from a template.
 */
const HEADINGS = ["h1", "h2", "h3", "h4"];
const ALIGNMENTS = /^(left|center|right|justify)$/;
const LINK_SCHEMES = /^(https?:|mailto:)/i;

/**
 * Elements whose content is not text a person wrote: dropped whole, not unwrapped, so a script's
 * code or a page's `<title>` never ends up as a paragraph.
 */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "option",
  "select",
  "svg",
  "math",
  "head",
  "title",
];

/** A positive whole number of columns or rows a cell spans, or nothing when the value is not one. */
function spanAttribute(value: string | undefined): string | undefined {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  const span = Number.parseInt(value, 10);
  return span >= 1 && span <= 1000 ? String(span) : undefined;
}

function withoutUndefined(attributes: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    ...HEADINGS,
    "ul",
    "ol",
    "li",
    "blockquote",
    "hr",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "strong",
    "em",
    "u",
    "s",
    "br",
    "a",
    "sup",
    "sub",
    "span",
    "div",
  ],
  allowedAttributes: {
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
    ol: ["data-numbering", "start"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    a: ["href"],
    span: ["data-footnote"],
    div: ["data-page-break"],
  },
  allowedStyles: Object.fromEntries(["p", ...HEADINGS].map((tag) => [tag, { "text-align": [ALIGNMENTS] }])),
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // Bold and italic arrive as <b>/<i> from pasted or converted HTML; they mean the same here.
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    // Only a link to the web or to an e-mail address survives: a relative link has nothing to point
    // at once the document is downloaded, and every other scheme (javascript:, data:, file:) is a risk.
    a: (tagName, attributes): sanitizeHtml.Tag => {
      const href = attributes.href?.trim();
      return { tagName, attribs: href && LINK_SCHEMES.test(href) ? { href } : {} };
    },
    ol: (tagName, attributes) => {
      const start = attributes.start?.trim();
      return {
        tagName,
        attribs: withoutUndefined({
          "data-numbering": attributes["data-numbering"] === "clauses" ? "clauses" : undefined,
          start: start && /^-?\d{1,9}$/.test(start) ? start : undefined,
        }),
      };
    },
    th: (tagName, attributes) => ({
      tagName,
      attribs: withoutUndefined({
        colspan: spanAttribute(attributes.colspan),
        rowspan: spanAttribute(attributes.rowspan),
      }),
    }),
    td: (tagName, attributes) => ({
      tagName,
      attribs: withoutUndefined({
        colspan: spanAttribute(attributes.colspan),
        rowspan: spanAttribute(attributes.rowspan),
      }),
    }),
    // A footnote is an empty atom whose text lives in its attribute; any other span is only a
    // wrapper, and is unwrapped to its text.
    span: (tagName, attributes): sanitizeHtml.Tag =>
      attributes["data-footnote"] !== undefined
        ? { tagName, attribs: { "data-footnote": attributes["data-footnote"] }, text: "" }
        : { tagName: "unwrapped-span", attribs: {} },
    // Only the page break is a div; any other div is unwrapped, its text kept.
    div: (tagName, attributes): sanitizeHtml.Tag =>
      attributes["data-page-break"] === "true"
        ? { tagName, attribs: { "data-page-break": "true" }, text: "" }
        : { tagName: "unwrapped-div", attribs: {} },
  },
};

/**
 * HTML reduced to the document dialect: every element, attribute, style and link outside it is
 * removed. Scripts, styles, frames and embedded objects go with their content; any other unknown
 * element (a `<div>`, a `<font>`) is unwrapped so its text is not lost. Event handlers (`on…`),
 * classes and ids go; a link keeps only an http, https or mailto address; a paragraph or heading
 * keeps only its text alignment.
 */
export function sanitizeDocumentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
