import { z } from "zod";
import { ZIsoDate } from "../dates.ts";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { checkCaseNumber } from "./case-number.ts";
import {
  COURT_LEVELS,
  FILING_DOCUMENT_PLACEMENTS,
  FILING_DOCUMENT_TYPES,
  FILING_STATUSES,
  FILING_SYSTEMS,
  FILING_URGENCIES,
  RECORDED_FILING_STATUSES,
} from "./court-filing.enums.ts";

export const COURT_FILING_LIMITS = {
  /** Each file, as the spec's hint says (10 MB each). */
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 20,
  referenceMax: 100,
  noteMax: 1000,
  searchMax: 100,
} as const;

export const COURT_FILING_MESSAGES = {
  planRequired:
    "Court filing is part of the Small Firm, Professional and Enterprise plans. The firm owner can upgrade under Subscription.",
  courtLevelRequired: "Choose the court level.",
  referenceRequired: "Enter the reference the court's system gave the filing.",
  submitted: "Your court filing has been submitted successfully.",
  failed: "Failed to submit court filing",
} as const;

/** Plans that include court filing (spec: "Court Filing from Small Firm up"). */
export const COURT_FILING_PLANS = ["small_firm", "professional", "enterprise"] as const;

export function isCourtFilingPlan(planCode: string): boolean {
  return (COURT_FILING_PLANS as readonly string[]).includes(planCode);
}

/** The text fields of POST /api/court-filing/submit (multipart; the files come in `files`). */
export const ZCourtFilingSubmitForm = z.object({
  matterId: z.uuid("Choose the matter the filing belongs to."),
  courtLevel: z.enum(COURT_LEVELS, { error: COURT_FILING_MESSAGES.courtLevelRequired }),
  caseNumber: z.string({ error: "Enter the case number." }).max(40, "The case number is too long."),
  documentType: z.enum(FILING_DOCUMENT_TYPES, { error: "Choose the document type." }),
  urgency: z
    .enum(FILING_URGENCIES, { error: "Urgency must be normal, urgent or ex-parte." })
    .default("normal"),
});

/** The submit form's fields with the case number checked against the court's form, and normalised. */
export const ZCourtFilingSubmitFields = ZCourtFilingSubmitForm.transform((fields, context) => {
  const check = checkCaseNumber(fields.courtLevel, fields.caseNumber);
  if (!check.ok) {
    context.addIssue({ code: "custom", message: check.message, path: ["caseNumber"] });
    return z.NEVER;
  }
  return { ...fields, caseNumber: check.caseNumber };
});
export type TCourtFilingSubmitFields = z.infer<typeof ZCourtFilingSubmitFields>;

export const ZCourtFilingDocument = z.object({
  id: z.uuid(),
  position: z.number().int(),
  fileId: z.uuid(),
  fileName: z.string(),
  placement: z.enum(FILING_DOCUMENT_PLACEMENTS),
  pageCount: z.number().int(),
  firstPage: z.number().int(),
  lastPage: z.number().int(),
});
export type TCourtFilingDocument = z.infer<typeof ZCourtFilingDocument>;

/** A filing as GET /api/court-filing/filings lists it: the spec's fields, then ours. */
export const ZCourtFiling = z.object({
  id: z.uuid(),
  /** The day the filing was prepared (YYYY-MM-DD). */
  date: z.string(),
  caseNumber: z.string(),
  documentType: z.enum(FILING_DOCUMENT_TYPES),
  /** The court's name, e.g. "High Court". */
  court: z.string(),
  courtLevel: z.enum(COURT_LEVELS),
  status: z.enum(FILING_STATUSES),
  system: z.enum(FILING_SYSTEMS),
  urgency: z.enum(FILING_URGENCIES),
  matter: z.object({ id: z.uuid(), reference: z.string(), title: z.string(), clientName: z.string() }),
  /** The court system's reference, once recorded. */
  reference: z.string().nullable(),
  statusNote: z.string().nullable(),
  preparedAt: z.string(),
  filedAt: z.string().nullable(),
  bundleFileId: z.uuid(),
  bundlePageCount: z.number().int(),
  responseTaskId: z.uuid().nullable(),
});
export type TCourtFiling = z.infer<typeof ZCourtFiling>;
export const ZCourtFilingList = z.array(ZCourtFiling);

