import { BILLING_LIMITS, type TInvoice, todayInSouthAfrica, VAT_RATE_BASIS_POINTS } from "@inkundla/shared";
import {
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useRef, useState } from "react";
import { formatCents } from "../billing-format";
import { useBillingProfile, useUnbilledWork } from "../hooks/use-billing";
import { useCreateInvoice, useUpdateInvoice } from "../hooks/use-billing-changes";
import {
  buildInvoiceRequest,
  buildInvoiceUpdate,
  emptyFeeLine,
  emptyInvoiceDraft,
  type FeeLineDraft,
  type InvoiceDraft,
  type InvoiceErrors,
  invoiceDraftFromInvoice,
  previewInvoiceTotals,
  toggleWork,
  uncheckedWork,
} from "../invoice-form";
import { ServerError } from "./billing-badges";
import { FeeLinesEditor } from "./fee-lines-editor";
import { type Choice, ClientMatterPicker, ClientPicker } from "./pickers";
import { UnbilledWorkTable } from "./unbilled-work-table";

interface CreateInvoiceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the saved draft: the new one, or the edited one when `invoice` was given. */
  onCreated: (invoice: TInvoice) => void;
  /** A saved draft to edit: the form opens with its content, keeps its client and saves with PATCH. */
  invoice?: TInvoice;
}

export function CreateInvoiceDialog({ opened, onClose, onCreated, invoice }: CreateInvoiceDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={invoice ? "Edit Draft" : "Create Invoice"} size="xl">
      {opened ? <CreateInvoiceForm onClose={onClose} onCreated={onCreated} invoice={invoice} /> : null}
    </Modal>
  );
}

const VAT_PERCENT = VAT_RATE_BASIS_POINTS / 100;

