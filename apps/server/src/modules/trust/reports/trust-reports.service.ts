import type { TTrustReport, TTrustReportFormat } from "@inkundla/shared";
import { formatLongDate, formatMonth, todayInSouthAfrica } from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { getTrustCompliance } from "../compliance/index.ts";
import { getReconciliation } from "../reconciliation/index.ts";
import type { TrustDeps } from "../trust-deps.ts";
import { buildClientStatement } from "./trust-ledger-reports.service.ts";
import { type TrustReportFile, writeTrustReportFile } from "./trust-report-files.ts";
import {
  column,
  formatSouthAfricanDateTime,
  type ReportAuthor,
  reportHeading,
  sumCents,
} from "./trust-report-kit.ts";

/**
 * The trust accounting reports (issue 5), one function per report, each answering the report as data
 * (TTrustReport) for the screen, the PDF and the CSV alike. The ledger reports (client statement,
 * balance listing), the journal and the investment reports (s86(4) register, Fund interest) live in
 * their own files; the reconciliation and compliance reports reuse the services behind their tabs.
 */
export { buildFundInterestReport, buildS86InvestmentRegister } from "./trust-fund-reports.service.ts";
export { buildJournal, JOURNAL_MAX_LINES, JOURNAL_MAX_PDF_LINES } from "./trust-journal-report.service.ts";
export { buildBalanceListing, buildClientStatement } from "./trust-ledger-reports.service.ts";

export const TRUST_REPORT_AUDIT_ACTION = "trust.report_generated";

/** Three-way reconciliation of one trust account for a month (Rule 54.15.1), from `computeReconciliation`. */
export async function buildReconciliationReport(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: { accountId: string; month: string },
): Promise<TTrustReport> {
  const reconciliation = await getReconciliation(deps, identity, query);
  const outstandingCents = sumCents(reconciliation.outstandingEntries.map((item) => item.amountCents));
  const signedOff = reconciliation.signedOff;
  return {
    ...reportHeading(identity, {
      report: "reconciliation",
      title: "Three-way trust reconciliation (LPC Rule 54.15.1)",
      subject: reconciliation.accountName,
      period: {
        from: `${query.month}-01`,
        to: reconciliation.periodEnd,
        label: `${formatMonth(query.month)} (to ${formatLongDate(reconciliation.periodEnd)})`,
      },
    }),
    summary: [
      reconciliation.statementClosingCents === null
        ? {
            label: "Bank statement closing balance",
            kind: "text",
            value: "No statement balance up to month end",
          }
        : {
            label: `Bank statement closing balance (${reconciliation.statementClosingDate})`,
            kind: "money",
            value: reconciliation.statementClosingCents,
          },
      { label: "Cash book items not yet on the statement", kind: "money", value: outstandingCents },
      { label: "Reconciled bank balance", kind: "money", value: reconciliation.reconciledBankCents },
      { label: "Cash book balance", kind: "money", value: reconciliation.cashBookCents },
      { label: "Client ledgers", kind: "money", value: reconciliation.ledgerBreakdown.clientsCents },
      { label: "Fidelity Fund", kind: "money", value: reconciliation.ledgerBreakdown.fundCents },
      { label: "Firm's own funds", kind: "money", value: reconciliation.ledgerBreakdown.firmCents },
      { label: "Trust creditors in total", kind: "money", value: reconciliation.ledgerTotalCents },
      { label: "Balanced", kind: "text", value: reconciliation.balanced ? "Yes" : "No" },
      {
        label: "Signed off",
        kind: "text",
        value: signedOff
          ? `By ${signedOff.byName} on ${formatSouthAfricanDateTime(signedOff.at)}`
          : "Not signed off",
      },
    ],
    tables: [
      {
        key: "outstanding",
        title: "Cash book items not yet on the bank statement",
        columns: [
          column("date", "Date", "date", 0.9),
          column("number", "No.", "integer", 0.5),
          column("description", "Description", "text", 3, { wrap: true }),
          column("reference", "Reference", "text", 1.2),
          column("amount", "Amount", "money", 1.2),
        ],
        rows: reconciliation.outstandingEntries.map((item) => ({
          date: item.date,
          number: item.postingNumber,
          description: item.description,
          reference: item.reference,
          amount: item.amountCents,
        })),
        totals: { description: "Total", amount: outstandingCents },
        emptyMessage: "Every cash book item is on the bank statement.",
      },
      {
        key: "unmatched",
        title: "Bank statement lines not in the cash book",
        columns: [
          column("date", "Date", "date", 0.9),
          column("description", "Description", "text", 3.5, { wrap: true }),
          column("reference", "Reference", "text", 1.2),
          column("amount", "Amount", "money", 1.2),
        ],
        rows: reconciliation.unmatchedStatementLines.map((item) => ({
          date: item.date,
          description: item.description,
          reference: item.reference,
          amount: item.amountCents,
        })),
        totals: {
          description: "Total",
          amount: sumCents(reconciliation.unmatchedStatementLines.map((item) => item.amountCents)),
        },
        emptyMessage: "Every bank statement line is in the cash book.",
      },
      {
        key: "differences",
        title: "Differences to clear",
        columns: [
          column("description", "Difference", "text", 5, { wrap: true }),
          column("amount", "Amount", "money", 1.2),
        ],
        rows: reconciliation.differences.map((item) => ({
          description: item.description,
          amount: item.amountCents,
        })),
        totals: null,
        emptyMessage: "None: the bank, the cash book and the trust creditors agree.",
      },
    ],
    notes: [],
  };
}

