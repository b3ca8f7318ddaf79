import { describe, expect, it } from "vitest";
import { auditReportDueOn, lastYearEnd, overdueMonths } from "./trust-compliance.service.ts";

describe("overdueMonths (Rule 54.10: signed off by the end of the following month)", () => {
  it("lists the months whose following month has ended without a sign-off", () => {
    expect(overdueMonths({ openedOn: "2026-07-15", lockedThrough: null }, "2026-10-01")).toEqual([
      "2026-07",
      "2026-08",
    ]);
  });

  it("is empty while the following month is still running", () => {
    expect(overdueMonths({ openedOn: "2026-09-01", lockedThrough: null }, "2026-10-31")).toEqual([]);
  });

  it("starts after the last signed-off month", () => {
    expect(overdueMonths({ openedOn: "2026-01-01", lockedThrough: "2026-08-31" }, "2026-11-23")).toEqual([
      "2026-09",
    ]);
  });
});

describe("lastYearEnd and auditReportDueOn (Rule 54.24: six months after the annual closing date)", () => {
  it("takes this year's closing date once it has passed, else last year's", () => {
    expect(lastYearEnd("2026-11-23", 2)).toBe("2026-02-28");
    expect(lastYearEnd("2026-01-10", 2)).toBe("2025-02-28");
    expect(lastYearEnd("2028-02-29", 2)).toBe("2028-02-29");
  });

  it("puts the report six months after the year end, at a month's end", () => {
    expect(auditReportDueOn("2026-02-28")).toBe("2026-08-31");
    expect(auditReportDueOn("2026-06-30")).toBe("2026-12-31");
  });
});
