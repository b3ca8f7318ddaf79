import type { TCaseSummary, TDocumentAnalysis, TResearchInsights } from "@inkundla/shared";

export const CONSTITUTION_ID = "22222222-2222-4222-8222-222222222222";
export const PIE_ID = "66666666-6666-4666-8666-666666666666";
export const CONSTITUTION_TITLE = "Constitution of the Republic of South Africa, 1996";
export const PIE_TITLE = "Port Elizabeth Municipality v Various Occupiers";
export const LOCAL_ENGINE = "Rule-based analysis — no language model configured";

/** An answer as the local engine gives it: two passages, one case, recommendations citing them. */
export function buildInsights(overrides: Partial<TResearchInsights> = {}): TResearchInsights {
  return {
    summary: `2 passages in 2 documents match "eviction". The closest: ${CONSTITUTION_TITLE}, s 26 [1]. See also [2].`,
    cases: [{ name: `${PIE_TITLE} [2004] ZACC 7`, relevance: 64 }],
    recommendations: [
      `Read s 26 of the ${CONSTITUTION_TITLE} [1].`,
      `${PIE_TITLE} is cited by 3 other documents in the corpus.`,
    ],
    passages: [
      {
        number: 1,
        documentId: CONSTITUTION_ID,
        title: CONSTITUTION_TITLE,
        // The corpus gives an Act its title as its citation.
        citation: CONSTITUTION_TITLE,
        pinpoint: "s 26",
        text: "No one may be evicted from their home, or have their home demolished, without an order of court.",
      },
      {
        number: 2,
        documentId: PIE_ID,
        title: PIE_TITLE,
        citation: "[2004] ZACC 7",
        pinpoint: "para 11",
        text: "The court must consider whether it is just and equitable to order an eviction.",
      },
    ],
    removedCitations: [],
    engine: LOCAL_ENGINE,
    ...overrides,
  };
}

/** Mantine's growing text area listens for web fonts loading, which jsdom does not provide. */
export function provideDocumentFonts(): void {
  if ("fonts" in document) return;
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

export const BENICON_ID = "11111111-1111-4111-8111-111111111111";
export const BENICON_TITLE = "Benicon Group v National Union of Metal Workers of South Africa and Others";

/** A pasted clause analysed by the local engine: one issue, two recommendations. */
export function buildDocumentAnalysis(overrides: Partial<TDocumentAnalysis> = {}): TDocumentAnalysis {
  return {
    riskScore: 25,
    riskAssessment: "One high-risk term: the fixed term exceeds what the Consumer Protection Act allows.",
    issues: [
      {
        id: "cpa-s14-fixed-term",
        type: "Fixed term over 24 months",
        severity: "high",
        clause: "This agreement endures for 36 months.",
        clauseLocation: "1 Duration",
        clauseIndex: 0,
        description: "A consumer agreement may not bind the consumer for longer than 24 months.",
        recommendation: "Shorten the term to 24 months.",
        legalReference: "Consumer Protection Act 68 of 2008, s 14",
        reference: null,
        source: "rules",
      },
    ],
    recommendations: ["Shorten the term to 24 months.", "Add a domicilium clause."],
    totalClauses: 1,
    engine: LOCAL_ENGINE,
    ...overrides,
  };
}

/** A judgment summarised by the local engine, pasted (no corpus document). */
export function buildCaseSummary(overrides: Partial<TCaseSummary> = {}): TCaseSummary {
  return {
    title: BENICON_TITLE,
    parties: {
      applicants: ["The Benicon Group"],
      respondents: ["National Union of Metal Workers of South Africa", "Others"],
    },
    court: "Supreme Court of Appeal of South Africa",
    neutralCitation: "[1999] ZASCA 70",
    judgmentDate: "1999-10-01",
    facts: [{ text: "The appellant is a company involved in the mining industry.", paragraph: "[2]" }],
    issues: [{ text: "The question is whether the dismissals were fair.", paragraph: "[5]" }],
    holding: [{ text: "The dismissal was unfair and reinstatement was ordered.", paragraph: "[12]" }],
    order: [{ text: "The appeal is dismissed with costs.", paragraph: null }],
    citations: [
      { citation: "[1996] ZACC 26", count: 3, documentId: PIE_ID },
      { citation: "Labour Relations Act 66 of 1995", count: 1, documentId: null },
    ],
    missing: [],
    documentId: null,
    removedCitations: [],
    engine: LOCAL_ENGINE,
    ...overrides,
  };
}
