import { formatDate, PAYMENT_METHOD_LABELS, type TInvoice } from "@inkundla/shared";
import { Alert, Anchor, Button, Drawer, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconFileTypePdf, IconPencil } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { creditNotePdfUrl, invoicePdfUrl } from "../billing.api";
import { emailStatusText, formatCents, invoiceName } from "../billing-format";
import { useInvoice } from "../hooks/use-billing";
import { useSendInvoice } from "../hooks/use-billing-changes";
import { useBillingPermissions } from "../hooks/use-billing-permissions";
import { InvoiceStatusBadge } from "./billing-badges";
import { type InvoiceAction, InvoiceActionDialog } from "./invoice-action-dialogs";
import { InvoiceLinesTable } from "./invoice-lines-table";

// The form's code loads the first time a draft is edited, as on the Billing page.
const CreateInvoiceDialog = lazy(() =>
  import("./create-invoice-dialog").then((module) => ({ default: module.CreateInvoiceDialog })),
);

interface InvoiceDetailDrawerProps {
  invoiceId: string | null;
  onClose: () => void;
  onOpenInvoice: (invoiceId: string) => void;
  onRecordPayment: (invoice: TInvoice) => void;
}

/** One invoice: its lines, totals, credit notes and payments, and what can be done with it now. */
export function InvoiceDetailDrawer({
  invoiceId,
  onClose,
  onOpenInvoice,
  onRecordPayment,
}: InvoiceDetailDrawerProps) {
  const invoice = useInvoice(invoiceId);
  return (
    <Drawer
      opened={invoiceId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={invoice.data ? invoiceName(invoice.data) : "Invoice"}
    >
      {invoice.isPending ? (
        <ListLoading label="Loading the invoice" />
      ) : invoice.isError ? (
        <ListLoadError title="The invoice could not be loaded" onRetry={() => void invoice.refetch()} />
      ) : (
        <InvoiceDetail
          invoice={invoice.data}
          onClose={onClose}
          onOpenInvoice={onOpenInvoice}
          onRecordPayment={onRecordPayment}
        />
      )}
    </Drawer>
  );
}

function InvoiceDetail({
  invoice,
  onClose,
  onOpenInvoice,
  onRecordPayment,
}: Omit<InvoiceDetailDrawerProps, "invoiceId"> & { invoice: TInvoice }) {
  const [action, setAction] = useState<InvoiceAction | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const isDraft = invoice.storedStatus === "draft";
  const isVoid = invoice.storedStatus === "void";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{invoice.client}</Text>
          <Text size="sm" c="dimmed">
            {[invoice.matterRef, invoice.description].filter(Boolean).join(" · ") || "No matter"}
          </Text>
        </Stack>
        <InvoiceStatusBadge status={invoice.status} />
      </Group>
      <Group gap="xl" wrap="wrap">
        <Fact label="Issued" value={formatDate(invoice.issueDate)} />
        <Fact label="Due" value={formatDate(invoice.dueDate)} />
        {invoice.taxInvoiceKind ? (
          <Fact label="Document" value={TAX_INVOICE_KINDS[invoice.taxInvoiceKind]} />
        ) : null}
      </Group>
      <InvoiceActions
        invoice={invoice}
        onAction={setAction}
        onEdit={() => setIsEditing(true)}
        onRecordPayment={onRecordPayment}
      />
      {isVoid && invoice.voidReason ? (
        <Alert color="gray" variant="light" title="Void">
          {invoice.voidReason}
        </Alert>
      ) : null}
      {!isDraft && !isVoid ? (
        <Text size="sm" c="dimmed">
          {emailStatusText(invoice.emailStatus)}
        </Text>
      ) : null}
      {invoice.accruedInterestCents > 0 && !isVoid ? (
        <Text size="sm" c="orange">
          {formatCents(invoice.accruedInterestCents)} interest has accrued at the prescribed rate since{" "}
          {formatDate(invoice.interestChargedThrough ?? invoice.dueDate)}.
        </Text>
      ) : null}
      <InvoiceLinesTable lines={invoice.lines} />
      <Totals invoice={invoice} />
      {invoice.notes ? (
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {invoice.notes}
        </Text>
      ) : null}
      {invoice.creditNotes.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Credit notes
          </Title>
          {invoice.creditNotes.map((note) => (
            <Group key={note.id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {note.number} · {formatDate(note.date)} · {note.reason}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm">{formatCents(note.amountCents)}</Text>
                <Anchor
                  href={creditNotePdfUrl(note.id)}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  aria-label={`PDF of credit note ${note.number}`}
                >
                  PDF
                </Anchor>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : null}
      {invoice.payments.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Payments
          </Title>
          {invoice.payments.map((payment) => (
            <Group key={payment.paymentId} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {formatDate(payment.date)} · {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.reference ? ` · ${payment.reference}` : ""}
              </Text>
              <Text size="sm">{formatCents(payment.amountCents)}</Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      <InvoiceActionDialog
        action={action}
        invoice={invoice}
        onClose={() => setAction(null)}
        onDeleted={() => {
          setAction(null);
          onClose();
        }}
        onOpenInvoice={onOpenInvoice}
      />
      {isEditing && isDraft ? (
        <Suspense fallback={null}>
          <CreateInvoiceDialog
            opened
            invoice={invoice}
            onClose={() => setIsEditing(false)}
            onCreated={() => setIsEditing(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

const TAX_INVOICE_KINDS: Record<NonNullable<TInvoice["taxInvoiceKind"]>, string> = {
  full: "Full tax invoice",
  abridged: "Abridged tax invoice",
  not_vat_registered: "Invoice (no VAT)",
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/**
 * What can be done now: a draft is edited, issued or deleted; an issued invoice is sent, paid, credited
 * or voided.
 */
function InvoiceActions({
  invoice,
  onAction,
  onEdit,
  onRecordPayment,
}: {
  invoice: TInvoice;
  onAction: (action: InvoiceAction) => void;
  onEdit: () => void;
  onRecordPayment: (invoice: TInvoice) => void;
}) {
  const { canManage } = useBillingPermissions();
  const send = useSendInvoice();
  if (invoice.storedStatus === "draft") {
    return (
      <Group gap="sm">
        {canManage ? <Button onClick={() => onAction("issue")}>Issue Invoice</Button> : null}
        <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
          Edit Draft
        </Button>
        <Button variant="default" color="red" onClick={() => onAction("delete")}>
          Delete Draft
        </Button>
        {canManage ? null : (
          <Text size="sm" c="dimmed">
            A partner, legal director or office manager issues invoices.
          </Text>
        )}
      </Group>
    );
  }
  const isOpen = invoice.balanceCents > 0 && invoice.storedStatus !== "void";
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component="a"
        href={invoicePdfUrl(invoice.id)}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
      >
        Download PDF
      </Button>
      {isOpen && canManage ? (
        <>
          <Button variant="default" loading={send.isPending} onClick={() => send.mutate(invoice.id)}>
            Send Again
          </Button>
          <Button onClick={() => onRecordPayment(invoice)}>Record Payment</Button>
          <Button variant="default" onClick={() => onAction("credit")}>
            Credit Note
          </Button>
          {invoice.accruedInterestCents > 0 ? (
            <Button variant="default" onClick={() => onAction("interest")}>
              Charge Interest
            </Button>
          ) : null}
        </>
      ) : null}
      {canManage && invoice.storedStatus !== "void" && invoice.paidCents === 0 ? (
        <Button variant="default" color="red" onClick={() => onAction("void")}>
          Void
        </Button>
      ) : null}
    </Group>
  );
}

function Totals({ invoice }: { invoice: TInvoice }) {
  const rows: [string, number, boolean?][] = [
    ["Subtotal", invoice.subtotalCents],
    ["VAT", invoice.vatCents],
    ["Total", invoice.totalCents, true],
  ];
  if (invoice.storedStatus !== "draft") {
    rows.push(["Paid", invoice.paidCents]);
    if (invoice.creditedCents > 0) rows.push(["Credited", invoice.creditedCents]);
    rows.push(["Balance", invoice.balanceCents, true]);
  }
  return (
    <Paper withBorder p="sm">
      <Table withRowBorders={false} verticalSpacing={4} aria-label="Invoice totals">
        <Table.Tbody>
          {rows.map(([label, cents, strong]) => (
            <Table.Tr key={label}>
              <Table.Th fw={strong ? 700 : 400}>{label}</Table.Th>
              <Table.Td ta="right" fw={strong ? 700 : 400}>
                {formatCents(cents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
