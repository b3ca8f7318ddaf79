import {
  formatCents,
  formatDate,
  labelAuditAction,
  lastDayOfMonth,
  nextMonth,
  type TRecordAuditReportRequest,
  type TRecordFidelityCertificateRequest,
  TRUST_POSTING_TYPE_LABELS,
  TRUST_REPORT_LABELS,
  type TTrustAuditEvent,
  type TTrustCompliance,
  type TTrustSettings,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import { type DbExecutor, readCents } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { nextMonthToSignOff } from "../reconciliation/index.ts";
import { trustError } from "../trust.errors.ts";
import { requireTrustManage } from "../trust-access.ts";
import { TRUST_AUDIT_ACTIONS } from "../trust-audit-actions.ts";
import type { TrustDeps } from "../trust-deps.ts";
import {
  financialYearEndMonth,
  findAuditReportLodgedOn,
  findFidelityCertificates,
  listAuditReports,
  listComplianceAccounts,
  listFidelityCertificates,
  listFundLedgerLines,
  listTrustAuditEvents,
  saveAuditReport,
  saveFidelityCertificate,
  saveFinancialYearEndMonth,
} from "./trust-compliance.repository.ts";

type Requirement = TTrustCompliance["requirements"][number];

/** The months of an account that should have been signed off by today (Rule 54.10: by the end of the next month). */
export function overdueMonths(
  account: { openedOn: string; lockedThrough: string | null },
  today: string,
): string[] {
  const overdue: string[] = [];
  for (
    let month = nextMonthToSignOff(account);
    lastDayOfMonth(nextMonth(month)) < today;
    month = nextMonth(month)
  ) {
    overdue.push(month);
    if (overdue.length > 240) break;
  }
  return overdue;
}

/** The last annual closing date on or before today, e.g. 2026-02-28 for a February year end. */
export function lastYearEnd(today: string, yearEndMonth: number): string {
  const year = Number(today.slice(0, 4));
  const thisYear = lastDayOfMonth(`${year}-${String(yearEndMonth).padStart(2, "0")}`);
  return thisYear <= today
    ? thisYear
    : lastDayOfMonth(`${year - 1}-${String(yearEndMonth).padStart(2, "0")}`);
}

/** The audit report is due 6 months after the annual closing date (Rule 54.24). */
export function auditReportDueOn(yearEnd: string): string {
  let month = yearEnd.slice(0, 7);
  for (let step = 0; step < 6; step++) month = nextMonth(month);
  return lastDayOfMonth(month);
}

/**
 * Interest credited to the Fund and not yet paid over, oldest first (payments settle the oldest
 * interest first). Due by the end of the next month (s86(2) and s86(4)); s86(3) interest is paid
 * annually, by the end of the month after the financial year end (Rule 54.14.16).
 */
async function unpaidFundInterest(db: DbExecutor, firmId: string, yearEndMonth: number, today: string) {
  const rows = await listFundLedgerLines(db, firmId);
  const overdue: { account: string; dueOn: string; amountCents: number }[] = [];
  let dueCents = 0;
  const byAccount = new Map<string, typeof rows>();
  for (const row of rows) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row]);
  for (const lines of byAccount.values()) {
    let paid = lines
      .filter((line) => readCents(line.amount_cents) < 0)
      .reduce((sum, line) => sum - readCents(line.amount_cents), 0);
    for (const line of lines) {
      const amount = readCents(line.amount_cents);
      if (amount <= 0) continue;
      const settled = Math.min(paid, amount);
      paid -= settled;
      const open = amount - settled;
      if (open === 0) continue;
      dueCents += open;
      const dueOn =
        line.kind === "s86_3"
          ? lastDayOfMonth(nextMonth(nextYearEnd(line.posted_on, yearEndMonth).slice(0, 7)))
          : lastDayOfMonth(nextMonth(line.posted_on.slice(0, 7)));
      if (dueOn < today) overdue.push({ account: line.name, dueOn, amountCents: open });
    }
  }
  return { dueCents, overdue };
}

/** The first annual closing date on or after a date. */
export function nextYearEnd(date: string, yearEndMonth: number): string {
  const year = Number(date.slice(0, 4));
  const thisYear = lastDayOfMonth(`${year}-${String(yearEndMonth).padStart(2, "0")}`);
  return thisYear >= date ? thisYear : lastDayOfMonth(`${year + 1}-${String(yearEndMonth).padStart(2, "0")}`);
}

