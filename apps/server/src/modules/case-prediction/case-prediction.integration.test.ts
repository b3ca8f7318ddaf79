import type {
  TCaseCourt,
  TCasePredictionCalibration,
  TCasePredictionMarketInsights,
  TCasePredictionRecord,
  TCaseType,
  TMatterOutcome,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import type { FakeChatCompletions, FakeTurn } from "../../testing/fake-chat-completions.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { startScriptedModelApp, stopScriptedModelApp } from "../../testing/scripted-model-app.ts";
import { type FirmOwner, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { type AiProvider, REMOVED_CITATION_MARK } from "../ai/index.ts";
import { loadBuiltinCorpus } from "../corpus/index.ts";
import { createCasePredictionWorker } from "./case-prediction.job.ts";

const BASE = "/api/case-predictions";
const GAUTENG: TCaseCourt = "High Court - Gauteng";
const WESTERN_CAPE: TCaseCourt = "High Court - Western Cape";

const REQUEST = {
  caseTitle: "Supplier v Retailer: unpaid deliveries",
  caseType: "Contract Disputes",
  court: GAUTENG,
  caseDescription: "The retailer refuses to pay for goods delivered under a written supply agreement.",
  clientObjectives: "Recover the price",
  opposingParty: "Retailer (Pty) Ltd",
  keyFacts: "Delivery notes signed",
  legalIssues: "Breach of contract; payment of the price",
  evidenceStrength: "strong",
};

type OutcomeSpec = {
  title: string;
  outcome: TMatterOutcome;
  caseType: TCaseType;
  court: TCaseCourt | null;
  /** Days from issue to final order, when both dates are recorded. */
  days?: number;
  /** Hours logged at R 1 000 an hour before the matter closes. */
  hours?: number;
  awardedCents?: number;
};

async function openMatter(
  call: Caller,
  owner: FirmOwner,
  title: string,
): Promise<{ id: string; reference: string }> {
  const { matterId, matterReference } = await createClientWithMatter(
    call,
    owner,
    `Client of ${title}`,
    { title, type: "Litigation" },
    "company",
  );
  return { id: matterId, reference: matterReference };
}

/** A matter opened, its time logged, completed through the API, and its outcome written into the table. */
async function closeWithOutcome(
  testApp: TestApp,
  call: Caller,
  owner: FirmOwner,
  spec: OutcomeSpec,
  existing?: { id: string; reference: string },
) {
  const matter = existing ?? (await openMatter(call, owner, spec.title));
  if (spec.hours) {
    const entry = await call("POST", "/api/time-entries", {
      cookie: owner.cookie,
      payload: {
        matterId: matter.id,
        date: "2026-01-15",
        description: "Drafting",
        hours: spec.hours,
        rateCents: 100_000,
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
  }
  const completed = await call("POST", `/api/matters/${matter.id}/status`, {
    cookie: owner.cookie,
    payload: { status: "completed" },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  const issuedOn = spec.days === undefined ? null : "2024-01-01";
  const finalOrderOn =
    spec.days === undefined
      ? null
      : new Date(Date.UTC(2024, 0, 1) + spec.days * 86_400_000).toISOString().slice(0, 10);
  await testApp.database.db.execute(
    sql`insert into matter_outcome (matter_id, firm_id, outcome, case_type, court, awarded_cents, issued_on, final_order_on)
        values (${matter.id}::uuid, ${owner.firmId}::uuid, ${spec.outcome}, ${spec.caseType}, ${spec.court},
                ${spec.awardedCents ?? null}, ${issuedOn}::date, ${finalOrderOn}::date)
        on conflict (matter_id) do update set outcome = excluded.outcome, case_type = excluded.case_type,
          court = excluded.court, awarded_cents = excluded.awarded_cents, issued_on = excluded.issued_on,
          final_order_on = excluded.final_order_on, recorded_at = now()`,
  );
  return matter;
}

describe("case prediction on the local engine", () => {
  let testApp: TestApp;
  let call: Caller;
  let owner: FirmOwner;
  let otherFirm: FirmOwner;
  const gautengMatterIds: string[] = [];
  const otherFirmMatterIds: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
    call = callerFor(testApp.app);
    await loadBuiltinCorpus(testApp.database.db);
    owner = await registerFirmOwner(testApp, "prediction-owner");
    otherFirm = await registerFirmOwner(testApp, "prediction-other");
  }, 120_000);
  afterAll(async () => testApp?.close());

  async function predictionRows(firmId: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from case_prediction where firm_id = ${firmId}::uuid`,
    );
    return row?.count ?? 0;
  }

  async function predict(payload: Record<string, unknown>): Promise<TCasePredictionRecord> {
    const started = await call("POST", BASE, { cookie: owner.cookie, payload });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ status: "queued", prediction: null });
    await testApp.runJobs();
    const read = await call("GET", `${BASE}/${started.json().id}`, { cookie: owner.cookie });
    expect(read.statusCode, read.body).toBe(200);
    return read.json();
  }

  it("refuses missing fields with the spec's message, an unknown type or court, and another firm's matter, writing nothing", async () => {
    const missing = "Please fill in the case title, type, and description.";
    for (const payload of [
      { ...REQUEST, caseTitle: "  " },
      { ...REQUEST, caseDescription: "" },
      { ...REQUEST, caseType: undefined },
      { ...REQUEST, caseType: "" },
    ]) {
      const response = await call("POST", BASE, { cookie: owner.cookie, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(missing);
    }
    const unknownType = await call("POST", BASE, {
      cookie: owner.cookie,
      payload: { ...REQUEST, caseType: "Space Law" },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toContain("Choose one of the listed case types");
    const unknownCourt = await call("POST", BASE, {
      cookie: owner.cookie,
      payload: { ...REQUEST, court: "High Court - Mars" },
    });
    expect(unknownCourt.statusCode).toBe(400);
    expect(unknownCourt.json().message).toContain("Choose one of the listed courts");
    const notUuid = await call("POST", BASE, {
      cookie: owner.cookie,
      payload: { ...REQUEST, matterId: "x" },
    });
    expect(notUuid.statusCode).toBe(400);
    const theirs = await openMatter(call, otherFirm, "Their matter");
    const foreign = await call("POST", BASE, {
      cookie: owner.cookie,
      payload: { ...REQUEST, matterId: theirs.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await predictionRows(owner.firmId)).toBe(0);
    const [audits] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from audit_event where firm_id = ${owner.firmId}::uuid and action = 'case_prediction.requested'`,
    );
    expect(audits?.count).toBe(0);
  });

  it("with no recorded outcomes, says so: even odds shifted for the evidence, low confidence, no ranges", async () => {
    const prediction = await predict(REQUEST);
    expect(prediction.status).toBe("completed");
    expect(prediction.engine).toMatch(/no language model/i);
    expect(prediction.prediction).toMatchObject({
      successProbability: 55,
      confidenceLevel: "low",
      estimatedDuration: null,
      estimatedCosts: null,
      reasoning: null,
      basis: { comparableMatters: 0 },
    });
  });

  it("works the estimate, duration and cost from the firm's own comparable matters as computed by hand", async () => {
    const specs: OutcomeSpec[] = [
      {
        title: "Gauteng won A",
        outcome: "won",
        caseType: "Contract Disputes",
        court: GAUTENG,
        days: 100,
        hours: 1,
        awardedCents: 1_000_000,
      },
      {
        title: "Gauteng won B",
        outcome: "won",
        caseType: "Contract Disputes",
        court: GAUTENG,
        days: 200,
        hours: 2,
        awardedCents: 3_000_000,
      },
      {
        title: "Gauteng settled",
        outcome: "settled",
        caseType: "Contract Disputes",
        court: GAUTENG,
        days: 300,
        hours: 4,
      },
      { title: "Gauteng lost", outcome: "lost", caseType: "Contract Disputes", court: GAUTENG, days: 400 },
      {
        title: "Gauteng default",
        outcome: "default_judgment",
        caseType: "Contract Disputes",
        court: GAUTENG,
        awardedCents: 2_000_000,
      },
    ];
    for (const spec of specs) gautengMatterIds.push((await closeWithOutcome(testApp, call, owner, spec)).id);
    // Not comparable: "other" says nothing of success; another type; and another firm's wins.
    await closeWithOutcome(testApp, call, owner, {
      title: "Gauteng other",
      outcome: "other",
      caseType: "Contract Disputes",
      court: GAUTENG,
      hours: 20,
    });
    await closeWithOutcome(testApp, call, owner, {
      title: "Family won",
      outcome: "won",
      caseType: "Family Law",
      court: GAUTENG,
    });
    for (const court of [WESTERN_CAPE, WESTERN_CAPE]) {
      await closeWithOutcome(testApp, call, owner, {
        title: "Cape lost",
        outcome: "lost",
        caseType: "Contract Disputes",
        court,
      });
    }
    for (const title of ["Their win 1", "Their win 2", "Their win 3"]) {
      const theirs = await closeWithOutcome(testApp, call, otherFirm, {
        title,
        outcome: "won",
        caseType: "Contract Disputes",
        court: GAUTENG,
        days: 5,
      });
      otherFirmMatterIds.push(theirs.id);
    }

    const prediction = (await predict(REQUEST)).prediction!;
    // Gauteng has 5 comparable matters (enough for the court's own): success 1 + 1 + 0.5 + 0 + 1 = 3.5.
    // (3.5 + 0.5 × 2) / (5 + 2) = 64.29 %, + 5 for strong evidence = 69.29 → 69.
    expect(prediction.successProbability).toBe(69);
    expect(prediction.confidenceLevel).toBe("medium");
    expect(prediction.basis.comparableMatters).toBe(5);
    expect(prediction.basis.method).toContain("in the High Court - Gauteng");
    // Days 100, 200, 300, 400: quartiles by linear interpolation 175, 250, 325.
    expect(prediction.estimatedDuration).toEqual({ low: 175, medium: 250, high: 325, basedOn: 4 });
    // Time value R 1 000, R 2 000, R 4 000 on three matters: 150 000, 200 000, 300 000 cents.
    expect(prediction.estimatedCosts).toEqual({ low: 150_000, medium: 200_000, high: 300_000, basedOn: 3 });

    const matters = prediction.similarCases.filter((similar) => similar.kind === "matter");
    expect(new Set(matters.map((similar) => similar.matterId))).toEqual(new Set(gautengMatterIds));
    for (const similar of matters) {
      expect(similar.court).toBe(GAUTENG);
      expect(similar.caseRef).toMatch(/\S/);
      expect(similar.similarity).toBeGreaterThanOrEqual(0);
      expect(similar.similarity).toBeLessThanOrEqual(100);
    }
    for (const id of otherFirmMatterIds) expect(JSON.stringify(prediction)).not.toContain(id);
    for (const similar of prediction.similarCases.filter((item) => item.kind === "judgment")) {
      expect(similar.outcome).toBeNull();
      expect(similar.documentId).not.toBeNull();
    }
    expect(prediction.keyFactors.reduce((sum, factor) => sum + factor.weight, 0)).toBe(100);
    expect(prediction.riskAssessment.level).toBe("medium");
  });

  it("falls back to every court when the named one has fewer than 5 matters", async () => {
    const prediction = (await predict({ ...REQUEST, court: WESTERN_CAPE, evidenceStrength: "moderate" }))
      .prediction!;
    // All 7 Contract Disputes matters: 3.5 of 7, (3.5 + 1) / (7 + 2) = 50 %.
    expect(prediction.basis.comparableMatters).toBe(7);
    expect(prediction.successProbability).toBe(50);
    expect(prediction.basis.method).toContain("fewer than 5 of its own");
  });

  it("lists the firm's predictions newest first with X-Total-Count, and hides them from another firm", async () => {
    const list = await call("GET", `${BASE}?limit=2`, { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("3");
    const items = list.json() as TCasePredictionRecord[];
    expect(items).toHaveLength(2);
    expect(items[0]!.court).toBe(WESTERN_CAPE);
    expect(items[0]!.createdDate >= items[1]!.createdDate).toBe(true);

    const theirs = await call("GET", `${BASE}/${items[0]!.id}`, { cookie: otherFirm.cookie });
    expect(theirs.statusCode).toBe(404);
    const theirList = await call("GET", BASE, { cookie: otherFirm.cookie });
    expect(theirList.json()).toEqual([]);
  });

  it("aggregates the firm's outcomes by case type and court, counts only for groups under 3", async () => {
    const response = await call("GET", `${BASE}/market-insights`, { cookie: owner.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const insights = response.json() as TCasePredictionMarketInsights;
    expect(insights.totalOutcomes).toBe(9);
    expect(insights.byCaseType).toEqual([
      // 8 outcomes, 7 that count: 3.5 / 7 = 50 %; durations 100–400 → median 250; awards 1, 2, 3 million cents.
      {
        name: "Contract Disputes",
        count: 8,
        successRate: 50,
        medianDurationDays: 250,
        medianAwardCents: 2_000_000,
      },
      { name: "Family Law", count: 1, successRate: null, medianDurationDays: null, medianAwardCents: null },
    ]);
    // Gauteng: 7 outcomes, 6 that count: (3.5 + 1) / 6 = 75 %.
    expect(insights.byCourt[0]).toMatchObject({ name: GAUTENG, count: 7, successRate: 75 });
    expect(insights.byCourt[1]).toMatchObject({ name: WESTERN_CAPE, count: 2, successRate: null });
    expect(insights.byOutcome).toContainEqual({ outcome: "won", count: 3 });
    expect(insights.byOutcome).toContainEqual({ outcome: "lost", count: 3 });

    const theirs = (await call("GET", `${BASE}/market-insights`, { cookie: otherFirm.cookie })).json();
    expect(theirs.totalOutcomes).toBe(3);
  });

  it("compares a prediction tied to a matter with its outcome once the matter closes", async () => {
    const empty = (
      await call("GET", `${BASE}/calibration`, { cookie: owner.cookie })
    ).json() as TCasePredictionCalibration;
    expect(empty).toMatchObject({ compared: 0, brierScore: null });
    expect(empty.note).toMatch(/^Not enough closed matters yet/);

    const open = await openMatter(call, owner, "Supplier v Retailer");
    const prediction = await predict({ ...REQUEST, matterId: open.id });
    expect(prediction.matterReference).toBe(open.reference);
    expect(prediction.prediction!.successProbability).toBe(69);
    await closeWithOutcome(
      testApp,
      call,
      owner,
      { title: "Supplier v Retailer", outcome: "won", caseType: "Contract Disputes", court: GAUTENG },
      open,
    );

    const report = (
      await call("GET", `${BASE}/calibration`, { cookie: owner.cookie })
    ).json() as TCasePredictionCalibration;
    expect(report.compared).toBe(1);
    expect(report.bands[1]).toEqual({
      label: "50–69%",
      low: 50,
      high: 69,
      count: 1,
      meanPredicted: 69,
      actualRate: 100,
    });
    expect(report.bands[0]!.count).toBe(0);
    // (0.69 − 1)² = 0.0961
    expect(report.brierScore).toBe(0.096);
    const theirs = (await call("GET", `${BASE}/calibration`, { cookie: otherFirm.cookie })).json();
    expect(theirs.compared).toBe(0);
  });

  it("marks a prediction failed with a readable reason when its last attempt throws", async () => {
    const [row] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`insert into case_prediction (firm_id, case_title, case_type, evidence_strength, request, status)
          values (${owner.firmId}::uuid, 'Broken', 'Contract Disputes', 'moderate',
                  ${JSON.stringify({ ...REQUEST, court: null, matterId: null })}::jsonb, 'queued')
          returning id`,
    );
    const broken: AiProvider = {
      describe: () => {
        throw new Error("the engine is offline");
      },
      complete: () => Promise.reject(new Error("unused")),
    };
    const worker = createCasePredictionWorker({ db: testApp.database.db, ai: broken });
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    await expect(
      worker.handle({ predictionId: row!.id }, { jobId: "test", attempt: 2, isLastAttempt: true, log }),
    ).rejects.toThrow("the engine is offline");
    const read = (await call("GET", `${BASE}/${row!.id}`, { cookie: owner.cookie })).json();
    expect(read).toMatchObject({
      status: "failed",
      error: "The prediction stopped after another attempt: the engine is offline",
      prediction: null,
    });
  });
});

describe("case prediction with an OpenAI-compatible endpoint", () => {
  let testApp: TestApp;
  let call: Caller;
  let owner: FirmOwner;
  let fake: FakeChatCompletions;
  let nextTurn: FakeTurn = { content: "{}" };

  beforeAll(async () => {
    ({ testApp, call, owner, fake } = await startScriptedModelApp(
      "prediction-model",
      () => nextTurn,
      (app) => loadBuiltinCorpus(app.database.db),
    ));
  }, 120_000);
  afterAll(() => stopScriptedModelApp({ testApp, fake }));

  async function predict(): Promise<TCasePredictionRecord> {
    const started = await call("POST", BASE, { cookie: owner.cookie, payload: REQUEST });
    expect(started.statusCode, started.body).toBe(202);
    await testApp.runJobs();
    return (await call("GET", `${BASE}/${started.json().id}`, { cookie: owner.cookie })).json();
  }

  it("adds the model's reasoning and recommendations, removing a case it invented", async () => {
    nextTurn = {
      content: JSON.stringify({
        reasoning:
          "The firm has no comparable matters, so the estimate is close to even odds, as held in Invented v Made Up 2031 (4) SA 999 (SCA).",
        recommendations: [
          {
            priority: "high",
            category: "Evidence",
            recommendation: "Obtain the signed delivery notes.",
            rationale: "They prove delivery.",
          },
        ],
      }),
    };
    const record = await predict();
    expect(record.status, record.error ?? "").toBe("completed");
    expect(record.engine).toMatch(/ via http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const prediction = record.prediction!;
    expect(prediction.reasoning).toContain(REMOVED_CITATION_MARK);
    expect(prediction.reasoning).not.toContain("2031");
    expect(prediction.removedCitations.map((removed) => removed.text)).toEqual(["2031 (4) SA 999 (SCA)"]);
    expect(prediction.recommendations).toContainEqual(
      expect.objectContaining({ source: "model", recommendation: "Obtain the signed delivery notes." }),
    );
    expect(prediction.recommendations.some((recommendation) => recommendation.source === "rules")).toBe(true);
    // The figures are the rules' own, whatever the model says.
    expect(prediction.successProbability).toBe(55);
    const sent = fake.requests.at(-1)?.body as { messages: { content: string }[] };
    expect(sent.messages.at(-1)?.content).toMatch(/<case_description>/);
  });

  it("fails with a readable reason when the model answers malformed JSON twice", async () => {
    nextTurn = { content: "{ not json" };
    const record = await predict();
    expect(record.status).toBe("failed");
    expect(record.error).toMatch(/^The language model could not add its reasoning: /);
  });
});
