import { describe, expect, it } from "vitest";
import { formatRandMillions, formatTimeAgo } from "./dashboard-format";

const nbsp = "\u00a0";

describe("dashboard figures", () => {
  it("show trust funds in millions of rand with one decimal", () => {
    expect(formatRandMillions(0)).toBe(`R${nbsp}0,0M`);
    expect(formatRandMillions(123_456_789)).toBe(`R${nbsp}1,2M`);
    expect(formatRandMillions(125_000_000)).toBe(`R${nbsp}1,3M`);
    expect(formatRandMillions(4_200_000_000_00)).toBe(`R${nbsp}4${nbsp}200,0M`);
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
});
