import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  BILLING_CLIENTS_PATH,
  BILLING_PROFILE_PATH,
  BILLING_REPORTS_PATH,
  BILLING_STATS_PATH,
  EXPENSES_PATH,
  type ExpenseListParams,
  fetchAgedDebtors,
  fetchBillingProfile,
  fetchBillingStats,
  fetchClientBillingAccount,
  fetchClientStatement,
  fetchExpenses,
  fetchInvoice,
  fetchInvoices,
  fetchPayments,
  fetchPrescribedRates,
  fetchProduction,
  fetchUnbilledWork,
  fetchWorkInProgress,
  INTEREST_RATES_PATH,
  type InvoiceListParams,
  invoiceQueryKey,
  invoicesQueryKey,
  PAYMENTS_PATH,
  type PaymentListParams,
  UNBILLED_PATH,
} from "../billing.api";

export function useBillingProfile() {
  return useQuery({ queryKey: [BILLING_PROFILE_PATH], queryFn: fetchBillingProfile });
}

export function useBillingStats() {
  return useQuery({ queryKey: [BILLING_STATS_PATH], queryFn: fetchBillingStats });
}

/** The prescribed interest rates, newest first: GET /api/billing/interest-rates answers firm members only. */
export function usePrescribedRates() {
  return useQuery({ queryKey: [INTEREST_RATES_PATH], queryFn: fetchPrescribedRates });
}

export function useInvoices(params: InvoiceListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: invoicesQueryKey(params),
    queryFn: () => fetchInvoices(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useInvoice(invoiceId: string | null) {
  return useQuery({
    queryKey: invoiceQueryKey(invoiceId),
    queryFn: () => fetchInvoice(invoiceId ?? ""),
    enabled: invoiceId !== null,
  });
}

export function useUnbilledWork(matterId: string | null) {
  return useQuery({
    queryKey: [UNBILLED_PATH, matterId],
    queryFn: () => fetchUnbilledWork(matterId ?? ""),
    enabled: matterId !== null,
  });
}

export function usePayments(params: PaymentListParams) {
  return useQuery({
    queryKey: [PAYMENTS_PATH, params],
    queryFn: () => fetchPayments(params),
    placeholderData: keepPreviousData,
  });
}

export function useClientBillingAccount(clientId: string | null) {
  return useQuery({
    queryKey: [BILLING_CLIENTS_PATH, clientId, "account"],
    queryFn: () => fetchClientBillingAccount(clientId ?? ""),
    enabled: clientId !== null,
  });
}

export function useExpenses(params: ExpenseListParams) {
  return useQuery({
    queryKey: [EXPENSES_PATH, params],
    queryFn: () => fetchExpenses(params),
    placeholderData: keepPreviousData,
  });
}

export function useAgedDebtors(date: string | null) {
  return useQuery({
    queryKey: [BILLING_REPORTS_PATH, "aged-debtors", date],
    queryFn: () => fetchAgedDebtors(date ?? ""),
    enabled: date !== null,
  });
}

export function useFeeEarnerProduction(period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: [BILLING_REPORTS_PATH, "production", period],
    queryFn: () => fetchProduction(period ?? { from: "", to: "" }),
    enabled: period !== null,
  });
}

export function useWorkInProgress() {
  return useQuery({ queryKey: [BILLING_REPORTS_PATH, "wip"], queryFn: fetchWorkInProgress });
}

export function useClientStatement(request: { clientId: string; from: string; to: string } | null) {
  return useQuery({
    queryKey: [BILLING_REPORTS_PATH, "client-statement", request],
    queryFn: () =>
      fetchClientStatement(request?.clientId ?? "", { from: request?.from ?? "", to: request?.to ?? "" }),
    enabled: request !== null,
  });
}
