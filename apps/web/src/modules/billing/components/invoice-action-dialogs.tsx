import {
  BILLING_LIMITS,
  type TInvoice,
  todayInSouthAfrica,
  ZCreateCreditNoteRequest,
  ZIssueInvoiceRequest,
  ZVoidInvoiceRequest,
} from "@inkundla/shared";
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, type ReactNode, useState } from "react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { formatCents, invoiceName, readRequiredAmount } from "../billing-format";
import {
  useChargeInterest,
  useCreateCreditNote,
  useDeleteInvoice,
  useIssueInvoice,
  useVoidInvoice,
} from "../hooks/use-billing-changes";
import { ServerError } from "./billing-badges";

export type InvoiceAction = "issue" | "void" | "credit" | "delete" | "interest";

interface InvoiceActionDialogProps {
  action: InvoiceAction | null;
  invoice: TInvoice;
  onClose: () => void;
  /** After the draft is deleted: the drawer has nothing left to show. */
  onDeleted: () => void;
  /** After interest is charged: the new draft interest invoice. */
  onOpenInvoice: (invoiceId: string) => void;
}

const TITLES: Record<InvoiceAction, string> = {
  issue: "Issue Invoice",
  void: "Void Invoice",
  credit: "Credit Note",
  delete: "Delete Draft",
  interest: "Charge Interest",
};

/** The confirmation or small form each invoice action asks for before anything is sent. */
export function InvoiceActionDialog({
  action,
  invoice,
  onClose,
  onDeleted,
  onOpenInvoice,
}: InvoiceActionDialogProps) {
  const forms: Record<Exclude<InvoiceAction, "delete">, () => ReactNode> = {
    issue: () => <IssueForm invoice={invoice} onClose={onClose} />,
    void: () => <VoidForm invoice={invoice} onClose={onClose} />,
    credit: () => <CreditNoteForm invoice={invoice} onClose={onClose} />,
    interest: () => <InterestForm invoice={invoice} onClose={onClose} onOpenInvoice={onOpenInvoice} />,
  };
  const formAction = action === "delete" ? null : action;
  return (
    <>
      <Modal opened={formAction !== null} onClose={onClose} title={formAction ? TITLES[formAction] : ""}>
        {formAction ? forms[formAction]() : null}
      </Modal>
      {action === "delete" ? (
        <DeleteDraftDialog invoice={invoice} onClose={onClose} onDeleted={onDeleted} />
      ) : null}
    </>
  );
}

function Actions({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        Cancel
      </Button>
      {children}
    </Group>
  );
}

