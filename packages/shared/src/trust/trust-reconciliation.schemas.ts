import { z } from "zod";
import { ZIsoDate, ZIsoMonth } from "../dates.ts";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { TRUST_BANKS } from "./trust.enums.ts";

export const STATEMENT_LIMITS = {
  /** A month of a busy trust account's statement is far below this. */
  contentMaxChars: 2_000_000,
  fileNameMax: 255,
} as const;

/**
 * POST /api/trust-accounting/statements: a bank statement file's text for one trust account. A CSV is
 * read with a bank's preset or the user's own column mapping; lines already imported are skipped.
 */
export const ZImportStatementRequest = z.strictObject({
  accountId: z.uuid({ error: "Choose a trust account" }),
  fileName: z
    .string({ error: "File name is required" })
    .trim()
    .min(1, "File name is required")
    .max(
      STATEMENT_LIMITS.fileNameMax,
      `File name must be at most ${STATEMENT_LIMITS.fileNameMax} characters`,
    ),
  format: z.enum(["csv", "ofx"], { error: "The statement must be a CSV or OFX file" }),
  /** A bank's preset column layout, or "generic" with `mapping`. */
  preset: z.enum([...TRUST_BANKS.filter((bank) => bank !== "other"), "generic"] as const).optional(),
  /** A column mapping (see ZStatementMapping); checked by the server when preset is "generic". */
  mapping: z.record(z.string(), z.unknown()).optional(),
  content: z
    .string({ error: "The statement file is empty" })
    .min(1, "The statement file is empty")
    .max(
      STATEMENT_LIMITS.contentMaxChars,
      "The statement file is larger than 2 MB: import one month at a time",
    ),
});
export type TImportStatementRequest = z.infer<typeof ZImportStatementRequest>;

export const ZImportStatementResult = z.object({
  importId: z.string(),
  lineCount: z.number().int(),
  newLineCount: z.number().int(),
  duplicateCount: z.number().int(),
  skippedZeroRows: z.number().int(),
  autoMatched: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** Rows whose running balance does not follow from the amounts: imported, but worth a look. */
  warnings: z.array(z.string()),
});
export type TImportStatementResult = z.infer<typeof ZImportStatementResult>;

export const ZStatementLineQuery = z.strictObject({
  accountId: z.uuid({ error: "Choose a trust account" }),
  month: ZIsoMonth.optional(),
  matched: z
    .enum(["true", "false"], { error: "Use true or false" })
    .transform((value) => value === "true")
    .optional(),
});
export type TStatementLineQuery = z.input<typeof ZStatementLineQuery>;

export const ZStatementLine = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  /** Signed: money into the account is positive. */
  amountCents: z.number().int(),
  balanceCents: z.number().int().nullable(),
  matchedEntryId: z.string().nullable(),
  matchedPostingId: z.string().nullable(),
  matchedPostingNumber: z.number().int().nullable(),
  matchMethod: z.enum(["auto", "manual"]).nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;
export const ZStatementLineList = z.array(ZStatementLine);

/** POST /api/trust-accounting/statements/lines/{id}/match: pair a statement line with a cash book line. */
export const ZMatchStatementLineRequest = z.strictObject({
  entryId: z.uuid({ error: "Choose the transaction this statement line is" }),
});

export const ZAutoMatchRequest = z.strictObject({ accountId: z.uuid({ error: "Choose a trust account" }) });
export const ZAutoMatchResult = z.object({ matched: z.number().int() });

const ZReconciliationItem = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  postingId: z.string().nullable(),
  postingNumber: z.number().int().nullable(),
});

/**
 * GET /api/trust-accounting/reconciliations?accountId&month: the three-way reconciliation (Rule
 * 54.15.1) of one trust account at the end of a month. Reconciled bank balance = statement closing
 * balance + cash book items not yet on the statement; it must equal the cash book, which must equal
 * the sum of the trust creditors' balances. Every difference is listed line by line.
 */