/** A field the person copies into CaseLines or Court Online. */
export const ZFilingCopyField = z.object({ label: z.string(), value: z.string() });

export const ZCourtFilingDetail = ZCourtFiling.extend({
  documents: z.array(ZCourtFilingDocument),
  copyFields: z.array(ZFilingCopyField),
  /** What the person does next in the court's system, step by step. */
  instructions: z.array(z.string()),
});
export type TCourtFilingDetail = z.infer<typeof ZCourtFilingDetail>;

export const ZCourtFilingListQuery = z.object({
  caseNumber: z.string().trim().max(COURT_FILING_LIMITS.searchMax, "The case number is too long.").optional(),
  party: z.string().trim().max(COURT_FILING_LIMITS.searchMax, "The party name is too long.").optional(),
  status: z.enum(FILING_STATUSES, { error: "Unknown status." }).optional(),
  limit: ZPageLimit(50, 200),
  offset: ZPageOffset,
});
export type TCourtFilingListQuery = z.infer<typeof ZCourtFilingListQuery>;

export const ZCourtFilingIdParams = z.strictObject({ id: z.uuid("Court filing not found") });

/** PATCH /api/court-filing/filings/{id}: what the court's system answered once the bundle was uploaded. */
export const ZCourtFilingRecordRequest = z
  .strictObject({
    status: z.enum(RECORDED_FILING_STATUSES, {
      error: "Status must be filed, processing, rejected or other.",
    }),
    reference: z
      .string()
      .trim()
      .max(
        COURT_FILING_LIMITS.referenceMax,
        `The reference must be at most ${COURT_FILING_LIMITS.referenceMax} characters.`,
      )
      .optional(),
    note: z
      .string()
      .trim()
      .max(COURT_FILING_LIMITS.noteMax, `The note must be at most ${COURT_FILING_LIMITS.noteMax} characters.`)
      .optional(),
  })
  .refine((request) => !["filed", "processing"].includes(request.status) || Boolean(request.reference), {
    message: COURT_FILING_MESSAGES.referenceRequired,
    path: ["reference"],
  });
export type TCourtFilingRecordRequest = z.infer<typeof ZCourtFilingRecordRequest>;

/** POST /api/court-filing/filings/{id}/response-task: the response deadline as a task on the matter. */
export const ZCourtFilingResponseTaskRequest = z.strictObject({
  ruleId: z.string().trim().min(1, "Choose the deadline rule.").max(100),
  startDate: ZIsoDate,
});
export type TCourtFilingResponseTaskRequest = z.infer<typeof ZCourtFilingResponseTaskRequest>;

export const ZCourtFilingStats = z.object({
  total: z.number().int(),
  filed: z.number().int(),
  /** Prepared or processing: not yet accepted by the court. */
  pending: z.number().int(),
  rejected: z.number().int(),
  /** Mean minutes from prepared to recorded as filed; null when nothing is filed yet. */
  averageMinutesToFile: z.number().nullable(),
  recent: z.array(ZCourtFiling),
});
export type TCourtFilingStats = z.infer<typeof ZCourtFilingStats>;

export const ZCourtIntegration = z.object({
  id: z.enum(FILING_SYSTEMS),
  name: z.string(),
  courts: z.array(z.enum(COURT_LEVELS)),
  /** "manual": the adapter prepares the bundle, the person uploads it; "api": it files by itself. */
  mode: z.enum(["manual", "api"]),
  state: z.string(),
  description: z.string(),
  steps: z.array(z.string()),
});
export type TCourtIntegration = z.infer<typeof ZCourtIntegration>;
export const ZCourtIntegrationList = z.array(ZCourtIntegration);

export const ZCourtFilingTemplate = z.object({
  documentType: z.enum(FILING_DOCUMENT_TYPES),
  label: z.string(),
  rules: z.array(z.object({ court: z.string(), reference: z.string() })),
  deadlinePresets: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      citation: z.string(),
      days: z.number().int(),
      trigger: z.string(),
    }),
  ),
});
export type TCourtFilingTemplate = z.infer<typeof ZCourtFilingTemplate>;
export const ZCourtFilingTemplateList = z.array(ZCourtFilingTemplate);
