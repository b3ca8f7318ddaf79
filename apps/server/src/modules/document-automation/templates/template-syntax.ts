/**
 * Parses a template's merge tags into a tree. Tags are plain text inside the document HTML:
 *
 * - `{{client.name}}` a value; `{{this.name}}` and `{{@number}}` (1, 2, 3…) inside `{{#each}}`;
 * - `{{#if key}} … {{else}} … {{/if}}` kept when the value is not blank; `{{#unless key}}` the opposite;
 * - `{{#each people}} … {{/each}}` repeated for every entry of a list.
 *
 * The editor keeps text inside paragraphs, so a block tag alone in its paragraph (`<p>{{#if x}}</p>`) takes
 * its paragraph with it: the merged document has no empty paragraphs where the tags stood. A multi-line
 * value alone in its paragraph (`<p>{{details}}</p>`) is marked so that it can become several paragraphs.
 */

import { findMergeField } from "./merge-fields.ts";

export type TemplateSyntaxErrorCode =
  | "unterminated_tag"
  | "invalid_tag"
  | "unclosed_block"
  | "unexpected_close"
  | "mismatched_close"
  | "misplaced_else";

/** Where a tag starts in the template HTML: offset from 0, line and column from 1. */
export interface TemplatePosition {
  offset: number;
  line: number;
  column: number;
}

const SYNTAX_MESSAGES: Record<TemplateSyntaxErrorCode, (tag: string) => string> = {
  unterminated_tag: (tag) => `The tag ${tag} has no closing "}}".`,
  invalid_tag: (tag) =>
    `${tag} is not a merge tag: write a field such as {{client.name}}, or {{#if …}}, {{#unless …}}, {{#each …}}, {{else}} or a closing tag.`,
  unclosed_block: (tag) => `${tag} is never closed.`,
  unexpected_close: (tag) => `${tag} closes a section that was never opened.`,
  mismatched_close: (tag) => `${tag} closes a different kind of section than the one that is open.`,
  misplaced_else: (tag) => `${tag} must stand inside {{#if}}, {{#unless}} or {{#each}}, once.`,
};

/** A malformed template: the drafter is told which tag, and where, so that it can be fixed. */
export class TemplateSyntaxError extends Error {
  readonly code: TemplateSyntaxErrorCode;
  readonly position: TemplatePosition;
  /** The offending tag as written, e.g. `{{#if matter.caseNumber}}`. */
  readonly tag: string;

  constructor(code: TemplateSyntaxErrorCode, tag: string, position: TemplatePosition) {
    super(`Line ${position.line}, column ${position.column}: ${SYNTAX_MESSAGES[code](tag)}`);
    this.name = "TemplateSyntaxError";
    this.code = code;
    this.tag = tag;
    this.position = position;
  }
}

export type BlockKind = "if" | "unless" | "each";

export type TemplateNode =
  | { type: "text"; text: string }
  | {
      type: "field";
      path: string;
      position: TemplatePosition;
      /** The `<p …>` opening tag when the field stood alone in its paragraph (the paragraph is consumed). */
      paragraphOpenTag?: string;
    }
  | {
      type: "block";
      kind: BlockKind;
      path: string;
      position: TemplatePosition;
      children: TemplateNode[];
      elseChildren: TemplateNode[];
    };

type Tag =
  | { type: "field"; path: string }
  | { type: "open"; kind: BlockKind; path: string }
  | { type: "close"; kind: BlockKind }
  | { type: "else" };

// `this` and `@number` are only valid inside {{#each}}; the checker, not the parser, says so.
const PATH = String.raw`(?:@number|[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)`;
const FIELD_TAG = new RegExp(String.raw`^\s*(${PATH})\s*$`);
const OPEN_TAG = new RegExp(String.raw`^\s*#(if|unless|each)\s+(${PATH})\s*$`);
const CLOSE_TAG = /^\s*\/(if|unless|each)\s*$/;
const ELSE_TAG = /^\s*else\s*$/;
const PARAGRAPH_BEFORE = /<p(?:\s[^>]*)?>\s*$/;
const PARAGRAPH_AFTER = /^\s*<\/p>/;