export const ZTrustReconciliation = z.object({
  accountId: z.string(),
  accountName: z.string(),
  month: z.string(),
  periodEnd: z.string(),
  statementClosingCents: z.number().int().nullable(),
  statementClosingDate: z.string().nullable(),
  outstandingEntries: z.array(ZReconciliationItem),
  unmatchedStatementLines: z.array(ZReconciliationItem),
  reconciledBankCents: z.number().int().nullable(),
  cashBookCents: z.number().int(),
  ledgerTotalCents: z.number().int(),
  ledgerBreakdown: z.object({
    clientsCents: z.number().int(),
    fundCents: z.number().int(),
    firmCents: z.number().int(),
  }),
  differences: z.array(z.object({ description: z.string(), amountCents: z.number().int() })),
  balanced: z.boolean(),
  monthOver: z.boolean(),
  signedOff: z.object({ byUserId: z.string(), byName: z.string(), at: z.string() }).nullable(),
});
export type TTrustReconciliation = z.infer<typeof ZTrustReconciliation>;

export const ZSignOffReconciliationRequest = z.strictObject({
  accountId: z.uuid({ error: "Choose a trust account" }),
  month: ZIsoMonth,
});

// ── Compliance records ────────────────────────────────────────────────────────────────────────────

/** POST /api/trust-accounting/fidelity-certificates (LPA s84). */
export const ZRecordFidelityCertificateRequest = z.strictObject({
  year: z
    .number({ error: "Year must be a number" })
    .int("Year must be a whole number")
    .min(2000, "Year must be 2000 or later")
    .max(2100, "Year must be 2100 or earlier"),
  certificateNumber: z
    .string({ error: "Certificate number is required" })
    .trim()
    .min(1, "Certificate number is required")
    .max(50, "Certificate number must be at most 50 characters"),
});
export type TRecordFidelityCertificateRequest = z.infer<typeof ZRecordFidelityCertificateRequest>;

export const ZFidelityCertificate = z.object({
  year: z.number().int(),
  certificateNumber: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
});
export const ZFidelityCertificateList = z.array(ZFidelityCertificate);

/** POST /api/trust-accounting/audit-reports (Rule 54.24): the annual trust audit report lodged. */
export const ZRecordAuditReportRequest = z.strictObject({
  yearEnd: ZIsoDate,
  lodgedOn: ZIsoDate,
  auditor: z
    .string({ error: "Auditor is required" })
    .trim()
    .min(1, "Auditor is required")
    .max(200, "Auditor must be at most 200 characters"),
});
export type TRecordAuditReportRequest = z.infer<typeof ZRecordAuditReportRequest>;

export const ZTrustSettings = z.object({
  /** 1–12: the month whose last day is the firm's annual closing date. */
  financialYearEndMonth: z.number().int(),
  fidelityCertificates: ZFidelityCertificateList,
  auditReports: z.array(
    z.object({ yearEnd: z.string(), lodgedOn: z.string(), auditor: z.string(), dueOn: z.string() }),
  ),
});
export type TTrustSettings = z.infer<typeof ZTrustSettings>;

export const ZUpdateTrustSettingsRequest = z.strictObject({
  financialYearEndMonth: z
    .number({ error: "Choose the month the financial year ends" })
    .int("Choose the month the financial year ends")
    .min(1, "Choose the month the financial year ends")
    .max(12, "Choose the month the financial year ends"),
});

/** GET /api/trust-accounting/audit-trail: who did what in the trust books, newest first. */
export const ZTrustAuditEvent = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  userName: z.string(),
  summary: z.string(),
});
export const ZTrustAuditTrail = z.array(ZTrustAuditEvent);
export type TTrustAuditEvent = z.infer<typeof ZTrustAuditEvent>;

export const ZTrustAuditTrailQuery = z.strictObject({
  limit: ZPageLimit(50, 200),
  offset: ZPageOffset,
});