/** GET /api/trust-accounting/compliance: each requirement computed from the firm's books and records. */
export async function getTrustCompliance(deps: TrustDeps, identity: FirmIdentity): Promise<TTrustCompliance> {
  const { firmId } = identity.membership;
  const today = todayInSouthAfrica();
  const db = deps.db;
  const yearEndMonth = await financialYearEndMonth(db, firmId);
  const accounts = await listComplianceAccounts(db, firmId);
  const requirements: Requirement[] = [];

  const overdue = accounts
    .filter((account) => account.status === "active")
    .flatMap((account) =>
      overdueMonths({ openedOn: account.opened_on, lockedThrough: account.locked_through }, today).map(
        (month) => `${account.name} ${month}`,
      ),
    );
  requirements.push({
    requirement: "Monthly three-way reconciliation signed off",
    rule: "LPC Rule 54.10, 54.15.1",
    compliant: overdue.length === 0,
    detail:
      accounts.length === 0
        ? "No trust accounts yet."
        : overdue.length === 0
          ? "Every month due so far is reconciled and signed off."
          : `Not signed off by the end of the following month: ${overdue.slice(0, 6).join(", ")}${overdue.length > 6 ? ` and ${overdue.length - 6} more` : ""}.`,
    action: overdue.length === 0 ? null : "Import the statements, reconcile and sign off the months listed.",
  });

  const inDebit = accounts.reduce((sum, account) => sum + account.clients_in_debit, 0);
  requirements.push({
    requirement: "No client ledger in debit",
    rule: "LPC Rule 54.14.9",
    compliant: inDebit === 0,
    detail:
      inDebit === 0
        ? "Every trust creditor's balance is R0.00 or more."
        : `${inDebit} trust ledger(s) in debit.`,
    action: inDebit === 0 ? null : "Deposit the shortfall into trust from the business account at once.",
  });

  const money = accounts.reduce((sum, account) => sum + readCents(account.balance_cents), 0);
  const owed = accounts.reduce((sum, account) => sum + readCents(account.owed_cents), 0);
  requirements.push({
    requirement: "No trust deficit",
    rule: "LPC Rule 54.14.8",
    compliant: money >= owed,
    detail: `Trust money ${formatCents(money)}; owed to trust creditors ${formatCents(owed)}.`,
    action:
      money >= owed ? null : "Make good the deficit from the business account and report it to the Council.",
  });

  const missing = accounts.filter(
    (account) => account.kind === "s86_4" && account.status === "active" && !account.has_instruction,
  );
  requirements.push({
    requirement: "Written instructions on file for s86(4) investments",
    rule: "LPA s86(4), LPC Rule 54.14.16.4",
    compliant: missing.length === 0,
    detail:
      missing.length === 0
        ? "Every s86(4) investment account has the client's written instruction."
        : `No instruction recorded: ${missing.map((account) => account.name).join(", ")}.`,
    action: missing.length === 0 ? null : "Record the client's signed instruction on each account listed.",
  });

  const interest = await unpaidFundInterest(db, firmId, yearEndMonth, today);
  requirements.push({
    requirement: "Interest due to the Fidelity Fund paid on time",
    rule: "LPA s86(2), s86(3), s86(5); LPC Rule 54.14.16",
    compliant: interest.overdue.length === 0,
    detail:
      interest.overdue.length === 0
        ? interest.dueCents === 0
          ? "No interest is due to the Fund."
          : `${formatCents(interest.dueCents)} is due to the Fund and not yet late.`
        : `Late: ${interest.overdue.map((item) => `${formatCents(item.amountCents)} on ${item.account} (due ${item.dueOn})`).join(", ")}.`,
    action:
      interest.overdue.length === 0
        ? null
        : "Pay the interest over to the Legal Practitioners' Fidelity Fund.",
  });

  const year = Number(today.slice(0, 4));
  const certificates = await findFidelityCertificates(db, firmId, year);
  const current = certificates.find((certificate) => certificate.year === year);
  const renewalDue =
    today >= `${year}-11-01` && !certificates.some((certificate) => certificate.year === year + 1);
  requirements.push({
    requirement: `Fidelity Fund certificate for ${year}`,
    rule: "LPA s84",
    compliant: current !== undefined,
    detail: current
      ? `Certificate ${current.certificate_number} recorded for ${year}.${renewalDue ? ` Record the ${year + 1} certificate before 1 January.` : ""}`
      : `No certificate recorded for ${year}: a practice may not hold trust money without one.`,
    action: current
      ? renewalDue
        ? `Apply for and record the ${year + 1} certificate.`
        : null
      : `Record the ${year} Fidelity Fund certificate.`,
  });

  const yearEnd = lastYearEnd(today, yearEndMonth);
  const dueOn = auditReportDueOn(yearEnd);
  const lodgedOn = await findAuditReportLodgedOn(db, firmId, yearEnd);
  requirements.push({
    requirement: "Annual trust audit report lodged",
    rule: "LPC Rule 54.24",
    compliant: lodgedOn !== null || today <= dueOn,
    detail: lodgedOn
      ? `The report for the year ended ${yearEnd} was lodged on ${lodgedOn}.`
      : `The report for the year ended ${yearEnd} is due by ${dueOn}.`,
    action:
      lodgedOn || today <= dueOn ? null : "Lodge the auditor's report with the Council and record it here.",
  });
  return { requirements };
}

