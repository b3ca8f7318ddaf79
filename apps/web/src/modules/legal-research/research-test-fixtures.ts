import type { TCorpusDocument, TResearchNote, TResearchResult } from "@inkundla/shared";

export const BENICON_ID = "11111111-1111-4111-8111-111111111111";
export const CONSTITUTION_ID = "22222222-2222-4222-8222-222222222222";
export const MATTER_ID = "33333333-3333-4333-8333-333333333333";
export const NOTE_ID = "44444444-4444-4444-8444-444444444444";
const PARAGRAPH_IDS = [
  "55555555-5555-4555-8555-555555555501",
  "55555555-5555-4555-8555-555555555502",
  "55555555-5555-4555-8555-555555555503",
];

export const BENICON_TITLE = "Benicon Group v National Union of Metal Workers of South Africa and Others";

export function buildResult(overrides: Partial<TResearchResult> = {}): TResearchResult {
  return {
    documentId: BENICON_ID,
    kind: "judgment",
    title: BENICON_TITLE,
    citation: "[1999] ZASCA 70",
    court: "Supreme Court of Appeal of South Africa",
    year: 1999,
    caseType: "civil",
    relevance: 87,
    summary: "The appellant is a company involved in the mining industry.",
    aiInsights: "Cited by 2 judgments in the corpus.",
    fragments: [
      {
        pinpoint: "para 12",
        text: "the dismissal was unfair and reinstatement was ordered",
        highlights: [
          [4, 13],
          [18, 24],
        ],
      },
    ],
    ...overrides,
  };
}

export function buildDocument(overrides: Partial<TCorpusDocument> = {}): TCorpusDocument {
  return {
    id: BENICON_ID,
    kind: "judgment",
    title: BENICON_TITLE,
    citation: "[1999] ZASCA 70",
    neutralCitation: "[1999] ZASCA 70",
    lawReportCitations: [],
    court: "Supreme Court of Appeal of South Africa",
    caseNumbers: ["622/97", "623/97"],
    judges: ["Hefer JA", "Farlam AJA"],
    parties: {
      applicants: ["The Benicon Group"],
      respondents: ["National Union of Metal Workers of South Africa"],
    },
    hearingDate: "1999-09-03",
    judgmentDate: "1999-10-01",
    year: 1999,
    language: "en",
    caseType: "civil",
    missingFields: ["lawReportCitations"],
    source: "builtin",
    textAsAt: null,
    paragraphs: [
      {
        id: PARAGRAPH_IDS[0]!,
        pinpoint: "para 1",
        label: "[1]",
        heading: null,
        text: "The appellant is a company involved in the mining industry.",
      },
      {
        id: PARAGRAPH_IDS[1]!,
        pinpoint: "para 2",
        label: "[2]",
        heading: null,
        text: "The workers were dismissed after a stay-away; the dismissals were unfair.",
      },
      {
        id: PARAGRAPH_IDS[2]!,
        pinpoint: "para 12",
        label: "[12]",
        heading: null,
        text: "Reinstatement is the primary remedy.",
      },
    ],
    cites: [
      {
        documentId: CONSTITUTION_ID,
        title: "Constitution of the Republic of South Africa, 1996",
        citation: "Constitution",
        count: 2,
      },
      { documentId: null, title: null, citation: "1992 (1) SA 700 (A)", count: 1 },
    ],
    citedBy: [],
    ...overrides,
  };
}

export function buildNote(overrides: Partial<TResearchNote> = {}): TResearchNote {
  return {
    id: NOTE_ID,
    matterId: MATTER_ID,
    documentId: BENICON_ID,
    documentTitle: BENICON_TITLE,
    citation: "[1999] ZASCA 70",
    pinpoint: "para 12",
    query: "unfair dismissal",
    passage: "Reinstatement is the primary remedy.",
    comment: "Supports our claim for reinstatement.",
    createdBy: "Thandi Mokoena",
    createdAt: "2026-04-08T10:00:00.000Z",
    ...overrides,
  };
}
