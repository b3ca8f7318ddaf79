import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import * as shared from "@inkundla/shared";
import type { FastifyInstance, RouteOptions } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { $ZodType } from "zod/v4/core";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route reads a `multipart/form-data` upload itself (the route schema has no body, which
     * would refuse a form): what the API document says the form holds.
     */
    upload?: ApiUpload;
  }
}

/** A form upload as the API document describes it: one file field and text fields beside it. */
export type ApiUpload = {
  /** The file part's field name (the server takes the one file whatever its name). */
  fileField: string;
  fileRequired: boolean;
  fileDescription: string;
  /** The text fields sent beside the file, as a zod object of strings. */
  fields?: z.ZodObject;
  /** The same fields are also accepted as a JSON body, without the file. */
  alsoJson?: boolean;
};

/**
 * Route options for an answer written as JSON without checking it against its response schema, which
 * still documents it. Only for answers a typed function builds field by field, where the check cost a
 * large share of the request (a whole sheet's cells; a page of a list), and whose output a test parses
 * with the schema.
 */
export const UNCHECKED_ANSWER = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** Where the API document and the reference page for people are served. */
export const API_DOCS_PATH = "/api/docs";
export const SESSION_SECURITY_SCHEME = "sessionCookie";

/** What a client sees when a call fails, under the same name in every operation. */
const ERROR_SCHEMA_ID = "ApiError";

type JsonSchemaObject = { [key: string]: unknown };
type TransformedSchema = JsonSchemaObject & {
  summary?: string;
  operationId?: string;
  params?: unknown;
  querystring?: unknown;
  headers?: unknown;
  body?: unknown;
  consumes?: string[];
  security?: { [securityLabel: string]: string[] }[];
  response?: Record<string, unknown>;
};

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * `Delete a draft invoice` → `deleteDraftInvoice`: the name a client generator gives the call.
 * Articles are dropped; every other word is kept, so two summaries name two operations.
 */
export function operationIdFromSummary(summary: string): string {
  const words = summary
    .replace(/'s\b/g, "")
    .replace(/\be-mail\b/gi, "email")
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !["a", "an", "the"].includes(word.toLowerCase()));
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join("");
}

function errorResponse(description: string) {
  return { description, $ref: `#/components/schemas/${ERROR_SCHEMA_ID}` };
}

/**
 * The failures every operation can answer, from the rules the platform applies to all of them: input
 * checked against the schema (400), the session (401), the role and the same-origin rule for writes
 * (403), a record that is not the firm's (404, never 403), a write refused by a rule of the record's
 * state (409), uploads (413, 415), sign-in limits (429) and a fault on our side (500).
 */
export function documentedErrors(input: {
  method: string;
  url: string;
  isPublic: boolean;
  takesInput: boolean;
  isUpload: boolean;
}): Record<string, ReturnType<typeof errorResponse>> {
  const errors: Record<string, ReturnType<typeof errorResponse>> = {};
  if (input.takesInput || input.isUpload)
    errors[400] = errorResponse("The input is not valid; the message says which field and why.");
  if (!input.isPublic) {
    errors[401] = errorResponse("No valid session: sign in first.");
    errors[403] = errorResponse("The signed-in person's role does not allow this.");
  }
  if (/\{\w+\}|:\w+/.test(input.url) || !input.isPublic)
    errors[404] = errorResponse("No such record in the signed-in person's firm.");
  if (WRITE_METHODS.has(input.method))
    errors[409] = errorResponse("The record's state or a rule of the practice refuses the change.");
  if (input.isUpload) {
    errors[413] = errorResponse("The file is larger than the limit.");
    errors[415] = errorResponse("The file is not of a type this upload takes (judged by its bytes).");
  }
  if (input.isPublic && WRITE_METHODS.has(input.method))
    errors[429] = errorResponse("Too many attempts; the Retry-After header says when to try again.");
  errors[500] = errorResponse("Something went wrong on our side.");
  return errors;
}

/**
 * Every zod schema the shared package exports, named after its export (`ZClient` → `Client`), so the
 * document has named components and a client generator produces named types.
 */
export function createSharedSchemaRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(shared)) {
    if (!/^Z[A-Z]/.test(name) || !(value instanceof $ZodType) || registry.has(value)) continue;
    registry.add(value, { id: name.slice(1) });
  }
  return registry;
}

function uploadBodySchema(upload: ApiUpload): JsonSchemaObject {
  const fields = upload.fields
    ? (z.toJSONSchema(upload.fields, { target: "openapi-3.0", io: "input" }) as JsonSchemaObject)
    : { type: "object", properties: {} };
  const properties = (fields.properties ?? {}) as JsonSchemaObject;
  const fieldsRequired = Array.isArray(fields.required) ? (fields.required as string[]) : [];
  const required = upload.fileRequired ? [...fieldsRequired, upload.fileField] : fieldsRequired;
  return {
    type: "object",
    properties: {
      ...properties,
      [upload.fileField]: { type: "string", format: "binary", description: upload.fileDescription },
    },
    // OpenAPI 3.0 allows no empty `required` list: a form of optional fields (a file or text) has none.
    ...(required.length > 0 ? { required } : {}),
  };
}

