import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
const password = "correct-horse-9";

function login(email: string, attempt: string, ip = "203.0.113.10", cookie?: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: attempt },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The known-device cookie a successful sign-in leaves in the browser, as a Cookie header. */
function knownDeviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const cookie = cookieHeader(response as Parameters<typeof cookieHeader>[0])
    .split("; ")
    .find((pair) => pair.startsWith("inkundla.known_device="));
  if (!cookie) throw new Error("no known-device cookie was set");
  return cookie;
}

async function registerAccount(email: string, ip: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email, password, firstName: "Regular", lastName: "Person" },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(201);
  return response.json().user.id as string;
}

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_EMAIL: "3", LOGIN_LIMIT_PER_IP: "8" });
  await testApp.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { email: "target@example.co.za", password, firstName: "Target", lastName: "Person" },
    remoteAddress: "198.51.100.1",
  });
});
afterAll(async () => {
  await testApp.close();
});

describe("login rate limits", () => {
  it("locks an e-mail after repeated failures, even for the right password from another address", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login("target@example.co.za", "wrong-one", `192.0.2.${attempt + 1}`)).statusCode).toBe(
        401,
      );
    }
    const locked = await login("target@example.co.za", password, "192.0.2.50");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: "too_many_attempts",
      message: "Too many sign-in attempts. Please wait a few minutes and try again.",
    });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits attempts from one IP address across e-mails", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      statuses.push(
        (await login(`someone${attempt}@example.co.za`, "whatever-1", "203.0.113.77")).statusCode,
      );
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe("a browser the account signed in on before", () => {
  it("still signs in with the right password while strangers have used up the address's attempts", async () => {
    await registerAccount("regular@example.co.za", "198.51.100.2");
    const usual = await login("regular@example.co.za", password, "198.51.100.3");
    expect(usual.statusCode).toBe(200);
    const device = knownDeviceCookieOf(usual);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login("regular@example.co.za", "guess", `192.0.2.${100 + attempt}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login("regular@example.co.za", password, "192.0.2.110")).statusCode).toBe(429);
    const fromUsualBrowser = await login("regular@example.co.za", password, "198.51.100.4", device);
    expect(fromUsualBrowser.statusCode).toBe(200);
    // The person signing in does not reopen the address to the strangers.
    expect((await login("regular@example.co.za", password, "192.0.2.111")).statusCode).toBe(429);
  });

  it("has a count of its own: its wrong attempts lock that browser too", async () => {
    await registerAccount("typist@example.co.za", "198.51.100.20");
    const first = await login("typist@example.co.za", password, "198.51.100.21");
    const device = knownDeviceCookieOf(first);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login("typist@example.co.za", "typo", "198.51.100.22", device)).statusCode).toBe(401);
    }
    expect((await login("typist@example.co.za", password, "198.51.100.23", device)).statusCode).toBe(429);
  });

  it("is no help with another account's device cookie or a forged one", async () => {
    await registerAccount("owner-a@example.co.za", "198.51.100.30");
    const idOfB = await registerAccount("owner-b@example.co.za", "198.51.100.31");
    const deviceOfA = knownDeviceCookieOf(await login("owner-a@example.co.za", password, "198.51.100.32"));
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login("owner-b@example.co.za", "guess", `192.0.2.${120 + attempt}`)).statusCode).toBe(
        401,
      );
    }
    expect((await login("owner-b@example.co.za", password, "198.51.100.33", deviceOfA)).statusCode).toBe(429);
    const forged = `inkundla.known_device=${encodeURIComponent(`${idOfB}:any-device.${"A".repeat(43)}=`)}`;
    expect((await login("owner-b@example.co.za", password, "198.51.100.34", forged)).statusCode).toBe(429);
  });
});
