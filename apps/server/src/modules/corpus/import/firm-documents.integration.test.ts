import type { TCorpusImport, TResearchSearchResponse } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, signIn, type TestApp } from "../../../testing/test-app.ts";
import { ensurePlatformAdmin } from "../../auth/index.ts";
import { judgmentFile, makeDocx, multipartUpload } from "./import-test-files.ts";

const ADMIN = { email: "corpus.firms@inkundla.example", password: "Admin-Corpus-Firms-2026" };
const UPLOAD_PATH = "/api/legal-research/firm-documents";

const OPINION = `OPINION ON THE LEASE OF THE WAREHOUSE

[1] The client asks whether the landlord may cancel the lease of the Zanokhanyo warehouse for late payment.
[2] The lease requires written notice of seven days before cancellation; none was given.
[3] Our opinion is that the purported cancellation is invalid.`;

let testApp: TestApp;
let call: Caller;
let firm: FirmOwner;
let otherFirm: FirmOwner;
let adminCookie: string;
let opinionImport: TCorpusImport;
let opinionId: string;

function uploadAs(cookie: string, files: { name: string; bytes: Uint8Array }[]) {
  const body = multipartUpload(files);
  return testApp.app.inject({
    method: "POST",
    url: UPLOAD_PATH,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

async function importAs(
  owner: FirmOwner,
  files: { name: string; bytes: Uint8Array }[],
): Promise<TCorpusImport> {
  const response = await uploadAs(owner.cookie, files);
  expect(response.statusCode, response.body).toBe(202);
  await testApp.runJobs();
  const read = await call("GET", `/api/legal-research/imports/${response.json().importId}`, {
    cookie: owner.cookie,
  });
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
}

async function searchAs(owner: FirmOwner, query: string): Promise<TResearchSearchResponse> {
  const response = await call("POST", "/api/legal-research/search", {
    cookie: owner.cookie,
    payload: { query, filters: {} },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  await ensurePlatformAdmin(testApp.database.db, ADMIN);
  adminCookie = await signIn(testApp.app, ADMIN.email, ADMIN.password);
  firm = await registerFirmOwner(testApp, "firm-documents");
  otherFirm = await registerFirmOwner(testApp, "other-firm-documents");
  opinionImport = await importAs(firm, [
    { name: "warehouse-opinion.docx", bytes: makeDocx(OPINION.split("\n")) },
  ]);
  opinionId = opinionImport.results[0]?.documentId ?? "";
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

describe("a firm's own documents", () => {
  it("imports them as the firm's firm documents, and reports the import to the firm", async () => {
    expect(opinionImport).toMatchObject({
      scope: "firm",
      status: "completed",
      fileCount: 1,
      processedCount: 1,
    });
    expect(opinionImport.results).toEqual([
      { name: "warehouse-opinion.docx", outcome: "imported", documentId: expect.any(String) },
    ]);
    const [stored] = await queryRows<{
      kind: string;
      source: string;
      firm_id: string;
      court_level: string | null;
    }>(
      testApp.database.db,
      sql`select kind::text, source, firm_id, court_level from corpus_document where id = ${opinionId}`,
    );
    expect(stored).toEqual({
      kind: "firm_document",
      source: "firm",
      firm_id: firm.firmId,
      court_level: null,
    });
    const list = await call("GET", "/api/legal-research/imports", { cookie: firm.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({ imports: [opinionImport], total: 1 });
  });

  it("are found by the firm's members and by no other firm", async () => {
    const own = await searchAs(firm, "Zanokhanyo warehouse");
    expect(own.results.map((result) => result.documentId)).toContain(opinionId);
    const other = await searchAs(otherFirm, "Zanokhanyo warehouse");
    expect(other.results.map((result) => result.documentId)).not.toContain(opinionId);
    const read = await call("GET", `/api/legal-research/documents/${opinionId}`, {
      cookie: otherFirm.cookie,
    });
    expect(read.statusCode).toBe(404);
  });

  it("keep each firm's import to itself: another firm and the platform admin's list get 404 or nothing", async () => {
    const path = `/api/legal-research/imports/${opinionImport.id}`;
    expect((await call("GET", path, { cookie: otherFirm.cookie })).statusCode).toBe(404);
    const otherList = await call("GET", "/api/legal-research/imports", { cookie: otherFirm.cookie });
    expect(otherList.json()).toEqual({ imports: [], total: 0 });
    const adminRead = await call("GET", `/api/admin/corpus/imports/${opinionImport.id}`, {
      cookie: adminCookie,
    });
    expect(adminRead.statusCode).toBe(404);
    const adminList = await call("GET", "/api/admin/corpus/imports", { cookie: adminCookie });
    expect(adminList.json().imports.map((item: TCorpusImport) => item.id)).not.toContain(opinionImport.id);
  });

  it("are the firm's alone: the same text in another firm is that firm's own, not a duplicate", async () => {
    const again = await importAs(otherFirm, [{ name: "same.docx", bytes: makeDocx(OPINION.split("\n")) }]);
    expect(again.results[0]).toMatchObject({ outcome: "imported" });
    expect(again.results[0]?.documentId).not.toBe(opinionId);
    const repeated = await importAs(firm, [{ name: "again.docx", bytes: makeDocx(OPINION.split("\n")) }]);
    expect(repeated.results[0]).toMatchObject({ outcome: "duplicate", documentId: opinionId });
  });

  it("reports a reference judgment uploaded by a firm as a duplicate", async () => {
    const reference = multipartUpload([judgmentFile("dlamini-901.txt", 901)]);
    const started = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/corpus/imports",
      headers: { ...reference.headers, cookie: adminCookie },
      payload: reference.payload,
    });
    expect(started.statusCode, started.body).toBe(202);
    await testApp.runJobs();
    const copy = await importAs(firm, [judgmentFile("our-copy.txt", 901)]);
    expect(copy.results[0]).toMatchObject({
      outcome: "duplicate",
      reason: expect.stringContaining("same text"),
    });
  });

  it("are removed by the firm alone; another firm's or a reference document reads as missing", async () => {
    const [referenceDocument] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from corpus_document where firm_id is null limit 1`,
    );
    const path = `/api/legal-research/firm-documents/${opinionId}`;
    expect((await call("DELETE", path, { cookie: otherFirm.cookie })).statusCode).toBe(404);
    expect(
      (
        await call("DELETE", `/api/legal-research/firm-documents/${referenceDocument!.id}`, {
          cookie: firm.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", "/api/legal-research/firm-documents/not-an-id", { cookie: firm.cookie }))
        .statusCode,
    ).toBe(404);
    const removed = await call("DELETE", path, { cookie: firm.cookie });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(
      (await searchAs(firm, "Zanokhanyo warehouse")).results.map((result) => result.documentId),
    ).not.toContain(opinionId);
    expect((await call("DELETE", path, { cookie: firm.cookie })).statusCode).toBe(404);
  });
});

describe("who keeps the firm's library", () => {
  it("refuses a legal assistant's upload and removal (403) and keeps nothing; the attorney's are audited", async () => {
    const assistant = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: firm.firmId,
      email: `assistant.${Date.now()}@firm-documents.example`,
      role: "legal_assistant",
    });
    const importsBefore = await call("GET", "/api/legal-research/imports", { cookie: firm.cookie });
    const refused = await uploadAs(assistant.cookie, [
      { name: "memo.docx", bytes: makeDocx(["A memorandum on the Rental Housing Act."]) },
    ]);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe("not_allowed_manage");
    const importsAfter = await call("GET", "/api/legal-research/imports", { cookie: firm.cookie });
    expect(importsAfter.json().total).toBe(importsBefore.json().total);

    const associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: firm.firmId,
      email: `associate.${Date.now()}@firm-documents.example`,
    });
    const added = await importAs({ ...firm, cookie: associate.cookie }, [
      {
        name: "precedent.docx",
        bytes: makeDocx(["PRECEDENT: NOTICE OF BREACH", "[1] Kindly remedy within 7 days."]),
      },
    ]);
    const documentId = added.results[0]?.documentId ?? "";
    expect(added.results[0]).toMatchObject({ outcome: "imported" });
    const path = `/api/legal-research/firm-documents/${documentId}`;
    const notRemoved = await call("DELETE", path, { cookie: assistant.cookie });
    expect(notRemoved.statusCode).toBe(403);
    expect((await call("DELETE", path, { cookie: associate.cookie })).statusCode).toBe(200);

    const audit = await queryRows<{ action: string; user_id: string; data: Record<string, unknown> }>(
      testApp.database.db,
      sql`select action, user_id, data from audit_event
           where firm_id = ${firm.firmId} and action like 'research.firm_document%' and user_id = ${associate.user.id}
           order by created_at`,
    );
    expect(audit).toEqual([
      { action: "research.firm_documents_uploaded", user_id: associate.user.id, data: { fileCount: 1 } },
      {
        action: "research.firm_document_removed",
        user_id: associate.user.id,
        data: { title: "precedent.docx" },
      },
    ]);
  });
});

describe("access to the firm routes", () => {
  it("answers 401 without a session, and 403 to a signed-in person of no firm", async () => {
    expect((await uploadAs("", [judgmentFile("a.txt", 1)])).statusCode).toBe(401);
    expect((await call("GET", "/api/legal-research/imports")).statusCode).toBe(401);
    expect((await call("GET", `/api/legal-research/imports/${opinionImport.id}`)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/legal-research/firm-documents/${opinionId}`)).statusCode).toBe(401);
    const noFirm = await uploadAs(adminCookie, [judgmentFile("a.txt", 1)]);
    expect(noFirm.statusCode, noFirm.body).toBe(403);
    expect(noFirm.json().code).toBe("no_firm");
  });

  it("validates the page of imports", async () => {
    const response = await call("GET", "/api/legal-research/imports?limit=abc", { cookie: firm.cookie });
    expect(response.statusCode).toBe(400);
  });
});
