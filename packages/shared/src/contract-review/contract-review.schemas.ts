import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";

/** An analysis's life: waiting for a worker, being read, done, or stopped with a reason a person can read. */
export const CONTRACT_ANALYSIS_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type TContractAnalysisStatus = (typeof CONTRACT_ANALYSIS_STATUSES)[number];

/** Where a running analysis is, in the order it goes (the Results tab shows it as progress). */
export const CONTRACT_ANALYSIS_STAGES = [
  "reading",
  "splitting",
  "classifying",
  "reviewing",
  "saving",
] as const;
export type TContractAnalysisStage = (typeof CONTRACT_ANALYSIS_STAGES)[number];

export const CONTRACT_ANALYSIS_STAGE_LABELS: Record<TContractAnalysisStage, string> = {
  reading: "Reading the contract",
  splitting: "Finding the clauses",
  classifying: "Classifying the clauses",
  reviewing: "Checking against South African law",
  saving: "Saving the results",
};

export const FINDING_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type TFindingSeverity = (typeof FINDING_SEVERITIES)[number];

export const COMPLIANCE_STATUSES = ["compliant", "non_compliant", "needs_review"] as const;
export type TComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Who said it: the rules (always run), or a language model (marked as such on screen). */
export const ANALYSIS_SOURCES = ["rules", "model"] as const;
export type TAnalysisSource = (typeof ANALYSIS_SOURCES)[number];

/** The spec's limits: a contract file of at most 10 MB; PDF, Word (DOC, DOCX) or plain text. */
export const CONTRACT_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Pasted text: the same bound as a file's, in characters. */
export const CONTRACT_MAX_TEXT_CHARS = 10 * 1024 * 1024;
export const CONTRACT_FILE_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt"] as const;
export const DEFAULT_CONTRACT_TYPE = "General Contract";

/** The spec's messages (section 5), used by the screen and by the server's 400s alike. */
export const CONTRACT_UPLOAD_MESSAGES = {
  fileTooLarge: { title: "File Too Large", message: "Please upload a file smaller than 10MB." },
  invalidFileType: {
    title: "Invalid File Type",
    message: "Please upload a PDF, Word document, or text file.",
  },
  noContract: { title: "No Contract Provided", message: "Please upload a file or paste contract text." },
} as const;

/** POST /api/contract-analyses as JSON (pasted text); the multipart form carries `contract` instead. */
export const ZCreateContractAnalysisRequest = z.strictObject({
  contractText: z.string().max(CONTRACT_MAX_TEXT_CHARS, "The pasted contract is longer than 10 MB of text."),
  contractType: z.string().trim().max(100, "Contract type must be at most 100 characters").optional(),
  contractTitle: z.string().trim().max(200, "Contract title must be at most 200 characters").optional(),
  matterId: z.uuid("Choose a matter from the list").optional(),
});
export type TCreateContractAnalysisRequest = z.infer<typeof ZCreateContractAnalysisRequest>;

export const ZContractAnalysisStarted = z.object({ id: z.uuid(), status: z.literal("queued") });
export type TContractAnalysisStarted = z.infer<typeof ZContractAnalysisStarted>;

/** A legal source a finding rests on; `documentId` links it to the corpus reader when its text is there. */
export const ZFindingReference = z.object({
  text: z.string(),
  documentId: z.uuid().nullable(),
});

export const ZContractFinding = z.object({
  /** Stable for the rule that made it ("cpa-s14-fixed-term"), so the same contract gives the same ids. */
  id: z.string(),
  type: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  /** The clause's words (an excerpt), or a note that the clause is missing. */
  clause: z.string(),
  /** Where: the clause's number and heading as written ("12.3 Termination"); null for a missing clause. */
  clauseLocation: z.string().nullable(),
  clauseIndex: z.number().int().nullable(),
  description: z.string(),
  recommendation: z.string(),
  legalReference: z.string().optional(),
  reference: ZFindingReference.nullable(),
  source: z.enum(ANALYSIS_SOURCES),
  /** With a language model: its plain-words explanation of the finding, its citations checked. */
  modelNote: z.string().nullable().optional(),
});
export type TContractFinding = z.infer<typeof ZContractFinding>;

export const ZComplianceCheck = z.object({
  id: z.string(),
  requirement: z.string(),
  status: z.enum(COMPLIANCE_STATUSES),
  details: z.string(),
});
export type TComplianceCheck = z.infer<typeof ZComplianceCheck>;

export const ZContractAnalysisSummary = z.object({
  totalClauses: z.number().int(),
  riskyClausesCount: z.number().int(),
  /** Percent of the compliance checks met (needs-review counts half). */
  complianceScore: z.number().int().min(0).max(100),
  /**
   * Percent. Rules alone: the mean confidence of the clause labels (a heading and wording together count
   * higher than wording alone). With a model: the share of clauses where the model and the rules agree.
   */
  aiConfidence: z.number().int().min(0).max(100),
});
export type TContractAnalysisSummary = z.infer<typeof ZContractAnalysisSummary>;

