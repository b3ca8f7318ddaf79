import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  ageingBucketOf,
  centsToDecimalText,
  lastDayOfMonth,
  type TAgedDebtors,
  type TAgeingBucket,
  type TFeeEarnerProduction,
  type TPeriodQuery,
  type TWorkInProgress,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import { type CsvCell, writeCsv } from "../../../platform/csv-writer.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { billingReportError } from "./billing-reports.errors.ts";
import {
  listOpenBalancesAt,
  listProduction,
  listWorkInProgress,
  type OpenBalanceRow,
  readBillingSnapshot,
} from "./billing-reports.repository.ts";

/**
 * The billing reports: aged debtors, fee-earner production and work in progress, and the pieces the
 * client statement (client-statement.service.ts) shares with them. Every member of the firm may read
 * them; each reads the firm's own rows only.
 */

export type ReportDeps = Pick<BillingDeps, "db">;

/** The work in progress report lists this many matters at most (the largest); its totals cover all. */
export const WIP_MAX_ROWS = 500;

export const BILLING_REPORT_EXPORTED = "billing.report_exported";

export type Buckets = Record<TAgeingBucket, number> & { totalCents: number };

export function emptyBuckets(): Buckets {
  return { current: 0, days30: 0, days60: 0, days90: 0, days120Plus: 0, totalCents: 0 };
}

export function addToBuckets(buckets: Buckets, row: OpenBalanceRow, asAt: string): void {
  buckets[ageingBucketOf(row.issueDate, asAt)] += row.balanceCents;
  buckets.totalCents += row.balanceCents;
}

/**
 * The period a report covers: a month (`month=2026-03`), or from and to, each defaulting as the
 * report says. A period that ends before it starts is refused.
 */
export function resolvePeriod(
  query: TPeriodQuery,
  defaults: { from: string; to: string },
): { from: string; to: string } {
  if (query.month) {
    if (query.from || query.to) throw billingReportError("month_and_dates");
    return { from: `${query.month}-01`, to: lastDayOfMonth(query.month) };
  }
  const from = query.from ?? defaults.from;
  const to = query.to ?? defaults.to;
  if (to < from) throw billingReportError("period_reversed");
  return { from, to };
}

/**
 * Aged debtors (GET /api/billing/reports/aged-debtors): per client with an unpaid balance, that balance
 * split by the age of the invoices behind it (`ageingBucketOf`: current, 30, 60, 90, 120+ days since
 * issue), as at `date` (default today), with a totals row.
 */
export async function getAgedDebtors(
  deps: ReportDeps,
  identity: FirmIdentity,
  query: { date?: string | undefined },
): Promise<TAgedDebtors> {
  const today = todayInSouthAfrica();
  const asAt = query.date ?? today;
  if (asAt > today) throw billingReportError("as_at_in_future");
  const balances = await readBillingSnapshot(deps.db, (db) =>
    listOpenBalancesAt(db, identity.membership.firmId, { asAt, today }),
  );
  const rows: TAgedDebtors["rows"] = [];
  const totals = emptyBuckets();
  for (const balance of balances) {
    let row = rows.at(-1);
    if (row?.clientId !== balance.clientId) {
      row = { clientId: balance.clientId, clientName: balance.clientName, ...emptyBuckets() };
      rows.push(row);
    }
    addToBuckets(row, balance, asAt);
    addToBuckets(totals, balance, asAt);
  }
  return { asAt, rows, totals };
}

/** Aged debtors for a spreadsheet: the column headings, a line per client, then the totals. */
export function renderAgedDebtorsCsv(report: TAgedDebtors): string {
  const amounts = (buckets: Buckets): CsvCell[] => [
    ...AGEING_BUCKETS.map((bucket) => centsToDecimalText(buckets[bucket])),
    centsToDecimalText(buckets.totalCents),
  ];
  return writeCsv([
    ["Client", ...AGEING_BUCKETS.map((bucket) => AGEING_BUCKET_LABELS[bucket]), "Total"],
    ...report.rows.map((row) => [row.clientName, ...amounts(row)]),
    [`Total as at ${report.asAt}`, ...amounts(report.totals)],
  ]);
}

/** A report written out for download. */
export type BillingReportFile = { bytes: Buffer; contentType: string; fileName: string };

/** Records in the audit trail who took which billing figures away, and when. */
export async function auditExport(
  deps: ReportDeps,
  identity: FirmIdentity,
  report: string,
  data: Record<string, unknown>,
): Promise<void> {
  await recordAuditEvent(deps.db, {
    action: BILLING_REPORT_EXPORTED,
    firmId: identity.membership.firmId,
    userId: identity.userId,
    entityType: "billing_report",
    entityId: report,
    ipAddress: identity.ipAddress,
    data: { report, ...data },
  });
}

export async function exportAgedDebtorsCsv(
  deps: ReportDeps,
  identity: FirmIdentity,
  report: TAgedDebtors,
): Promise<BillingReportFile> {
  await auditExport(deps, identity, "aged-debtors", { format: "csv", asAt: report.asAt });
  return {
    bytes: Buffer.from(renderAgedDebtorsCsv(report), "utf8"),
    contentType: "text/csv; charset=utf-8",
    fileName: `aged-debtors-${report.asAt}.csv`,
  };
}

/** The current calendar month in South Africa, first to last day. */
function thisMonth(today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  return { from: `${month}-01`, to: lastDayOfMonth(month) };
}

/**
 * Fee-earner production (GET /api/billing/reports/production), default this month: per person, the
 * hours and value of time logged in the period, the value of their time on invoices issued in it
 * (excluding VAT, void invoices left out), and what of the period's time is still unbilled.
 */
export async function getFeeEarnerProduction(
  deps: ReportDeps,
  identity: FirmIdentity,
  query: TPeriodQuery,
): Promise<TFeeEarnerProduction> {
  const period = resolvePeriod(query, thisMonth(todayInSouthAfrica()));
  const rows = await readBillingSnapshot(deps.db, (db) =>
    listProduction(db, identity.membership.firmId, period),
  );
  return {
    ...period,
    rows: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      hours: row.hoursTenths / 10,
      recordedCents: row.recordedCents,
      billedCents: row.billedCents,
      unbilledCents: row.unbilledCents,
    })),
  };
}

/**
 * Work in progress (GET /api/billing/reports/wip): per matter, unbilled time and expenses not yet
 * billed, the largest first. Only the WIP_MAX_ROWS largest matters are listed; `matterCount` and
 * `totalCents` still count every matter.
 */
export async function getWorkInProgress(deps: ReportDeps, identity: FirmIdentity): Promise<TWorkInProgress> {
  const wip = await readBillingSnapshot(deps.db, (db) =>
    listWorkInProgress(db, identity.membership.firmId, WIP_MAX_ROWS),
  );
  return {
    matterCount: wip.matterCount,
    totalCents: wip.totalCents,
    rows: wip.rows.map((row) => ({
      matterId: row.matterId,
      matterReference: row.matterReference,
      matterTitle: row.matterTitle,
      clientName: row.clientName,
      hours: row.hoursTenths / 10,
      timeCents: row.timeCents,
      expensesCents: row.expensesCents,
      totalCents: row.totalCents,
      oldestDate: row.oldestDate,
    })),
  };
}
