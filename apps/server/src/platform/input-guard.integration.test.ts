import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFirmOwner, type SignedInPerson } from "../testing/firm-people.ts";
import { createClientWithMatter } from "../testing/matter-fixtures.ts";
import { callerFor, createTestApp, type TestApp } from "../testing/test-app.ts";
import { queryRows } from "./db.ts";

let testApp: TestApp;
let owner: SignedInPerson;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp.app, { email: `guard-${Date.now()}@example.co.za` });
});
afterAll(async () => {
  await testApp.close();
});

async function count(table: "client" | "time_entry" | "task" | "audit_event"): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  );
  return rows[0]?.total ?? 0;
}

function send(method: "GET" | "POST", url: string, body?: string) {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie: owner.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

function expectReadableRefusal(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const answer = JSON.parse(response.body) as { message: string; code: string };
  expect(answer.message).toMatch(/[a-z]/);
  expect(response.body).not.toMatch(/\.ts:|at [A-Za-z]+ \(|invalid byte sequence|SQL/);
  return answer;
}

async function newMatter(): Promise<string> {
  const { matterId } = await createClientWithMatter(
    callerFor(testApp.app),
    owner,
    "Guard Client",
    { title: "Guard Matter", type: "Commercial Law" },
    "company",
  );
  return matterId;
}

describe("text PostgreSQL cannot store, refused at the edge with 400 and nothing written", () => {
  it.each([
    ["a NUL character in a JSON field", '{"name":"Acme\\u0000 Ltd","type":"company"}'],
    ["a lone high surrogate", '{"name":"Acme \\ud800","type":"company"}'],
    ["a lone low surrogate", '{"name":"\\udc00 Acme","type":"company"}'],
    ["a NUL character in a key", '{"name":"Acme","type":"company","\\u0000":1}'],
  ])("%s", async (_label, body) => {
    const clients = await count("client");
    const audit = await count("audit_event");
    const answer = expectReadableRefusal(await send("POST", "/api/clients", body));
    expect(answer.code).toBe("invalid_text");
    expect(await count("client")).toBe(clients);
    expect(await count("audit_event")).toBe(audit);
  });

  it("in a query string and in a path id", async () => {
    expect(expectReadableRefusal(await send("GET", "/api/clients?search=ab%00cd")).message).toContain(
      "query string",
    );
    expect(expectReadableRefusal(await send("GET", "/api/clients/%00")).message).toContain("address");
    // Bytes that are not UTF-8 at all are not decoded into a surrogate: searched for, not a 500.
    expect((await send("GET", "/api/clients?search=%ED%A0%80")).statusCode).toBeLessThan(500);
  });

  it("a body nested thousands of levels deep", async () => {
    const deep = `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`;
    expect(expectReadableRefusal(await send("POST", "/api/clients", deep)).code).toBe("too_deep");
  });
});

describe("line breaks in one-line fields", () => {
  it("are refused in a name and a title, and kept in notes", async () => {
    const clients = await count("client");
    const refused = expectReadableRefusal(
      await send("POST", "/api/clients", JSON.stringify({ name: "Acme\nLtd", type: "company" })),
    );
    expect(refused.message).toBe("name: must be on one line, without line breaks.");
    expect(await count("client")).toBe(clients);
    const matterId = await newMatter();
    expectReadableRefusal(
      await send("POST", `/api/matters/${matterId}/tasks`, JSON.stringify({ title: "File\r\nplea" })),
    );
    const kept = await send(
      "POST",
      `/api/matters/${matterId}/tasks`,
      JSON.stringify({ title: "File plea", description: "Line one\nLine two" }),
    );
    expect(kept.statusCode, kept.body).toBe(201);
  });
});

describe("dates a person types", () => {
  it.each([
    ["year 0000", "0000-01-01"],
    ["the year 9999", "9999-12-31"],
    ["before 1900", "1899-12-31"],
  ])("are refused for %s with 400 and nothing written", async (_label, date) => {
    const matterId = await newMatter();
    const entries = await count("time_entry");
    const answer = expectReadableRefusal(
      await send(
        "POST",
        "/api/time-entries",
        JSON.stringify({ matterId, date, hours: 1, description: "Consultation" }),
      ),
    );
    expect(answer.message).toContain("between 1 January 1900 and 31 December 2100");
    expect(await count("time_entry")).toBe(entries);
    const deadline = await send(
      "POST",
      "/api/deadlines/calculate",
      JSON.stringify({ startDate: date, days: 10 }),
    );
    expect(expectReadableRefusal(deadline).message).toContain("between 1 January 1900 and 31 December 2100");
  });

  it("accept the last day of the range, and the deadline calculator answers a real date", async () => {
    const response = await send(
      "POST",
      "/api/deadlines/calculate",
      JSON.stringify({ startDate: "2100-12-01", days: 10, counting: "calendar" }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("an empty assignee", () => {
  it("means nobody, not a 500", async () => {
    const matterId = await newMatter();
    const response = await send(
      "POST",
      `/api/matters/${matterId}/tasks`,
      JSON.stringify({ title: "Brief counsel", assigneeUserId: "" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().assigneeUserId).toBeNull();
  });
});
