import {
  BILLING_LIMITS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type TClientBillingAccount,
  type TPaymentMethod,
  todayInSouthAfrica,
} from "@inkundla/shared";
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { centsToRandInput } from "../../../lib/rand-input";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { formatCents, readRandAmount } from "../billing-format";
import { useClientBillingAccount, useInvoices } from "../hooks/use-billing";
import { useApplyCredit, useCreatePayment } from "../hooks/use-billing-changes";
import {
  allocatedCentsOf,
  buildPaymentRequest,
  emptyPaymentDraft,
  type PaymentDraft,
  type PaymentErrors,
  readAllocations,
  trustLedgerKey,
  trustLedgerLabel,
} from "../payment-form";
import { ServerError } from "./billing-badges";
import { OpenInvoicesTable } from "./open-invoices-table";
import { type Choice, ClientPicker } from "./pickers";

/** Opened from an invoice's Record Payment: that client, and the invoice's balance against it. */
export type PaymentPrefill = { client: Choice; invoiceId: string; amountCents: number };

const OPEN_INVOICES_LIMIT = BILLING_LIMITS.allocationsMax;

export function RecordPaymentForm({
  prefill,
  onRecorded,
}: {
  prefill: PaymentPrefill | null;
  onRecorded: () => void;
}) {
  const [client, setClient] = useState<Choice | null>(prefill?.client ?? null);
  const [draft, setDraft] = useState<PaymentDraft>(() =>
    emptyPaymentDraft(
      prefill
        ? {
            clientId: prefill.client.id,
            amount: centsToRandInput(prefill.amountCents),
            allocations: { [prefill.invoiceId]: centsToRandInput(prefill.amountCents) },
          }
        : {},
    ),
  );
  const [errors, setErrors] = useState<PaymentErrors>({});
  const clientId = client?.id ?? null;
  const account = useClientBillingAccount(clientId);
  const openInvoices = useInvoices(
    { clientId: clientId ?? undefined, status: "open", limit: OPEN_INVOICES_LIMIT, offset: 0 },
    { enabled: clientId !== null },
  );
  const create = useCreatePayment({ onRecorded });
  const applyCredit = useApplyCredit({ onApplied: onRecorded });
  const invoices = clientId ? (openInvoices.data?.items ?? []) : [];
  const ledgers = account.data?.trustLedgers ?? [];
  const isTrust = draft.method === "trust";

  const change = (values: Partial<PaymentDraft>, clearErrors: string[]) => {
    setDraft((current) => ({ ...current, ...values }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of clearErrors) delete next[field];
      return next;
    });
  };

  const allocate = (invoiceId: string, text: string) =>
    change({ allocations: { ...draft.allocations, [invoiceId]: text } }, [
      `allocation.${invoiceId}`,
      "allocations",
    ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyCredit.reset();
    const result = buildPaymentRequest(draft, invoices, ledgers);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.request);
  };

  // The client's credit (earlier overpayments) paid against the invoices typed above.
  const submitCredit = () => {
    create.reset();
    const creditCents = account.data?.creditCents ?? 0;
    const read = readAllocations(draft, invoices);
    const totalCents = read.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    const fieldErrors: PaymentErrors = { ...read.errors };
    if (read.allocations.length === 0) {
      fieldErrors.allocations = "Type the credit to apply against the invoices above";
    } else if (totalCents > creditCents) {
      fieldErrors.allocations = `More than the client's credit of ${formatCents(creditCents)}`;
    }
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) {
      applyCredit.mutate({ clientId: draft.clientId, allocations: read.allocations });
    }
  };

  const amount = readRandAmount(draft.amount);
  const amountCents = amount.kind === "amount" ? amount.cents : 0;
  const allocatedCents = allocatedCentsOf(draft);

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <form noValidate onSubmit={submit} aria-label="Record payment">
        <Stack gap="md">
          <Title order={2} size="h4">
            Record Payment
          </Title>
          <ServerError error={create.error} title="The payment was not recorded" />
          <ServerError error={applyCredit.error} title="The credit was not applied" />
          <ClientPicker
            label="Client"
            required
            value={client}
            error={errors.clientId}
            onChange={(choice) => {
              setClient(choice);
              change({ clientId: choice?.id ?? "", allocations: {}, trustLedger: "" }, [
                "clientId",
                "trust",
                "allocations",
              ]);
            }}
          />
          {clientId ? <AccountSummary account={account} /> : null}
          {clientId ? (
            openInvoices.isPending ? (
              <ListLoading label="Loading the client's open invoices" />
            ) : openInvoices.isError ? (
              <ListLoadError
                title="The client's invoices could not be loaded"
                onRetry={() => void openInvoices.refetch()}
              />
            ) : (
              <OpenInvoicesTable
                invoices={invoices}
                allocations={draft.allocations}
                errors={errors}
                onAllocate={allocate}
              />
            )
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <NativeSelect
              label="Method"
              value={draft.method}
              onChange={(event) =>
                change({ method: event.currentTarget.value as TPaymentMethod }, ["trust", "allocations"])
              }
              data={PAYMENT_METHODS.map((method) => ({
                value: method,
                label: PAYMENT_METHOD_LABELS[method],
              }))}
            />
            <RandAmountInput
              label="Amount"
              required
              value={draft.amount}
              error={errors.amountCents}
              onChange={(value) => change({ amount: value }, ["amountCents", "allocations"])}
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
            <TextInput
              label="Reference"
              maxLength={BILLING_LIMITS.referenceMax}
              placeholder="e.g. the bank reference"
              value={draft.reference}
              error={errors.reference}
              onChange={(event) => change({ reference: event.currentTarget.value }, ["reference"])}
            />
          </SimpleGrid>
          {isTrust ? (
            <NativeSelect
              label="Trust ledger"
              required
              description="A payment from trust pays invoices only: the whole amount must be allocated to them"
              value={draft.trustLedger}
              error={errors.trust}
              disabled={!clientId}
              onChange={(event) => change({ trustLedger: event.currentTarget.value }, ["trust"])}
              data={[
                {
                  value: "",
                  label: !clientId
                    ? "Choose the client first"
                    : ledgers.length === 0
                      ? "The client holds no money in trust"
                      : "Choose the trust ledger to pay from",
                },
                ...ledgers.map((ledger) => ({
                  value: trustLedgerKey(ledger),
                  label: trustLedgerLabel(ledger),
                })),
              ]}
            />
          ) : null}
          <Stack gap={2}>
            <Text size="sm" aria-live="polite">
              Allocated {formatCents(allocatedCents)} of {formatCents(amountCents)}
              {!isTrust && amountCents > allocatedCents
                ? `: ${formatCents(amountCents - allocatedCents)} becomes the client's credit`
                : ""}
            </Text>
            {errors.allocations ? (
              <Text size="sm" c="red" role="alert">
                {errors.allocations}
              </Text>
            ) : null}
          </Stack>
          <Group justify="flex-end" gap="sm">
            {(account.data?.creditCents ?? 0) > 0 ? (
              <Button variant="default" loading={applyCredit.isPending} onClick={submitCredit}>
                Apply Credit
              </Button>
            ) : null}
            <Button type="submit" loading={create.isPending}>
              Record Payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function AccountSummary({ account }: { account: ReturnType<typeof useClientBillingAccount> }) {
  if (account.isPending) return <ListLoading label="Loading the client's account" />;
  if (account.isError) {
    return (
      <ListLoadError
        title="The client's account could not be loaded"
        onRetry={() => void account.refetch()}
      />
    );
  }
  const data: TClientBillingAccount = account.data;
  const heldCents = data.trustLedgers.reduce((sum, ledger) => sum + ledger.balanceCents, 0);
  const figures = [
    { label: "Outstanding", value: formatCents(data.outstandingCents) },
    { label: "Credit", value: formatCents(data.creditCents) },
    { label: "Held in trust", value: formatCents(heldCents) },
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {figures.map((figure) => (
          <Paper key={figure.label} withBorder p="xs" aria-label={`${figure.label}: ${figure.value}`}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700}>{figure.value}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data.trustLedgers.length > 0 ? (
        <Text size="xs" c="dimmed">
          Trust: {data.trustLedgers.map(trustLedgerLabel).join("; ")}
        </Text>
      ) : null}
    </Stack>
  );
}
