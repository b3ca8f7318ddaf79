import { describe, expect, it } from "vitest";
import type { StatementLine } from "./statement-line.ts";
import { summariseStatement } from "./statement-summary.ts";

function line(
  rowNumber: number,
  date: string,
  amountCents: number,
  balanceCents: number | null,
): StatementLine {
  return {
    rowNumber,
    date,
    description: "X",
    reference: null,
    amountCents,
    balanceCents,
    fingerprint: `${rowNumber}`,
  };
}

describe("summariseStatement", () => {
  it("totals money in and out and takes the last transaction's balance as the closing balance", () => {
    const summary = summariseStatement([
      line(2, "2026-01-05", 10_000, 110_000),
      line(3, "2026-01-07", -2_500, 107_500),
      line(4, "2026-01-31", -100, 107_400),
      line(5, "2026-01-31", 50, 107_450),
    ]);
    expect(summary).toEqual({
      firstDate: "2026-01-05",
      lastDate: "2026-01-31",
      lineCount: 4,
      totalInCents: 10_050,
      totalOutCents: 2_600,
      closingBalanceCents: 107_450,
    });
  });

  it("finds the closing balance in an export that lists the newest transaction first", () => {
    const summary = summariseStatement([
      line(2, "2026-01-31", 50, 107_450),
      line(3, "2026-01-31", -100, 107_400),
      line(4, "2026-01-07", -2_500, 107_500),
      line(5, "2026-01-05", 10_000, 110_000),
    ]);
    expect(summary.firstDate).toBe("2026-01-05");
    expect(summary.lastDate).toBe("2026-01-31");
    expect(summary.closingBalanceCents).toBe(107_450);
  });

  it("gives no closing balance when the export has no balances", () => {
    expect(summariseStatement([line(2, "2026-01-05", 100, null)]).closingBalanceCents).toBeNull();
  });

  it("summarises an empty statement", () => {
    expect(summariseStatement([])).toEqual({
      firstDate: null,
      lastDate: null,
      lineCount: 0,
      totalInCents: 0,
      totalOutCents: 0,
      closingBalanceCents: null,
    });
  });
});