/** A call taking a form or JSON documents one set of fields for both: JSON carries no file. */
function leaveFilesOutOfJsonBodies(paths: unknown): void {
  type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchemaObject }> } };
  for (const byMethod of Object.values((paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(byMethod)) {
      const content = operation.requestBody?.content;
      const json = content?.["application/json"]?.schema;
      if (!content?.["multipart/form-data"] || !json?.properties) continue;
      const properties = Object.entries(json.properties as Record<string, JsonSchemaObject>);
      const files = properties.filter(([, property]) => property.format === "binary").map(([name]) => name);
      const { required: allRequired, ...rest } = json;
      const required = ((allRequired ?? []) as string[]).filter((name) => !files.includes(name));
      content["application/json"] = {
        schema: {
          ...rest,
          properties: Object.fromEntries(properties.filter(([name]) => !files.includes(name))),
          ...(required.length > 0 ? { required } : {}),
        },
      };
    }
  }
}

/** The named schemas the operations reach, directly or through other schemas; the rest are left out. */
function keepReferencedSchemas(
  document: { paths?: unknown },
  schemas: Record<string, unknown>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  const pending: unknown[] = [document.paths];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const name = key === "$ref" && typeof child === "string" ? child.split("/").pop() : undefined;
        if (name !== undefined && !(name in kept) && name in schemas) {
          kept[name] = schemas[name];
          pending.push(schemas[name]);
        } else pending.push(child);
      }
    }
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => name in kept)
      .map((name) => [name, kept[name]]),
  );
}

function hasSuccessResponse(response: Record<string, unknown> | undefined): boolean {
  return Object.keys(response ?? {}).some((status) => status.startsWith("2"));
}

/** Registers the OpenAPI document (`/api/docs/json`) and its reference page for people (`/api/docs`). */
export async function installApiDocument(app: FastifyInstance, version: string): Promise<void> {
  const schemaRegistry = createSharedSchemaRegistry();
  const fromZod = createJsonSchemaTransform({ schemaRegistry });
  const namedSchemas = createJsonSchemaTransformObject({ schemaRegistry });

  await app.register(swagger, {
    openapi: {
      info: {
        title: "Inkundla API",
        version,
        description:
          "The API the Inkundla web app uses. Sign in with POST /api/auth/login; the session travels in " +
          "the `inkundla.session_token` cookie (`__Secure-inkundla.session_token` over HTTPS). Writes must " +
          "come from the app's own origin. Amounts are integer cents (ZAR); dates are YYYY-MM-DD in " +
          "South African time. Every failure answers `{ message, code }`.",
      },
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: "inkundla.session_token",
            description: "The session cookie set by signing in.",
          },
        },
      },
      security: [{ [SESSION_SECURITY_SCHEME]: [] }],
    },
    transform: (document) => {
      const route = document.route as RouteOptions;
      const transformed = fromZod(document) as { schema: TransformedSchema; url: string };
      const schema = transformed.schema;
      if (!schema || schema.hide) return transformed;
      // Parameters are listed one by one, so they are written out in place, never as a reference.
      for (const part of ["params", "querystring", "headers"] as const) {
        const zodSchema = (document.schema as Record<string, unknown> | undefined)?.[part];
        if (zodSchema instanceof $ZodType)
          schema[part] = z.toJSONSchema(zodSchema, {
            target: "openapi-3.0",
            io: "input",
            unrepresentable: "any",
          });
      }
      const method = String(route.method).toUpperCase();
      const isPublic = route.config?.isPublic === true;
      const upload = route.config?.upload;
      if (upload) {
        schema.body = uploadBodySchema(upload);
        schema.consumes = upload.alsoJson
          ? ["multipart/form-data", "application/json"]
          : ["multipart/form-data"];
      }
      if (schema.summary && !schema.operationId) schema.operationId = operationIdFromSummary(schema.summary);
      if (isPublic) schema.security = [];
      schema.response = {
        ...documentedErrors({
          method,
          url: transformed.url,
          isPublic,
          takesInput: Boolean(schema.params || schema.querystring || schema.body),
          isUpload: Boolean(upload),
        }),
        ...(hasSuccessResponse(schema.response)
          ? {}
          : { 200: { description: "Done; a download answers with the file itself.", type: "null" } }),
        ...schema.response,
      };
      return transformed;
    },
    transformObject: (document) => {
      const withSchemas = namedSchemas(document) as ReturnType<typeof namedSchemas> & {
        components: { schemas: Record<string, unknown> };
      };
      withSchemas.components.schemas[ERROR_SCHEMA_ID] = z.toJSONSchema(shared.ZApiError, {
        target: "openapi-3.0",
      });
      leaveFilesOutOfJsonBodies(withSchemas.paths);
      withSchemas.components.schemas = keepReferencedSchemas(withSchemas, withSchemas.components.schemas);
      return withSchemas;
    },
  });

  // The reference page: Swagger UI's files (Apache-2.0) served by the server, public like the document.
  await app.register(async (scope) => {
    scope.addHook("onRoute", (routeOptions) => {
      routeOptions.config = { ...routeOptions.config, isPublic: true };
    });
    await scope.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      theme: { title: "Inkundla API reference" },
      // No call to the public validator service: the page works offline and inside the CSP.
      uiConfig: {
        docExpansion: "list",
        deepLinking: true,
        filter: true,
        defaultModelsExpandDepth: 0,
        validatorUrl: null,
      },
    });
  });
}
