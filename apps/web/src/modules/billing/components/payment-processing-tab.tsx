import {
  formatDate,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type TPayment,
  type TPaymentMethod,
} from "@inkundla/shared";
import { Alert, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { formatCents } from "../billing-format";
import { usePayments } from "../hooks/use-billing";
import { useBillingPermissions } from "../hooks/use-billing-permissions";
import { type PaymentPrefill, RecordPaymentForm } from "./record-payment-form";

const PAGE_SIZE = 25;

interface PaymentProcessingTabProps {
  /** Set when an invoice's Record Payment opened the tab. */
  prefill: PaymentPrefill | null;
  onRecorded: () => void;
}

/** The Payment Processing tab (empty in the spec): record EFT, cash, card or trust payments. */
export function PaymentProcessingTab({ prefill, onRecorded }: PaymentProcessingTabProps) {
  const { canManage } = useBillingPermissions();
  // A new form after each payment (and for each prefill), so nothing of the last one lingers.
  const [formRound, setFormRound] = useState(0);
  return (
    <Stack gap="lg">
      {canManage ? (
        <RecordPaymentForm
          key={`${formRound}-${prefill?.invoiceId ?? ""}`}
          prefill={prefill}
          onRecorded={() => {
            setFormRound((round) => round + 1);
            onRecorded();
          }}
        />
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          Only a partner, legal director or office manager can record payments.
        </Alert>
      )}
      <PaymentHistory />
    </Stack>
  );
}

function PaymentHistory() {
  const [method, setMethod] = useState<TPaymentMethod | "">("");
  const [page, setPage] = useState(1);
  const payments = usePayments({
    method: method || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil((payments.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4">
          Payments
        </Title>
        <NativeSelect
          label="Method"
          value={method}
          onChange={(event) => {
            setMethod(event.currentTarget.value as TPaymentMethod | "");
            setPage(1);
          }}
          data={[
            { value: "", label: "All methods" },
            ...PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
          ]}
        />
      </Group>
      {payments.isPending ? (
        <ListLoading label="Loading payments" />
      ) : payments.isError ? (
        <ListLoadError title="Payments could not be loaded" onRetry={() => void payments.refetch()} />
      ) : payments.data.items.length === 0 ? (
        <ListEmpty
          title={method ? "No payments by this method" : "No payments yet"}
          hint={
            method ? "Choose another method to see more." : "Payments appear here once they are recorded."
          }
        />
      ) : (
        <>
          <PaymentsTable payments={payments.data.items} />
          <ListFooter
            summary={`${payments.data.total} ${payments.data.total === 1 ? "payment" : "payments"}`}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}

function PaymentsTable({ payments }: { payments: TPayment[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label="Payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Client</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Unallocated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(payment.date)}</Table.Td>
              <Table.Td>
                <Text size="sm">{payment.clientName}</Text>
                {payment.allocations.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {payment.allocations
                      .map((allocation) =>
                        allocation.trustPostingNumber === null
                          ? allocation.invoiceNumber
                          : `${allocation.invoiceNumber} (trust #${allocation.trustPostingNumber})`,
                      )
                      .join(", ")}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{PAYMENT_METHOD_LABELS[payment.method]}</Table.Td>
              <Table.Td>{payment.reference || "—"}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(payment.amountCents)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {payment.unallocatedCents === 0 ? "—" : formatCents(payment.unallocatedCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
