import { describe, expect, it } from "vitest";
import { findStatementBalanceGaps } from "./statement-balance-check.ts";
import type { StatementLine } from "./statement-line.ts";

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
    fingerprint: String(rowNumber),
  };
}

describe("findStatementBalanceGaps", () => {
  it("finds nothing when each balance follows from the one before", () => {
    expect(
      findStatementBalanceGaps([
        line(2, "2026-11-01", 100_000, 100_000),
        line(3, "2026-11-02", -40_000, 60_000),
        line(4, "2026-11-03", -5_000, 55_000),
      ]),
    ).toEqual([]);
  });

  it("names the row where a balance does not add up, with the figures", () => {
    const warnings = findStatementBalanceGaps([
      line(2, "2026-11-01", 100_000, 100_000),
      line(3, "2026-11-02", 15_000, 120_000),
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^Row 3: the balance R\s1\s200,00 does not follow from R\s1\s000,00 and R\s150,00/,
    );
  });

  it("reads a newest-first export from the bottom", () => {
    expect(
      findStatementBalanceGaps([
        line(2, "2026-11-03", -5_000, 55_000),
        line(3, "2026-11-02", -40_000, 60_000),
        line(4, "2026-11-01", 100_000, 100_000),
      ]),
    ).toEqual([]);
  });

  it("counts the amounts of lines without a balance towards the next balance", () => {
    expect(
      findStatementBalanceGaps([
        line(2, "2026-11-01", 100_000, 100_000),
        line(3, "2026-11-02", -40_000, null),
        line(4, "2026-11-03", -5_000, 55_000),
      ]),
    ).toEqual([]);
    expect(
      findStatementBalanceGaps([
        line(2, "2026-11-01", 100_000, 100_000),
        line(3, "2026-11-02", -40_000, null),
        line(4, "2026-11-03", -5_000, 95_000),
      ]),
    ).toHaveLength(1);
    expect(
      findStatementBalanceGaps([line(2, "2026-11-01", 100, null), line(3, "2026-11-02", 5, null)]),
    ).toEqual([]);
  });
});
