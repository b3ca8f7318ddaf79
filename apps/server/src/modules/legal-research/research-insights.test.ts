import { describe, expect, it } from "vitest";
import { describeHitFromCitations } from "./research-insights.ts";

describe("describeHitFromCitations", () => {
  it("states how often the corpus cites the document and what it cites most", () => {
    expect(
      describeHitFromCitations({
        citedByCount: 2,
        topAuthorities: [
          { citation: "1992 (1) SA 700 (A)", count: 3 },
          { citation: "s 23 of the Constitution", count: 1 },
        ],
      }),
    ).toBe(
      "Cited by 2 other documents in the corpus. Most cited here: 1992 (1) SA 700 (A) (3×); s 23 of the Constitution.",
    );
  });

  it("says so when nothing cites it, and names no authorities it does not have", () => {
    expect(describeHitFromCitations({ citedByCount: 0, topAuthorities: [] })).toBe(
      "Not cited by other documents in the corpus.",
    );
    expect(describeHitFromCitations({ citedByCount: 1, topAuthorities: [] })).toBe(
      "Cited by 1 other document in the corpus.",
    );
  });
});
