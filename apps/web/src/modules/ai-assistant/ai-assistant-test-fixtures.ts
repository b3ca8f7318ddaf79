import type { TResearchInsights } from "@inkundla/shared";

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
