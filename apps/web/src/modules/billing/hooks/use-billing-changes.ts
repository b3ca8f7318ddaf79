import type {
  TApplyCreditRequest,
  TCreateCreditNoteRequest,
  TCreateExpenseRequest,
  TCreateInvoiceRequest,
  TCreatePaymentRequest,
  TInvoice,
  TIssueInvoiceRequest,
  TPayment,
  TUpdateBillingProfileRequest,
  TUpdateInvoiceRequest,
} from "@inkundla/shared";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { downloadFile, isNetworkError, readApiErrorMessage } from "../../../lib/api-client";
import {
  applyClientCredit,
  approveExpense,
  chargeInterest,
  createCreditNote,
  createExpense,
  createInvoice,
  createPayment,
  deleteExpense,
  deleteInvoice,
  isAffectedByBilling,
  issueInvoice,
  sendInvoice,
  updateBillingProfile,
  updateInvoice,
  uploadBillingLogo,
  voidInvoice,
} from "../billing.api";
import { emailStatusText, formatCents, invoiceName } from "../billing-format";

/** The server's message from a failed billing request, or the fallback when it sent none. */
export function billingErrorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return "The server could not be reached. Check your connection and try again.";
  return readApiErrorMessage(error) ?? fallback;
}

/** Reads every billing query again, and the trust, time and dashboard figures billing moves. */
export function useReloadBilling() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isAffectedByBilling(query.queryKey) });
}

function showSuccess(title: string, message: string) {
  notifications.show({ title, message, color: "green" });
}

function showFailure(title: string) {
  return (error: unknown) =>
    notifications.show({ title, message: billingErrorMessage(error, "Please try again."), color: "red" });
}

// ── Profile ──────────────────────────────────────────────────────────────────────────────────────

export function useSaveBillingProfile() {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (request: TUpdateBillingProfileRequest) => updateBillingProfile(request),
    onSuccess: async () => {
      showSuccess("Billing profile saved", "New invoices will use these details.");
      await reloadBilling();
    },
  });
}

export function useUploadBillingLogo(options: { onUploaded: (fileId: string) => void }) {
  return useMutation({
    mutationFn: (file: File) => uploadBillingLogo(file),
    onSuccess: ({ fileId }) => options.onUploaded(fileId),
  });
}

// ── Invoices ─────────────────────────────────────────────────────────────────────────────────────

export function useCreateInvoice(options: { onCreated: (invoice: TInvoice) => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (request: TCreateInvoiceRequest) => createInvoice(request),
    onSuccess: async (invoice) => {
      showSuccess(
        "Draft invoice saved",
        `A draft for ${invoice.client} of ${formatCents(invoice.totalCents)}.`,
      );
      options.onCreated(invoice);
      await reloadBilling();
    },
  });
}

/** Saves a draft's changes; the lists sent replace its lines of that kind, the rest are kept. */
export function useUpdateInvoice(options: { onSaved: (invoice: TInvoice) => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: ({ invoiceId, request }: { invoiceId: string; request: TUpdateInvoiceRequest }) =>
      updateInvoice(invoiceId, request),
    onSuccess: async (invoice) => {
      showSuccess(
        "Draft invoice updated",
        `The draft for ${invoice.client} is now ${formatCents(invoice.totalCents)}.`,
      );
      options.onSaved(invoice);
      await reloadBilling();
    },
  });
}

export function useDeleteInvoice(options: { onDeleted: () => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (invoiceId: string) => deleteInvoice(invoiceId),
    onSuccess: async () => {
      showSuccess("Draft deleted", "Its time and expenses are unbilled again.");
      options.onDeleted();
      await reloadBilling();
    },
  });
}

export function useIssueInvoice(options: { onIssued: (invoice: TInvoice) => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: ({ invoiceId, request }: { invoiceId: string; request: TIssueInvoiceRequest }) =>
      issueInvoice(invoiceId, request),
    onSuccess: async (invoice) => {
      showSuccess(`${invoiceName(invoice)} issued`, emailStatusText(invoice.emailStatus));
      options.onIssued(invoice);
      await reloadBilling();
    },
  });
}

export function useVoidInvoice(options: { onVoided: () => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: ({ invoiceId, reason }: { invoiceId: string; reason: string }) =>
      voidInvoice(invoiceId, reason),
    onSuccess: async (invoice) => {
      showSuccess(`${invoiceName(invoice)} voided`, "Its number stays used; nothing more is due on it.");
      options.onVoided();
      await reloadBilling();
    },
  });
}

