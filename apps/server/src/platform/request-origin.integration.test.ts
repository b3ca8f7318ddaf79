import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFirmOwner, type SignedInPerson } from "../testing/firm-people.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { queryRows } from "./db.ts";

let testApp: TestApp;
let owner: SignedInPerson;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  owner = await registerFirmOwner(testApp.app, { email: `origin-${Date.now()}@example.co.za` });
});
afterAll(async () => {
  await testApp.close();
});

async function countClients(): Promise<number> {
  const rows = await queryRows<{ total: number }>(
    testApp.database.db,
    sql`select count(*)::int as total from client`,
  );
  return rows[0]?.total ?? 0;
}

function createClient(headers: Record<string, string | undefined>) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/clients",
    headers: { cookie: owner.cookie, ...headers },
    payload: { name: "Forged Holdings (Pty) Ltd", type: "company" },
  });
}

describe("a mutating /api request from somewhere other than the app's own pages", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["the app's host on another port", { origin: "http://localhost:5001" }],
    ["Origin null (a sandboxed frame or a file)", { origin: "null" }],
    ["no Origin and no Referer", { origin: undefined }],
    ["no Origin and a foreign Referer", { origin: undefined, referer: "https://evil.example/page" }],
  ])("is refused with 403 and writes nothing: %s", async (_label, headers) => {
    const before = await countClients();
    const response = await createClient(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: "foreign_origin",
      message: expect.stringContaining("own pages"),
    });
    expect(await countClients()).toBe(before);
  });

  it("is refused for a body-less POST: a forged sign-out leaves the session signed in", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: owner.cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
    const me = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: owner.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it("is refused for a multipart upload", async () => {
    const boundary = "----inkundla-probe";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="description"',
      "",
      "Sheriff's fee",
      `--${boundary}`,
      'Content-Disposition: form-data; name="receipt"; filename="receipt.pdf"',
      "Content-Type: application/pdf",
      "",
      "%PDF-1.4 forged",
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/billing/expenses",
      headers: {
        cookie: owner.cookie,
        origin: "https://evil.example",
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    const rows = await queryRows<{ total: number }>(
      testApp.database.db,
      sql`select count(*)::int as total from expense`,
    );
    expect(rows[0]?.total).toBe(0);
  });
});

describe("a mutating /api request from the app's own pages", () => {
  it("is accepted with the app's Origin", async () => {
    const response = await createClient({ origin: "http://localhost:5000" });
    expect(response.statusCode).toBe(201);
  });

  it("is accepted without Origin when the Referer is one of the app's pages", async () => {
    const response = await createClient({
      origin: undefined,
      referer: "http://localhost:5000/clients?tab=all",
    });
    expect(response.statusCode).toBe(201);
  });

  it("leaves reads alone: a GET without Origin is answered", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/clients",
      headers: { cookie: owner.cookie, origin: undefined },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("without PUBLIC_URL (a local installation)", () => {
  it("accepts the address the request was sent to, such as 127.0.0.1 instead of localhost", async () => {
    const local = await createTestApp({ PUBLIC_URL: "", PORT: "5000", LOGIN_LIMIT_PER_IP: "1000" });
    try {
      const person = await registerFirmOwner(local.app, { email: `local-${Date.now()}@example.co.za` });
      const fromLoopback = await local.app.inject({
        method: "POST",
        url: "/api/clients",
        headers: { cookie: person.cookie, origin: "http://127.0.0.1:5000", host: "127.0.0.1:5000" },
        payload: { name: "Loopback Traders", type: "company" },
      });
      expect(fromLoopback.statusCode).toBe(201);
      const foreign = await local.app.inject({
        method: "POST",
        url: "/api/clients",
        headers: { cookie: person.cookie, origin: "https://evil.example", host: "127.0.0.1:5000" },
        payload: { name: "Evil Traders", type: "company" },
      });
      expect(foreign.statusCode).toBe(403);
    } finally {
      await local.close();
    }
  });
});

describe("Cache-Control on /api answers", () => {
  it("is no-store on every signed-in answer, also one the response cache serves again", async () => {
    for (let round = 0; round < 2; round += 1) {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/api/clients",
        headers: { cookie: owner.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"], `round ${round}`).toBe("no-store");
    }
    const me = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: owner.cookie },
    });
    expect(me.headers["cache-control"]).toBe("no-store");
  });

  it("is no-store on a signed-in error answer too", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/clients/00000000-0000-4000-8000-000000000000",
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toBe("no-store");
  });
});
