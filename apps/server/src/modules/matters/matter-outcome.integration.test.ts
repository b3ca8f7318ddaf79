import { MATTER_OUTCOME_MESSAGES } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember } from "../../testing/firm-people.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import {
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let owner: FirmOwner;
let otherOwner: FirmOwner;
let clientId: string;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp, "outcome-owner");
  await putFirmOnPlan(testApp, owner.firmId, "professional");
  otherOwner = await registerFirmOwner(testApp, "outcome-other");
  await putFirmOnPlan(testApp, otherOwner.firmId, "professional");
  clientId = (await post(owner.cookie, "/api/clients", { name: "Karoo Freight (Pty) Ltd", type: "company" }))
    .id;
});
afterAll(async () => {
  await testApp?.close();
});

const WON = {
  outcome: "won",
  caseType: "Contract Disputes",
  court: "High Court - Gauteng",
  claimedCents: 48_500_000,
  awardedCents: 41_250_050,
  issuedOn: "2024-03-04",
  finalOrderOn: "2025-06-20",
};

type OutcomeRecord = typeof WON & { recordedAt: string; recordedByName: string | null };
type Matter = { id: string; status: string; outcome: OutcomeRecord | null; [field: string]: unknown };

function call(method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function post(cookie: string, url: string, payload: unknown) {
  const response = await call("POST", url, cookie, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

function messageOf(response: LightMyRequestResponse): string {
  return response.json().message;
}

async function openMatter(cookie = owner.cookie, client = clientId): Promise<Matter> {
  return post(cookie, "/api/matters", { clientId: client, title: "Karoo v Highveld", type: "Litigation" });
}

async function closedMatter(): Promise<Matter> {
  const matter = await openMatter();
  await post(owner.cookie, `/api/matters/${matter.id}/status`, { status: "closed" });
  return matter;
}

function patchOutcome(matterId: string, outcome: unknown, cookie = owner.cookie) {
  return call("PATCH", `/api/matters/${matterId}`, cookie, { outcome });
}

async function readMatter(matterId: string, cookie = owner.cookie): Promise<Matter> {
  const response = await call("GET", `/api/matters/${matterId}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function storedOutcomes(matterId: string) {
  return queryRows<{ outcome: string; claimed_cents: string | null; final_order_on: string | null }>(
    testApp.database.db,
    sql`select outcome, claimed_cents, final_order_on::text from matter_outcome where matter_id = ${matterId}`,
  );
}

async function auditOf(matterId: string, action: string) {
  return queryRows<{ data: Record<string, unknown>; user_id: string }>(
    testApp.database.db,
    sql`select data, user_id from audit_event where entity_id = ${matterId} and action = ${action}
         order by id`,
  );
}

describe("recording a matter's outcome", () => {
  it("records the outcome of a closed matter through PATCH, with who recorded it, and a GET shows it", async () => {
    const matter = await closedMatter();
    const response = await patchOutcome(matter.id, WON);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().outcome).toMatchObject({ ...WON, recordedByName: "Thandi outcome-owner" });

    const read = await readMatter(matter.id);
    expect(read.outcome).toMatchObject(WON);
    expect(Date.parse(read.outcome?.recordedAt ?? "")).not.toBeNaN();
    expect(await auditOf(matter.id, "matter.outcome_recorded")).toEqual([
      {
        user_id: owner.userId,
        data: expect.objectContaining({
          matterTitle: "Karoo v Highveld",
          matterReference: read.reference,
          outcome: "won",
          caseType: "Contract Disputes",
          court: "High Court - Gauteng",
        }),
      },
    ]);
  });

  it("records the outcome with completing the matter, in the same request", async () => {
    const matter = await openMatter();
    const response = await call("POST", `/api/matters/${matter.id}/status`, owner.cookie, {
      status: "completed",
      outcome: { outcome: "settled", caseType: "Civil Litigation", claimedCents: 1_000_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: "completed",
      outcome: {
        outcome: "settled",
        caseType: "Civil Litigation",
        court: null,
        claimedCents: 1_000_000,
        awardedCents: null,
        issuedOn: null,
        finalOrderOn: null,
      },
    });
    expect(await auditOf(matter.id, "matter.outcome_recorded")).toHaveLength(1);
  });

  it("replaces an outcome recorded before, keeps it when the matter moves on to closed, and lets a staff member correct it", async () => {
    const matter = await openMatter();
    await post(owner.cookie, `/api/matters/${matter.id}/status`, {
      status: "completed",
      outcome: { outcome: "won", caseType: "Civil Litigation" },
    });
    await post(owner.cookie, `/api/matters/${matter.id}/status`, { status: "closed" });
    expect((await readMatter(matter.id)).outcome?.outcome).toBe("won");

    const staff = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("outcome-staff"),
      firstName: "Sipho",
      lastName: "Corrector",
    });
    const corrected = await patchOutcome(matter.id, { ...WON, outcome: "default_judgment" }, staff.cookie);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().outcome).toMatchObject({
      outcome: "default_judgment",
      recordedByName: "Sipho Corrector",
    });
    expect(await storedOutcomes(matter.id)).toHaveLength(1);
    const audits = await auditOf(matter.id, "matter.outcome_recorded");
    expect(audits.map((audit) => audit.data.outcome)).toEqual(["won", "default_judgment"]);
  });

  it("leaves an outcome saved again unchanged as it was, without a second audit line", async () => {
    const matter = await closedMatter();
    const first = (await patchOutcome(matter.id, WON)).json() as Matter;
    const again = (await patchOutcome(matter.id, WON)).json() as Matter;
    expect(again.outcome?.recordedAt).toBe(first.outcome?.recordedAt);
    expect(await auditOf(matter.id, "matter.outcome_recorded")).toHaveLength(1);
  });
});

describe("refusing an outcome", () => {
  it.each(["active", "pending"])(
    "refuses an outcome on a %s matter with 400, writing nothing",
    async (status) => {
      const matter = await openMatter();
      if (status !== "active") await post(owner.cookie, `/api/matters/${matter.id}/status`, { status });
      const response = call("PATCH", `/api/matters/${matter.id}`, owner.cookie, {
        title: "Renamed on the way",
        outcome: WON,
      });
      expect((await response).statusCode).toBe(400);
      expect(messageOf(await response)).toBe(`outcome: ${MATTER_OUTCOME_MESSAGES.notFinished}`);
      expect(await storedOutcomes(matter.id)).toEqual([]);
      expect((await readMatter(matter.id)).title).toBe("Karoo v Highveld");
      expect(await auditOf(matter.id, "matter.outcome_recorded")).toEqual([]);
    },
  );

  it("refuses an outcome sent with reopening or pending a matter, changing nothing", async () => {
    const matter = await openMatter();
    const response = await call("POST", `/api/matters/${matter.id}/status`, owner.cookie, {
      status: "pending",
      outcome: WON,
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(`outcome: ${MATTER_OUTCOME_MESSAGES.notFinished}`);
    expect((await readMatter(matter.id)).status).toBe("active");
    expect(await storedOutcomes(matter.id)).toEqual([]);
  });

  it.each([
    [{ outcome: "draw" }, `outcome.outcome: ${MATTER_OUTCOME_MESSAGES.outcome}`],
    [{ caseType: "Mining" }, `outcome.caseType: ${MATTER_OUTCOME_MESSAGES.caseType}`],
    [{ court: "Small Claims Court" }, `outcome.court: ${MATTER_OUTCOME_MESSAGES.court}`],
    [{ claimedCents: -100 }, `outcome.claimedCents: ${MATTER_OUTCOME_MESSAGES.amount}`],
    [{ awardedCents: 12.5 }, `outcome.awardedCents: ${MATTER_OUTCOME_MESSAGES.amount}`],
    [
      { issuedOn: "2025-06-21", finalOrderOn: "2025-06-20" },
      `outcome.finalOrderOn: ${MATTER_OUTCOME_MESSAGES.orderBeforeIssue}`,
    ],
  ])("refuses %j with 400 and its message, writing nothing", async (change, message) => {
    const matter = await closedMatter();
    const response = await patchOutcome(matter.id, { ...WON, ...change });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await storedOutcomes(matter.id)).toEqual([]);

    const withStatus = await call("POST", `/api/matters/${(await openMatter()).id}/status`, owner.cookie, {
      status: "closed",
      outcome: { ...WON, ...change },
    });
    expect(withStatus.statusCode).toBe(400);
    expect(messageOf(withStatus)).toBe(message);
  });

  it("answers 404 for another firm's matter and leaves its outcome alone", async () => {
    const { matterId } = await createClientWithMatter(
      callerFor(testApp.app),
      otherOwner,
      "Their Client",
      { title: "Karoo v Highveld", type: "Litigation" },
      "company",
    );
    await post(otherOwner.cookie, `/api/matters/${matterId}/status`, {
      status: "closed",
      outcome: { outcome: "lost", caseType: "Civil Litigation" },
    });
    const attempts = await Promise.all([
      patchOutcome(matterId, WON),
      patchOutcome(matterId, null),
      call("POST", `/api/matters/${matterId}/status`, owner.cookie, { status: "active" }),
    ]);
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(messageOf(response)).toBe("No such matter in your firm.");
    }
    expect((await readMatter(matterId, otherOwner.cookie)).outcome?.outcome).toBe("lost");
  });
});

describe("removing an outcome", () => {
  it("removes the outcome with null and says so in the audit, keeping the matter closed", async () => {
    const matter = await closedMatter();
    await patchOutcome(matter.id, WON);
    const response = await patchOutcome(matter.id, null);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "closed", outcome: null });
    expect(await storedOutcomes(matter.id)).toEqual([]);
    const updates = await auditOf(matter.id, "matter.updated");
    expect(updates.at(-1)?.data).toMatchObject({ fields: ["outcome"], removedOutcome: "won" });
  });

  it("accepts null on a matter without an outcome, active or not, as nothing to remove", async () => {
    const matter = await openMatter();
    const response = await patchOutcome(matter.id, null);
    expect(response.statusCode, response.body).toBe(200);
    expect(await auditOf(matter.id, "matter.updated")).toEqual([]);
  });

  it("removes the outcome when the matter is reopened, as it has not ended, and says so in the audit", async () => {
    const matter = await closedMatter();
    await patchOutcome(matter.id, WON);
    const reopened = await call("POST", `/api/matters/${matter.id}/status`, owner.cookie, {
      status: "active",
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toMatchObject({ status: "active", outcome: null });
    expect(await storedOutcomes(matter.id)).toEqual([]);
    const changes = await auditOf(matter.id, "matter.status_changed");
    expect(changes.at(-1)?.data).toMatchObject({
      fromStatus: "closed",
      toStatus: "active",
      removedOutcome: "won",
    });
  });

  it("keeps the list of matters free of outcomes", async () => {
    const matter = await closedMatter();
    await patchOutcome(matter.id, WON);
    const list = await call("GET", "/api/matters?status=closed&limit=200", owner.cookie);
    const listed = list.json().find((item: { id: string }) => item.id === matter.id);
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty("outcome");
  });
});
