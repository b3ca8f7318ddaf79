import { z } from "zod";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { CASE_COURTS, CASE_TYPES, MATTER_OUTCOMES } from "../practice/matter-outcome.schemas.ts";

/** A prediction's life, as for contract analyses: waiting, being worked, done, or stopped with a reason. */
export const CASE_PREDICTION_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type TCasePredictionStatus = (typeof CASE_PREDICTION_STATUSES)[number];

/** The spec's evidence strengths (section 5), strongest first; the value is what the form sends. */
export const EVIDENCE_STRENGTHS = ["very_strong", "strong", "moderate", "weak", "very_weak"] as const;
export type TEvidenceStrength = (typeof EVIDENCE_STRENGTHS)[number];

export const EVIDENCE_STRENGTH_LABELS: Record<TEvidenceStrength, string> = {
  very_strong: "Very Strong - Compelling evidence",
  strong: "Strong - Solid supporting evidence",
  moderate: "Moderate - Mixed evidence",
  weak: "Weak - Limited evidence",
  very_weak: "Very Weak - Insufficient evidence",
};

/** The spec's message and fields (section 5): title, type and description are required. */
export const CASE_PREDICTION_MESSAGES = {
  missing: { title: "Missing Information", message: "Please fill in the case title, type, and description." },
  started: {
    title: "Case Analysis Started",
    message: "Your case is being analysed. The prediction will appear under Predictions.",
  },
  failed: { title: "Analysis Failed", message: "Failed to start case prediction. Please try again." },
  caseType: "Choose one of the listed case types",
  court: "Choose one of the listed courts",
  evidence: "Choose one of the listed evidence strengths",
} as const;

export const CASE_PREDICTION_LIMITS = {
  titleMax: 300,
  descriptionMax: 20_000,
  fieldMax: 10_000,
  partyMax: 300,
} as const;

const ZRequiredText = (max: number) =>
  z
    .string({ error: CASE_PREDICTION_MESSAGES.missing.message })
    .trim()
    .min(1, CASE_PREDICTION_MESSAGES.missing.message)
    .max(max, `At most ${max} characters`);

const ZOptionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");

/** POST /api/case-predictions: the spec's nine case fields, and optionally the matter it is about. */
export const ZCasePredictionRequest = z.strictObject({
  caseTitle: ZRequiredText(CASE_PREDICTION_LIMITS.titleMax),
  // A missing type is the spec's "Missing Information"; a type not on the list is another mistake.
  caseType: z.enum(CASE_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ""
        ? CASE_PREDICTION_MESSAGES.missing.message
        : CASE_PREDICTION_MESSAGES.caseType,
  }),
  court: z.enum(CASE_COURTS, { error: CASE_PREDICTION_MESSAGES.court }).nullable().default(null),
  caseDescription: ZRequiredText(CASE_PREDICTION_LIMITS.descriptionMax),
  clientObjectives: ZOptionalText(CASE_PREDICTION_LIMITS.fieldMax, "Client objectives"),
  opposingParty: ZOptionalText(CASE_PREDICTION_LIMITS.partyMax, "Opposing party"),
  keyFacts: ZOptionalText(CASE_PREDICTION_LIMITS.fieldMax, "Key facts"),
  legalIssues: ZOptionalText(CASE_PREDICTION_LIMITS.fieldMax, "Legal issues"),
  evidenceStrength: z
    .enum(EVIDENCE_STRENGTHS, { error: CASE_PREDICTION_MESSAGES.evidence })
    .default("moderate"),
  /** The firm's matter this prediction is for: once it closes, the calibration report compares. */
  matterId: z.uuid("Choose a matter from the list").nullable().default(null),
});
export type TCasePredictionRequest = z.infer<typeof ZCasePredictionRequest>;
export type TCasePredictionDraft = z.input<typeof ZCasePredictionRequest>;

export const KEY_FACTOR_IMPACTS = ["positive", "negative", "neutral"] as const;
export const RISK_LEVELS = ["low", "medium", "high"] as const;
export const RECOMMENDATION_PRIORITIES = ["high", "medium", "low"] as const;
export const CONFIDENCE_LEVELS = ["low", "medium", "high"] as const;
export type TConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** One record the estimate rests on: a firm matter (by reference) or a corpus judgment (by citation). */
export const ZSimilarCase = z.object({
  kind: z.enum(["matter", "judgment"]),
  /** The matter's reference, or the judgment's citation. */
  caseRef: z.string(),
  title: z.string(),
  court: z.string().nullable(),
  year: z.number().int().nullable(),
  /** 0..100. */
  similarity: z.number(),
  /** A matter's recorded outcome; for a judgment, null (the corpus does not record who "won"). */
  outcome: z.enum(MATTER_OUTCOMES).nullable(),
  matterId: z.string().nullable(),
  documentId: z.string().nullable(),
});
export type TSimilarCase = z.infer<typeof ZSimilarCase>;

export const ZKeyFactor = z.object({
  factor: z.string(),
  impact: z.enum(KEY_FACTOR_IMPACTS),
  /** 0..100: how much this input moved the estimate. */
  weight: z.number(),
  description: z.string(),
});
export type TKeyFactor = z.infer<typeof ZKeyFactor>;

