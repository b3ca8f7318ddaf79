import { describe, expect, it } from "vitest";
import { DEFAULT_USER_PREFERENCES } from "../profile/preferences.schemas.ts";
import { NOTIFICATION_KINDS, ZMarkNotificationsRead } from "./notification.schemas.ts";
import {
  deadlineNoticeEndsOn,
  isDigestDay,
  trustMonthToSignOff,
  wantedNotificationKinds,
} from "./notification-rules.ts";

describe("notification rules", () => {
  it("announce deadlines up to the third court day after today, skipping the weekend", () => {
    // Wednesday 2026-11-25: Thursday, Friday, then Monday.
    expect(deadlineNoticeEndsOn("2026-11-25")).toBe("2026-11-30");
    // Monday 2026-11-23: Tuesday, Wednesday, Thursday.
    expect(deadlineNoticeEndsOn("2026-11-23")).toBe("2026-11-26");
  });

  it("skip public holidays and the days the President declares when counting court days", () => {
    // Tuesday 2026-12-15: 16 December (Day of Reconciliation) does not count.
    expect(deadlineNoticeEndsOn("2026-12-15")).toBe("2026-12-21");
    expect(deadlineNoticeEndsOn("2026-11-23", [{ date: "2026-11-24", name: "Election day" }])).toBe(
      "2026-11-27",
    );
  });

  it("ask for last month's trust sign-off, due by the last day of this month (Rule 54.10)", () => {
    expect(trustMonthToSignOff("2026-11-24")).toEqual({ month: "2026-10", dueOn: "2026-11-30" });
    expect(trustMonthToSignOff("2027-01-01")).toEqual({ month: "2026-12", dueOn: "2027-01-31" });
    expect(trustMonthToSignOff("2028-03-31")).toEqual({ month: "2028-02", dueOn: "2028-03-31" });
  });

  it("count and show only the kinds a person left on", () => {
    expect(wantedNotificationKinds(DEFAULT_USER_PREFERENCES)).toEqual([...NOTIFICATION_KINDS]);
    expect(
      wantedNotificationKinds({ ...DEFAULT_USER_PREFERENCES, notifyTrustMonth: false, notifyAiJobs: false }),
    ).toEqual(["deadline_due", "invoice_overdue", "portal_activity"]);
  });

  it("mail the digest every day to daily readers and on Mondays to weekly ones", () => {
    const monday = "2026-11-23";
    const tuesday = "2026-11-24";
    expect(isDigestDay({ dailyDigest: true, weeklyDigest: false }, tuesday)).toBe(true);
    expect(isDigestDay({ dailyDigest: false, weeklyDigest: true }, monday)).toBe(true);
    expect(isDigestDay({ dailyDigest: false, weeklyDigest: true }, tuesday)).toBe(false);
    expect(isDigestDay({ dailyDigest: false, weeklyDigest: false }, monday)).toBe(false);
  });

  it("mark some notifications or all of them read, and nothing else", () => {
    expect(ZMarkNotificationsRead.safeParse({ all: true }).success).toBe(true);
    expect(ZMarkNotificationsRead.safeParse({ ids: [] }).success).toBe(false);
    expect(ZMarkNotificationsRead.safeParse({ ids: ["not-a-uuid"] }).success).toBe(false);
    expect(ZMarkNotificationsRead.safeParse({ all: false }).success).toBe(false);
  });
});
