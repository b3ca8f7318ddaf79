import type { TContractAnalysisReport } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { createLocalFileStorage } from "../../platform/file-storage.ts";
import {
  type FakeChatCompletions,
  type FakeRequest,
  type FakeTurn,
  startFakeChatCompletions,
} from "../../testing/fake-chat-completions.ts";
import { type FirmOwner, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createLocalProvider, REMOVED_CITATION_MARK } from "../ai/index.ts";
import { runContractAnalysis } from "./contract-analysis-run.ts";
import { GYM_MEMBERSHIP } from "./contract-test-texts.ts";

const BASE = "/api/contract-analyses";
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

async function statusOf(testApp: TestApp, id: string): Promise<{ status: string; stage: string | null }> {
  const [row] = await queryRows<{ status: string; stage: string | null }>(
    testApp.database.db,
    sql`select status, stage from contract_analysis where id = ${id}`,
  );
  return row!;
}

describe("an analysis's life on the local engine", () => {
  let testApp: TestApp;
  let call: Caller;
  let firm: FirmOwner;

  beforeAll(async () => {
    // The web app only enqueues, as beside `npm run worker`: each test works the job itself.
    testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" }, { runJobWorkers: false });
    call = callerFor(testApp.app);
    firm = await registerFirmOwner(testApp, "contract-runs");
  }, 60_000);
  afterAll(async () => testApp?.close());

  async function submit(): Promise<string> {
    const response = await call("POST", BASE, {
      cookie: firm.cookie,
      payload: { contractText: GYM_MEMBERSHIP },
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json().id;
  }

  it("goes queued → running (reading its file first) → completed", async () => {
    const id = await submit();
    expect(await statusOf(testApp, id)).toEqual({ status: "queued", stage: null });
    await queryRows(
      testApp.database.db,
      sql`update contract_analysis set contract_text = null, file_key = 'held/gym.txt', file_name = 'gym.txt' where id = ${id}`,
    );
    let whileReading: { status: string; stage: string | null } | null = null;
    const storage = {
      ...createLocalFileStorage("/nonexistent"),
      get: async () => {
        whileReading = await statusOf(testApp, id);
        return strToU8(GYM_MEMBERSHIP);
      },
    };
    await runContractAnalysis(
      { db: testApp.database.db, fileStorage: storage, ai: createLocalProvider() },
      id,
      silentLog,
    );
    expect(whileReading).toEqual({ status: "running", stage: "reading" });
    expect(await statusOf(testApp, id)).toEqual({ status: "completed", stage: null });
    const report = (
      await call("GET", `${BASE}/${id}`, { cookie: firm.cookie })
    ).json() as TContractAnalysisReport;
    expect(report.clauses.some((clause) => clause.text.includes("SUNRISE FITNESS"))).toBe(true);
  });

  it("re-runs once from the start after a worker stopped mid-job, writing its results once", async () => {
    const id = await submit();
    // A worker took the job and died: the row says running, with a stage, and nothing written.
    await queryRows(
      testApp.database.db,
      sql`update contract_analysis set status = 'running', stage = 'classifying', started_at = now() where id = ${id}`,
    );
    const deps = {
      db: testApp.database.db,
      fileStorage: createLocalFileStorage("/nonexistent"),
      ai: createLocalProvider(),
    };
    await runContractAnalysis(deps, id, silentLog);
    const first = (
      await call("GET", `${BASE}/${id}`, { cookie: firm.cookie })
    ).json() as TContractAnalysisReport;
    expect(first.status).toBe("completed");
    // The queue delivering the job again finds it done and leaves it as it is.
    await runContractAnalysis(deps, id, silentLog);
    const again = (
      await call("GET", `${BASE}/${id}`, { cookie: firm.cookie })
    ).json() as TContractAnalysisReport;
    expect(again.completedAt).toBe(first.completedAt);
    expect(again.keyFindings).toEqual(first.keyFindings);
  });

  it("fails with a readable reason when the uploaded file is no longer stored", async () => {
    const id = await submit();
    await queryRows(
      testApp.database.db,
      sql`update contract_analysis set contract_text = null, file_key = 'gone/contract.txt', file_name = 'gone.txt' where id = ${id}`,
    );
    await runContractAnalysis(
      { db: testApp.database.db, fileStorage: createLocalFileStorage("/tmp"), ai: createLocalProvider() },
      id,
      silentLog,
    );
    const report = (await call("GET", `${BASE}/${id}`, { cookie: firm.cookie })).json();
    expect(report).toMatchObject({ status: "failed", error: expect.stringMatching(/no longer stored/) });
  });
});

describe("an analysis with an OpenAI-compatible endpoint", () => {
  let testApp: TestApp;
  let call: Caller;
  let firm: FirmOwner;
  let fake: FakeChatCompletions;
  let answer: (request: FakeRequest) => FakeTurn = () => ({ content: "{}" });

  beforeAll(async () => {
    fake = await startFakeChatCompletions((request) => answer(request));
    testApp = await createTestApp({
      LOGIN_LIMIT_PER_IP: "1000",
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: "test-key",
      AI_MODEL: "fake-model",
      AI_TIMEOUT_MS: "5000",
    });
    call = callerFor(testApp.app);
    firm = await registerFirmOwner(testApp, "contract-model");
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  /** The system prompt tells which of the two requests it is: classifying clauses, or explaining findings. */
  function isClassification(request: FakeRequest): boolean {
    const body = request.body as { messages: { role: string; content: string }[] };
    return body.messages[0]?.content.includes("You classify the clauses") ?? false;
  }

  async function analyse(): Promise<TContractAnalysisReport> {
    const response = await call("POST", BASE, {
      cookie: firm.cookie,
      payload: { contractText: GYM_MEMBERSHIP },
    });
    expect(response.statusCode, response.body).toBe(202);
    await testApp.runJobs();
    return (await call("GET", `${BASE}/${response.json().id}`, { cookie: firm.cookie })).json();
  }

  it("adds the model's categories and notes marked as its own, removes an invented citation, and measures agreement", async () => {
    answer = (request) => {
      if (isClassification(request)) {
        const body = request.body as { messages: { content: string }[] };
        const indexes = [...body.messages[1]!.content.matchAll(/<clause index="(\d+)">/g)].map((match) =>
          Number(match[1]),
        );
        // The model agrees on nothing but calls every clause a non-compete, plus an id it made up.
        return {
          content: JSON.stringify({
            clauses: indexes.map((index) => ({ index, categories: ["non-compete", "made-up-category"] })),
          }),
        };
      }
      return {
        content: JSON.stringify({
          explanations: [
            {
              id: "cpa-s14-fixed-term",
              explanation:
                "A consumer may cancel on 20 business days' notice under the Consumer Protection Act 68 of 2008, as held in Fictitious Gym v Member 2019 (9) SA 999 (ZZ).",
            },
          ],
        }),
      };
    };
    const report = await analyse();
    expect(report.status, report.error ?? "").toBe("completed");
    expect(report.engine).toMatch(/fake-model/);
    const note = report.keyFindings.find((finding) => finding.id === "cpa-s14-fixed-term")?.modelNote;
    expect(note).toContain("Consumer Protection Act 68 of 2008");
    expect(note).not.toContain("2019 (9) SA 999");
    expect(note).toContain(REMOVED_CITATION_MARK);
    expect(report.removedCitations?.map((removed) => removed.text)).toEqual([
      expect.stringContaining("2019 (9) SA 999"),
    ]);
    const categories = report.clauses.flatMap((clause) => clause.categories);
    expect(categories).toContainEqual({ id: "non-compete", label: "Non-Compete", source: "model" });
    expect(categories.some((category) => category.id === "made-up-category")).toBe(false);
    expect(categories.some((category) => category.source === "rules")).toBe(true);
    // Agreement is measured: clauses where the rules found nothing but the model said non-compete disagree.
    expect(report.summary!.aiConfidence).toBeLessThan(100);
    expect(report.keyFindings.every((finding) => finding.source === "rules")).toBe(true);
  });

  it("fails with a readable reason when the model answers malformed JSON twice", async () => {
    answer = () => ({ content: "{ this is not json" });
    const report = await analyse();
    expect(report.status).toBe("failed");
    expect(report.error).toMatch(/^The language model could not complete the analysis: /);
    expect(report.keyFindings).toEqual([]);
  });
});