export const ZRecommendation = z.object({
  priority: z.enum(RECOMMENDATION_PRIORITIES),
  category: z.string(),
  recommendation: z.string(),
  rationale: z.string(),
  /** "rules" when worked out from the records; "model" when a language model wrote it. */
  source: z.enum(["rules", "model"]),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

/** A range in integer units (days or cents) from comparable matters: null when there were none. */
export const ZEstimateRange = z.object({
  low: z.number().int(),
  medium: z.number().int(),
  high: z.number().int(),
  /** How many matters the range was read from. */
  basedOn: z.number().int(),
});

/** The spec's prediction fields, and what they rest on. */
export const ZCasePrediction = z.object({
  /** 0..100; 70+ green, 50–69 yellow, below 50 red. */
  successProbability: z.number().int(),
  confidenceLevel: z.enum(CONFIDENCE_LEVELS),
  /** Days from issue to final order, from comparable matters; null when none recorded both dates. */
  estimatedDuration: ZEstimateRange.nullable(),
  /** Cents of time value recorded on comparable matters. */
  estimatedCosts: ZEstimateRange.nullable(),
  similarCases: z.array(ZSimilarCase),
  keyFactors: z.array(ZKeyFactor),
  riskAssessment: z.object({
    level: z.enum(RISK_LEVELS),
    factors: z.array(z.string()),
    mitigation: z.array(z.string()),
  }),
  recommendations: z.array(ZRecommendation),
  /** Model reasoning from the retrieved material (OpenAI-compatible engine only); citations checked. */
  reasoning: z.string().nullable(),
  /** Citations the model wrote that no retrieved passage or corpus entry carries: taken out, listed here. */
  removedCitations: z.array(z.object({ text: z.string(), reason: z.string() })),
  /** What the estimate rests on, written for the person: "based on N matters", and the method. */
  basis: z.object({
    comparableMatters: z.number().int(),
    comparableJudgments: z.number().int(),
    method: z.string(),
  }),
});
export type TCasePrediction = z.infer<typeof ZCasePrediction>;

export const ZCasePredictionRecord = z.object({
  id: z.string(),
  caseTitle: z.string(),
  caseType: z.enum(CASE_TYPES),
  court: z.enum(CASE_COURTS).nullable(),
  evidenceStrength: z.enum(EVIDENCE_STRENGTHS),
  matterId: z.string().nullable(),
  matterReference: z.string().nullable(),
  status: z.enum(CASE_PREDICTION_STATUSES),
  error: z.string().nullable(),
  /** Which engine made it (AI.md): e.g. "local rules" or the configured model's name. */
  engine: z.string().nullable(),
  createdDate: z.string(),
  completedAt: z.string().nullable(),
  prediction: ZCasePrediction.nullable(),
});
export type TCasePredictionRecord = z.infer<typeof ZCasePredictionRecord>;
export const ZCasePredictionList = z.array(ZCasePredictionRecord);

export const ZCasePredictionListQuery = z.object({
  limit: ZPageLimit(20, 100),
  offset: ZPageOffset,
});

export const ZCasePredictionIdParams = z.strictObject({
  id: z.uuid("Prediction not found"),
});

/** The calibration report's bands of predicted success probability (percent, inclusive). */
export const CALIBRATION_BANDS = [
  { label: "0–49%", low: 0, high: 49 },
  { label: "50–69%", low: 50, high: 69 },
  { label: "70–100%", low: 70, high: 100 },
] as const;

export const ZCalibrationBand = z.object({
  label: z.string(),
  low: z.number().int(),
  high: z.number().int(),
  /** Predictions in the band whose matter has closed with an outcome that counts. */
  count: z.number().int(),
  /** Mean predicted probability (percent, one decimal); null for an empty band. */
  meanPredicted: z.number().nullable(),
  /** Mean actual success (percent, one decimal; a settlement counts half); null for an empty band. */
  actualRate: z.number().nullable(),
});

/** GET /api/case-predictions/calibration: predicted against actual, once matters close. */
export const ZCasePredictionCalibration = z.object({
  /** Predictions compared (the latest completed prediction of each matter that has closed). */
  compared: z.number().int(),
  bands: z.array(ZCalibrationBand),
  /** Mean of (predicted − actual)², 0 best, 0.25 what always saying 50% scores; null when none compared. */
  brierScore: z.number().nullable(),
  /** "Not enough closed matters yet…" when nothing can be compared, else how it was worked out. */
  note: z.string(),
});
export type TCasePredictionCalibration = z.infer<typeof ZCasePredictionCalibration>;

/** One group of the firm's outcomes; a group of fewer than 3 shows its count only. */
export const ZOutcomeGroup = z.object({
  name: z.string(),
  count: z.number().int(),
  /** Percent, one decimal, of outcomes that count (won/default 1, settled ½, lost/withdrawn 0). */
  successRate: z.number().nullable(),
  medianDurationDays: z.number().int().nullable(),
  medianAwardCents: z.number().int().nullable(),
});
export type TOutcomeGroup = z.infer<typeof ZOutcomeGroup>;

/** GET /api/case-predictions/market-insights: the firm's recorded outcomes, aggregated. */
export const ZCasePredictionMarketInsights = z.object({
  totalOutcomes: z.number().int(),
  byOutcome: z.array(z.object({ outcome: z.enum(MATTER_OUTCOMES), count: z.number().int() })),
  byCaseType: z.array(ZOutcomeGroup),
  byCourt: z.array(ZOutcomeGroup),
  /** Groups smaller than this show a count without a rate or medians. */
  smallGroupBelow: z.number().int(),
});
export type TCasePredictionMarketInsights = z.infer<typeof ZCasePredictionMarketInsights>;
