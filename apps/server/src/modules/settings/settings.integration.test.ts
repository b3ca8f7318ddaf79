import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writePlatformSetting } from "../../platform/settings.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("GET /api/settings/public", () => {
  it("answers the defaults without a session: a 30-day trial and open registration", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/settings/public" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ trialDays: 30, isRegistrationOpen: true });
  });

  it("answers what the platform admin saved", async () => {
    await writePlatformSetting(
      testApp.database.db,
      "system",
      { trialDays: 14, isRegistrationOpen: false },
      null,
    );
    const response = await testApp.app.inject({ method: "GET", url: "/api/settings/public" });
    expect(response.json()).toEqual({ trialDays: 14, isRegistrationOpen: false });
  });
});