function CreateInvoiceForm({ onClose, onCreated, invoice }: Omit<CreateInvoiceDialogProps, "opened">) {
  // The draft as it was opened: what an edit is compared with, so only what changed is sent.
  const [saved] = useState<InvoiceDraft | null>(() => (invoice ? invoiceDraftFromInvoice(invoice) : null));
  const [draft, setDraft] = useState<InvoiceDraft>(() => saved ?? emptyInvoiceDraft());
  const [client, setClient] = useState<Choice | null>(() =>
    invoice ? { id: invoice.clientId, name: invoice.client } : null,
  );
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const nextLineKey = useRef(draft.feeLines.length + 1);
  const profile = useBillingProfile();
  const unbilled = useUnbilledWork(draft.matterId || null);
  const create = useCreateInvoice({ onCreated });
  const update = useUpdateInvoice({ onSaved: onCreated });
  const save = saved ? update : create;
  const vatRegistered = profile.data?.vatRegistered ?? false;
  const totals = previewInvoiceTotals(draft, draft.matterId ? unbilled.data : undefined, vatRegistered);
  const unchecked = uncheckedWork(draft, unbilled.data);

  const change = (values: Partial<InvoiceDraft>, clearErrors: string[] = Object.keys(values)) => {
    setDraft((current) => ({ ...current, ...values }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of clearErrors) delete next[field];
      return next;
    });
  };

  const changeLine = (key: number, values: Partial<FeeLineDraft>) => {
    const index = draft.feeLines.findIndex((line) => line.key === key);
    change({ feeLines: draft.feeLines.map((line) => (line.key === key ? { ...line, ...values } : line)) }, [
      "lines",
      ...Object.keys(values).map((field) => `feeLines.${index}.${field}`),
    ]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saved && invoice) {
      const result = buildInvoiceUpdate(draft, draft.matterId ? unbilled.data : undefined, saved);
      if (!result.ok) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      // Nothing changed: there is nothing to save.
      if (Object.keys(result.request).length === 0) onClose();
      else update.mutate({ invoiceId: invoice.id, request: result.request });
      return;
    }
    const result = buildInvoiceRequest(draft, unbilled.data);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    create.mutate(result.request);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={saved ? "Edit draft invoice" : "Create invoice"}>
      <Stack gap="md">
        <ServerError error={save.error} title="The draft was not saved" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {saved ? (
            <TextInput
              label="Client"
              description="A draft stays with its client"
              value={client?.name ?? ""}
              readOnly
              disabled
            />
          ) : (
            <ClientPicker
              label="Client"
              required
              value={client}
              error={errors.clientId}
              onChange={(choice) => {
                setClient(choice);
                change(
                  {
                    clientId: choice?.id ?? "",
                    matterId: "",
                    uncheckedTimeEntryIds: [],
                    uncheckedExpenseIds: [],
                  },
                  ["clientId", "matterId", "lines"],
                );
              }}
            />
          )}
          <ClientMatterPicker
            clientId={client?.id ?? null}
            value={draft.matterId}
            error={errors.matterId}
            onChange={(matter) =>
              change(
                {
                  matterId: matter?.id ?? "",
                  uncheckedTimeEntryIds: [],
                  uncheckedExpenseIds: [],
                  // Back on the draft's own matter, its own work is ticked again.
                  tickedWork: saved && matter?.id === saved.matterId ? saved.tickedWork : null,
                },
                ["matterId", "lines"],
              )
            }
          />
        </SimpleGrid>
        {draft.matterId ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              Unbilled time and expenses
            </Title>
            <UnbilledWorkTable
              matterId={draft.matterId}
              uncheckedTimeEntryIds={unchecked.timeEntryIds}
              uncheckedExpenseIds={unchecked.expenseIds}
              onToggleTimeEntry={(id, checked) => change(toggleWork(draft, "time", id, checked), ["lines"])}
              onToggleExpense={(id, checked) => change(toggleWork(draft, "expense", id, checked), ["lines"])}
            />
          </Stack>
        ) : null}
        <Stack gap="xs">
          <Title order={3} size="h5">
            Fee lines
          </Title>
          <FeeLinesEditor
            lines={draft.feeLines}
            errors={errors}
            onChange={changeLine}
            onAdd={() => {
              change({ feeLines: [...draft.feeLines, emptyFeeLine(nextLineKey.current)] }, ["lines"]);
              nextLineKey.current += 1;
            }}
            onRemove={(key) => {
              // Errors are kept by line position, so they are cleared when a line goes.
              setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([field]) => !field.startsWith("feeLines.")),
                ),
              );
              change({ feeLines: draft.feeLines.filter((line) => line.key !== key) }, []);
            }}
          />
          {draft.keptLines.map((line) => (
            <Text key={`${line.description}-${line.amountCents}`} size="sm" c="dimmed">
              {line.description}: {formatCents(line.amountCents)} (interest at the prescribed rate, kept as
              charged)
            </Text>
          ))}
          {errors.lines ? (
            <Text size="sm" c="red" role="alert">
              {errors.lines}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Description"
            maxLength={BILLING_LIMITS.descriptionMax}
            placeholder="e.g. Professional services: transfer of Erf 123"
            value={draft.description}
            error={errors.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
          />
          <TextInput
            label="Due date"
            type="date"
            min={todayInSouthAfrica()}
            description={`Leave empty to use the payment terms (${profile.data?.paymentTerms ?? 30} days) from the issue date`}
            value={draft.dueDate}
            error={errors.dueDate}
            onChange={(event) => change({ dueDate: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          description="Printed on the invoice"
          rows={2}
          maxLength={BILLING_LIMITS.notesMax}
          value={draft.notes}
          error={errors.notes}
          onChange={(event) => change({ notes: event.currentTarget.value })}
        />
        <Paper withBorder p="sm" role="group" aria-label="Invoice totals">
          <Stack gap={4}>
            <TotalRow label="Subtotal" cents={totals.subtotalCents} />
            {vatRegistered ? (
              <TotalRow label={`VAT (${VAT_PERCENT}%)`} cents={totals.vatCents} />
            ) : (
              <Text size="sm" c="dimmed">
                {profile.isPending
                  ? "Loading the firm's VAT registration…"
                  : "No VAT: the firm is not VAT registered (see the Billing Profile)."}
              </Text>
            )}
            <TotalRow label="Total" cents={totals.totalCents} strong />
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {saved ? "Save Changes" : "Save Draft"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TotalRow({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" aria-label={`${label}: ${formatCents(cents)}`}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {formatCents(cents)}
      </Text>
    </Group>
  );
}
