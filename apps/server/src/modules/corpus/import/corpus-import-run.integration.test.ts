import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { createLocalFileStorage, type FileStorage } from "../../../platform/file-storage.ts";
import { callerFor, createTestApp, signIn, type TestApp } from "../../../testing/test-app.ts";
import { ensurePlatformAdmin } from "../../auth/index.ts";
import { IMPORT_FAILURE_MESSAGES } from "./corpus-import.errors.ts";
import { CORPUS_IMPORT_JOB, createCorpusImportWorker } from "./corpus-import.job.ts";
import { runCorpusImport } from "./corpus-import-run.ts";
import { judgmentFile, multipartUpload } from "./import-test-files.ts";

// The web app here only enqueues (as beside `npm run worker`): each test works the job itself, with a
// file storage that can fail, to see what a retried or stopped import leaves behind.

const ADMIN = { email: "corpus.runs@inkundla.example", password: "Admin-Corpus-Runs-2026" };
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

let testApp: TestApp;
let filesDir: string;
let storage: FileStorage;
let adminCookie: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), "inkundla-corpus-runs-"));
  testApp = await createTestApp({ FILES_DIR: filesDir }, { runJobWorkers: false });
  storage = createLocalFileStorage(filesDir);
  await ensurePlatformAdmin(testApp.database.db, ADMIN);
  adminCookie = await signIn(testApp.app, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await rm(filesDir, { recursive: true, force: true });
});

async function uploadJudgments(numbers: number[]): Promise<string> {
  const body = multipartUpload(numbers.map((number) => judgmentFile(`judgment-${number}.txt`, number)));
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/admin/corpus/imports",
    headers: { ...body.headers, cookie: adminCookie },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json().importId;
}

async function readImport(importId: string) {
  const response = await callerFor(testApp.app)("GET", `/api/admin/corpus/imports/${importId}`, {
    cookie: adminCookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Storage whose reads of the import's second file fail, as a file server that is briefly away. */
function storageFailingOnSecondFile(): FileStorage {
  return {
    ...storage,
    get: async (key) => {
      if (key.endsWith("/1")) throw new Error("the file server did not answer");
      return storage.get(key);
    },
  };
}

const judgmentCount = async (numbers: number[]) =>
  Number(
    (
      await queryRows<{ count: string }>(
        testApp.database.db,
        sql`select count(*) from corpus_document where neutral_citation = any(string_to_array(${numbers.map((number) => `[2024] ZASCA ${number}`).join(",")}, ','))`,
      )
    )[0]!.count,
  );

const storedFiles = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());

describe("the upload", () => {
  it("writes the queued import and its one job together, and keeps the files for the job", async () => {
    const importId = await uploadJudgments([801, 802]);
    expect(await readImport(importId)).toMatchObject({
      status: "queued",
      fileCount: 2,
      processedCount: 0,
      results: [],
      finishedAt: null,
    });
    const jobs = await queryRows<{ state: string }>(
      testApp.database.db,
      sql`select state::text from pgboss.job where name = ${CORPUS_IMPORT_JOB.name} and data->>'importId' = ${importId}`,
    );
    expect(jobs).toEqual([{ state: "created" }]);
    // Two files and the manifest naming them.
    expect((await storedFiles()).map((entry) => entry.name).sort()).toEqual(["0", "1", "manifest.json"]);
    await runCorpusImport({ db: testApp.database.db, fileStorage: storage }, importId, silentLog);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("a retried import", () => {
  it("goes on after the files already recorded, storing no document and no result twice", async () => {
    const numbers = [811, 812, 813];
    const importId = await uploadJudgments(numbers);

    const failing = { db: testApp.database.db, fileStorage: storageFailingOnSecondFile() };
    await expect(runCorpusImport(failing, importId, silentLog)).rejects.toThrow("did not answer");
    const interrupted = await readImport(importId);
    expect(interrupted).toMatchObject({ status: "running", processedCount: 1 });
    expect(interrupted.results).toEqual([
      { name: "judgment-811.txt", outcome: "imported", documentId: expect.any(String) },
    ]);

    await runCorpusImport({ db: testApp.database.db, fileStorage: storage }, importId, silentLog);
    const finished = await readImport(importId);
    expect(finished).toMatchObject({ status: "completed", processedCount: 3, fileCount: 3, error: null });
    expect(
      finished.results.map((result: { name: string; outcome: string }) => [result.name, result.outcome]),
    ).toEqual([
      ["judgment-811.txt", "imported"],
      ["judgment-812.txt", "imported"],
      ["judgment-813.txt", "imported"],
    ]);
    expect(finished.results[0].documentId).toBe(interrupted.results[0].documentId);
    expect(await judgmentCount(numbers)).toBe(3);

    // A third delivery of the finished job changes nothing.
    await runCorpusImport({ db: testApp.database.db, fileStorage: storage }, importId, silentLog);
    expect(await readImport(importId)).toEqual(finished);
    expect(await judgmentCount(numbers)).toBe(3);
  });

  it("marks the import failed with a readable error after the last attempt, keeping what was stored", async () => {
    const numbers = [821, 822];
    const importId = await uploadJudgments(numbers);
    const worker = createCorpusImportWorker({
      db: testApp.database.db,
      fileStorage: storageFailingOnSecondFile(),
    });
    await expect(
      worker.handle({ importId }, { jobId: "test", attempt: 4, isLastAttempt: true, log: silentLog }),
    ).rejects.toThrow("did not answer");

    const stopped = await readImport(importId);
    expect(stopped).toMatchObject({
      status: "failed",
      processedCount: 1,
      error: "The import stopped after several attempts: the file server did not answer",
      finishedAt: expect.any(String),
    });
    expect(await judgmentCount(numbers)).toBe(1);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("an import that cannot run", () => {
  it("fails with a readable error when its uploaded files are gone", async () => {
    const importId = await uploadJudgments([831]);
    await rm(filesDir, { recursive: true, force: true });
    await runCorpusImport({ db: testApp.database.db, fileStorage: storage }, importId, silentLog);
    expect(await readImport(importId)).toMatchObject({
      status: "failed",
      processedCount: 0,
      results: [],
      error: IMPORT_FAILURE_MESSAGES.uploadMissing,
    });
    expect(await judgmentCount([831])).toBe(0);
  });
});
