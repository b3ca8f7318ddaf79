import type {
  TAgedDebtors,
  TApplyCreditRequest,
  TBillingProfile,
  TBillingStats,
  TChargeInterestRequest,
  TClientBillingAccount,
  TClientStatement,
  TCreateCreditNoteRequest,
  TCreateExpenseRequest,
  TCreateInvoiceRequest,
  TCreatePaymentRequest,
  TCreditNote,
  TExpense,
  TFeeEarnerProduction,
  TInvoice,
  TInvoiceListItem,
  TInvoiceStatusFilter,
  TIssueInvoiceRequest,
  TPayment,
  TPaymentMethod,
  TPrescribedRate,
  TUnbilledWork,
  TUpdateBillingProfileRequest,
  TUpdateInvoiceRequest,
  TWorkInProgress,
} from "@inkundla/shared";
import {
  apiJson,
  apiMultipart,
  apiRequest,
  fetchListPage,
  type ListPage,
  toQueryString,
} from "../../lib/api-client";

export const BILLING_PATH = "/api/billing";
export const BILLING_PROFILE_PATH = `${BILLING_PATH}/profile`;
export const BILLING_STATS_PATH = `${BILLING_PATH}/stats`;
export const INVOICES_PATH = `${BILLING_PATH}/invoices`;
export const UNBILLED_PATH = `${BILLING_PATH}/unbilled`;
export const PAYMENTS_PATH = `${BILLING_PATH}/payments`;
export const BILLING_CLIENTS_PATH = `${BILLING_PATH}/clients`;
export const EXPENSES_PATH = `${BILLING_PATH}/expenses`;
export const INTEREST_RATES_PATH = `${BILLING_PATH}/interest-rates`;
export const BILLING_REPORTS_PATH = `${BILLING_PATH}/reports`;

/**
 * Billing moves figures other screens show: issuing bills time, a payment from trust posts to the trust
 * books, and the dashboard and practice stats read billing's revenue. Every query under these paths is
 * read again after a billing change.
 */
const PATHS_BILLING_CHANGES = [
  BILLING_PATH,
  "/api/trust-accounting",
  "/api/time-entries",
  "/api/practice",
  "/api/dashboard",
] as const;

export function isAffectedByBilling(queryKey: readonly unknown[]): boolean {
  const [path] = queryKey;
  return typeof path === "string" && PATHS_BILLING_CHANGES.some((prefix) => path.startsWith(prefix));
}

const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

// ── Profile and figures ──────────────────────────────────────────────────────────────────────────

export function fetchBillingProfile(): Promise<TBillingProfile> {
  return apiJson("GET", BILLING_PROFILE_PATH);
}

export function updateBillingProfile(request: TUpdateBillingProfileRequest): Promise<TBillingProfile> {
  return apiJson("PUT", BILLING_PROFILE_PATH, request);
}

/** The logo is uploaded on its own and its id saved with the profile, so a failed save keeps it. */
export function uploadBillingLogo(file: File): Promise<{ fileId: string }> {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiMultipart(`${BILLING_PROFILE_PATH}/logo`, form);
}

export function fetchBillingStats(): Promise<TBillingStats> {
  return apiJson("GET", BILLING_STATS_PATH);
}

export function fetchPrescribedRates(): Promise<TPrescribedRate[]> {
  return apiJson("GET", INTEREST_RATES_PATH);
}

// ── Invoices ─────────────────────────────────────────────────────────────────────────────────────

export type InvoiceListParams = {
  status?: TInvoiceStatusFilter;
  search?: string;
  clientId?: string;
  matterId?: string;
  limit: number;
  offset: number;
};

export function invoicesQueryKey(params: InvoiceListParams) {
  return [INVOICES_PATH, "list", params] as const;
}

export function fetchInvoices(params: InvoiceListParams): Promise<ListPage<TInvoiceListItem>> {
  return fetchListPage(INVOICES_PATH, params);
}

export function invoiceQueryKey(invoiceId: string | null) {
  return [INVOICES_PATH, "detail", invoiceId] as const;
}

export function fetchInvoice(invoiceId: string): Promise<TInvoice> {
  return apiJson("GET", idPath(INVOICES_PATH, invoiceId));
}

export function createInvoice(request: TCreateInvoiceRequest): Promise<TInvoice> {
  return apiJson("POST", INVOICES_PATH, request);
}

export function updateInvoice(invoiceId: string, request: TUpdateInvoiceRequest): Promise<TInvoice> {
  return apiJson("PATCH", idPath(INVOICES_PATH, invoiceId), request);
}

export async function deleteInvoice(invoiceId: string): Promise<void> {
  await apiRequest("DELETE", idPath(INVOICES_PATH, invoiceId));
}

export function issueInvoice(invoiceId: string, request: TIssueInvoiceRequest): Promise<TInvoice> {
  return apiJson("POST", `${idPath(INVOICES_PATH, invoiceId)}/issue`, request);
}

