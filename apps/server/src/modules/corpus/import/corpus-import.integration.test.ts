import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TCorpusImport, TCorpusImportResult } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { type FirmOwner, registerFirmOwner } from "../../../testing/staff-fixtures.ts";
import { callerFor, createTestApp, signIn, type TestApp } from "../../../testing/test-app.ts";
import { ensurePlatformAdmin } from "../../auth/index.ts";
import {
  actXml,
  EXE_BYTES,
  EXTERNAL_ENTITY_XML,
  judgmentFile,
  judgmentHtml,
  judgmentText,
  makeDocx,
  makePdf,
  multipartUpload,
  PNG_BYTES,
  zipBomb,
  zipOf,
  zipOfTooManyFiles,
} from "./import-test-files.ts";

const ADMIN = { email: "corpus.admin@inkundla.example", password: "Admin-Corpus-2026" };
const IMPORTS_PATH = "/api/admin/corpus/imports";

let testApp: TestApp;
let filesDir: string;
let adminCookie: string;
let owner: FirmOwner;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "inkundla-corpus-import-"));
  testApp = await createTestApp({ FILES_DIR: filesDir, LOGIN_LIMIT_PER_IP: "1000" });
  await ensurePlatformAdmin(testApp.database.db, ADMIN);
  adminCookie = await signIn(testApp.app, ADMIN.email, ADMIN.password);
  owner = await registerFirmOwner(testApp, "corpus-import-owner");
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await rm(filesDir, { recursive: true, force: true });
});

