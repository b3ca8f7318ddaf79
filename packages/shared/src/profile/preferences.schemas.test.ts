import { describe, expect, it } from "vitest";
import {
  DEFAULT_USER_PREFERENCES,
  resolveUserPreferences,
  ZUpdatePreferencesRequest,
} from "./preferences.schemas.ts";

describe("user preferences", () => {
  it("default to English, the system theme, South African time, the spec's toggles, every notification on and no daily digest", () => {
    expect(DEFAULT_USER_PREFERENCES).toEqual({
      language: "en",
      theme: "system",
      timeZone: "Africa/Johannesburg",
      emailNewMessages: true,
      smsUrgentMatters: true,
      weeklyDigest: false,
      courtFilingUpdates: true,
      notifyDeadlines: true,
      notifyOverdueInvoices: true,
      notifyTrustMonth: true,
      notifyAiJobs: true,
      notifyPortalActivity: true,
      dailyDigest: false,
    });
  });

  it("resolve nothing saved to the defaults", () => {
    expect(resolveUserPreferences({})).toEqual(DEFAULT_USER_PREFERENCES);
    expect(resolveUserPreferences(null)).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it("keep every valid saved value and replace only the unusable ones", () => {
    expect(
      resolveUserPreferences({ theme: "dark", language: "klingon", weeklyDigest: true, extra: 1 }),
    ).toEqual({
      ...DEFAULT_USER_PREFERENCES,
      theme: "dark",
      weeklyDigest: true,
    });
  });

  it("accept a change of any one preference, and refuse unknown keys, bad values and nothing at all", () => {
    expect(ZUpdatePreferencesRequest.parse({ theme: "light" })).toEqual({ theme: "light" });
    expect(ZUpdatePreferencesRequest.safeParse({ theme: "sepia" }).success).toBe(false);
    expect(ZUpdatePreferencesRequest.safeParse({ colour: "red" }).success).toBe(false);
    expect(ZUpdatePreferencesRequest.safeParse({}).error?.issues[0]?.message).toBe(
      "Send at least one preference to change",
    );
  });
});
