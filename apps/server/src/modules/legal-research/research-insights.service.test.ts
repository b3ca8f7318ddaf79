import { describe, expect, it } from "vitest";
import type { PassageHitRow } from "../corpus/index.ts";
import { describeHitFromCitations, insightsFromRetrieval } from "./research-insights.service.ts";

const hit = (overrides: Partial<PassageHitRow>): PassageHitRow => ({
  document_id: "d1",
  kind: "judgment",
  title: "Benicon Group v National Union of Metalworkers of SA and Others",
  citation: null,
  court: "Supreme Court of Appeal of South Africa",
  year: 1999,
  pinpoint: "para 5",
  text: "The judgment has been reported: see (1997) 18 ILJ 123 (LAC).",
  rank: 4,
  keys: [],
  ...overrides,
});

describe("insightsFromRetrieval", () => {
  it("says what matched and where, ranks the cases, and lists what the passages rely on", () => {
    const insights = insightsFromRetrieval(
      "reinstatement",
      [
        hit({}),
        hit({
          document_id: "c1",
          kind: "legislation",
          title: "Constitution of the Republic of South Africa, 1996",
          citation: "Constitution of the Republic of South Africa, 1996",
          pinpoint: "s 23",
          text: "Everyone has the right to fair labour practices.",
          rank: 2,
        }),
        hit({ pinpoint: "para 9", text: "As held in (1997) 18 ILJ 123 (LAC) at 130.", rank: 1 }),
      ],
      new Map([["d1", 2]]),
    );
    expect(insights.summary).toBe(
      '3 passages in 2 documents match "reinstatement". The closest: Benicon Group v National Union of Metalworkers of SA and Others, para 5 [1].',
    );
    expect(insights.cases).toEqual([
      { name: "Benicon Group v National Union of Metalworkers of SA and Others", relevance: 100 },
    ]);
    expect(insights.recommendations).toEqual([
      "Read s 23 of the Constitution of the Republic of South Africa, 1996 [2].",
      "Benicon Group v National Union of Metalworkers of SA and Others is cited by 2 other documents in the corpus.",
      "Authorities these passages rely on: (1997) 18 ILJ 123 (LAC) (2×).",
    ]);
  });

  it("names an Act once when its citation is its title", () => {
    const constitution = "Constitution of the Republic of South Africa, 1996";
    const insights = insightsFromRetrieval(
      "eviction",
      [hit({ kind: "legislation", title: constitution, citation: constitution, pinpoint: "s 26" })],
      new Map(),
    );
    expect(insights.summary).toBe(
      `1 passage in 1 document matches "eviction". The closest: ${constitution}, s 26 [1].`,
    );
  });

  it("says plainly when nothing matches", () => {
    expect(insightsFromRetrieval("quantum meruit", [], new Map())).toEqual({
      summary: 'No passage in the corpus matches "quantum meruit". Try other words, or fewer.',
      cases: [],
      recommendations: [],
    });
  });
});

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
