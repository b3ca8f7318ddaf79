import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** The part of a JSON Schema (as @fastify/swagger publishes the zod schemas) the probes read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
};

type OpenApiParameter = { in: "path" | "query"; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** One documented call of the API, as the probes drive it. */
export type ApiOperation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As documented, e.g. `/api/clients/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The JSON body's schema, when the call takes one. */
  body: JsonSchema | null;
  /** The call takes only a multipart upload (no JSON body). */
  isMultipart: boolean;
};

/** Every operation under /api in the app's own OpenAPI document: new routes are probed without a list. */
export async function readApiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const response = await app.inject({ method: "GET", url: "/api/docs/json" });
  const document = response.json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const named = document.components?.schemas ?? {};
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (!path.startsWith("/api/")) continue;
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as ApiOperation["method"],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
        queryParams: parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        body: resolveReferences(content["application/json"]?.schema, named) ?? null,
        isMultipart: "multipart/form-data" in content && !("application/json" in content),
      });
    }
  }
  return operations;
}

/** A schema with every `$ref` to a named schema written out in place (a cycle is cut at the repeat). */
function resolveReferences(
  schema: JsonSchema | undefined,
  named: Record<string, JsonSchema>,
  seen: readonly string[] = [],
): JsonSchema | undefined {
  if (schema === undefined) return undefined;
  const reference = (schema as { $ref?: string }).$ref;
  if (reference !== undefined) {
    const name = reference.split("/").pop() ?? "";
    return seen.includes(name) ? {} : resolveReferences(named[name], named, [...seen, name]);
  }
  const resolved: JsonSchema = { ...schema };
  if (schema.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [
        key,
        resolveReferences(value, named, seen) ?? {},
      ]),
    );
  }
  if (schema.items) resolved.items = resolveReferences(schema.items, named, seen);
  for (const list of ["anyOf", "oneOf", "allOf"] as const) {
    const members = schema[list];
    if (members) resolved[list] = members.map((member) => resolveReferences(member, named, seen) ?? {});
  }
  return resolved;
}

/** The URL of an operation with its path parameters filled in. */
export function fillPath(operation: ApiOperation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
    encodeURIComponent(values[name] ?? randomUUID()),
  );
}

const TODAY = new Date().toISOString().slice(0, 10);

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;
}

/**
 * A plausible value for a schema, so a probed call gets past validation to the code behind it: the
 * required fields, dates for fields named like dates, the first choice of an enum, numbers in range.
 * It need not be right for every refinement; most calls with an id still reach their firm check.
 */
export function exampleFor(
  schema: JsonSchema | undefined,
  name = "",
  ids: (name: string) => string,
): unknown {
  if (!schema) return undefined;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return exampleFor(branch, name, ids);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (firstType(schema)) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = exampleFor(schema.properties?.[key], key, ids);
      return value;
    }
    case "array": {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, () => exampleFor(schema.items, name, ids));
    }
    case "integer":
    case "number": {
      const lowest =
        typeof schema.minimum === "number" ? schema.minimum + (schema.exclusiveMinimum ? 1 : 0) : 1;
      return Math.min(Math.max(lowest, 100), schema.maximum ?? 100);
    }
    case "boolean":
      return false;
    case "string": {
      if (schema.format === "uuid" || /Id$/.test(name) || name === "id") return ids(name);
      if (schema.format === "email" || /email/i.test(name)) return "probe@example.co.za";
      if (/date|On$/i.test(name)) return TODAY;
      if (/month/i.test(name)) return TODAY.slice(0, 7);
      const text = "Probe value";
      const padded = text.padEnd(schema.minLength ?? 0, "x");
      return schema.maxLength !== undefined ? padded.slice(0, Math.max(schema.maxLength, 1)) : padded;
    }
    default:
      return undefined;
  }
}
