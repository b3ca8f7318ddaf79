import { formatDate } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { formatCents, formatReportValue, previousMonth, readRandAmount, recentMonths } from "./trust-format";

describe("trust amounts and dates", () => {
  it("reads rand typed with a comma, a point, spaces or an R into whole cents", () => {
    expect(readRandAmount("1500.5")).toEqual({ kind: "amount", cents: 150_050 });
    expect(readRandAmount("R 1 500,25")).toEqual({ kind: "amount", cents: 150_025 });
    expect(readRandAmount("  ")).toEqual({ kind: "blank" });
  });

  it("refuses three decimals instead of rounding them away", () => {
    expect(readRandAmount("12.345")).toEqual({
      kind: "invalid",
      message: "Amount must be a whole number of cents (at most two decimals in rand)",
    });
    expect(readRandAmount("twelve").kind).toBe("invalid");
  });

  it("shows cents through the shared en-ZA rand formatter", () => {
    // en-ZA groups with no-break spaces; compared here with plain ones.
    expect(formatCents(123_456_789).replace(/\s/g, " ")).toBe("R 1 234 567,89");
    expect(formatCents(-500).replace(/\s/g, " ")).toBe("-R 5,00");
  });

  it("shows report money in rand, dates en-ZA, and a missing value as an empty cell", () => {
    expect(formatReportValue(12_500_050, "money").replace(/\s/g, " ")).toBe("R 125 000,50");
    expect(formatReportValue(0, "money").replace(/\s/g, " ")).toBe("R 0,00");
    expect(formatReportValue("2026-04-30", "date")).toBe(formatDate("2026-04-30"));
    expect(formatReportValue(1234, "integer")).toBe("1234");
    expect(formatReportValue(null, "money")).toBe("");
    expect(formatReportValue(undefined, "text")).toBe("");
  });

  it("steps back over a year boundary when listing months", () => {
    expect(previousMonth("2026-01")).toBe("2025-12");
    expect(recentMonths("2026-02-14", 3)).toEqual([
      { value: "2026-02", label: "February 2026" },
      { value: "2026-01", label: "January 2026" },
      { value: "2025-12", label: "December 2025" },
    ]);
  });
});
