import type {
  TOfficeDocument,
  TOfficeDocumentListItem,
  TOfficeDocumentVersionSummary,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { makeDocx, multipartForm } from "../../testing/document-files.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  addActiveStaffMember,
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

const BASE = "/api/office/documents";

let catcher: SmtpCatcher;
let testApp: TestApp;
let call: Caller;
let firm: FirmOwner;
let otherFirm: FirmOwner;
let associate: { cookie: string };
let colleague: { cookie: string };

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  firm = await registerFirmOwner(testApp, "office");
  otherFirm = await registerFirmOwner(testApp, "office-other");
  await putFirmOnPlan(testApp, firm.firmId, "small_firm");
  associate = await addActiveStaffMember(testApp, catcher, firm, { label: "office-associate" });
  colleague = await addActiveStaffMember(testApp, catcher, firm, { label: "office-colleague" });
}, 90_000);
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

const LETTER = "<h1>Letter of demand</h1><p>We act for <strong>Naledi Mokoena</strong>.</p>";

async function create(cookie: string, payload: Record<string, unknown>): Promise<TOfficeDocument> {
  const response = await call("POST", BASE, {
    cookie,
    payload: { title: "Letter of demand", content: LETTER, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function clientWithMatter(owner: FirmOwner, name: string) {
  return createClientWithMatter(call, owner, name, { title: `${name} v Landlord`, type: "Property Law" });
}

function save(cookie: string, document: TOfficeDocument, changes: Record<string, unknown>) {
  return call("PUT", `${BASE}/${document.id}`, {
    cookie,
    payload: {
      title: document.title,
      type: document.type,
      template: document.template,
      content: document.content,
      clientId: document.clientId,
      matterId: document.matterId,
      isShared: document.isShared,
      baseVersion: document.version,
      ...changes,
    },
  });
}

describe("creating a document", () => {
  it("stores the sanitised content with its computed word count, version 1 and a first version row", async () => {
    const document = await create(firm.cookie, {
      content: `${LETTER}<script>alert(1)</script><p onclick="steal()">Pay within 10 days.</p>`,
    });
    expect(document).toMatchObject({
      version: 1,
      origin: "word_processor",
      type: "contract",
      isShared: false,
    });
    expect(document.content).not.toContain("<script");
    expect(document.content).not.toContain("onclick");
    expect(document.content).toContain("Pay within 10 days.");
    expect(document.metadata.wordCount).toBe(12);
    expect(document.metadata.pages).toBe(1);
    const versions = (await call("GET", `${BASE}/${document.id}/versions`, { cookie: firm.cookie })).json();
    expect(versions).toMatchObject([{ version: 1, reason: "created", wordCount: 12 }]);
  });

  it("refuses a blank title or content with the spec's message and writes nothing", async () => {
    const before = await documentCount(firm.firmId);
    for (const payload of [
      { title: "  ", content: LETTER },
      { title: "Memo", content: "<p>  </p>" },
      { title: "Memo", content: "<script>only a script</script>" },
    ]) {
      const response = await call("POST", BASE, { cookie: firm.cookie, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain("Please provide document title and content.");
    }
    expect(await documentCount(firm.firmId)).toBe(before);
  });

  it("takes a matter's client with the matter, and refuses another firm's client or matter with 404", async () => {
    const own = await clientWithMatter(firm, "Naledi Mokoena");
    const document = await create(firm.cookie, { matterId: own.matterId });
    expect(document).toMatchObject({ clientId: own.clientId, matterId: own.matterId });
    expect(document.matterReference).toBeTruthy();

    const foreign = await clientWithMatter(otherFirm, "Foreign Client");
    for (const payload of [{ clientId: foreign.clientId }, { matterId: foreign.matterId }]) {
      const response = await call("POST", BASE, {
        cookie: firm.cookie,
        payload: { title: "Memo", content: LETTER, ...payload },
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    const mismatch = await call("POST", BASE, {
      cookie: firm.cookie,
      payload: { title: "Memo", content: LETTER, clientId: foreign.clientId, matterId: own.matterId },
    });
    expect(mismatch.statusCode).toBe(404);

    const listed = await call("GET", `${BASE}?matterId=${own.matterId}`, { cookie: firm.cookie });
    expect(listed.json().map((item: TOfficeDocumentListItem) => item.id)).toEqual([document.id]);
    expect(listed.headers["x-total-count"]).toBe("1");
  });
});

describe("saving", () => {
  it("makes every save a version; a second save over the same version gets 409 and writes nothing", async () => {
    const document = await create(associate.cookie, { isShared: true });
    const first = await save(associate.cookie, document, { content: `${LETTER}<p>First change.</p>` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);

    const stale = await save(colleague.cookie, document, { content: `${LETTER}<p>Colleague's change.</p>` });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "document_version_conflict",
      currentVersion: 2,
      savedBy: expect.any(String),
      savedAt: expect.any(String),
    });
    expect(stale.json().message).toMatch(/saved version 2 of this document/);

    const current = (await call("GET", `${BASE}/${document.id}`, { cookie: colleague.cookie })).json();
    expect(current.content).toContain("First change.");
    expect(current.content).not.toContain("Colleague's change.");
    const versions: TOfficeDocumentVersionSummary[] = (
      await call("GET", `${BASE}/${document.id}/versions`, { cookie: colleague.cookie })
    ).json();
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
  });

  it("lets exactly one of two simultaneous saves over the same version win", async () => {
    const document = await create(firm.cookie, { isShared: true });
    const results = await Promise.all([
      save(firm.cookie, document, { content: `${LETTER}<p>Owner's text.</p>` }),
      save(colleague.cookie, document, { content: `${LETTER}<p>Colleague's text.</p>` }),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const versions = (await call("GET", `${BASE}/${document.id}/versions`, { cookie: firm.cookie })).json();
    expect(versions).toHaveLength(2);
  });

  it("restores an old version as a new one, keeping every version", async () => {
    const document = await create(firm.cookie, {});
    const saved = (await save(firm.cookie, document, { content: "<p>Replaced entirely.</p>" })).json();
    const old = await call("GET", `${BASE}/${document.id}/versions/1`, { cookie: firm.cookie });
    expect(old.json().content).toContain("Naledi Mokoena");
    const restored = await call("POST", `${BASE}/${document.id}/versions/1/restore`, {
      cookie: firm.cookie,
      payload: { baseVersion: saved.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3 });
    expect(restored.json().content).toContain("Naledi Mokoena");
    const versions = (await call("GET", `${BASE}/${document.id}/versions`, { cookie: firm.cookie })).json();
    expect(versions.map((version: TOfficeDocumentVersionSummary) => version.reason)).toEqual([
      "restored",
      "saved",
      "created",
    ]);
    const staleRestore = await call("POST", `${BASE}/${document.id}/versions/2/restore`, {
      cookie: firm.cookie,
      payload: { baseVersion: saved.version },
    });
    expect(staleRestore.statusCode).toBe(409);
  });
});

describe("who sees a document", () => {
  it("shows an unshared document only to its author and the firm's owner; shared ones to the firm", async () => {
    const privateOne = await create(associate.cookie, { title: "Private draft" });
    const sharedOne = await create(associate.cookie, { title: "Shared draft", isShared: true });
    const idsFor = async (cookie: string) =>
      ((await call("GET", `${BASE}?limit=200`, { cookie })).json() as TOfficeDocumentListItem[]).map(
        (item) => item.id,
      );
    expect(await idsFor(associate.cookie)).toEqual(expect.arrayContaining([privateOne.id, sharedOne.id]));
    expect(await idsFor(firm.cookie)).toEqual(expect.arrayContaining([privateOne.id, sharedOne.id]));
    const colleagueSees = await idsFor(colleague.cookie);
    expect(colleagueSees).toContain(sharedOne.id);
    expect(colleagueSees).not.toContain(privateOne.id);
    expect((await call("GET", `${BASE}/${privateOne.id}`, { cookie: colleague.cookie })).statusCode).toBe(
      404,
    );
    expect((await save(colleague.cookie, privateOne, { content: "<p>x</p>" })).statusCode).toBe(404);
  });

  it("answers 404 to another firm for reading, saving, versions, export and deletion", async () => {
    const document = await create(firm.cookie, { isShared: true });
    const cookie = otherFirm.cookie;
    expect((await call("GET", `${BASE}/${document.id}`, { cookie })).statusCode).toBe(404);
    expect((await save(cookie, document, { content: "<p>x</p>" })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${document.id}/versions`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${document.id}/versions/1`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${document.id}/export.docx`, { cookie })).statusCode).toBe(404);
    expect((await call("DELETE", `${BASE}/${document.id}`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}`, { cookie })).json()).not.toContainEqual(
      expect.objectContaining({ id: document.id }),
    );
  });

  it("lets a colleague edit a shared document but not unshare or delete it", async () => {
    const document = await create(associate.cookie, { isShared: true });
    const listed = (await call("GET", `${BASE}/${document.id}`, { cookie: colleague.cookie })).json();
    expect(listed).toMatchObject({ canEdit: true, canDelete: false });
    const unshare = await save(colleague.cookie, document, { isShared: false });
    expect(unshare.statusCode).toBe(403);
    const deleted = await call("DELETE", `${BASE}/${document.id}`, { cookie: colleague.cookie });
    expect(deleted.statusCode).toBe(403);
    const edit = await save(colleague.cookie, document, { content: `${LETTER}<p>Edited.</p>` });
    expect(edit.statusCode, edit.body).toBe(200);
    const byOwner = await call("DELETE", `${BASE}/${document.id}`, { cookie: firm.cookie });
    expect(byOwner.statusCode).toBe(204);
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from office_document_version where document_id = ${document.id}`,
    );
    expect(row?.count).toBe(0);
  });
});

describe("Word files", () => {
  function importFile(cookie: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
    const body = multipartForm({ fields, files: [{ name, bytes }] });
    return testApp.app.inject({
      method: "POST",
      url: `${BASE}/import`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it("imports a .docx as a new document named after the file, and exports it again as DOCX and PDF", async () => {
    const imported = await importFile(
      firm.cookie,
      "Heads of argument.docx",
      makeDocx(["The appellant appeals against the whole judgment.", "The order sought is set out below."]),
    );
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ title: "Heads of argument", origin: "docx_import", version: 1 });
    expect(imported.json().content).toContain("The appellant appeals");

    const docx = await call("GET", `${BASE}/${imported.json().id}/export.docx`, { cookie: firm.cookie });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers["content-disposition"]).toContain("Heads of argument.docx");
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const pdf = await call("GET", `${BASE}/${imported.json().id}/export.pdf`, { cookie: firm.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses a file that is not a DOCX, a macro-enabled one, and one over 10 MB, writing nothing", async () => {
    const before = await documentCount(firm.firmId);
    const notDocx = await importFile(firm.cookie, "notes.docx", strToU8("just some text"));
    expect(notDocx.statusCode).toBe(400);
    expect(notDocx.json().message).toMatch(/not a Word document/i);
    const macro = await importFile(
      firm.cookie,
      "macro.docm",
      makeDocx(["Enable content"], { extraParts: { "word/vbaProject.bin": new Uint8Array([1, 2, 3]) } }),
    );
    expect(macro.statusCode).toBe(400);
    expect(macro.json().message).toMatch(/macro/i);
    const big = await importFile(firm.cookie, "big.docx", new Uint8Array(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe("Please upload a Word document smaller than 10MB.");
    expect(await documentCount(firm.firmId)).toBe(before);
  });
});

async function documentCount(firmId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    testApp.database.db,
    sql`select count(*)::int as count from office_document where firm_id = ${firmId}`,
  );
  return row?.count ?? 0;
}
