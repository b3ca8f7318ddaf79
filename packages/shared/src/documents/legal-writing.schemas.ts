import { z } from "zod";

/** The spec's twelve document types of the writing assistant (section 5). */
export const LEGAL_WRITING_DOCUMENT_TYPES = [
  "legal_opinion",
  "legal_memorandum",
  "court_application",
  "affidavit",
  "notice_of_motion",
  "heads_of_argument",
  "legal_brief",
  "settlement_agreement",
  "legal_letter",
  "contract_analysis",
  "case_summary",
  "legal_research_report",
] as const;
export type TLegalWritingDocumentType = (typeof LEGAL_WRITING_DOCUMENT_TYPES)[number];
export const LEGAL_WRITING_DOCUMENT_TYPE_LABELS: Record<TLegalWritingDocumentType, string> = {
  legal_opinion: "Legal Opinion",
  legal_memorandum: "Legal Memorandum",
  court_application: "Court Application",
  affidavit: "Affidavit",
  notice_of_motion: "Notice of Motion",
  heads_of_argument: "Heads of Argument",
  legal_brief: "Legal Brief",
  settlement_agreement: "Settlement Agreement",
  legal_letter: "Legal Letter",
  contract_analysis: "Contract Analysis",
  case_summary: "Case Summary",
  legal_research_report: "Legal Research Report",
};

export const LEGAL_WRITING_PRACTICE_AREAS = [
  "commercial",
  "constitutional",
  "criminal",
  "employment",
  "family",
  "property",
  "administrative",
  "corporate",
  "intellectual_property",
  "tax",
  "environmental",
  "human_rights",
] as const;
export type TLegalWritingPracticeArea = (typeof LEGAL_WRITING_PRACTICE_AREAS)[number];
export const LEGAL_WRITING_PRACTICE_AREA_LABELS: Record<TLegalWritingPracticeArea, string> = {
  commercial: "Commercial",
  constitutional: "Constitutional",
  criminal: "Criminal",
  employment: "Employment",
  family: "Family",
  property: "Property",
  administrative: "Administrative",
  corporate: "Corporate Law",
  intellectual_property: "Intellectual Property",
  tax: "Tax",
  environmental: "Environmental Law",
  human_rights: "Human Rights",
};

export const LEGAL_WRITING_TONES = [
  "formal",
  "persuasive",
  "analytical",
  "conciliatory",
  "assertive",
  "academic",
] as const;
export type TLegalWritingTone = (typeof LEGAL_WRITING_TONES)[number];
export const LEGAL_WRITING_TONE_LABELS: Record<TLegalWritingTone, string> = {
  formal: "Formal and Authoritative",
  persuasive: "Professional and Persuasive",
  analytical: "Analytical and Objective",
  conciliatory: "Diplomatic and Conciliatory",
  assertive: "Assertive and Direct",
  academic: "Academic and Scholarly",
};

export const LEGAL_WRITING_JURISDICTIONS = [
  "national",
  "western_cape",
  "gauteng",
  "kwazulu_natal",
  "constitutional_court",
  "supreme_court_of_appeal",
  "labour_court",
  "competition_tribunal",
] as const;
export type TLegalWritingJurisdiction = (typeof LEGAL_WRITING_JURISDICTIONS)[number];
export const LEGAL_WRITING_JURISDICTION_LABELS: Record<TLegalWritingJurisdiction, string> = {
  national: "South African National",
  western_cape: "Western Cape High Court",
  gauteng: "Gauteng High Court",
  kwazulu_natal: "KwaZulu-Natal High Court",
  constitutional_court: "Constitutional Court",
  supreme_court_of_appeal: "Supreme Court of Appeal",
  labour_court: "Labour Court",
  competition_tribunal: "Competition Tribunal",
};

export const LEGAL_WRITING_CLIENT_TYPES = [
  "individual",
  "small_business",
  "corporation",
  "non_profit",
  "government",
  "legal_practitioner",
] as const;
export type TLegalWritingClientType = (typeof LEGAL_WRITING_CLIENT_TYPES)[number];
export const LEGAL_WRITING_CLIENT_TYPE_LABELS: Record<TLegalWritingClientType, string> = {
  individual: "Individual Client",
  small_business: "Small Business",
  corporation: "Corporation",
  non_profit: "Non-Profit Organization",
  government: "Government Entity",
  legal_practitioner: "Legal Practitioner",
};

export const LEGAL_WRITING_COMPLEXITIES = ["basic", "intermediate", "advanced", "expert"] as const;
export type TLegalWritingComplexity = (typeof LEGAL_WRITING_COMPLEXITIES)[number];
export const LEGAL_WRITING_COMPLEXITY_LABELS: Record<TLegalWritingComplexity, string> = {
  basic: "Basic - Straightforward matter",
  intermediate: "Intermediate - Multiple issues",
  advanced: "Advanced - Complex legal questions",
  expert: "Expert - Precedent-setting matter",
};

/** The spec's message when a required field is empty (section 5), on the screen and in the server's 400. */
export const LEGAL_WRITING_REQUIRED_MESSAGE = "Please fill in the title, document type, and key points.";

const required = z
  .string({ error: LEGAL_WRITING_REQUIRED_MESSAGE })
  .trim()
  .min(1, LEGAL_WRITING_REQUIRED_MESSAGE);