function IssueForm({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const [sendEmail, setSendEmail] = useState(true);
  const [dueDate, setDueDate] = useState(invoice.dueDate ?? "");
  const [error, setError] = useState<string | undefined>();
  const issue = useIssueInvoice({ onIssued: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZIssueInvoiceRequest.safeParse({ sendEmail, dueDate: dueDate || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    issue.mutate({ invoiceId: invoice.id, request: parsed.data });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ServerError error={issue.error} title="The invoice was not issued" />
        <Text size="sm">
          Issue the invoice to {invoice.client} for {formatCents(invoice.totalCents)}?
        </Text>
        <Text size="sm" c="dimmed">
          Issuing takes the next invoice number, dates the invoice today and locks it: its time and expenses
          are then billed. Corrections afterwards are made with a credit note.
        </Text>
        <TextInput
          label="Due date"
          type="date"
          min={todayInSouthAfrica()}
          description="Leave empty to use the payment terms"
          value={dueDate}
          error={error}
          onChange={(event) => setDueDate(event.currentTarget.value)}
        />
        <Checkbox
          label="E-mail the invoice to the client with the PDF"
          checked={sendEmail}
          onChange={(event) => setSendEmail(event.currentTarget.checked)}
        />
        <Actions onClose={onClose}>
          <Button type="submit" loading={issue.isPending}>
            Issue Invoice
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function VoidForm({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const voidMutation = useVoidInvoice({ onVoided: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZVoidInvoiceRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    voidMutation.mutate({ invoiceId: invoice.id, reason: parsed.data.reason });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ServerError error={voidMutation.error} title="The invoice was not voided" />
        <Text size="sm">
          Void {invoiceName(invoice)} to {invoice.client} for {formatCents(invoice.totalCents)}?
        </Text>
        <Text size="sm" c="dimmed">
          A void invoice keeps its number (numbers are never reused) and asks for nothing more. This cannot be
          undone.
        </Text>
        <Textarea
          label="Reason"
          required
          rows={2}
          maxLength={BILLING_LIMITS.reasonMax}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Actions onClose={onClose}>
          <Button type="submit" color="red" loading={voidMutation.isPending}>
            Void Invoice
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function CreditNoteForm({ invoice, onClose }: { invoice: TInvoice; onClose: () => void }) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"amountCents" | "reason", string>>>({});
  const credit = useCreateCreditNote({ onCreated: onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fieldErrors: typeof errors = {};
    const cents = readRequiredAmount(amount, "Amount");
    if (cents.cents === null) fieldErrors.amountCents = cents.error;
    else if (cents.cents > invoice.balanceCents) {
      fieldErrors.amountCents = `At most the ${formatCents(invoice.balanceCents)} still due on the invoice`;
    }
    const parsed = ZCreateCreditNoteRequest.safeParse({ amountCents: cents.cents ?? 1, reason });
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] === "reason" ? "reason" : "amountCents";
      fieldErrors[field] ??= issue.message;
    }
    setErrors(fieldErrors);
    if (parsed.success && Object.keys(fieldErrors).length === 0) {
      credit.mutate({ invoiceId: invoice.id, request: parsed.data });
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ServerError error={credit.error} title="The credit note was not issued" />
        <Text size="sm">
          Credit {invoiceName(invoice)} to {invoice.client}: {formatCents(invoice.balanceCents)} is still due.
        </Text>
        <RandAmountInput
          label="Amount (including VAT)"
          required
          value={amount}
          error={errors.amountCents}
          onChange={setAmount}
        />
        <Textarea
          label="Reason"
          required
          rows={2}
          maxLength={BILLING_LIMITS.reasonMax}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Actions onClose={onClose}>
          <Button type="submit" loading={credit.isPending}>
            Issue Credit Note
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function DeleteDraftDialog({
  invoice,
  onClose,
  onDeleted,
}: {
  invoice: TInvoice;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteInvoice({ onDeleted });
  return (
    <ConfirmDialog
      opened
      title={TITLES.delete}
      error={<ServerError error={remove.error} title="The draft was not deleted" />}
      message={`Delete the draft invoice to ${invoice.client} for ${formatCents(invoice.totalCents)}?`}
      confirmLabel="Delete Draft"
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => remove.mutate(invoice.id)}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        Its time entries and expenses go back to unbilled. No invoice number was taken, so none is lost.
      </Text>
    </ConfirmDialog>
  );
}

function InterestForm({
  invoice,
  onClose,
  onOpenInvoice,
}: {
  invoice: TInvoice;
  onClose: () => void;
  onOpenInvoice: (invoiceId: string) => void;
}) {
  const charge = useChargeInterest({
    onCharged: (interestInvoiceId) => {
      onClose();
      onOpenInvoice(interestInvoiceId);
    },
  });
  return (
    <Stack gap="md">
      <ServerError error={charge.error} title="Interest was not charged" />
      <Text size="sm">
        Charge {formatCents(invoice.accruedInterestCents)} interest on {invoiceName(invoice)}?
      </Text>
      <Text size="sm" c="dimmed">
        Simple interest at the prescribed rate on the overdue balance, from the due date
        {invoice.interestChargedThrough ? " (after the interest already charged)" : ""} to today. It is
        drafted as a new invoice for you to check and issue.
      </Text>
      <Actions onClose={onClose}>
        <Button loading={charge.isPending} onClick={() => charge.mutate(invoice.id)}>
          Charge Interest
        </Button>
      </Actions>
    </Stack>
  );
}
