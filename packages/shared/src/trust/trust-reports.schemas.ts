import { z } from "zod";
import { ZIsoDate, ZIsoMonth } from "../dates.ts";
import { ZTrustDate } from "./trust.schemas.ts";

/**
 * The trust accounting reports (issue 5), each shown on screen (JSON) and downloadable as PDF and CSV;
 * the compliance report is a PDF only.
 */
export const TRUST_REPORT_NAMES = [
  "client-statement",
  "balance-listing",
  "reconciliation",
  "journal",
  "s86-4-register",
  "fund-interest",
  "compliance",
] as const;
export type TTrustReportName = (typeof TRUST_REPORT_NAMES)[number];

export const TRUST_REPORT_LABELS: Record<TTrustReportName, string> = {
  "client-statement": "Client trust statement",
  "balance-listing": "Trust balance listing",
  reconciliation: "Three-way reconciliation",
  journal: "Trust journal",
  "s86-4-register": "Register of s86(4) investments",
  "fund-interest": "Fidelity Fund interest",
  compliance: "Compliance report",
};

export const TRUST_REPORT_FORMATS = ["json", "pdf", "csv"] as const;
export type TTrustReportFormat = (typeof TRUST_REPORT_FORMATS)[number];

const ZReportFormat = z
  .enum(TRUST_REPORT_FORMATS, { error: "Choose the format: json, pdf or csv" })
  .default("json");

const ZPeriodStart = ZIsoDate;
const ZPeriodEnd = ZIsoDate;
const periodInOrder = {
  check: (value: { from: string; to: string }) => value.from <= value.to,
  params: { path: ["to"], message: "The end date cannot be before the start date" },
};

/** GET …/reports/client-statement: one client's trust money over a period. */
export const ZClientStatementReportQuery = z
  .strictObject({
    clientId: z.uuid({ error: "Choose a client" }),
    from: ZPeriodStart,
    to: ZPeriodEnd,
    format: ZReportFormat,
  })
  .refine(periodInOrder.check, periodInOrder.params);
export type TClientStatementReportQuery = z.input<typeof ZClientStatementReportQuery>;

/** GET …/reports/balance-listing: every trust creditor at the end of a day (Rule 54.15.1). */
export const ZBalanceListingReportQuery = z.strictObject({
  date: ZTrustDate,
  format: ZReportFormat,
});
export type TBalanceListingReportQuery = z.input<typeof ZBalanceListingReportQuery>;

/** GET …/reports/reconciliation: one trust account's three-way reconciliation for a month. */
export const ZReconciliationReportQuery = z.strictObject({
  accountId: z.uuid({ error: "Choose a trust account" }),
  month: ZIsoMonth,
  format: ZReportFormat,
});
export type TReconciliationReportQuery = z.input<typeof ZReconciliationReportQuery>;

/** GET …/reports/journal: the postings of a period, of one trust account or all of them. */
export const ZJournalReportQuery = z
  .strictObject({
    accountId: z.uuid({ error: "accountId must be a trust account id" }).optional(),
    from: ZPeriodStart,
    to: ZPeriodEnd,
    format: ZReportFormat,
  })
  .refine(periodInOrder.check, periodInOrder.params);
export type TJournalReportQuery = z.input<typeof ZJournalReportQuery>;

/** GET …/reports/s86-4-register: every s86(4) investment account, as it stands today. */
export const ZS86RegisterReportQuery = z.strictObject({ format: ZReportFormat });
export type TS86RegisterReportQuery = z.input<typeof ZS86RegisterReportQuery>;

/** GET …/reports/fund-interest: interest credited to the Fidelity Fund, paid over and still due. */
export const ZFundInterestReportQuery = z
  .strictObject({ from: ZPeriodStart, to: ZPeriodEnd, format: ZReportFormat })
  .refine(periodInOrder.check, periodInOrder.params);
export type TFundInterestReportQuery = z.input<typeof ZFundInterestReportQuery>;

/** GET …/reports/compliance: the Compliance tab's checklist as a PDF (or JSON for the screen). */
export const ZComplianceReportQuery = z.strictObject({
  format: z
    .enum(["json", "pdf"], { error: "The compliance report is available as pdf or json, not as CSV" })
    .default("json"),
});
export type TComplianceReportQuery = z.input<typeof ZComplianceReportQuery>;

/**
 * How a value is written: money is an integer number of cents (shown in rand), dates YYYY-MM-DD,
 * date-times ISO 8601.
 */
export const TRUST_REPORT_VALUE_KINDS = ["text", "date", "datetime", "money", "integer"] as const;
export type TTrustReportValueKind = (typeof TRUST_REPORT_VALUE_KINDS)[number];

export const ZTrustReportCell = z.union([z.string(), z.number(), z.null()]);
export type TTrustReportCell = z.infer<typeof ZTrustReportCell>;

export const ZTrustReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(TRUST_REPORT_VALUE_KINDS),
  /** This column's share of the printed width, relative to the other columns'. */
  width: z.number().positive(),
  /** Long text that wraps onto more lines in print rather than being cut short. */
  wrap: z.boolean(),
});
export type TTrustReportColumn = z.infer<typeof ZTrustReportColumn>;

/** A row's cells by column key; a key left out is an empty cell. */
export const ZTrustReportRow = z.record(z.string(), ZTrustReportCell);
export type TTrustReportRow = z.infer<typeof ZTrustReportRow>;

export const ZTrustReportTable = z.object({
  key: z.string(),
  title: z.string().nullable(),
  columns: z.array(ZTrustReportColumn),
  rows: z.array(ZTrustReportRow),
  /** The totals row under the table, or null when adding up would mean nothing. */
  totals: ZTrustReportRow.nullable(),
  emptyMessage: z.string(),
});
export type TTrustReportTable = z.infer<typeof ZTrustReportTable>;

export const ZTrustReportSummaryLine = z.object({
  label: z.string(),
  kind: z.enum(TRUST_REPORT_VALUE_KINDS),
  value: ZTrustReportCell,
});
export type TTrustReportSummaryLine = z.infer<typeof ZTrustReportSummaryLine>;

/** A report as data: shown on screen as it is, and written to PDF and CSV from the same object. */
export const ZTrustReport = z.object({
  report: z.enum(TRUST_REPORT_NAMES),
  /** With the rule it answers to, e.g. "Trust balance listing (LPC Rule 54.15.1)". */
  title: z.string(),
  firmName: z.string(),
  /** Whom or what the report is about (a client, a trust account), when not the whole firm. */
  subject: z.string().nullable(),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable(), label: z.string() }),
  generatedAt: z.string(),
  generatedByName: z.string(),
  summary: z.array(ZTrustReportSummaryLine),
  tables: z.array(ZTrustReportTable),
  notes: z.array(z.string()),
});
export type TTrustReport = z.infer<typeof ZTrustReport>;
