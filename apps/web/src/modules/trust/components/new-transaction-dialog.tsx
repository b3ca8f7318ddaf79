import {
  TRUST_LIMITS,
  TRUST_POSTING_TYPE_LABELS,
  TRUST_POSTING_TYPES,
  type TTrustAccount,
  type TTrustPostingType,
  todayInSouthAfrica,
} from "@inkundla/shared";
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { useTrustAccounts } from "../hooks/use-trust";
import { trustErrorMessage, useCreateTrustPosting } from "../hooks/use-trust-changes";
import {
  buildPostingRequest,
  emptyPostingDraft,
  type PostingDraft,
  type PostingErrors,
  postingFieldsOf,
} from "../posting-form";
import { type ClientChoice, ClientMatterSelect, ClientSelect } from "./client-select";
import { ReversalPostingSelect } from "./reversal-posting-select";

/** What a caller may fill in before the form opens (e.g. from a statement line or Record interest). */
export type NewTransactionPrefill = Partial<PostingDraft> & { client?: ClientChoice | null };

interface NewTransactionDialogProps {
  /** Null keeps the dialog closed; an object (even empty) opens it with those values. */
  prefill: NewTransactionPrefill | null;
  onClose: () => void;
}

export function NewTransactionDialog({ prefill, onClose }: NewTransactionDialogProps) {
  return (
    <Modal opened={prefill !== null} onClose={onClose} title="New Transaction" size="lg">
      {prefill ? <NewTransactionForm prefill={prefill} onClose={onClose} /> : null}
    </Modal>
  );
}

const RECEIPT_PARTIES = [
  { value: "client", label: "A client's money" },
  { value: "firm", label: "The firm's own money (to meet bank charges)" },
];
const PAYMENT_PARTIES = [
  { value: "client", label: "A client's money" },
  { value: "fund", label: "Interest due to the Legal Practitioners' Fidelity Fund" },
];

