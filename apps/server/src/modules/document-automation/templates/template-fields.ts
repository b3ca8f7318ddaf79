/**
 * Which fields a template uses, and which of them the catalogue does not know or the template misuses (a
 * list written as a value, `{{this.name}}` outside `{{#each}}`). A firm's uploaded template may hold typos:
 * they are listed with where they stand and the field probably meant, never blanked silently.
 */

import { findMergeField, MERGE_FIELDS, type MergeFieldDefinition } from "./merge-fields.ts";
import { parseTemplate, type TemplateNode, type TemplatePosition } from "./template-syntax.ts";

export type UnknownFieldProblem =
  /** No such field: most often a typo. */
  | "not_in_catalogue"
  /** `{{#each}}` over a field that is not a list. */
  | "not_a_list"
  /** A list written as a value (`{{people}}`) instead of repeated with `{{#each}}`. */
  | "list_as_value"
  /** `{{this.…}}` or `{{@number}}` outside `{{#each}}`. */
  | "outside_each";

export interface UnknownMergeField {
  key: string;
  problem: UnknownFieldProblem;
  position: TemplatePosition;
  /** The catalogue field probably meant (`client.nmae` → `client.name`), when one is close. */
  suggestion?: string;
}

/** A template that uses fields the catalogue does not know; merging it would silently drop them. */
export class UnknownMergeFieldsError extends Error {
  readonly fields: UnknownMergeField[];

  constructor(fields: UnknownMergeField[]) {
    const listed = fields
      .map((field) => (field.suggestion ? `${field.key} (did you mean ${field.suggestion}?)` : field.key))
      .join(", ");
    super(`The template uses merge fields that do not exist: ${listed}.`);
    this.name = "UnknownMergeFieldsError";
    this.fields = fields;
  }
}

/** The list `{{#each}}` is repeating, if any, and which entry is being written. */
export interface EachScope {
  list: MergeFieldDefinition;
  item?: unknown;
  index?: number;
}

export type FieldCheck =
  | { isKnown: true; definition?: MergeFieldDefinition }
  | { isKnown: false; problem: UnknownFieldProblem };

export type Usage = "value" | "condition" | "each";

export function checkField(path: string, usage: Usage, each: EachScope | undefined): FieldCheck {
  if (path === "@number") {
    return each && usage !== "each" ? { isKnown: true } : { isKnown: false, problem: "outside_each" };
  }
  if (path === "this" || path.startsWith("this.")) {
    if (!each) return { isKnown: false, problem: "outside_each" };
    const definition = each.list.itemFields?.find((item) => `this.${item.key}` === path);
    if (!definition) return { isKnown: false, problem: "not_in_catalogue" };
    return usage === "each" ? { isKnown: false, problem: "not_a_list" } : { isKnown: true, definition };
  }
  const definition = findMergeField(path);
  if (!definition) return { isKnown: false, problem: "not_in_catalogue" };
  if (usage === "each" && definition.kind !== "list") return { isKnown: false, problem: "not_a_list" };
  if (usage === "value" && definition.kind === "list") return { isKnown: false, problem: "list_as_value" };
  return { isKnown: true, definition };
}

function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    for (let column = 1; column <= right.length; column += 1) {
      const substitution = previous[column - 1]! + (left[row - 1] === right[column - 1] ? 0 : 1);
      current[column] = Math.min(previous[column]! + 1, current[column - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[right.length]!;
}

function suggestField(path: string, each: EachScope | undefined): string | undefined {
  const candidates = [
    ...(each?.list.itemFields ?? []).map((item) => `this.${item.key}`),
    ...MERGE_FIELDS.filter((definition) => definition.kind !== "list").map((definition) => definition.key),
  ];
  let best: { key: string; distance: number } | undefined;
  for (const key of candidates) {
    const distance = editDistance(path.toLowerCase(), key.toLowerCase());
    if (!best || distance < best.distance) best = { key, distance };
  }
  // Up to a third of the name may differ: "clinet.name" is a typo, "fee.amount" is not "date".
  return best && best.distance <= Math.max(2, Math.floor(path.length / 3)) ? best.key : undefined;
}

function visitTags(
  nodes: readonly TemplateNode[],
  each: EachScope | undefined,
  visit: (path: string, usage: Usage, position: TemplatePosition, each: EachScope | undefined) => void,
): void {
  for (const node of nodes) {
    if (node.type === "text") continue;
    if (node.type === "field") {
      visit(node.path, "value", node.position, each);
      continue;
    }
    const usage: Usage = node.kind === "each" ? "each" : "condition";
    visit(node.path, usage, node.position, each);
    const check = checkField(node.path, usage, each);
    const innerEach =
      node.kind === "each" && check.isKnown && check.definition ? { list: check.definition } : each;
    visitTags(node.children, innerEach, visit);
    visitTags(node.elseChildren, each, visit);
  }
}

/**
 * The fields a template uses, in order of first use, each once. Entry fields inside `{{#each people}}` are
 * named after their list (`people.name`); `{{@number}}` is not a field.
 */
export function listMergeFields(templateHtml: string): string[] {
  const used = new Set<string>();
  visitTags(parseTemplate(templateHtml), undefined, (path, _usage, _position, each) => {
    if (path === "@number") return;
    used.add(each && path.startsWith("this.") ? `${each.list.key}.${path.slice("this.".length)}` : path);
  });
  return [...used];
}

/** The tags of a template that name no catalogue field or misuse one, each key once (first position). */
export function findUnknownFields(templateHtml: string): UnknownMergeField[] {
  const unknown = new Map<string, UnknownMergeField>();
  visitTags(parseTemplate(templateHtml), undefined, (path, usage, position, each) => {
    const check = checkField(path, usage, each);
    if (check.isKnown || unknown.has(path)) return;
    const suggestion = check.problem === "not_in_catalogue" ? suggestField(path, each) : undefined;
    unknown.set(
      path,
      suggestion
        ? { key: path, problem: check.problem, position, suggestion }
        : { key: path, problem: check.problem, position },
    );
  });
  return [...unknown.values()];
}
