import type {
  TCreateTrustAccountRequest,
  TCreateTrustPostingRequest,
  TImportStatementRequest,
  TRecordAuditReportRequest,
  TRecordFidelityCertificateRequest,
  TTrustAccount,
  TTrustPosting,
  TUpdateTrustAccountRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { readApiErrorMessage } from "../../../lib/api-client";
import {
  autoMatchStatement,
  closeTrustAccount,
  createTrustAccount,
  createTrustPosting,
  importTrustStatement,
  isTrustQueryKey,
  matchStatementLine,
  recordAuditReport,
  recordFidelityCertificate,
  recordTrustInstruction,
  signOffReconciliation,
  unmatchStatementLine,
  updateTrustAccount,
  updateTrustSettings,
} from "../trust.api";

/** The server's message from a failed trust request, or the fallback when it sent none. */
export function trustErrorMessage(error: unknown, fallback: string): string {
  return readApiErrorMessage(error) ?? fallback;
}

/**
 * One posting changes balances, ledgers, the summary, compliance and the reconciliation at once, so
 * every /api/trust-accounting/… query is read again after any change.
 */
export function useReloadTrust() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isTrustQueryKey(query.queryKey) });
}

function showSuccess(title: string, message: string) {
  notifications.show({ title, message, color: "green" });
}

export function useCreateTrustAccount(options: { onCreated: (account: TTrustAccount) => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (request: TCreateTrustAccountRequest) => createTrustAccount(request),
    onSuccess: async (account) => {
      showSuccess("Trust Account Created", "New trust account has been created successfully.");
      options.onCreated(account);
      await reloadTrust();
    },
    onError: (error) =>
      notifications.show({
        title: "Creation Failed",
        message: trustErrorMessage(error, "Failed to create trust account"),
        color: "red",
      }),
  });
}

export function useUpdateTrustAccount(accountId: string, options: { onUpdated: () => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (request: TUpdateTrustAccountRequest) => updateTrustAccount(accountId, request),
    onSuccess: async () => {
      showSuccess("Trust account updated", "Your changes have been saved.");
      options.onUpdated();
      await reloadTrust();
    },
  });
}

export function useCloseTrustAccount(options: { onClosed: () => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (accountId: string) => closeTrustAccount(accountId),
    onSuccess: async (account) => {
      showSuccess("Trust account closed", `${account.name} is closed. Its books are kept.`);
      options.onClosed();
      await reloadTrust();
    },
  });
}

export function useRecordTrustInstruction(accountId: string, options: { onRecorded: () => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (input: { file: File; instructionDate: string }) => recordTrustInstruction(accountId, input),
    onSuccess: async () => {
      showSuccess("Instruction recorded", "The client's written instruction is on file.");
      options.onRecorded();
      await reloadTrust();
    },
  });
}

export function useCreateTrustPosting(options: { onCreated: (posting: TTrustPosting) => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (request: TCreateTrustPostingRequest) => createTrustPosting(request),
    onSuccess: async (posting) => {
      showSuccess(
        posting.type === "reversal" ? "Transaction reversed" : "Transaction recorded",
        `Trust transaction #${posting.number} has been posted.`,
      );
      options.onCreated(posting);
      await reloadTrust();
    },
  });
}

export function useImportStatement() {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (request: TImportStatementRequest) => importTrustStatement(request),
    onSuccess: async () => {
      await reloadTrust();
    },
  });
}

export function useMatchStatementLine(options: { onMatched: () => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: ({ lineId, entryId }: { lineId: string; entryId: string }) =>
      matchStatementLine(lineId, entryId),
    onSuccess: async () => {
      showSuccess("Statement line matched", "The bank line is matched to the transaction.");
      options.onMatched();
      await reloadTrust();
    },
  });
}

export function useUnmatchStatementLine() {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (lineId: string) => unmatchStatementLine(lineId),
    onSuccess: async () => {
      showSuccess("Match removed", "The bank line is unmatched again.");
      await reloadTrust();
    },
    onError: (error) =>
      notifications.show({
        title: "Could not remove the match",
        message: trustErrorMessage(error, "Failed to unmatch the statement line"),
        color: "red",
      }),
  });
}

export function useAutoMatchStatement() {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (accountId: string) => autoMatchStatement(accountId),
    onSuccess: async (result) => {
      showSuccess(
        "Auto-match finished",
        result.matched === 1
          ? "1 statement line was matched."
          : `${result.matched} statement lines were matched.`,
      );
      await reloadTrust();
    },
    onError: (error) =>
      notifications.show({
        title: "Auto-match failed",
        message: trustErrorMessage(error, "Failed to match the statement lines"),
        color: "red",
      }),
  });
}

export function useSignOffReconciliation(options: { onSignedOff: () => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (params: { accountId: string; month: string }) => signOffReconciliation(params),
    onSuccess: async () => {
      showSuccess("Reconciliation signed off", "The month is signed off and locked.");
      options.onSignedOff();
      await reloadTrust();
    },
  });
}

export function useUpdateTrustSettings() {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (financialYearEndMonth: number) => updateTrustSettings({ financialYearEndMonth }),
    onSuccess: async () => {
      showSuccess("Settings saved", "The financial year end has been saved.");
      await reloadTrust();
    },
    onError: (error) =>
      notifications.show({
        title: "Could not save",
        message: trustErrorMessage(error, "Failed to save the financial year end"),
        color: "red",
      }),
  });
}

export function useRecordFidelityCertificate(options: { onRecorded: () => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (request: TRecordFidelityCertificateRequest) => recordFidelityCertificate(request),
    onSuccess: async () => {
      showSuccess("Certificate recorded", "The Fidelity Fund certificate has been recorded.");
      options.onRecorded();
      await reloadTrust();
    },
  });
}

export function useRecordAuditReport(options: { onRecorded: () => void }) {
  const reloadTrust = useReloadTrust();
  return useMutation({
    mutationFn: (request: TRecordAuditReportRequest) => recordAuditReport(request),
    onSuccess: async () => {
      showSuccess("Audit report recorded", "The trust audit report has been recorded as lodged.");
      options.onRecorded();
      await reloadTrust();
    },
  });
}
