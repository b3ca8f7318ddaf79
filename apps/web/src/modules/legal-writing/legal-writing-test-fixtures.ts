import type { TLegalWritingDocument, TLegalWritingSuggestion, TLegalWritingTemplate } from "@inkundla/shared";

export const LEGAL_DOCUMENT_ID = "44444444-4444-4444-8444-444444444444";
export const OFFICE_DOCUMENT_ID = "55555555-5555-4555-8555-555555555555";
export const MAGNA_DOCUMENT_ID = "66666666-6666-4666-8666-666666666666";
export const LOCAL_ENGINE = "Local drafting rules — no language model configured";

export function buildSuggestion(overrides: Partial<TLegalWritingSuggestion> = {}): TLegalWritingSuggestion {
  return {
    id: "suggestion-1",
    type: "citation",
    severity: "high",
    text: "The citation of Magna Alloys omits the page.",
    recommendation: "Cite it as 1984 (4) SA 874 (A) at 891.",
    ...overrides,
  };
}

/** Four suggestions, so a card shows only the first three. */
export const FOUR_SUGGESTIONS: TLegalWritingSuggestion[] = [
  buildSuggestion(),
  buildSuggestion({
    id: "suggestion-2",
    type: "legal_accuracy",
    severity: "medium",
    text: "The restraint is said to be void, but restraints are enforceable unless unreasonable.",
    recommendation: "State the Magna Alloys test: the burden is on the party resisting enforcement.",
  }),
  buildSuggestion({
    id: "suggestion-3",
    type: "formatting",
    severity: "low",
    text: "Paragraph 7 runs to 92 words.",
    recommendation: "Split it into two sentences.",
  }),
  buildSuggestion({
    id: "suggestion-4",
    type: "improvement",
    severity: "low",
    text: "The fourth suggestion, left to the editor.",
    recommendation: "Not shown on the card.",
  }),
];

/** A completed opinion: 600 characters of text, four suggestions and four citations. */
export function buildLegalDocument(overrides: Partial<TLegalWritingDocument> = {}): TLegalWritingDocument {
  return {
    id: LEGAL_DOCUMENT_ID,
    title: "Opinion: restraint of trade / Mokoena",
    documentType: "legal_opinion",
    status: "completed",
    error: null,
    content: `OPINION\n${"The restraint of trade is enforceable. ".repeat(15)}`,
    wordCount: 1234,
    createdDate: "2026-03-10T08:00:00.000Z",
    completedAt: "2026-03-10T08:00:20.000Z",
    metadata: { practiceArea: "employment", complexity: "advanced" },
    citations: [
      {
        id: "citation-1",
        caseRef: "Magna Alloys and Research (SA) (Pty) Ltd v Ellis",
        citation: "Magna Alloys and Research (SA) (Pty) Ltd v Ellis 1984 (4) SA 874 (A)",
        relevance: 91,
        context: "A restraint is enforceable unless it is shown to be unreasonable.",
        documentId: MAGNA_DOCUMENT_ID,
      },
      {
        id: "citation-2",
        caseRef: "Basson v Chilwan",
        citation: "Basson v Chilwan 1993 (3) SA 742 (A)",
        relevance: 74,
        context: "The four questions that decide whether a restraint is reasonable.",
        documentId: null,
      },
      {
        id: "citation-3",
        caseRef: "Reddy v Siemens Telecommunications (Pty) Ltd",
        citation: "Reddy v Siemens Telecommunications (Pty) Ltd 2007 (2) SA 486 (SCA)",
        relevance: 66,
        context: "Public policy and the constitutional value of freedom of trade.",
        documentId: null,
      },
      {
        id: "citation-4",
        caseRef: "A fourth case",
        citation: "A fourth case 2010 (1) SA 1 (CC)",
        relevance: 12,
        context: "Not shown on the card.",
        documentId: null,
      },
    ],
    suggestions: FOUR_SUGGESTIONS,
    notFound: ["Sunshine Records (Pty) Ltd v Frohling 1990 (4) SA 782 (A)"],
    removedCitations: [],
    engine: LOCAL_ENGINE,
    clientId: null,
    matterId: null,
    officeDocumentId: null,
    ...overrides,
  };
}

/** A document still waiting for, or in, its job: nothing written yet. */
export function buildUnfinishedLegalDocument(
  overrides: Partial<TLegalWritingDocument> = {},
): TLegalWritingDocument {
  return buildLegalDocument({
    status: "running",
    content: "",
    wordCount: 0,
    completedAt: null,
    citations: [],
    suggestions: [],
    notFound: [],
    engine: null,
    ...overrides,
  });
}

export function buildTemplate(overrides: Partial<TLegalWritingTemplate> = {}): TLegalWritingTemplate {
  return {
    documentType: "affidavit",
    name: "Affidavit",
    description:
      "Facts within the deponent's own knowledge, in numbered paragraphs, sworn before a commissioner.",
    sections: ["Heading", "Deponent", "Facts", "Oath"],
    exampleHtml:
      '<h2>FOUNDING AFFIDAVIT</h2><p>I, the undersigned, <strong>Thandi Mokoena</strong>, state under oath:</p><img src="x" onerror="window.__exampleRan = true">',
    ...overrides,
  };
}
