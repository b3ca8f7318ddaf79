import type {
  TCreateTrustAccountRequest,
  TCreateTrustPostingRequest,
  TImportStatementRequest,
  TImportStatementResult,
  TRecordAuditReportRequest,
  TRecordFidelityCertificateRequest,
  TStatementLine,
  TTrustAccount,
  TTrustAuditEvent,
  TTrustClientLedger,
  TTrustCompliance,
  TTrustLedgerSummary,
  TTrustPosting,
  TTrustReconciliation,
  TTrustReport,
  TTrustReportFormat,
  TTrustReportName,
  TTrustSettings,
  TTrustSummary,
  TTrustTransaction,
  TUpdateTrustAccountRequest,
  ZFidelityCertificate,
} from "@inkundla/shared";
import type { z } from "zod";
import {
  apiJson,
  apiMultipart,
  apiRequest,
  downloadFile,
  fetchListPage,
  type ListPage,
  toQueryString,
} from "../../lib/api-client";

export const TRUST_PATH = "/api/trust-accounting";
export const TRUST_ACCOUNTS_PATH = `${TRUST_PATH}/accounts`;
export const TRUST_TRANSACTIONS_PATH = `${TRUST_PATH}/transactions`;
export const TRUST_LEDGERS_PATH = `${TRUST_PATH}/ledgers`;
export const TRUST_SUMMARY_PATH = `${TRUST_PATH}/summary`;
export const TRUST_COMPLIANCE_PATH = `${TRUST_PATH}/compliance`;
export const TRUST_STATEMENTS_PATH = `${TRUST_PATH}/statements`;
export const TRUST_RECONCILIATIONS_PATH = `${TRUST_PATH}/reconciliations`;
export const TRUST_SETTINGS_PATH = `${TRUST_PATH}/settings`;
export const TRUST_AUDIT_TRAIL_PATH = `${TRUST_PATH}/audit-trail`;
export const TRUST_REPORTS_PATH = `${TRUST_PATH}/reports`;

/** Every trust query key starts with one of the paths above, so one prefix test reloads them all. */
export function isTrustQueryKey(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === "string" && path.startsWith(TRUST_PATH);
}

const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

// ── Accounts ─────────────────────────────────────────────────────────────────────────────────────

export const TRUST_ACCOUNTS_QUERY_KEY = [TRUST_ACCOUNTS_PATH] as const;

export function fetchTrustAccounts(): Promise<TTrustAccount[]> {
  return apiJson("GET", TRUST_ACCOUNTS_PATH);
}

export function createTrustAccount(request: TCreateTrustAccountRequest): Promise<TTrustAccount> {
  return apiJson("POST", TRUST_ACCOUNTS_PATH, request);
}

export function updateTrustAccount(
  accountId: string,
  request: TUpdateTrustAccountRequest,
): Promise<TTrustAccount> {
  return apiJson("PATCH", idPath(TRUST_ACCOUNTS_PATH, accountId), request);
}

export function closeTrustAccount(accountId: string): Promise<TTrustAccount> {
  return apiJson("POST", `${idPath(TRUST_ACCOUNTS_PATH, accountId)}/close`);
}

/** The client's signed instruction to invest (s86(4)): a multipart upload, the file after its date. */
export function recordTrustInstruction(
  accountId: string,
  input: { file: File; instructionDate: string },
): Promise<TTrustAccount> {
  const form = new FormData();
  form.append("instructionDate", input.instructionDate);
  form.append("file", input.file, input.file.name);
  return apiMultipart(`${idPath(TRUST_ACCOUNTS_PATH, accountId)}/instruction`, form);
}

// ── Transactions ─────────────────────────────────────────────────────────────────────────────────

export type TrustTransactionFilters = {
  accountId?: string;
  clientId?: string;
  type?: string;
  from?: string;
  to?: string;
  reconciled?: "true" | "false";
  search?: string;
};
export type TrustTransactionListParams = TrustTransactionFilters & { limit: number; offset: number };

export function trustTransactionsQueryKey(params: TrustTransactionListParams) {
  return [TRUST_TRANSACTIONS_PATH, params] as const;
}

export function fetchTrustTransactions(
  params: TrustTransactionListParams,
): Promise<ListPage<TTrustTransaction>> {
  return fetchListPage(TRUST_TRANSACTIONS_PATH, params);
}

export function fetchTrustPosting(postingId: string): Promise<TTrustPosting> {
  return apiJson("GET", idPath(TRUST_TRANSACTIONS_PATH, postingId));
}

export function createTrustPosting(request: TCreateTrustPostingRequest): Promise<TTrustPosting> {
  return apiJson("POST", TRUST_TRANSACTIONS_PATH, request);
}

// ── Ledgers and figures ──────────────────────────────────────────────────────────────────────────

