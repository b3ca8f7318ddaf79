import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
const password = "correct-horse-9";

function login(email: string, attempt: string, ip = "203.0.113.10") {
  return testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: attempt },
    remoteAddress: ip,
  });
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