export function voidInvoice(invoiceId: string, reason: string): Promise<TInvoice> {
  return apiJson("POST", `${idPath(INVOICES_PATH, invoiceId)}/void`, { reason });
}

export function createCreditNote(invoiceId: string, request: TCreateCreditNoteRequest): Promise<TCreditNote> {
  return apiJson("POST", `${idPath(INVOICES_PATH, invoiceId)}/credit-notes`, request);
}

export function sendInvoice(invoiceId: string): Promise<TInvoice> {
  return apiJson("POST", `${idPath(INVOICES_PATH, invoiceId)}/send`);
}

export function chargeInterest(
  invoiceId: string,
  request: TChargeInterestRequest,
): Promise<{ invoiceId: string; interestCents: number }> {
  return apiJson("POST", `${idPath(INVOICES_PATH, invoiceId)}/interest`, request);
}

export function invoicePdfUrl(invoiceId: string): string {
  return `${idPath(INVOICES_PATH, invoiceId)}/pdf`;
}

export function creditNotePdfUrl(creditNoteId: string): string {
  return `${idPath(`${BILLING_PATH}/credit-notes`, creditNoteId)}/pdf`;
}

export function fetchUnbilledWork(matterId: string): Promise<TUnbilledWork> {
  return apiJson("GET", `${UNBILLED_PATH}${toQueryString({ matterId })}`);
}

// ── Payments ─────────────────────────────────────────────────────────────────────────────────────

export type PaymentListParams = { clientId?: string; method?: TPaymentMethod; limit: number; offset: number };

export function fetchPayments(params: PaymentListParams): Promise<ListPage<TPayment>> {
  return fetchListPage(PAYMENTS_PATH, params);
}

export function createPayment(request: TCreatePaymentRequest): Promise<TPayment> {
  return apiJson("POST", PAYMENTS_PATH, request);
}

export function fetchClientBillingAccount(clientId: string): Promise<TClientBillingAccount> {
  return apiJson("GET", `${idPath(BILLING_CLIENTS_PATH, clientId)}/account`);
}

export function applyClientCredit(request: TApplyCreditRequest): Promise<unknown> {
  return apiJson("POST", `${BILLING_PATH}/credits/apply`, request);
}

// ── Expenses ─────────────────────────────────────────────────────────────────────────────────────

export type ExpenseListParams = {
  status?: string;
  matterId?: string;
  category?: string;
  search?: string;
  limit: number;
  offset: number;
};

export function fetchExpenses(params: ExpenseListParams): Promise<ListPage<TExpense>> {
  return fetchListPage(EXPENSES_PATH, params);
}

/**
 * Multipart, so the receipt travels with the expense. The fields go before the file: the server reads
 * the parts in order and checks the fields before it stores any bytes.
 */
export function createExpense(request: TCreateExpenseRequest, receipt: File | null): Promise<TExpense> {
  const form = new FormData();
  form.append("date", request.date);
  form.append("category", request.category);
  form.append("amountCents", String(request.amountCents));
  form.append("matterId", request.matterId);
  form.append("description", request.description);
  form.append("taxable", String(request.taxable ?? true));
  if (receipt) form.append("receipt", receipt, receipt.name);
  return apiMultipart(EXPENSES_PATH, form);
}

export function approveExpense(expenseId: string): Promise<TExpense> {
  return apiJson("POST", `${idPath(EXPENSES_PATH, expenseId)}/approve`);
}

export async function deleteExpense(expenseId: string): Promise<void> {
  await apiRequest("DELETE", idPath(EXPENSES_PATH, expenseId));
}

// ── Reports ──────────────────────────────────────────────────────────────────────────────────────

export function agedDebtorsUrl(date: string, format?: "csv"): string {
  return `${BILLING_REPORTS_PATH}/aged-debtors${toQueryString({ date, format })}`;
}

export function fetchAgedDebtors(date: string): Promise<TAgedDebtors> {
  return apiJson("GET", agedDebtorsUrl(date));
}

export function fetchProduction(period: { from: string; to: string }): Promise<TFeeEarnerProduction> {
  return apiJson("GET", `${BILLING_REPORTS_PATH}/production${toQueryString(period)}`);
}

export function fetchWorkInProgress(): Promise<TWorkInProgress> {
  return apiJson("GET", `${BILLING_REPORTS_PATH}/wip`);
}

export function clientStatementUrl(clientId: string, period: { from: string; to: string }, pdf = false) {
  const path = `${idPath(`${BILLING_REPORTS_PATH}/client-statement`, clientId)}${pdf ? "/pdf" : ""}`;
  return `${path}${toQueryString(period)}`;
}

export function fetchClientStatement(
  clientId: string,
  period: { from: string; to: string },
): Promise<TClientStatement> {
  return apiJson("GET", clientStatementUrl(clientId, period));
}