export const ZLegalWritingRequest = z.strictObject({
  title: required.max(200, "Title must be at most 200 characters"),
  documentType: z.enum(LEGAL_WRITING_DOCUMENT_TYPES, { error: LEGAL_WRITING_REQUIRED_MESSAGE }),
  practiceArea: z
    .enum(LEGAL_WRITING_PRACTICE_AREAS, { error: "Choose a practice area from the list" })
    .default("commercial"),
  tone: z.enum(LEGAL_WRITING_TONES, { error: "Choose a tone from the list" }).default("formal"),
  jurisdiction: z
    .enum(LEGAL_WRITING_JURISDICTIONS, { error: "Choose a jurisdiction from the list" })
    .default("national"),
  clientType: z
    .enum(LEGAL_WRITING_CLIENT_TYPES, { error: "Choose a client type from the list" })
    .default("individual"),
  complexity: z
    .enum(LEGAL_WRITING_COMPLEXITIES, { error: "Choose a complexity from the list" })
    .default("intermediate"),
  keyPoints: required.max(20_000, "Key points must be at most 20,000 characters"),
  specificRequirements: z
    .string()
    .trim()
    .max(10_000, "Specific requirements must be at most 10,000 characters")
    .default(""),
  precedentReferences: z
    .string()
    .trim()
    .max(10_000, "Precedent references must be at most 10,000 characters")
    .default(""),
  clientId: z.uuid("Choose a client from the list").nullish(),
  matterId: z.uuid("Choose a matter from the list").nullish(),
});
export type TLegalWritingRequest = z.infer<typeof ZLegalWritingRequest>;

export const LEGAL_WRITING_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type TLegalWritingStatus = (typeof LEGAL_WRITING_STATUSES)[number];

export const ZLegalWritingCitation = z.object({
  id: z.string(),
  caseRef: z.string(),
  citation: z.string(),
  relevance: z.number(),
  context: z.string(),
  /** The corpus document it cites, to open in the research reader. */
  documentId: z.uuid().nullable(),
});

export type TLegalWritingCitation = z.infer<typeof ZLegalWritingCitation>;

export const LEGAL_WRITING_SUGGESTION_TYPES = [
  "legal_accuracy",
  "citation",
  "improvement",
  "formatting",
] as const;
export const ZLegalWritingSuggestion = z.object({
  id: z.string(),
  type: z.enum(LEGAL_WRITING_SUGGESTION_TYPES),
  severity: z.enum(["low", "medium", "high"]),
  text: z.string(),
  recommendation: z.string(),
});
export type TLegalWritingSuggestion = z.infer<typeof ZLegalWritingSuggestion>;

/** A generated record per the spec, with its status, engine and what could not be cited. */
export const ZLegalWritingDocument = z.object({
  id: z.uuid(),
  title: z.string(),
  documentType: z.enum(LEGAL_WRITING_DOCUMENT_TYPES),
  status: z.enum(LEGAL_WRITING_STATUSES),
  error: z.string().nullable(),
  /** The draft as plain text (the spec's content); empty until the job completes. */
  content: z.string(),
  wordCount: z.number().int(),
  createdDate: z.string(),
  completedAt: z.string().nullable(),
  metadata: z.object({
    practiceArea: z.enum(LEGAL_WRITING_PRACTICE_AREAS),
    complexity: z.enum(LEGAL_WRITING_COMPLEXITIES),
  }),
  citations: z.array(ZLegalWritingCitation),
  suggestions: z.array(ZLegalWritingSuggestion),
  /** Precedents the person named that the corpus does not hold: reported, never cited. */
  notFound: z.array(z.string()),
  /** Citations a model wrote that no retrieved passage supports: removed from the draft. */
  removedCitations: z.array(z.object({ text: z.string(), reason: z.string() })),
  /** Which engine wrote it (AI.md: every answer says so). */
  engine: z.string().nullable(),
  clientId: z.uuid().nullable(),
  matterId: z.uuid().nullable(),
  /** The word-processor document it was opened as, once opened. */
  officeDocumentId: z.uuid().nullable(),
});
export type TLegalWritingDocument = z.infer<typeof ZLegalWritingDocument>;

export const ZLegalWritingStarted = z.object({ id: z.uuid(), status: z.literal("queued") });
export const ZLegalWritingIdParams = z.strictObject({ id: z.uuid("Document not found") });

/** Checks a draft the person edited (suggestions run on any draft, not only generated ones). */
export const ZDraftSuggestionsRequest = z.strictObject({
  html: z.string().max(5 * 1024 * 1024, "The draft is longer than 5 MB of text."),
  documentType: z.enum(LEGAL_WRITING_DOCUMENT_TYPES),
});
export const ZDraftSuggestions = z.object({ suggestions: z.array(ZLegalWritingSuggestion) });

/** The Templates & Examples tab: each type's real outline, from the drafting rules. */
export const ZLegalWritingTemplate = z.object({
  documentType: z.enum(LEGAL_WRITING_DOCUMENT_TYPES),
  name: z.string(),
  description: z.string(),
  sections: z.array(z.string()),
  /** The sample draft the local engine writes for this type from sample key points (HTML). */
  exampleHtml: z.string(),
});
export type TLegalWritingTemplate = z.infer<typeof ZLegalWritingTemplate>;
export const ZLegalWritingTemplates = z.array(ZLegalWritingTemplate);