export function useCreateCreditNote(options: { onCreated: () => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: ({ invoiceId, request }: { invoiceId: string; request: TCreateCreditNoteRequest }) =>
      createCreditNote(invoiceId, request),
    onSuccess: async (creditNote) => {
      showSuccess(
        `Credit note ${creditNote.number} issued`,
        `${formatCents(creditNote.amountCents)} is credited on the invoice.`,
      );
      options.onCreated();
      await reloadBilling();
    },
  });
}

export function useSendInvoice() {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (invoiceId: string) => sendInvoice(invoiceId),
    onSuccess: async (invoice) => {
      const isQueued = invoice.emailStatus === "queued";
      const isSent = invoice.emailStatus === "sent";
      notifications.show({
        title: isQueued
          ? `${invoiceName(invoice)} is being sent`
          : isSent
            ? `${invoiceName(invoice)} sent`
            : `${invoiceName(invoice)} not sent`,
        message: emailStatusText(invoice.emailStatus),
        color: isQueued || isSent ? "green" : "orange",
      });
      await reloadBilling();
    },
    onError: showFailure("The invoice was not sent"),
  });
}

export function useChargeInterest(options: { onCharged: (interestInvoiceId: string) => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (invoiceId: string) => chargeInterest(invoiceId, {}),
    onSuccess: async (result) => {
      showSuccess(
        "Interest invoice drafted",
        `A draft for ${formatCents(result.interestCents)} interest at the prescribed rate. Issue it to charge it.`,
      );
      options.onCharged(result.invoiceId);
      await reloadBilling();
    },
  });
}

// ── Payments ─────────────────────────────────────────────────────────────────────────────────────

/** "R 1 500,00 from Mokoena Holdings paid INV-0001 and INV-0002; R 200,00 is kept as credit." */
export function describePayment(payment: TPayment): string {
  const numbers = payment.allocations.map((allocation) => allocation.invoiceNumber);
  const paid =
    numbers.length === 0
      ? "is kept as the client's credit"
      : `paid ${numbers.length === 1 ? numbers[0] : `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`}`;
  const credit =
    numbers.length > 0 && payment.unallocatedCents > 0
      ? `; ${formatCents(payment.unallocatedCents)} is kept as credit`
      : "";
  const postings = payment.allocations.flatMap((allocation) =>
    allocation.trustPostingNumber === null ? [] : [`#${allocation.trustPostingNumber}`],
  );
  const trust = postings.length > 0 ? ` Trust transfer ${postings.join(", ")} is in the trust journal.` : "";
  return `${formatCents(payment.amountCents)} from ${payment.clientName} ${paid}${credit}.${trust}`;
}

export function useCreatePayment(options: { onRecorded: (payment: TPayment) => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (request: TCreatePaymentRequest) => createPayment(request),
    onSuccess: async (payment) => {
      showSuccess("Payment recorded", describePayment(payment));
      options.onRecorded(payment);
      await reloadBilling();
    },
  });
}

export function useApplyCredit(options: { onApplied: () => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (request: TApplyCreditRequest) => applyClientCredit(request),
    onSuccess: async (_result, request) => {
      const total = request.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
      showSuccess("Credit applied", `${formatCents(total)} of the client's credit paid their invoices.`);
      options.onApplied();
      await reloadBilling();
    },
  });
}

// ── Expenses ─────────────────────────────────────────────────────────────────────────────────────

export function useCreateExpense(options: { onCreated: () => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: ({ request, receipt }: { request: TCreateExpenseRequest; receipt: File | null }) =>
      createExpense(request, receipt),
    onSuccess: async (expense) => {
      showSuccess("Expense recorded", `${formatCents(expense.amountCents)} on ${expense.matter}.`);
      options.onCreated();
      await reloadBilling();
    },
  });
}

export function useApproveExpense() {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (expenseId: string) => approveExpense(expenseId),
    onSuccess: async (expense) => {
      showSuccess("Expense approved", `${expense.description} can now be billed.`);
      await reloadBilling();
    },
    onError: showFailure("The expense was not approved"),
  });
}

export function useDeleteExpense(options: { onDeleted: () => void }) {
  const reloadBilling = useReloadBilling();
  return useMutation({
    mutationFn: (expenseId: string) => deleteExpense(expenseId),
    onSuccess: async () => {
      showSuccess("Expense deleted", "The expense and its receipt are removed.");
      options.onDeleted();
      await reloadBilling();
    },
  });
}

// ── Files ────────────────────────────────────────────────────────────────────────────────────────

/** Downloads a report file (CSV, PDF); a refusal is shown with the server's own message. */
export function useDownloadBillingFile() {
  return useMutation({
    mutationFn: async ({ url, fallbackName }: { url: string; fallbackName: string }) => {
      await downloadFile(url, fallbackName);
    },
    onError: showFailure("Download failed"),
  });
}
