/**
 * The merge engine: fills a template's merge tags with a client's, matter's and firm's data.
 *
 * The design, in the order a caller uses it:
 * 1. `findUnknownFields(template)` lists tags the catalogue does not know (a typo in a firm's own template),
 *    with where they stand and the field probably meant. They are never blanked silently:
 *    `mergeTemplate` refuses a template that has any (UnknownMergeFieldsError).
 * 2. `findMissingFields(template, data)` lists the fields the document will use that have no value, before
 *    anything is generated, so the user can fill them in or proceed knowingly. A field inside a section
 *    that will be left out (`{{#if}}` on a blank value) is not missing; nor is a field only tested by
 *    `{{#if}}`, since blank simply means "leave the section out".
 * 3. `mergeTemplate(template, data)` returns the HTML and the same missing list. A missing value is written
 *    as its label in square brackets ("[Case number]"), so the gap is plain to see in the draft and the
 *    output never holds a literal `{{…}}`.
 * Malformed tags (an unclosed `{{#if}}`) throw a TemplateSyntaxError with the tag's position, from all three.
 */

import {
  escapeHtml,
  formatDocumentDate,
  formatMultilineInline,
  formatMultilineParagraphs,
} from "./merge-values.ts";
import {
  checkField,
  type EachScope,
  findUnknownFields,
  listMergeFields,
  type UnknownMergeField,
  UnknownMergeFieldsError,
} from "./template-fields.ts";
import { parseTemplate, type TemplateNode } from "./template-syntax.ts";

export type MergeText = string | number | null | undefined;

/** One entry of `people`: a party, director, witness… */
export interface MergePerson {
  name?: MergeText;
  role?: MergeText;
  idNumber?: MergeText;
  address?: MergeText;
}

/** The values a template is merged with. Every part is optional: what is absent is reported missing. */
export interface MergeData {
  client?: {
    name?: MergeText;
    email?: MergeText;
    address?: MergeText;
    idNumber?: MergeText;
    registrationNumber?: MergeText;
  };
  matter?: {
    reference?: MergeText;
    title?: MergeText;
    court?: MergeText;
    caseNumber?: MergeText;
    opposingParty?: MergeText;
  };
  firm?: {
    name?: MergeText;
    vatNumber?: MergeText;
    address?: MergeText;
    phone?: MergeText;
    email?: MergeText;
    registrationNumber?: MergeText;
  };
  author?: { name?: MergeText; title?: MergeText };
  /** The document's date: a calendar date ("2026-11-24"), a Date or an ISO timestamp. Defaults to today. */
  date?: Date | string | null;
  /** Free text the user typed; line breaks are kept. */
  details?: MergeText;
  people?: readonly MergePerson[] | null;
}

export interface MergeOptions {
  /** The moment of generation, for `{{today}}` and a missing `{{date}}`. Defaults to the current time. */
  now?: Date;
}

export interface MergeResult {
  html: string;
  /** Fields used without a value, e.g. `matter.caseNumber`, `people` (an empty list), `people[2].idNumber`. */
  missing: string[];
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  return false;
}