function NewTransactionForm({ prefill, onClose }: { prefill: NewTransactionPrefill; onClose: () => void }) {
  const { client: prefilledClient = null, ...draftValues } = prefill;
  const [draft, setDraft] = useState<PostingDraft>(() =>
    emptyPostingDraft({ ...draftValues, clientId: prefilledClient?.id ?? draftValues.clientId ?? "" }),
  );
  const [client, setClient] = useState<ClientChoice | null>(prefilledClient);
  const [toClient, setToClient] = useState<ClientChoice | null>(null);
  const [errors, setErrors] = useState<PostingErrors>({});
  const accounts = useTrustAccounts();
  const createPosting = useCreateTrustPosting({ onCreated: onClose });
  const fields = postingFieldsOf(draft);
  const isReversal = draft.type === "reversal";

  const change = (values: Partial<PostingDraft>, clearErrors: string[]) => {
    setDraft((current) => ({ ...current, ...values }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of clearErrors) delete next[field];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = buildPostingRequest(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    createPosting.mutate(result.request);
  };

  const activeAccounts = (accounts.data ?? []).filter((account) => account.status === "active");
  const accountOptions = (placeholder: string, accountsToOffer: TTrustAccount[]) => [
    { value: "", label: placeholder },
    ...accountsToOffer.map((account) => ({
      value: account.id,
      label: `${account.name} (${account.accountNumber})`,
    })),
  ];

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {createPosting.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="The transaction was not recorded"
          >
            {trustErrorMessage(createPosting.error, "Failed to record the transaction. Please try again.")}
          </Alert>
        ) : null}
        {draft.statementLineId ? (
          <Text size="sm" c="dimmed">
            Captured from a bank statement line: it will be matched to that line.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Type"
            value={draft.type}
            onChange={(event) => change({ type: event.currentTarget.value as TTrustPostingType }, [])}
            data={TRUST_POSTING_TYPES.map((type) => ({
              value: type,
              label: TRUST_POSTING_TYPE_LABELS[type],
            }))}
          />
          {isReversal ? null : (
            <NativeSelect
              label={fields.has("toAccount") ? "From trust account" : "Trust account"}
              required
              value={draft.accountId}
              error={errors.accountId}
              onChange={(event) => change({ accountId: event.currentTarget.value }, ["accountId"])}
              data={accountOptions("Choose the trust account", activeAccounts)}
            />
          )}
        </SimpleGrid>

        {isReversal ? (
          <>
            <ReversalPostingSelect
              value={draft.reversesId}
              error={errors.reversesId}
              onChange={(postingId) => change({ reversesId: postingId }, ["reversesId"])}
            />
            <TextInput
              label="Date"
              type="date"
              required
              max={todayInSouthAfrica()}
              value={draft.date}
              error={errors.date}
              onChange={(event) => change({ date: event.currentTarget.value }, ["date"])}
            />
            <Textarea
              label="Reason"
              required
              rows={2}
              maxLength={TRUST_LIMITS.reasonMax}
              value={draft.reason}
              error={errors.reason}
              onChange={(event) => change({ reason: event.currentTarget.value }, ["reason"])}
            />
          </>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <RandAmountInput
                label="Amount"
                required
                value={draft.amount}
                error={errors.amountCents}
                onChange={(amount) => change({ amount }, ["amountCents"])}
              />
              <TextInput
                label="Date"
                type="date"
                required
                max={todayInSouthAfrica()}
                value={draft.date}
                error={errors.date}
                onChange={(event) => change({ date: event.currentTarget.value }, ["date"])}
              />
            </SimpleGrid>
            <TextInput
              label="Description"
              required
              maxLength={TRUST_LIMITS.descriptionMax}
              value={draft.description}
              error={errors.description}
              onChange={(event) => change({ description: event.currentTarget.value }, ["description"])}
            />
            <TextInput
              label="Reference"
              maxLength={TRUST_LIMITS.referenceMax}
              value={draft.reference}
              error={errors.reference}
              onChange={(event) => change({ reference: event.currentTarget.value }, ["reference"])}
            />
            {fields.has("receiptParty") ? (
              <NativeSelect
                label="Whose money"
                value={draft.receiptParty}
                onChange={(event) =>
                  change({ receiptParty: event.currentTarget.value as PostingDraft["receiptParty"] }, [
                    "clientId",
                  ])
                }
                data={RECEIPT_PARTIES}
              />
            ) : null}
            {fields.has("paymentParty") ? (
              <NativeSelect
                label="Paid from"
                value={draft.paymentParty}
                onChange={(event) =>
                  change({ paymentParty: event.currentTarget.value as PostingDraft["paymentParty"] }, [
                    "clientId",
                  ])
                }
                data={PAYMENT_PARTIES}
              />
            ) : null}
            {fields.has("client") || fields.has("optionalClient") ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ClientSelect
                  label={fields.has("toClient") ? "From client" : "Client"}
                  required={fields.has("client")}
                  description={
                    fields.has("optionalClient")
                      ? "Leave empty to meet it from the firm's own funds"
                      : undefined
                  }
                  value={client}
                  error={errors.clientId}
                  onChange={(choice) => {
                    setClient(choice);
                    change({ clientId: choice?.id ?? "", matterId: "" }, ["clientId", "matterId"]);
                  }}
                />
                <ClientMatterSelect
                  label={fields.has("toClient") ? "From matter" : "Matter"}
                  clientId={client?.id ?? null}
                  value={draft.matterId}
                  error={errors.matterId}
                  onChange={(matterId) => change({ matterId }, ["matterId"])}
                />
              </SimpleGrid>
            ) : null}
            {fields.has("payer") ? (
              <TextInput
                label="Received from"
                maxLength={TRUST_LIMITS.nameMax}
                value={draft.payer}
                error={errors.payer}
                onChange={(event) => change({ payer: event.currentTarget.value }, ["payer"])}
              />
            ) : null}
            {fields.has("payee") ? (
              <TextInput
                label="Paid to"
                required
                maxLength={TRUST_LIMITS.nameMax}
                value={draft.payee}
                error={errors.payee}
                onChange={(event) => change({ payee: event.currentTarget.value }, ["payee"])}
              />
            ) : null}
            {fields.has("feeNote") ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Fee note or invoice number"
                  required
                  maxLength={TRUST_LIMITS.referenceMax}
                  value={draft.feeNoteReference}
                  error={errors.feeNoteReference}
                  onChange={(event) =>
                    change({ feeNoteReference: event.currentTarget.value }, ["feeNoteReference"])
                  }
                />
                <RandAmountInput
                  label="Fee note amount"
                  required
                  description="A transfer may never be more than the fee note it pays"
                  value={draft.feeNoteAmount}
                  error={errors.feeNoteAmountCents}
                  onChange={(feeNoteAmount) =>
                    change({ feeNoteAmount }, ["feeNoteAmountCents", "amountCents"])
                  }
                />
              </SimpleGrid>
            ) : null}
            {fields.has("toClient") ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ClientSelect
                  label="To client"
                  required
                  value={toClient}
                  error={errors.toClientId}
                  onChange={(choice) => {
                    setToClient(choice);
                    change({ toClientId: choice?.id ?? "", toMatterId: "" }, ["toClientId", "toMatterId"]);
                  }}
                />
                <ClientMatterSelect
                  label="To matter"
                  clientId={toClient?.id ?? null}
                  value={draft.toMatterId}
                  error={errors.toMatterId}
                  onChange={(toMatterId) => change({ toMatterId }, ["toMatterId", "toClientId"])}
                />
              </SimpleGrid>
            ) : null}
            {fields.has("toAccount") ? (
              <NativeSelect
                label="To trust account"
                required
                value={draft.toAccountId}
                error={errors.toAccountId}
                onChange={(event) => change({ toAccountId: event.currentTarget.value }, ["toAccountId"])}
                data={accountOptions(
                  "Choose the trust account",
                  activeAccounts.filter((account) => account.id !== draft.accountId),
                )}
              />
            ) : null}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={createPosting.isPending}>
            {isReversal ? "Reverse Transaction" : "Record Transaction"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