function readTag(content: string): Tag | undefined {
  const open = OPEN_TAG.exec(content);
  if (open) return { type: "open", kind: open[1] as BlockKind, path: open[2]! };
  const close = CLOSE_TAG.exec(content);
  if (close) return { type: "close", kind: close[1] as BlockKind };
  if (ELSE_TAG.test(content)) return { type: "else" };
  const field = FIELD_TAG.exec(content);
  if (field) return { type: "field", path: field[1]! };
  return undefined;
}

function positionAt(source: string, offset: number): TemplatePosition {
  let line = 1;
  let lineStart = 0;
  for (
    let index = source.indexOf("\n");
    index !== -1 && index < offset;
    index = source.indexOf("\n", index + 1)
  ) {
    line += 1;
    lineStart = index + 1;
  }
  return { offset, line, column: offset - lineStart + 1 };
}

interface OpenBlock {
  node: Extract<TemplateNode, { type: "block" }>;
  tag: string;
  inElse: boolean;
}

/** Builds the tag tree of a template, or throws a TemplateSyntaxError at the first malformed tag. */
export function parseTemplate(source: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const stack: OpenBlock[] = [];
  const currentChildren = (): TemplateNode[] => {
    const top = stack.at(-1);
    if (!top) return root;
    return top.inElse ? top.node.elseChildren : top.node.children;
  };
  const pushText = (text: string) => {
    if (text !== "") currentChildren().push({ type: "text", text });
  };

  let cursor = 0;
  for (let start = source.indexOf("{{"); start !== -1; start = source.indexOf("{{", cursor)) {
    const end = source.indexOf("}}", start + 2);
    const nextOpening = source.indexOf("{{", start + 2);
    if (end === -1 || (nextOpening !== -1 && nextOpening < end)) {
      const stop = nextOpening === -1 ? Math.min(source.length, start + 40) : nextOpening;
      throw new TemplateSyntaxError("unterminated_tag", source.slice(start, stop), positionAt(source, start));
    }
    const written = source.slice(start, end + 2);
    const position = positionAt(source, start);
    const tag = readTag(source.slice(start + 2, end));
    if (!tag) throw new TemplateSyntaxError("invalid_tag", written, position);

    // A tag alone in its paragraph takes the paragraph with it (see the file's comment).
    let textEnd = start;
    let tagEnd = end + 2;
    let paragraphOpenTag: string | undefined;
    const before = PARAGRAPH_BEFORE.exec(source.slice(cursor, start));
    const after = PARAGRAPH_AFTER.exec(source.slice(tagEnd));
    const isParagraphTag = tag.type !== "field" || findMergeField(tag.path)?.kind === "multiline";
    if (before && after && isParagraphTag) {
      textEnd = cursor + before.index;
      tagEnd += after[0].length;
      paragraphOpenTag = before[0].replace(/\s+$/, "");
    }
    pushText(source.slice(cursor, textEnd));
    cursor = tagEnd;

    switch (tag.type) {
      case "field":
        currentChildren().push(
          paragraphOpenTag === undefined
            ? { type: "field", path: tag.path, position }
            : { type: "field", path: tag.path, position, paragraphOpenTag },
        );
        break;
      case "open": {
        const node: OpenBlock["node"] = {
          type: "block",
          kind: tag.kind,
          path: tag.path,
          position,
          children: [],
          elseChildren: [],
        };
        currentChildren().push(node);
        stack.push({ node, tag: written, inElse: false });
        break;
      }
      case "else": {
        const top = stack.at(-1);
        if (!top || top.inElse) throw new TemplateSyntaxError("misplaced_else", written, position);
        top.inElse = true;
        break;
      }
      case "close": {
        const top = stack.pop();
        if (!top) throw new TemplateSyntaxError("unexpected_close", written, position);
        if (top.node.kind !== tag.kind) throw new TemplateSyntaxError("mismatched_close", written, position);
        break;
      }
      default: {
        const unhandled: never = tag;
        throw new Error(`Unhandled tag ${JSON.stringify(unhandled)}`);
      }
    }
  }
  pushText(source.slice(cursor));

  const unclosed = stack.at(-1);
  if (unclosed) throw new TemplateSyntaxError("unclosed_block", unclosed.tag, unclosed.node.position);
  return root;
}
