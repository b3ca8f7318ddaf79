import type { TLegalWritingDocument, TOfficeDocument } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import type { FakeChatCompletions, FakeTurn } from "../../testing/fake-chat-completions.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { startScriptedModelApp, stopScriptedModelApp } from "../../testing/scripted-model-app.ts";
import { type FirmOwner, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { REMOVED_CITATION_MARK } from "../ai/index.ts";
import { loadBuiltinCorpus } from "../corpus/index.ts";

const BASE = "/api/legal-documents";
const REQUEST = {
  title: "Heads of argument: Mokoena eviction",
  documentType: "heads_of_argument",
  practiceArea: "property",
  tone: "persuasive",
  jurisdiction: "gauteng",
  clientType: "individual",
  complexity: "intermediate",
  keyPoints:
    "No one may be evicted from their home without an order of court made after considering all the relevant circumstances.\nThe occupiers have lived on the property for eleven years.",
  specificRequirements: "",
  precedentReferences: "Smith v Jones 1999 (2) SA 77 (A)",
};

function clientWithMatter(call: Caller, owner: FirmOwner) {
  return createClientWithMatter(call, owner, "Naledi Mokoena", {
    title: "Mokoena eviction",
    type: "Property Law",
  });
}

describe("legal writing on the local engine", () => {
  let testApp: TestApp;
  let call: Caller;
  let owner: FirmOwner;
  let otherFirm: FirmOwner;
  beforeAll(async () => {
    testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
    call = callerFor(testApp.app);
    await loadBuiltinCorpus(testApp.database.db);
    owner = await registerFirmOwner(testApp, "writing-local");
    otherFirm = await registerFirmOwner(testApp, "writing-other");
  }, 120_000);
  afterAll(async () => testApp?.close());

  async function written(id: string): Promise<TLegalWritingDocument> {
    await testApp.runJobs();
    const response = await call("GET", `${BASE}/${id}`, { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it("refuses a request without title, type or key points with the spec's message, writing nothing", async () => {
    for (const payload of [
      { ...REQUEST, title: " " },
      { ...REQUEST, keyPoints: "" },
      { ...REQUEST, documentType: undefined },
    ]) {
      const response = await call("POST", BASE, { cookie: owner.cookie, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain("Please fill in the title, document type, and key points.");
    }
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from legal_writing_document where firm_id = ${owner.firmId}`,
    );
    expect(row?.count).toBe(0);
  });

  it("drafts heads of argument in their South African form, citing only the corpus, and reports an unknown precedent", async () => {
    const { clientId, matterId } = await clientWithMatter(call, owner);
    const started = await call("POST", BASE, {
      cookie: owner.cookie,
      payload: { ...REQUEST, clientId, matterId },
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toEqual({ id: expect.any(String), status: "queued" });

    const document = await written(started.json().id);
    expect(document).toMatchObject({
      status: "completed",
      documentType: "heads_of_argument",
      engine: expect.stringMatching(/no language model/i),
      metadata: { practiceArea: "property", complexity: "intermediate" },
      clientId,
      matterId,
    });
    expect(document.content).toMatch(/INTRODUCTION/i);
    expect(document.content).toMatch(/relief|order sought/i);
    expect(document.content).toContain("eleven years");
    expect(document.wordCount).toBeGreaterThan(50);
    expect(document.citations.length).toBeGreaterThan(0);
    for (const citation of document.citations) expect(citation.documentId).not.toBeNull();
    expect(document.notFound).toEqual(["1999 (2) SA 77 (A)"]);
    expect(document.content).not.toContain("1999 (2) SA 77 (A)");
    expect(Array.isArray(document.suggestions)).toBe(true);

    const listed = (await call("GET", BASE, { cookie: owner.cookie })).json() as TLegalWritingDocument[];
    expect(listed.map((item) => item.id)).toContain(document.id);
  });

  it("opens a draft in the word processor once, on its matter, and downloads it as Word", async () => {
    const { clientId, matterId } = await clientWithMatter(call, owner);
    const started = await call("POST", BASE, {
      cookie: owner.cookie,
      payload: { ...REQUEST, documentType: "affidavit", title: "Founding affidavit", clientId, matterId },
    });
    const draft = await written(started.json().id);
    const [first, second] = await Promise.all([
      call("POST", `${BASE}/${draft.id}/open-in-editor`, { cookie: owner.cookie }),
      call("POST", `${BASE}/${draft.id}/open-in-editor`, { cookie: owner.cookie }),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().documentId).toBe(first.json().documentId);
    const office = (
      await call("GET", `/api/office/documents/${first.json().documentId}`, { cookie: owner.cookie })
    ).json() as TOfficeDocument;
    expect(office).toMatchObject({ origin: "legal_writing", matterId, type: "pleading", version: 1 });
    expect(office.content).toMatch(/make oath and state/i);

    const docx = await call("GET", `${BASE}/${draft.id}/export.docx`, { cookie: owner.cookie });
    expect(docx.statusCode).toBe(200);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("answers 404 to another firm", async () => {
    const started = await call("POST", BASE, { cookie: owner.cookie, payload: REQUEST });
    const id = started.json().id;
    await testApp.runJobs();
    for (const [method, path] of [
      ["GET", `${BASE}/${id}`],
      ["POST", `${BASE}/${id}/open-in-editor`],
      ["GET", `${BASE}/${id}/export.docx`],
    ] as const) {
      expect((await call(method, path, { cookie: otherFirm.cookie })).statusCode).toBe(404);
    }
    const theirs = (await call("GET", BASE, { cookie: otherFirm.cookie })).json() as TLegalWritingDocument[];
    expect(theirs).toEqual([]);
  });

  it("checks an edited draft: a passive averment and a missing signature block are suggested", async () => {
    const response = await call("POST", `${BASE}/suggestions`, {
      cookie: owner.cookie,
      payload: {
        documentType: "affidavit",
        html: "<p>I, the undersigned, make oath and state that:</p><ol><li><p>The lease was signed on 3 March 2026.</p></li><li><p>The keys were handed over.</p></li></ol>",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const types = response
      .json()
      .suggestions.map((suggestion: { type: string; text: string }) => suggestion.text);
    expect(types.join(" ")).toMatch(/passive/i);
    expect(types.join(" ")).toMatch(/signature|sworn|commissioner/i);
  });
});

describe("legal writing with an OpenAI-compatible endpoint", () => {
  let testApp: TestApp;
  let call: Caller;
  let owner: FirmOwner;
  let fake: FakeChatCompletions;
  let nextTurn: FakeTurn = { content: "{}" };

  beforeAll(async () => {
    ({ testApp, call, owner, fake } = await startScriptedModelApp(
      "writing-model",
      () => nextTurn,
      (app) => loadBuiltinCorpus(app.database.db),
    ));
  }, 120_000);
  afterAll(() => stopScriptedModelApp({ testApp, fake }));

  it("removes a case the model invented and lists it; the draft says which engine wrote it", async () => {
    nextTurn = {
      content: JSON.stringify({
        document:
          "# HEADS OF ARGUMENT\n\n# INTRODUCTION\n\n1. The occupiers may not be evicted without an order of court, as held in Smith v Jones 2031 (4) SA 999 (SCA).\n\n# RELIEF SOUGHT\n\n2. The application should be dismissed with costs.",
      }),
    };
    const started = await call("POST", BASE, {
      cookie: owner.cookie,
      payload: { ...REQUEST, precedentReferences: "" },
    });
    expect(started.statusCode, started.body).toBe(202);
    await testApp.runJobs();
    const document = (await call("GET", `${BASE}/${started.json().id}`, { cookie: owner.cookie })).json();
    expect(document.status, document.error).toBe("completed");
    expect(document.engine).toMatch(/ via http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(document.content).toContain(`Smith v Jones ${REMOVED_CITATION_MARK}`);
    expect(document.content).not.toContain("2031");
    expect(document.removedCitations.map((removed: { text: string }) => removed.text)).toEqual([
      "2031 (4) SA 999 (SCA)",
    ]);
    const sent = fake.requests.at(-1)?.body as { messages: { content: string }[] };
    const prompt = sent.messages.at(-1)?.content;
    expect(prompt).toMatch(/<passages>\n<passage number="1" source="[^"]+">/);
    expect(prompt).toMatch(/<outline>/);
  });
});
