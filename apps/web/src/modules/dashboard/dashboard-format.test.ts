import { describe, expect, it } from "vitest";
import { formatDateTime, formatHours, formatRandMillions, formatTimeAgo } from "./dashboard-format";

const nbsp = "\u00a0";

describe("dashboard figures", () => {
  it("show trust funds in millions of rand with one decimal", () => {
    expect(formatRandMillions(0)).toBe(`R${nbsp}0,0M`);
    expect(formatRandMillions(123_456_789)).toBe(`R${nbsp}1,2M`);
    expect(formatRandMillions(125_000_000)).toBe(`R${nbsp}1,3M`);
    expect(formatRandMillions(4_200_000_000_00)).toBe(`R${nbsp}4${nbsp}200,0M`);
  });

  it("show hours with at most one decimal", () => {
    expect(formatHours(0)).toBe("0 h");
    expect(formatHours(6.5)).toBe("6,5 h");
  });
});

describe("activity times", () => {
  const now = new Date("2026-03-12T12:00:00Z");

  it("read as people say them", () => {
    expect(formatTimeAgo(new Date("2026-03-12T11:59:30Z"), now)).toBe("just now");
    expect(formatTimeAgo(new Date("2026-03-12T11:55:00Z"), now)).toBe("5 minutes ago");
    expect(formatTimeAgo(new Date("2026-03-12T09:00:00Z"), now)).toBe("3 hours ago");
    expect(formatTimeAgo(new Date("2026-03-11T10:00:00Z"), now)).toBe("yesterday");
  });

  it("show the exact time in the person's time zone", () => {
    const at = new Date("2026-03-12T22:30:00Z");
    expect(formatDateTime(at, "Africa/Johannesburg")).toContain("13 Mar 2026");
    expect(formatDateTime(at, "UTC")).toContain("12 Mar 2026");
  });
});