export type TrustLedgerListParams = {
  accountId?: string;
  search?: string;
  nonZero?: "true" | "false";
  limit: number;
  offset: number;
};

export function fetchTrustLedgers(params: TrustLedgerListParams): Promise<ListPage<TTrustLedgerSummary>> {
  return fetchListPage(TRUST_LEDGERS_PATH, params);
}

export type TrustClientLedgerParams = { matterId?: string; accountId?: string };

export function fetchTrustClientLedger(
  clientId: string,
  params: TrustClientLedgerParams = {},
): Promise<TTrustClientLedger> {
  return apiJson("GET", `${idPath(TRUST_LEDGERS_PATH, clientId)}${toQueryString(params)}`);
}

export function fetchTrustSummary(): Promise<TTrustSummary> {
  return apiJson("GET", TRUST_SUMMARY_PATH);
}

export function fetchTrustCompliance(): Promise<TTrustCompliance> {
  return apiJson("GET", TRUST_COMPLIANCE_PATH);
}

// ── Statements and reconciliation ────────────────────────────────────────────────────────────────

export function importTrustStatement(request: TImportStatementRequest): Promise<TImportStatementResult> {
  return apiJson("POST", TRUST_STATEMENTS_PATH, request);
}

export function fetchStatementLines(params: {
  accountId: string;
  month?: string;
  matched?: "true" | "false";
}): Promise<TStatementLine[]> {
  return apiJson("GET", `${TRUST_STATEMENTS_PATH}/lines${toQueryString(params)}`);
}

export function matchStatementLine(lineId: string, entryId: string): Promise<unknown> {
  return apiJson("POST", `${idPath(`${TRUST_STATEMENTS_PATH}/lines`, lineId)}/match`, { entryId });
}

export async function unmatchStatementLine(lineId: string): Promise<void> {
  await apiRequest("DELETE", `${idPath(`${TRUST_STATEMENTS_PATH}/lines`, lineId)}/match`);
}

export function autoMatchStatement(accountId: string): Promise<{ matched: number }> {
  return apiJson("POST", `${TRUST_STATEMENTS_PATH}/auto-match`, { accountId });
}

export function fetchTrustReconciliation(params: {
  accountId: string;
  month: string;
}): Promise<TTrustReconciliation> {
  return apiJson("GET", `${TRUST_RECONCILIATIONS_PATH}${toQueryString(params)}`);
}

export function signOffReconciliation(params: { accountId: string; month: string }): Promise<unknown> {
  return apiJson("POST", `${TRUST_RECONCILIATIONS_PATH}/sign-off`, params);
}

// ── Compliance records ───────────────────────────────────────────────────────────────────────────

export function fetchTrustSettings(): Promise<TTrustSettings> {
  return apiJson("GET", TRUST_SETTINGS_PATH);
}

export function updateTrustSettings(request: { financialYearEndMonth: number }): Promise<TTrustSettings> {
  return apiJson("PUT", TRUST_SETTINGS_PATH, request);
}

export function recordFidelityCertificate(
  request: TRecordFidelityCertificateRequest,
): Promise<z.infer<typeof ZFidelityCertificate>> {
  return apiJson("POST", `${TRUST_PATH}/fidelity-certificates`, request);
}

export function recordAuditReport(request: TRecordAuditReportRequest): Promise<unknown> {
  return apiJson("POST", `${TRUST_PATH}/audit-reports`, request);
}

export function fetchTrustAuditTrail(page: {
  limit: number;
  offset: number;
}): Promise<ListPage<TTrustAuditEvent>> {
  return fetchListPage(TRUST_AUDIT_TRAIL_PATH, page);
}

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────

/** A report's parameters as the query string carries them (clientId, accountId, date, month, from, to). */
export type TrustReportQuery = Record<string, string | undefined>;

/** Where a report is read: JSON for the screen, or the PDF or CSV file the server names. */
export function trustReportUrl(
  name: TTrustReportName,
  query: TrustReportQuery,
  format: TTrustReportFormat,
): string {
  return `${TRUST_REPORTS_PATH}/${name}${toQueryString({ ...query, format })}`;
}

export function fetchTrustReport(name: TTrustReportName, query: TrustReportQuery): Promise<TTrustReport> {
  return apiJson("GET", trustReportUrl(name, query, "json"));
}

/**
 * Saves a report's PDF or CSV (see `downloadFile`, which shows a refused report's message instead of
 * a broken download); the server names the file, and this name ("balance-listing.pdf") is the fallback.
 */
export function downloadTrustReport(url: string): Promise<string> {
  const { pathname, searchParams } = new URL(url, window.location.origin);
  const fallback = `${pathname.split("/").pop() ?? "trust-report"}.${searchParams.get("format") ?? "pdf"}`;
  return downloadFile(url, fallback);
}
