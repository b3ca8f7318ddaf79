import type { TDocumentTemplateSummary, TGeneratedDocument, TOfficeDocument } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { makeDocx, multipartForm } from "../../testing/document-files.ts";
import type { FakeChatCompletions, FakeTurn } from "../../testing/fake-chat-completions.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { startScriptedModelApp, stopScriptedModelApp } from "../../testing/scripted-model-app.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  addActiveStaffMember,
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { REMOVED_CITATION_MARK } from "../ai/index.ts";

const BASE = "/api/document-automation";

function clientWithMatter(call: Caller, owner: FirmOwner, name: string) {
  return createClientWithMatter(call, owner, name, { title: `${name} debt collection`, type: "Litigation" });
}

describe("document automation on the local engine", () => {
  let catcher: SmtpCatcher;
  let testApp: TestApp;
  let call: Caller;
  let owner: FirmOwner;
  let otherFirm: FirmOwner;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
    call = callerFor(testApp.app);
    owner = await registerFirmOwner(testApp, "automation");
    otherFirm = await registerFirmOwner(testApp, "automation-other");
  }, 90_000);
  afterAll(async () => {
    await testApp?.close();
    await catcher?.close();
  });

  const generate = (templateId: string, data: Record<string, unknown>, cookie = owner.cookie) =>
    call("POST", `${BASE}/generate`, { cookie, payload: { template: { id: templateId }, data } });

  it("offers at least twelve South African templates in the spec's five categories", async () => {
    const templates = (
      await call("GET", `${BASE}/templates`, { cookie: owner.cookie })
    ).json() as TDocumentTemplateSummary[];
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.map((template) => template.category))).toEqual(
      new Set(["Contracts", "Agreements", "Legal Letters", "Court Pleadings", "Corporate Documents"]),
    );
    expect(templates.find((template) => template.id === "letter-of-demand")?.mergeFields).toContain(
      "client.name",
    );

    const wordProcessor = (await call("GET", "/api/office/templates", { cookie: owner.cookie })).json();
    expect(wordProcessor).toHaveLength(6);
    for (const template of wordProcessor) expect(template.content).not.toContain("{{");
  });

  it("lists missing merge data before generating, and refuses to generate while any is missing", async () => {
    const check = await call("POST", `${BASE}/check`, {
      cookie: owner.cookie,
      payload: { template: { id: "letter-of-demand" }, data: {} },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().missing.map((entry: { field: string }) => entry.field)).toContain("client.name");
    expect(check.json().unknown).toEqual([]);

    const refused = await generate("letter-of-demand", {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "merge_fields_missing" });
    expect(refused.json().missing).toEqual(
      expect.arrayContaining([{ field: "client.name", label: expect.any(String) }]),
    );
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from office_document where firm_id = ${owner.firmId}`,
    );
    expect(row?.count).toBe(0);
  });

  it("generates a letter of demand for a client and matter: stored on the matter, editable, never a raw merge field", async () => {
    const { clientId, matterId } = await clientWithMatter(
      call,
      owner,
      "Sipho <script>alert(1)</script> Dube",
    );
    const check = (
      await call("POST", `${BASE}/check`, {
        cookie: owner.cookie,
        payload: {
          template: { id: "letter-of-demand" },
          data: { clientId, matterId, details: "R 12 500 for services" },
        },
      })
    ).json();
    const values = Object.fromEntries(
      check.missing.map((entry: { field: string }) => [entry.field, "Supplied value"]),
    );
    const generated = await generate("letter-of-demand", {
      clientId,
      matterId,
      date: "2026-11-24",
      details: "R 12 500 for services rendered in October 2026.",
      values,
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { content, document } = generated.json() as { content: string; document: TGeneratedDocument };
    expect(content).not.toContain("{{");
    expect(content).not.toContain("<script");
    expect(content).toContain("24 November 2026");
    expect(content).toContain("R 12 500 for services rendered");
    expect(document).toMatchObject({ status: "completed", template: "Letter of demand", version: 1 });

    const listed = (
      await call("GET", `${BASE}/generated`, { cookie: owner.cookie })
    ).json() as TGeneratedDocument[];
    expect(listed.map((item) => item.id)).toContain(document.id);
    const onMatter = (
      await call("GET", `/api/office/documents?matterId=${matterId}`, { cookie: owner.cookie })
    ).json();
    expect(onMatter.map((item: { id: string }) => item.id)).toEqual([document.id]);

    const opened = (
      await call("GET", `/api/office/documents/${document.id}`, { cookie: owner.cookie })
    ).json() as TOfficeDocument;
    expect(opened).toMatchObject({
      origin: "document_automation",
      template: "letter-of-demand",
      matterId,
      clientId,
    });
    const saved = await call("PUT", `/api/office/documents/${document.id}`, {
      cookie: owner.cookie,
      payload: {
        title: opened.title,
        type: opened.type,
        template: opened.template,
        content: `${opened.content}<p>Edited after generation.</p>`,
        clientId,
        matterId,
        isShared: opened.isShared,
        baseVersion: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
  });

  it("keeps the firm's own templates: unknown fields listed, stale saves refused, retired ones not generated", async () => {
    const unknown = await call("POST", `${BASE}/templates`, {
      cookie: owner.cookie,
      payload: { name: "Reminder", category: "Legal Letters", content: "<p>Dear {{client.nmae}}</p>" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "unknown_merge_fields", unknown: ["client.nmae"] });
    expect(unknown.json().message).toContain("did you mean {{client.name}}?");

    const created = await call("POST", `${BASE}/templates`, {
      cookie: owner.cookie,
      payload: {
        name: "Reminder",
        category: "Legal Letters",
        documentType: "correspondence",
        content:
          '<p>Dear {{client.name}}</p><p onclick="x()">{{details}}</p>{{#if matter.reference}}<p>Our reference: {{matter.reference}}</p>{{/if}}',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({ source: "firm", version: 1, retired: false });
    expect(template.content).not.toContain("onclick");

    const generated = await generate(template.id, { clientName: "Thandi Nkosi", details: "Please pay." });
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().content).toBe("<p>Dear Thandi Nkosi</p><p>Please pay.</p>");
    expect(generated.json().document.template).toBe("Reminder");

    const edit = (baseVersion: number) =>
      call("PUT", `${BASE}/templates/${template.id}`, {
        cookie: owner.cookie,
        payload: {
          name: "Reminder",
          category: "Legal Letters",
          content: "<p>Dear {{client.name}},</p>",
          baseVersion,
        },
      });
    expect((await edit(1)).json().version).toBe(2);
    expect((await edit(1)).statusCode).toBe(409);

    expect(
      (await call("GET", `${BASE}/templates/${template.id}`, { cookie: otherFirm.cookie })).statusCode,
    ).toBe(404);
    expect((await generate(template.id, { clientName: "X" }, otherFirm.cookie)).statusCode).toBe(404);

    const retired = await call("POST", `${BASE}/templates/${template.id}/retire`, { cookie: owner.cookie });
    expect(retired.json().retired).toBe(true);
    const afterRetire = await generate(template.id, { clientName: "Thandi Nkosi" });
    expect(afterRetire.statusCode).toBe(400);
    expect(afterRetire.json().code).toBe("template_retired");
  });

  it("imports a Word template with merge fields, and refuses a legal assistant's template", async () => {
    const body = multipartForm({
      fields: { name: "Word reminder", category: "Legal Letters" },
      files: [
        { name: "reminder.docx", bytes: makeDocx(["Dear {{client.name}}", "Kind regards, {{author.name}}"]) },
      ],
    });
    const imported = await testApp.app.inject({
      method: "POST",
      url: `${BASE}/templates/import`,
      headers: { ...body.headers, cookie: owner.cookie },
      payload: body.payload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().mergeFields).toEqual(["client.name", "author.name"]);

    await putFirmOnPlan(testApp, owner.firmId, "small_firm");
    const assistant = await addActiveStaffMember(testApp, catcher, owner, {
      label: "assistant",
      role: "legal_assistant",
    });
    const refused = await call("POST", `${BASE}/templates`, {
      cookie: assistant.cookie,
      payload: { name: "Mine", category: "Contracts", content: "<p>{{client.name}}</p>" },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("drafts from a description with the closest built-in template and says the local engine assembled it", async () => {
    const response = await call("POST", `${BASE}/ai-generate`, {
      cookie: owner.cookie,
      payload: { prompt: "A letter demanding payment of R50 000 owed for building services" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      templateUsed: "Letter of demand",
      engine: expect.stringMatching(/no language model/i),
      note: expect.stringContaining("assembled the built-in template"),
    });
    expect(response.json().content).toContain("R50 000");
    expect(response.json().html).not.toContain("{{");

    const assistant = await call("POST", "/api/ai/generate-template", {
      cookie: owner.cookie,
      payload: { documentType: "affidavit", details: "The deponent confirms service of the summons." },
    });
    expect(assistant.statusCode, assistant.body).toBe(200);
    expect(assistant.json().template).toMatch(/commissioner of oaths/i);
    const opened = await call("GET", `/api/office/documents/${assistant.json().documentId}`, {
      cookie: owner.cookie,
    });
    expect(opened.json().origin).toBe("ai_template");
  });
});

describe("document automation with an OpenAI-compatible endpoint", () => {
  let testApp: TestApp;
  let call: Caller;
  let owner: FirmOwner;
  let fake: FakeChatCompletions;
  let nextTurn: FakeTurn = { content: "{}" };

  beforeAll(async () => {
    ({ testApp, call, owner, fake } = await startScriptedModelApp("automation-model", () => nextTurn));
  }, 90_000);
  afterAll(() => stopScriptedModelApp({ testApp, fake }));

  it("removes a case the model invented from its draft and says so", async () => {
    nextTurn = {
      content: JSON.stringify({
        document:
          "# LETTER OF DEMAND\n\nYou owe our client R50 000, as Smith v Jones 2031 (4) SA 999 (SCA) confirms.",
      }),
    };
    const response = await call("POST", `${BASE}/ai-generate`, {
      cookie: owner.cookie,
      payload: { prompt: "A letter demanding payment of R50 000" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content).toContain(`Smith v Jones ${REMOVED_CITATION_MARK}`);
    expect(response.json().html).toContain("<h1>LETTER OF DEMAND</h1>");
    expect(response.json().note).toContain("2031 (4) SA 999 (SCA)");
    expect(response.json().engine).toMatch(/ via http:\/\/127\.0\.0\.1:\d+\/v1$/);
  });
});