function readPath(source: unknown, segments: readonly string[]): unknown {
  let value = source;
  for (const segment of segments) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

// An empty list item is what an optional clause leaves when it is left out: the editor would number it.
const EMPTY_LIST_ITEM = /<li(?:\s[^>]*)?>\s*<\/li>/g;
const EMPTY_LIST = /<(ol|ul)(?:\s[^>]*)?>\s*<\/\1>/g;

class TemplateRenderer {
  readonly missing = new Set<string>();

  constructor(
    private readonly data: MergeData,
    private readonly now: Date,
  ) {}

  private resolve(path: string, each: EachScope | undefined): unknown {
    if (path === "@number") return each?.index === undefined ? undefined : each.index + 1;
    if (path.startsWith("this.")) return readPath(each?.item, path.slice("this.".length).split("."));
    if (path === "today") return this.now;
    if (path === "date") return isBlank(this.data.date) ? this.now : this.data.date;
    return readPath(this.data, path.split("."));
  }

  private missingName(path: string, each: EachScope | undefined): string {
    return each?.index !== undefined && path.startsWith("this.")
      ? `${each.list.key}[${each.index + 1}].${path.slice("this.".length)}`
      : path;
  }

  render(nodes: readonly TemplateNode[], each: EachScope | undefined): string {
    let html = "";
    for (const node of nodes) {
      if (node.type === "text") {
        html += node.text;
      } else if (node.type === "field") {
        html += this.renderField(node, each);
      } else {
        const check = checkField(node.path, node.kind === "each" ? "each" : "condition", each);
        if (!check.isKnown) continue;
        const value = this.resolve(node.path, each);
        if (node.kind === "each" && check.definition) {
          const entries = Array.isArray(value) ? value : [];
          if (entries.length === 0 && node.elseChildren.length === 0) this.missing.add(node.path);
          html +=
            entries.length === 0
              ? this.render(node.elseChildren, each)
              : entries
                  .map((item, index) => this.render(node.children, { list: check.definition!, item, index }))
                  .join("");
        } else {
          const isKept = node.kind === "if" ? !isBlank(value) : isBlank(value);
          html += this.render(isKept ? node.children : node.elseChildren, each);
        }
      }
    }
    return html;
  }

  private renderField(node: Extract<TemplateNode, { type: "field" }>, each: EachScope | undefined): string {
    const check = checkField(node.path, "value", each);
    if (!check.isKnown) return "";
    const value = this.resolve(node.path, each);
    const kind = check.definition?.kind ?? "text";
    let text: string;
    if (isBlank(value)) {
      this.missing.add(this.missingName(node.path, each));
      text = escapeHtml(`[${check.definition?.label ?? node.path}]`);
    } else if (kind === "date" && (value instanceof Date || typeof value === "string")) {
      text = escapeHtml(formatDocumentDate(value));
    } else if (kind === "multiline") {
      return node.paragraphOpenTag === undefined
        ? formatMultilineInline(String(value))
        : formatMultilineParagraphs(String(value), node.paragraphOpenTag);
    } else {
      text = escapeHtml(String(value));
    }
    return node.paragraphOpenTag === undefined ? text : `${node.paragraphOpenTag}${text}</p>`;
  }
}

function renderTemplate(templateHtml: string, data: MergeData, options: MergeOptions): MergeResult {
  const renderer = new TemplateRenderer(data, options.now ?? new Date());
  const html = renderer
    .render(parseTemplate(templateHtml), undefined)
    .replace(EMPTY_LIST_ITEM, "")
    .replace(EMPTY_LIST, "");
  return { html, missing: [...renderer.missing] };
}

/**
 * The fields the merged document would use without a value (see the file's comment). Unknown fields are
 * not listed here: findUnknownFields reports them.
 */
export function findMissingFields(
  templateHtml: string,
  data: MergeData,
  options: MergeOptions = {},
): string[] {
  return renderTemplate(templateHtml, data, options).missing;
}

/**
 * Merges the data into the template. Throws UnknownMergeFieldsError when the template uses fields the
 * catalogue does not know, and TemplateSyntaxError when its tags are malformed.
 */
export function mergeTemplate(
  templateHtml: string,
  data: MergeData,
  options: MergeOptions = {},
): MergeResult {
  const unknown = findUnknownFields(templateHtml);
  if (unknown.length > 0) throw new UnknownMergeFieldsError(unknown);
  return renderTemplate(templateHtml, data, options);
}

/** Everything the generate screen shows before generating: the fields used, those missing and unknown. */
export function checkTemplate(
  templateHtml: string,
  data: MergeData,
  options: MergeOptions = {},
): { fields: string[]; missing: string[]; unknown: UnknownMergeField[] } {
  return {
    fields: listMergeFields(templateHtml),
    missing: findMissingFields(templateHtml, data, options),
    unknown: findUnknownFields(templateHtml),
  };
}