function upload(files: { name: string; bytes: Uint8Array }[], cookie = adminCookie, fieldName = "files") {
  const body = multipartUpload(files, fieldName);
  return testApp.app.inject({
    method: "POST",
    url: IMPORTS_PATH,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** Uploads, waits for the job and answers the finished import. */
async function importFiles(files: { name: string; bytes: Uint8Array }[]): Promise<TCorpusImport> {
  const response = await upload(files);
  expect(response.statusCode, response.body).toBe(202);
  const started = response.json();
  expect(started).toEqual({ importId: expect.any(String), status: "queued" });
  await testApp.runJobs();
  const read = await callerFor(testApp.app)("GET", `${IMPORTS_PATH}/${started.importId}`, {
    cookie: adminCookie,
  });
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
}

const outcomes = (results: TCorpusImportResult[]) =>
  Object.fromEntries(results.map((result) => [result.name, result.outcome]));

const documentCount = async () =>
  Number(
    (await queryRows<{ count: string }>(testApp.database.db, sql`select count(*) from corpus_document`))[0]!
      .count,
  );

/** Every file under FILES_DIR: an import's uploaded files are deleted once it has run. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("who may import into the reference corpus", () => {
  it("refuses every admin import route without a session (401) and to a firm's member (403)", async () => {
    const call = callerFor(testApp.app);
    const someId = "6f1f3c52-93a4-4c84-9d4f-2b7a0c9f1e01";
    expect((await upload([judgmentFile("a.txt", 1)], "")).statusCode).toBe(401);
    expect((await call("GET", IMPORTS_PATH)).statusCode).toBe(401);
    expect((await call("GET", `${IMPORTS_PATH}/${someId}`)).statusCode).toBe(401);
    const refused = await upload([judgmentFile("a.txt", 1)], owner.cookie);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await call("GET", IMPORTS_PATH, { cookie: owner.cookie })).statusCode).toBe(403);
    expect((await call("GET", `${IMPORTS_PATH}/${someId}`, { cookie: owner.cookie })).statusCode).toBe(403);
    expect(await documentCount()).toBe(0);
  });
});

describe("importing each accepted type", () => {
  it("imports a TXT, HTML, PDF and DOCX judgment, an Akoma Ntoso Act and a ZIP's judgments", async () => {
    const pdf = await makePdf([judgmentText(202).split("\n")]);
    const docx = makeDocx(judgmentText(203).split("\n"));
    const finished = await importFiles([
      judgmentFile("dlamini-201.txt", 201),
      { name: "dlamini-204.html", bytes: judgmentHtml(204) },
      { name: "dlamini-202.pdf", bytes: pdf },
      { name: "dlamini-203.docx", bytes: docx },
      { name: "paia.xml", bytes: actXml(2000, 2, "Promotion of Access to Information Act") },
      {
        name: "judgments.zip",
        bytes: zipOf({
          "2024/dlamini-205.txt": judgmentFile("x", 205).bytes,
          "dlamini-206.txt": judgmentFile("x", 206).bytes,
        }),
      },
    ]);
    expect(finished).toMatchObject({
      scope: "reference",
      status: "completed",
      fileCount: 7,
      processedCount: 7,
      error: null,
      finishedAt: expect.any(String),
    });
    expect(finished.results.map((result) => result.name)).toEqual([
      "dlamini-201.txt",
      "dlamini-204.html",
      "dlamini-202.pdf",
      "dlamini-203.docx",
      "paia.xml",
      "judgments.zip/dlamini-205.txt",
      "judgments.zip/dlamini-206.txt",
    ]);
    expect(finished.results.every((result) => result.outcome === "imported" && result.documentId)).toBe(true);

    const stored = await queryRows<{
      kind: string;
      source: string;
      firm_id: string | null;
      neutral_citation: string | null;
    }>(
      testApp.database.db,
      sql`select kind::text, source, firm_id, neutral_citation from corpus_document
          where id = any(string_to_array(${finished.results.map((result) => result.documentId!).join(",")}, ',')::uuid[])
          order by neutral_citation`,
    );
    expect(stored).toEqual([
      { kind: "judgment", source: "import", firm_id: null, neutral_citation: "[2024] ZASCA 201" },
      { kind: "judgment", source: "import", firm_id: null, neutral_citation: "[2024] ZASCA 202" },
      { kind: "judgment", source: "import", firm_id: null, neutral_citation: "[2024] ZASCA 203" },
      { kind: "judgment", source: "import", firm_id: null, neutral_citation: "[2024] ZASCA 204" },
      { kind: "judgment", source: "import", firm_id: null, neutral_citation: "[2024] ZASCA 205" },
      { kind: "judgment", source: "import", firm_id: null, neutral_citation: "[2024] ZASCA 206" },
      { kind: "legislation", source: "import", firm_id: null, neutral_citation: null },
    ]);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("bad files", () => {
  it("fails each unreadable file with the reader's reason, stores none of them, and imports the rest", async () => {
    const before = await documentCount();
    const finished = await importFiles([
      { name: "photo.png", bytes: PNG_BYTES },
      { name: "setup.pdf", bytes: EXE_BYTES },
      { name: "locked.pdf", bytes: await makePdf([["A secret judgment."]], { userPassword: "secret" }) },
      {
        name: "broken.pdf",
        bytes: new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage"),
      },
      { name: "bomb.zip", bytes: zipBomb() },
      { name: "many.zip", bytes: zipOfTooManyFiles() },
      { name: "entity.xml", bytes: EXTERNAL_ENTITY_XML },
      { name: "empty.txt", bytes: new Uint8Array() },
      judgmentFile("good-301.txt", 301),
    ]);
    expect(finished.status).toBe("completed");
    expect(finished.processedCount).toBe(9);
    const reasons = Object.fromEntries(finished.results.map((result) => [result.name, result.reason]));
    expect(outcomes(finished.results)).toEqual({
      "photo.png": "failed",
      "setup.pdf": "failed",
      "locked.pdf": "failed",
      "broken.pdf": "failed",
      "bomb.zip": "failed",
      "many.zip": "failed",
      "entity.xml": "failed",
      "empty.txt": "failed",
      "good-301.txt": "imported",
    });
    expect(reasons["photo.png"]).toMatch(/^photo\.png is not a file we can read \(it is a PNG image\)/);
    expect(reasons["setup.pdf"]).toMatch(/^setup\.pdf is not a file we can read/);
    expect(reasons["locked.pdf"]).toBe(
      "locked.pdf is encrypted: save it without a password and import it again.",
    );
    expect(reasons["broken.pdf"]).toMatch(/^broken\.pdf could not be read/);
    expect(reasons["bomb.zip"]).toMatch(
      /^bomb\.zip: zeros\.txt in the zip archive unpacks to more than 50 MB/,
    );
    expect(reasons["many.zip"]).toMatch(/holds more than 500 files/);
    expect(reasons["entity.xml"]).toMatch(/^entity\.xml declares a DOCTYPE or entities/);
    expect(reasons["empty.txt"]).toMatch(/^empty\.txt has no text to import/);
    // Nothing half-stored: only the good judgment, with its passages.
    expect(await documentCount()).toBe(before + 1);
    const orphans = await queryRows<{ count: string }>(
      testApp.database.db,
      sql`select count(*) from corpus_passage p where not exists (select 1 from corpus_document d where d.id = p.document_id)`,
    );
    expect(orphans[0]?.count).toBe("0");
  }, 60_000);
});

describe("duplicates", () => {
  it("reports the same text, the same neutral citation, and a repeat within the batch, storing none twice", async () => {
    const first = await importFiles([judgmentFile("dlamini-401.txt", 401)]);
    const originalId = first.results[0]?.documentId;
    expect(first.results[0]?.outcome).toBe("imported");
    const before = await documentCount();

    const again = await importFiles([
      // The same text, spaced differently and under another name.
      { name: "copy-of-401.txt", bytes: new TextEncoder().encode(judgmentText(401).replace(/\n/g, "\n\n")) },
      // Another text (a sentence added) with the same neutral citation.
      judgmentFile("revised-401.txt", 401, "The judgment was revised for publication."),
      judgmentFile("new-402.txt", 402),
      judgmentFile("new-402-again.txt", 402),
    ]);
    expect(again.results).toEqual([
      {
        name: "copy-of-401.txt",
        outcome: "duplicate",
        documentId: originalId,
        reason: expect.stringContaining("the same text is already in the corpus"),
      },
      {
        name: "revised-401.txt",
        outcome: "duplicate",
        documentId: originalId,
        reason: expect.stringContaining("the same citation is already in the corpus"),
      },
      { name: "new-402.txt", outcome: "imported", documentId: expect.any(String) },
      {
        name: "new-402-again.txt",
        outcome: "duplicate",
        documentId: again.results[2]?.documentId,
        reason: expect.stringContaining("the same text"),
      },
    ]);
    expect(await documentCount()).toBe(before + 1);
  });
});

describe("refused at upload", () => {
  async function importCount() {
    return Number(
      (await queryRows<{ count: string }>(testApp.database.db, sql`select count(*) from corpus_import`))[0]!
        .count,
    );
  }

  it("refuses a file over 50 MB, naming it, and keeps nothing of the upload", async () => {
    const before = await importCount();
    const response = await upload([
      judgmentFile("small.txt", 501),
      { name: "huge.txt", bytes: new Uint8Array(50 * 1024 * 1024 + 1).fill(0x61) },
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: "file_too_large",
      message: "huge.txt is larger than 50 MB: split it or upload it apart.",
    });
    expect(await importCount()).toBe(before);
    expect(await storedFiles()).toEqual([]);
  }, 60_000);

  it("refuses more than 50 files, no file, files in another field, and a JSON body", async () => {
    const before = await importCount();
    const many = Array.from({ length: 51 }, (_, index) => judgmentFile(`j-${index}.txt`, 600 + index));
    const tooMany = await upload(many);
    expect(tooMany.statusCode, tooMany.body).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: "too_many_files",
      message: "Send at most 50 files at a time.",
    });

    const none = await upload([]);
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().code).toBe("no_file");

    const otherField = await upload([judgmentFile("a.txt", 700)], adminCookie, "document");
    expect(otherField.statusCode, otherField.body).toBe(400);
    expect(otherField.json().message).toBe('Send the files in the form field "files".');

    const json = await callerFor(testApp.app)("POST", IMPORTS_PATH, {
      cookie: adminCookie,
      payload: { files: [] },
    });
    expect(json.statusCode, json.body).toBe(400);
    expect(json.json().code).toBe("not_multipart");
    expect(await importCount()).toBe(before);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("reading imports", () => {
  it("lists the reference imports newest first, a page at a time", async () => {
    const call = callerFor(testApp.app);
    const all = await call("GET", IMPORTS_PATH, { cookie: adminCookie });
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page.total).toBeGreaterThanOrEqual(4);
    const created = page.imports.map((item: TCorpusImport) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const second = await call("GET", `${IMPORTS_PATH}?limit=1&offset=1`, { cookie: adminCookie });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ imports: [page.imports[1]], total: page.total });
  });

  it("validates the page and the id", async () => {
    const call = callerFor(testApp.app);
    expect((await call("GET", `${IMPORTS_PATH}?limit=0`, { cookie: adminCookie })).statusCode).toBe(400);
    expect((await call("GET", `${IMPORTS_PATH}?limit=101`, { cookie: adminCookie })).statusCode).toBe(400);
    expect((await call("GET", `${IMPORTS_PATH}?sort=name`, { cookie: adminCookie })).statusCode).toBe(400);
    expect((await call("GET", `${IMPORTS_PATH}/not-an-id`, { cookie: adminCookie })).statusCode).toBe(404);
    const unknown = await call("GET", `${IMPORTS_PATH}/6f1f3c52-93a4-4c84-9d4f-2b7a0c9f1e01`, {
      cookie: adminCookie,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("what the database refuses", () => {
  async function constraintRefusing(statement: ReturnType<typeof sql>): Promise<string | undefined> {
    const refusal: unknown = await queryRows(testApp.database.db, statement).catch((error: unknown) => error);
    // Drizzle wraps the driver's error; PostgreSQL names the CHECK that refused the row.
    return (refusal as { cause?: { constraint?: string } }).cause?.constraint;
  }

  it("refuses an import status, a court level, a source or a citation kind the product does not know", async () => {
    const [document] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from corpus_document where firm_id is null limit 1`,
    );
    const [corpusImport] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from corpus_import limit 1`,
    );
    expect(
      await constraintRefusing(
        sql`update corpus_import set status = 'paused' where id = ${corpusImport!.id}`,
      ),
    ).toBe("corpus_import_status_known");
    expect(
      await constraintRefusing(
        sql`update corpus_import set processed_count = file_count + 1 where id = ${corpusImport!.id}`,
      ),
    ).toBe("corpus_import_processed_within_count");
    expect(
      await constraintRefusing(
        sql`update corpus_document set court_level = 'tribunal' where id = ${document!.id}`,
      ),
    ).toBe("corpus_document_court_level_known");
    expect(
      await constraintRefusing(sql`update corpus_document set source = 'firm' where id = ${document!.id}`),
    ).toBe("corpus_document_firm_source");
    expect(
      await constraintRefusing(
        sql`update corpus_citation set kind = 'footnote' where id = (select id from corpus_citation limit 1)`,
      ),
    ).toBe("corpus_citation_kind_known");
  });
});
