import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://inkundla.example.co.za" });
});
afterAll(async () => {
  await testApp.close();
});

describe("served over HTTPS", () => {
  it("sets a Secure, httpOnly, SameSite=Lax session cookie that then signs the user in", async () => {
    const registered = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        email: "nomsa@example.co.za",
        password: "correct-horse-9",
        firstName: "Nomsa",
        lastName: "Zulu",
      },
    });
    expect(registered.statusCode).toBe(201);
    const setCookie = String(registered.headers["set-cookie"]);
    expect(setCookie).toMatch(/__Secure-inkundla\.session_token=/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);

    const current = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: cookieHeader(registered) },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().email).toBe("nomsa@example.co.za");
  });

  it("sends Strict-Transport-Security", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});