/** One analysis as the Results tab lists it; the result fields are null until it has completed. */
export const ZContractAnalysis = z.object({
  id: z.uuid(),
  contractTitle: z.string(),
  contractType: z.string(),
  /** When it was submitted (ISO 8601). */
  uploadDate: z.string(),
  status: z.enum(CONTRACT_ANALYSIS_STATUSES),
  stage: z.enum(CONTRACT_ANALYSIS_STAGES).nullable(),
  /** Why it stopped, in words for the person who sent it (e.g. a scanned PDF without text). */
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  matterId: z.uuid().nullable(),
  riskScore: z.number().int().min(0).max(100).nullable(),
  summary: ZContractAnalysisSummary.nullable(),
  keyFindings: z.array(ZContractFinding),
  complianceChecks: z.array(ZComplianceCheck),
  /** Which engine made it, e.g. "Rule-based analysis — no language model configured". */
  engine: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TContractAnalysis = z.infer<typeof ZContractAnalysis>;

export const ZContractClauseCategory = z.object({
  id: z.string(),
  label: z.string(),
  source: z.enum(ANALYSIS_SOURCES),
});

export const ZContractClause = z.object({
  index: z.number().int(),
  number: z.string(),
  heading: z.string(),
  text: z.string(),
  categories: z.array(ZContractClauseCategory),
});
export type TContractClause = z.infer<typeof ZContractClause>;

/** GET /api/contract-analyses/{id}: the analysis with every clause and its categories (the full report). */
export const ZContractAnalysisReport = ZContractAnalysis.extend({
  clauses: z.array(ZContractClause),
  /** Citations a model wrote that the findings do not rest on: cut out of its notes, listed here. */
  removedCitations: z.array(z.object({ text: z.string(), reason: z.string() })).optional(),
});
export type TContractAnalysisReport = z.infer<typeof ZContractAnalysisReport>;

export const ZContractAnalysesQuery = z.strictObject({
  limit: ZPageLimit(20, 100),
  offset: ZPageOffset,
});
export type TContractAnalysesQuery = z.infer<typeof ZContractAnalysesQuery>;

export const ZContractAnalysisParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

/** GET /api/contract-analyses/insights: figures across the firm's completed analyses. */
export const ZContractInsights = z.object({
  analysedCount: z.number().int(),
  averageRiskScore: z.number().int().nullable(),
  /** The clause categories most often behind a finding of medium or above. */
  riskyClauseTypes: z.array(z.object({ type: z.string(), count: z.number().int() })),
  /** The findings most often made, by rule. */
  frequentFindings: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      legalReference: z.string().nullable(),
      count: z.number().int(),
    }),
  ),
  byContractType: z.array(
    z.object({ contractType: z.string(), count: z.number().int(), averageRiskScore: z.number().int() }),
  ),
  /** Month by month (yyyy-mm), the last twelve months with analyses. */
  overTime: z.array(
    z.object({ month: z.string(), count: z.number().int(), averageRiskScore: z.number().int() }),
  ),
});
export type TContractInsights = z.infer<typeof ZContractInsights>;

/** POST /api/ai/analyze-document: pasted text, answered at once (longer text → Contract review). */
export const ANALYZE_DOCUMENT_MAX_CHARS = 50_000;
export const ZAnalyzeDocumentRequest = z.strictObject({
  documentText: z
    .string()
    .trim()
    .min(1, "Paste the document's text.")
    .max(
      ANALYZE_DOCUMENT_MAX_CHARS,
      "The text is longer than 50,000 characters: upload it in Contract review, which reads documents of any length.",
    ),
});
export type TAnalyzeDocumentRequest = z.infer<typeof ZAnalyzeDocumentRequest>;

export const ZDocumentAnalysis = z.object({
  riskScore: z.number().int().min(0).max(100),
  riskAssessment: z.string(),
  issues: z.array(ZContractFinding),
  recommendations: z.array(z.string()),
  totalClauses: z.number().int(),
  engine: z.string(),
});
export type TDocumentAnalysis = z.infer<typeof ZDocumentAnalysis>;

/** POST /api/ai/case-summary: a pasted judgment, or one from the corpus. */
export const CASE_SUMMARY_MAX_CHARS = 500_000;
export const ZCaseSummaryRequest = z.union([
  z.strictObject({
    text: z
      .string()
      .trim()
      .min(1, "Paste the judgment's text, or choose one from the corpus.")
      .max(CASE_SUMMARY_MAX_CHARS, "The judgment is longer than 500,000 characters."),
  }),
  z.strictObject({ documentId: z.uuid("Choose a judgment from the corpus.") }),
]);
export type TCaseSummaryRequest = z.infer<typeof ZCaseSummaryRequest>;

/** A sentence of the judgment, verbatim, with the paragraph it comes from (null where unnumbered). */
export const ZSummarySentence = z.object({ text: z.string(), paragraph: z.string().nullable() });

export const ZCaseSummary = z.object({
  title: z.string().nullable(),
  parties: z.object({ applicants: z.array(z.string()), respondents: z.array(z.string()) }),
  court: z.string().nullable(),
  neutralCitation: z.string().nullable(),
  judgmentDate: z.string().nullable(),
  facts: z.array(ZSummarySentence),
  issues: z.array(ZSummarySentence),
  holding: z.array(ZSummarySentence),
  order: z.array(ZSummarySentence),
  citations: z.array(
    z.object({ citation: z.string(), count: z.number().int(), documentId: z.uuid().nullable() }),
  ),
  /** The parts that could not be found in the text: left empty, never guessed. */
  missing: z.array(z.string()),
  /** The corpus document summarised, when one was chosen. */
  documentId: z.uuid().nullable(),
  removedCitations: z.array(z.object({ text: z.string(), reason: z.string() })),
  engine: z.string(),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;
