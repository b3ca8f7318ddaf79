import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateInFull,
  formatDateTime,
  formatDateWithWeekday,
  formatLongDate,
  formatMonth,
  formatTime,
  MONTH_NAMES,
} from "./dates.ts";

describe("dates as every screen writes them", () => {
  it("writes a calendar date as en-ZA does (two-digit day, short month, year), whatever the time zone", () => {
    expect(formatDate("2026-03-10")).toBe("10 Mar 2026");
    expect(formatDate("2026-03-10", "UTC")).toBe("10 Mar 2026");
    expect(formatDate("2027-01-01")).toBe("01 Jan 2027");
  });

  it("writes a timestamp as the day it was in South Africa", () => {
    // 23:30 UTC on 9 March is 01:30 on 10 March in Johannesburg.
    expect(formatDate("2026-03-09T23:30:00Z")).toBe("10 Mar 2026");
    expect(formatDate("2026-03-09T23:30:00Z", "UTC")).toBe("09 Mar 2026");
    expect(formatDate(new Date("2026-03-09T23:30:00Z"))).toBe("10 Mar 2026");
  });

  it("writes a moment in the same date style with the 24-hour time", () => {
    expect(formatDateTime("2026-03-10T12:05:00Z")).toBe("10 Mar 2026, 14:05");
    expect(formatDateTime("2026-03-10T12:05:00Z", "UTC")).toBe("10 Mar 2026, 12:05");
  });

  it("shows a dash for no date and unreadable text as it came", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate(undefined)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("soon")).toBe("soon");
    expect(formatDateTime(null)).toBe("—");
  });

  it("writes a moment with its seconds where moments seconds apart must be told apart", () => {
    expect(formatDateTime("2026-03-10T12:05:09Z", undefined, { withSeconds: true })).toBe(
      "10 Mar 2026, 14:05:09",
    );
    expect(formatDateTime("2026-03-10T12:05:09Z", "UTC", { withSeconds: true })).toBe(
      "10 Mar 2026, 12:05:09",
    );
  });

  it("writes the time of day of a moment in 24 hours, in South Africa or the chosen zone", () => {
    expect(formatTime(new Date("2026-03-10T07:05:00Z"))).toBe("09:05");
    expect(formatTime("2026-03-10T22:30:00Z", "UTC")).toBe("22:30");
  });

  it("writes a long date with the month in full, a timestamp as the day it was in South Africa", () => {
    expect(formatLongDate("2026-03-01")).toBe("1 March 2026");
    expect(formatLongDate(new Date("2026-03-09T23:30:00Z"))).toBe("10 March 2026");
    expect(formatLongDate(new Date("2026-03-09T23:30:00Z"), "UTC")).toBe("9 March 2026");
  });

  it("writes a month and year, and leaves text that is no month as it came", () => {
    expect(formatMonth("2026-05")).toBe("May 2026");
    expect(formatMonth("2025-12")).toBe("December 2025");
    expect(formatMonth("2026-13")).toBe("2026-13");
    expect(MONTH_NAMES).toHaveLength(12);
    expect([MONTH_NAMES[0], MONTH_NAMES[11]]).toEqual(["January", "December"]);
  });

  it("adds the day of the week for deadlines, in short and in full", () => {
    expect(formatDateWithWeekday("2026-04-10")).toBe("Fri, 10 Apr 2026");
    expect(formatDateInFull("2027-01-26")).toBe("Tuesday, 26 January 2027");
  });
});