export async function getTrustSettings(deps: TrustDeps, identity: FirmIdentity): Promise<TTrustSettings> {
  const { firmId } = identity.membership;
  const yearEndMonth = await financialYearEndMonth(deps.db, firmId);
  const certificates = await listFidelityCertificates(deps.db, firmId);
  const reports = await listAuditReports(deps.db, firmId);
  return {
    financialYearEndMonth: yearEndMonth,
    fidelityCertificates: certificates.map((row) => ({
      year: row.year,
      certificateNumber: row.certificate_number,
      recordedByName: row.name,
      recordedAt: new Date(row.recorded_at).toISOString(),
    })),
    auditReports: reports.map((row) => ({
      yearEnd: row.year_end,
      lodgedOn: row.lodged_on,
      auditor: row.auditor,
      dueOn: auditReportDueOn(row.year_end),
    })),
  };
}

export async function updateTrustSettings(
  deps: TrustDeps,
  identity: FirmIdentity,
  input: { financialYearEndMonth: number },
): Promise<TTrustSettings> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    await saveFinancialYearEndMonth(tx, firmId, input.financialYearEndMonth);
    await recordAuditEvent(tx, {
      action: "trust.settings_updated",
      firmId,
      userId: identity.userId,
      entityType: "firm",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: { ...input },
    });
  });
  return getTrustSettings(deps, identity);
}

export async function recordFidelityCertificate(
  deps: TrustDeps,
  identity: FirmIdentity,
  input: TRecordFidelityCertificateRequest,
): Promise<TTrustSettings> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    await saveFidelityCertificate(tx, firmId, identity.userId, input);
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.certificateRecorded,
      firmId,
      userId: identity.userId,
      entityType: "firm",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: { ...input },
    });
  });
  return getTrustSettings(deps, identity);
}

export async function recordAuditReport(
  deps: TrustDeps,
  identity: FirmIdentity,
  input: TRecordAuditReportRequest,
): Promise<TTrustSettings> {
  requireTrustManage(identity);
  if (input.lodgedOn < input.yearEnd) {
    throw trustError("audit_report_dates", "The report cannot be lodged before the year end it covers.");
  }
  if (input.lodgedOn > todayInSouthAfrica())
    throw trustError("audit_report_dates", "The lodging date cannot be in the future.");
  const { firmId } = identity.membership;
  await deps.db.transaction(async (tx) => {
    await saveAuditReport(tx, firmId, identity.userId, input);
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.auditReportRecorded,
      firmId,
      userId: identity.userId,
      entityType: "firm",
      entityId: firmId,
      ipAddress: identity.ipAddress,
      data: { ...input },
    });
  });
  return getTrustSettings(deps, identity);
}

/** A code's label from its shared label map; a code this version does not know, as it came. */
function labelOf(labels: Record<string, string>, code: unknown): string {
  return typeof code === "string" && Object.hasOwn(labels, code) ? (labels[code] as string) : String(code);
}

const ACTION_SUMMARIES: Record<string, (data: Record<string, unknown>) => string> = {
  "trust.posted": (data) =>
    `Posted #${data.number} ${labelOf(TRUST_POSTING_TYPE_LABELS, data.type).toLowerCase()} of ${formatCents(Number(data.amountCents ?? 0))}: ${data.description ?? ""}`,
  "trust.reversed": (data) =>
    `Reversed a transaction with #${data.number} (${formatCents(Number(data.amountCents ?? 0))})`,
  "trust.account_opened": (data) => `Opened trust account ${data.name}`,
  "trust.account_updated": () => "Updated a trust account's details",
  "trust.account_closed": (data) => `Closed trust account ${data.name}`,
  "trust.instruction_recorded": () => "Recorded an s86(4) investment instruction",
  "trust.statement_imported": (data) =>
    `Imported statement ${data.fileName}: ${data.newLineCount} new line(s), ${data.autoMatched} matched automatically`,
  "trust.statement_matched": () => "Matched bank statement line(s)",
  "trust.statement_unmatched": () => "Undid a statement match",
  "trust.reconciliation_signed_off": (data) => `Signed off ${data.accountName} for ${data.month}`,
  "trust.fidelity_certificate_recorded": (data) =>
    `Recorded Fidelity Fund certificate ${data.certificateNumber} for ${data.year}`,
  "trust.audit_report_recorded": (data) =>
    `Recorded the audit report for the year ended ${formatDate(String(data.yearEnd ?? ""))}`,
  "trust.settings_updated": () => "Changed the financial year end",
  "trust.report_generated": (data) =>
    `Generated the report "${labelOf(TRUST_REPORT_LABELS, data.report)}" (${String(data.format).toUpperCase()})`,
};

/** GET /api/trust-accounting/audit-trail: the trust events of the firm, newest first. */
export async function listTrustAuditTrail(
  deps: TrustDeps,
  identity: FirmIdentity,
  page: { limit: number; offset: number },
): Promise<{ events: TTrustAuditEvent[]; total: number }> {
  const { firmId } = identity.membership;
  const rows = await listTrustAuditEvents(deps.db, firmId, page);
  return {
    total: rows[0]?.total ?? 0,
    events: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.created_at).toISOString(),
      action: row.action,
      userName: row.name ?? "System",
      summary: (ACTION_SUMMARIES[row.action] ?? (() => labelAuditAction(row.action)))(row.data ?? {}),
    })),
  };
}
