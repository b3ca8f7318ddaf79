import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import {
  type FakeChatCompletions,
  startFakeChatCompletions,
} from "../../../testing/fake-chat-completions.ts";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";

const CONTRACT = "1. DURATION\n1.1 This agreement endures for a fixed period of thirty-six (36) months.";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let otherFirm: FirmOwner;
let fake: FakeChatCompletions;

beforeAll(async () => {
  // Every answer fits both of the contract engine's requests, and reports 300 + 200 tokens.
  fake = await startFakeChatCompletions(() => ({
    content: JSON.stringify({ clauses: [], explanations: [] }),
    usage: { prompt_tokens: 300, completion_tokens: 200 },
  }));
  testApp = await createTestApp({
    LOGIN_LIMIT_PER_IP: "1000",
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "test-key",
    AI_MODEL: "fake-model",
  });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "ai-budget");
  otherFirm = await registerFirmOwner(testApp, "ai-budget-other");
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const analyse = (cookie: string) =>
  call("POST", "/api/ai/analyze-document", { cookie, payload: { documentText: CONTRACT } });

describe("a firm's monthly AI budget", () => {
  it("counts every model call's tokens against the firm's month, and shows them to the firm", async () => {
    const before = (await call("GET", "/api/ai/usage", { cookie: owner.cookie })).json();
    expect(before).toMatchObject({
      usedTokens: 0,
      calls: 0,
      monthlyTokenBudget: 2_000_000,
      isDefaultBudget: true,
      usesTokens: true,
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
    });
    const first = await analyse(owner.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const after = (await call("GET", "/api/ai/usage", { cookie: owner.cookie })).json();
    // The engine asks twice (classify the clauses, explain the findings): 2 × (300 + 200).
    expect(after).toMatchObject({ inputTokens: 600, outputTokens: 400, usedTokens: 1000, calls: 2 });
    expect(after.remainingTokens).toBe(2_000_000 - 1000);
    const other = (await call("GET", "/api/ai/usage", { cookie: otherFirm.cookie })).json();
    expect(other.usedTokens).toBe(0);
  });

  it("refuses the next call (429, saying why) once the owner's budget is spent, and never calls the model", async () => {
    const set = await call("PUT", "/api/ai/usage/budget", {
      cookie: owner.cookie,
      payload: { monthlyTokenBudget: 1000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      monthlyTokenBudget: 1000,
      isDefaultBudget: false,
      remainingTokens: 0,
    });
    const callsBefore = fake.requests.length;
    const refused = await analyse(owner.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /used its language-model budget for \d{4}-\d{2} \(1\s000 of 1\s000 tokens\)/,
    );
    expect(fake.requests.length).toBe(callsBefore);
    expect((await analyse(otherFirm.cookie)).statusCode).toBe(200);

    const restored = await call("PUT", "/api/ai/usage/budget", {
      cookie: owner.cookie,
      payload: { monthlyTokenBudget: null },
    });
    expect(restored.json()).toMatchObject({ monthlyTokenBudget: 2_000_000, isDefaultBudget: true });
    expect((await analyse(owner.cookie)).statusCode).toBe(200);
    const audit = await queryRows<{ data: { monthlyTokenBudget: number | null } }>(
      testApp.database.db,
      sql`select data from audit_event where firm_id = ${owner.firmId} and action = 'ai.budget_changed'
           order by created_at`,
    );
    expect(audit.map((row) => row.data.monthlyTokenBudget)).toEqual([1000, null]);
  });

  it("lets only the owner set the budget, and only to a whole number within limits", async () => {
    const member = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("ai-budget-member"),
    });
    const refused = await call("PUT", "/api/ai/usage/budget", {
      cookie: member.cookie,
      payload: { monthlyTokenBudget: 5 },
    });
    expect(refused.statusCode).toBe(403);
    expect((await call("GET", "/api/ai/usage", { cookie: member.cookie })).statusCode).toBe(200);
    for (const monthlyTokenBudget of [-1, 1.5, 2_000_000_000, "lots"]) {
      const bad = await call("PUT", "/api/ai/usage/budget", {
        cookie: owner.cookie,
        payload: { monthlyTokenBudget },
      });
      expect(bad.statusCode, String(monthlyTokenBudget)).toBe(400);
    }
    expect((await call("GET", "/api/ai/usage")).statusCode).toBe(401);
  });
});
