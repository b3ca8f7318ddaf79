import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  correctiveMessage,
  describeAnswerSchema,
  extractJsonText,
  readStructuredAnswer,
  responseFormatFor,
  structuredAnswerInstruction,
} from "./structured-answer.ts";

const ZClause = z.object({
  heading: z.string().min(1),
  isOnerous: z.boolean(),
  noticeDays: z.number().int().default(20),
});

describe("the schema a model is asked to follow", () => {
  it("describes what the model must write, with fields that have defaults left optional", () => {
    const jsonSchema = describeAnswerSchema(ZClause);
    expect(jsonSchema).toMatchObject({
      type: "object",
      properties: { heading: { type: "string" }, isOnerous: { type: "boolean" } },
      required: ["heading", "isOnerous"],
    });
    expect(jsonSchema).not.toHaveProperty("$schema");
  });

  it("is sent as a non-strict json_schema response format and spelled out in the instruction", () => {
    const jsonSchema = describeAnswerSchema(ZClause);
    expect(responseFormatFor(jsonSchema)).toEqual({
      type: "json_schema",
      json_schema: { name: "answer", schema: jsonSchema, strict: false },
    });
    expect(structuredAnswerInstruction(jsonSchema)).toContain(JSON.stringify(jsonSchema));
  });
});

describe("reading a structured answer", () => {
  it("accepts bare JSON and applies the schema's defaults", () => {
    expect(readStructuredAnswer('{"heading":"Breach","isOnerous":true}', ZClause)).toEqual({
      isValid: true,
      object: { heading: "Breach", isOnerous: true, noticeDays: 20 },
    });
  });

  it("accepts JSON inside ```json fences", () => {
    const reading = readStructuredAnswer('```json\n{"heading":"Breach","isOnerous":false}\n```', ZClause);
    expect(reading).toMatchObject({ isValid: true, object: { isOnerous: false } });
  });

  it("accepts JSON after a sentence the model was told not to write", () => {
    expect(extractJsonText('Here is the answer: {"a": [1, 2]} Hope this helps.')).toBe('{"a": [1, 2]}');
  });

  it("says the answer was not JSON when it cannot be parsed", () => {
    expect(readStructuredAnswer("The clause is onerous.", ZClause)).toEqual({
      isValid: false,
      problem: "The answer was not valid JSON.",
    });
  });

  it("names the fields that do not match the schema", () => {
    const reading = readStructuredAnswer('{"heading":"","isOnerous":"yes"}', ZClause);
    expect(reading.isValid).toBe(false);
    if (reading.isValid) return;
    expect(reading.problem).toMatch(/^The JSON did not match the schema: /);
    expect(reading.problem).toContain("heading:");
    expect(reading.problem).toContain("isOnerous:");
  });

  it("tells the model at most five problems", () => {
    const ZMany = z.object(
      Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`f${index}`, z.string()])),
    );
    const reading = readStructuredAnswer("{}", ZMany);
    expect(reading.isValid === false && reading.problem).toMatch(/; and 3 more\.$/);
  });

  it("asks for the JSON again in the corrective message", () => {
    expect(correctiveMessage("The answer was not valid JSON.")).toBe(
      "The answer was not valid JSON. Answer again with only the JSON value that matches the schema in the instructions.",
    );
  });
});