/** The Compliance tab's checklist as a report, for the PDF the tab's "Generate Compliance Report" gives. */
export async function buildComplianceReport(deps: TrustDeps, identity: FirmIdentity): Promise<TTrustReport> {
  const today = todayInSouthAfrica();
  const { requirements } = await getTrustCompliance(deps, identity);
  const met = requirements.filter((requirement) => requirement.compliant).length;
  return {
    ...reportHeading(identity, {
      report: "compliance",
      title: "Trust compliance report (LPA s84–s87, LPC Rule 54)",
      subject: null,
      period: { from: null, to: today, label: `At ${formatLongDate(today)}` },
    }),
    summary: [
      { label: "Date", kind: "date", value: today },
      { label: "Requirements met", kind: "text", value: `${met} of ${requirements.length}` },
    ],
    tables: [
      {
        key: "requirements",
        title: null,
        columns: [
          column("requirement", "Requirement", "text", 2, { wrap: true }),
          column("rule", "Rule", "text", 1.3, { wrap: true }),
          column("status", "Status", "text", 1, { wrap: true }),
          column("detail", "Detail", "text", 3, { wrap: true }),
          column("action", "Action needed", "text", 2.2, { wrap: true }),
        ],
        rows: requirements.map((requirement) => ({
          requirement: requirement.requirement,
          rule: requirement.rule,
          status: requirement.compliant ? "Compliant" : "Action needed",
          detail: requirement.detail,
          action: requirement.action,
        })),
        totals: null,
        emptyMessage: "No requirements to check.",
      },
    ],
    notes: [],
  };
}

/** Writes a report as PDF or CSV, and notes in the audit trail who took which trust figures away, and when. */
export async function exportTrustReport(
  deps: TrustDeps,
  identity: Pick<FirmIdentity, "userId" | "ipAddress"> & {
    membership: Pick<FirmIdentity["membership"], "firmId">;
  },
  report: TTrustReport,
  format: Exclude<TTrustReportFormat, "json">,
): Promise<TrustReportFile> {
  const file = await writeTrustReportFile(report, format);
  await recordAuditEvent(deps.db, {
    action: TRUST_REPORT_AUDIT_ACTION,
    firmId: identity.membership.firmId,
    userId: identity.userId,
    entityType: "trust_report",
    entityId: report.report,
    ipAddress: identity.ipAddress,
    data: { report: report.report, format },
  });
  return file;
}

/**
 * A client's trust statement (LPA s87) as a PDF, for the client's own portal: the same report the firm
 * prints, scoped to the firm and client the caller's portal access names. The download is audited.
 */
export async function clientTrustStatementPdf(
  deps: TrustDeps,
  reader: ReportAuthor & Pick<FirmIdentity, "userId" | "ipAddress">,
  query: { clientId: string; from: string; to: string },
): Promise<TrustReportFile> {
  const report = await buildClientStatement(deps, reader, query);
  return exportTrustReport(deps, reader, report, "pdf");
}
