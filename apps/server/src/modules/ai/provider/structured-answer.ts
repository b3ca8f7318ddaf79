import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema a model is asked to follow. It describes the schema's input side, because the model
 * writes what the schema then parses (defaults and transforms apply after). `$schema` is dropped: some
 * servers reject keywords they do not know in `response_format`.
 */
export function describeAnswerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  });
  return jsonSchema;
}

/**
 * Written into the system prompt as well as sent as `response_format`, because many OpenAI-compatible
 * servers accept `response_format` and quietly ignore it.
 */
export function structuredAnswerInstruction(jsonSchema: JsonSchema): string {
  return [
    "Answer with a single JSON value and nothing else: no prose before or after it, no code fences.",
    "It must match this JSON Schema:",
    JSON.stringify(jsonSchema),
  ].join("\n");
}

export function responseFormatFor(jsonSchema: JsonSchema) {
  // strict: false — strict mode demands every property be required, which most zod schemas are not.
  return { type: "json_schema", json_schema: { name: "answer", schema: jsonSchema, strict: false } } as const;
}

export type StructuredAnswerReading<T> = { isValid: true; object: T } | { isValid: false; problem: string };

/** Reads a model's text as JSON and checks it against the schema; says what was wrong, for the retry. */
export function readStructuredAnswer<T>(text: string, schema: z.ZodType<T>): StructuredAnswerReading<T> {
  let value: unknown;
  try {
    value = JSON.parse(extractJsonText(text));
  } catch {
    return { isValid: false, problem: "The answer was not valid JSON." };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { isValid: true, object: parsed.data };
  return { isValid: false, problem: `The JSON did not match the schema: ${summariseIssues(parsed.error)}` };
}

/** The follow-up that gives a model its one chance to correct a malformed structured answer. */
export function correctiveMessage(problem: string): string {
  return `${problem} Answer again with only the JSON value that matches the schema in the instructions.`;
}

/**
 * Models often wrap JSON in ```json fences or a sentence despite being told not to; accept the fenced
 * block, else the span from the first opening bracket to the last closing one.
 */
export function extractJsonText(text: string): string {
  const fenced = /```(?:json)?\s*\n?([\s\S]*?)\n?\s*```/i.exec(text);
  if (fenced) return fenced[1]!.trim();
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) return trimmed;
  const start = trimmed.search(/[[{]/);
  const end = Math.max(trimmed.lastIndexOf("}"), trimmed.lastIndexOf("]"));
  return start >= 0 && end > start ? trimmed.slice(start, end + 1) : trimmed;
}

const MAX_ISSUES_TOLD = 5;

function summariseIssues(error: z.ZodError): string {
  const told = error.issues.slice(0, MAX_ISSUES_TOLD).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join(".") : "the whole value";
    return `${where}: ${issue.message}`;
  });
  const untold = error.issues.length - told.length;
  return `${told.join("; ")}${untold > 0 ? `; and ${untold} more` : ""}.`;
}
