import type { FastifyInstance } from "fastify";
import { defineErrors } from "./errors.ts";

const inputError = defineErrors({
  multi_line: { status: 400, message: "A name, title or subject must be on one line." },
  invalid_text: {
    status: 400,
    message: "The request contains text that is not valid (a NUL character or a broken Unicode character).",
  },
  too_deep: { status: 400, message: "The request body is nested too deeply." },
});

/**
 * Fields that are one line wherever they appear: a person's, firm's or client's name, a title, a
 * subject. A line break there is never typed into the app's single-line inputs, and it would break
 * the headers, lists and documents the value is printed on.
 */
export const ONE_LINE_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "firstName",
  "lastName",
  "firmName",
  "title",
  "subject",
]);

/** Deeper than any form of the product nests its JSON; a body past this is not a person's input. */
export const MAX_INPUT_DEPTH = 32;

// In a `u` pattern a surrogate pair is one code point, so only a lone surrogate matches \p{Cs}.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a value cannot be stored as text: PostgreSQL refuses NUL, and a lone surrogate is not Unicode. */
export function textProblemOf(text: string): "nul" | "surrogate" | null {
  if (text.includes("\u0000")) return "nul";
  return LONE_SURROGATE.test(text) ? "surrogate" : null;
}

/**
 * The first problem in a parsed request part: a string (or an object key) that is not valid text, or
 * nesting deeper than MAX_INPUT_DEPTH. Walked without recursion, so a hostile depth cannot overflow
 * the stack.
 */
export function findInputProblem(
  value: unknown,
):
  | { kind: "text"; path: string; problem: "nul" | "surrogate" }
  | { kind: "multi_line"; path: string }
  | { kind: "depth" }
  | null {
  const pending: { value: unknown; path: string; key: string; depth: number }[] = [
    { value, path: "", key: "", depth: 0 },
  ];
  while (pending.length > 0) {
    const item = pending.pop() as { value: unknown; path: string; key: string; depth: number };
    if (typeof item.value === "string") {
      const problem = textProblemOf(item.value);
      if (problem) return { kind: "text", path: item.path, problem };
      if (ONE_LINE_FIELDS.has(item.key) && /[\r\n\u2028\u2029]/.test(item.value)) {
        return { kind: "multi_line", path: item.path };
      }
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: "depth" };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      const keyProblem = textProblemOf(key);
      if (keyProblem) return { kind: "text", path: item.path || "(a field name)", problem: keyProblem };
      pending.push({ value: child, path, key, depth: item.depth + 1 });
    }
  }
  return null;
}

const PART_NAMES = { params: "the address", query: "the query string", body: "the request body" } as const;

/**
 * Every route, once: text that PostgreSQL cannot store or that is not Unicode is refused with 400
 * before validation and before any handler runs, in the path, the query string and a JSON body
 * (which JSON.parse happily turns "\u0000" and "\ud800" into). Multipart fields are read by the
 * routes that take uploads, through the same `textProblemOf`.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const parts = { params: request.params, query: request.query, body: request.body } as const;
    for (const part of ["params", "query", "body"] as const) {
      const found = findInputProblem(parts[part]);
      if (!found) continue;
      if (found.kind === "depth") throw inputError("too_deep");
      if (found.kind === "multi_line") {
        throw inputError("multi_line", `${found.path}: must be on one line, without line breaks.`);
      }
      const what =
        found.problem === "nul" ? "a NUL character" : "a broken Unicode character (a lone surrogate)";
      const where = found.path ? `${found.path} in ${PART_NAMES[part]}` : PART_NAMES[part];
      throw inputError(
        "invalid_text",
        `${where} contains ${what}, which cannot be stored: remove it and try again.`,
      );
    }
  });
}
