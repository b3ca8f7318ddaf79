import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  fetchStatementLines,
  fetchTrustAccounts,
  fetchTrustAuditTrail,
  fetchTrustClientLedger,
  fetchTrustCompliance,
  fetchTrustLedgers,
  fetchTrustPosting,
  fetchTrustReconciliation,
  fetchTrustSettings,
  fetchTrustSummary,
  fetchTrustTransactions,
  TRUST_ACCOUNTS_QUERY_KEY,
  TRUST_AUDIT_TRAIL_PATH,
  TRUST_COMPLIANCE_PATH,
  TRUST_LEDGERS_PATH,
  TRUST_RECONCILIATIONS_PATH,
  TRUST_SETTINGS_PATH,
  TRUST_STATEMENTS_PATH,
  TRUST_SUMMARY_PATH,
  TRUST_TRANSACTIONS_PATH,
  type TrustClientLedgerParams,
  type TrustLedgerListParams,
  type TrustTransactionListParams,
  trustTransactionsQueryKey,
} from "../trust.api";

export function useTrustSummary() {
  return useQuery({ queryKey: [TRUST_SUMMARY_PATH], queryFn: fetchTrustSummary });
}

export function useTrustCompliance() {
  return useQuery({ queryKey: [TRUST_COMPLIANCE_PATH], queryFn: fetchTrustCompliance });
}

export function useTrustAccounts() {
  return useQuery({ queryKey: TRUST_ACCOUNTS_QUERY_KEY, queryFn: fetchTrustAccounts });
}

export function useTrustTransactions(
  params: TrustTransactionListParams,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: trustTransactionsQueryKey(params),
    queryFn: () => fetchTrustTransactions(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useTrustPosting(postingId: string | null) {
  return useQuery({
    queryKey: [TRUST_TRANSACTIONS_PATH, "posting", postingId],
    queryFn: () => fetchTrustPosting(postingId ?? ""),
    enabled: postingId !== null,
  });
}

export function useTrustLedgers(params: TrustLedgerListParams) {
  return useQuery({
    queryKey: [TRUST_LEDGERS_PATH, params],
    queryFn: () => fetchTrustLedgers(params),
    placeholderData: keepPreviousData,
  });
}

export function useTrustClientLedger(clientId: string | null, params: TrustClientLedgerParams = {}) {
  return useQuery({
    queryKey: [TRUST_LEDGERS_PATH, clientId, params],
    queryFn: () => fetchTrustClientLedger(clientId ?? "", params),
    enabled: clientId !== null,
  });
}

export function useTrustReconciliation(params: { accountId: string; month: string } | null) {
  return useQuery({
    queryKey: [TRUST_RECONCILIATIONS_PATH, params],
    queryFn: () => fetchTrustReconciliation(params ?? { accountId: "", month: "" }),
    enabled: params !== null,
  });
}

export function useMatchedStatementLines(params: { accountId: string; month: string } | null) {
  return useQuery({
    queryKey: [TRUST_STATEMENTS_PATH, "lines", params],
    queryFn: () => fetchStatementLines({ ...(params ?? { accountId: "", month: "" }), matched: "true" }),
    enabled: params !== null,
  });
}

export function useTrustSettings() {
  return useQuery({ queryKey: [TRUST_SETTINGS_PATH], queryFn: fetchTrustSettings });
}

export function useTrustAuditTrail(page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [TRUST_AUDIT_TRAIL_PATH, page],
    queryFn: () => fetchTrustAuditTrail(page),
    placeholderData: keepPreviousData,
  });
}
