import { describe, expect, it } from "vitest";
import { autoMatch, type MatchableEntry, type MatchableLine } from "./statement-matching.ts";

const line = (id: string, date: string, amountCents: number, description = "DEPOSIT"): MatchableLine => ({
  id,
  date,
  amountCents,
  description,
  reference: null,
});
const entry = (
  id: string,
  date: string,
  amountCents: number,
  reference = "",
  number = 1,
): MatchableEntry => ({
  id,
  date,
  amountCents,
  reference,
  number,
});

describe("autoMatch", () => {
  it("pairs a line with the entry of the same signed amount inside the date window", () => {
    expect(
      autoMatch(
        [line("l1", "2026-03-05", -5_000)],
        [entry("e1", "2026-03-03", -5_000), entry("e2", "2026-03-03", 5_000)],
      ),
    ).toEqual([["l1", "e1"]]);
  });

  it("leaves a line unmatched when the only entry of that amount is more than 7 days away", () => {
    expect(autoMatch([line("l1", "2026-03-20", 5_000)], [entry("e1", "2026-03-12", 5_000)])).toEqual([]);
  });

  it("prefers the entry whose reference the bank line mentions over a closer date", () => {
    const pairs = autoMatch(
      [line("l1", "2026-03-05", 10_000, "ACB CREDIT MAT-2026-0002 NAIDOO")],
      [
        entry("e1", "2026-03-05", 10_000, "MAT-2026-0001", 1),
        entry("e2", "2026-03-02", 10_000, "MAT-2026-0002", 2),
      ],
    );
    expect(pairs).toEqual([["l1", "e2"]]);
  });

  it("uses each entry once: two identical fees pair with two entries", () => {
    const pairs = autoMatch(
      [line("l1", "2026-03-31", -5_000, "FEE"), line("l2", "2026-03-31", -5_000, "FEE")],
      [entry("e1", "2026-03-31", -5_000, "", 1), entry("e2", "2026-03-31", -5_000, "", 2)],
    );
    expect(pairs).toEqual([
      ["l1", "e1"],
      ["l2", "e2"],
    ]);
  });
});
