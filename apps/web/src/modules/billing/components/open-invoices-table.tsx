import type { TInvoiceListItem } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Button, Table, Text } from "@mantine/core";
import { centsToRandInput } from "../../../lib/rand-input";
import { RandAmountInput } from "../../../ui/rand-amount-input";
import { formatCents } from "../billing-format";
import type { PaymentErrors } from "../payment-form";

interface OpenInvoicesTableProps {
  invoices: TInvoiceListItem[];
  allocations: Readonly<Record<string, string>>;
  errors: PaymentErrors;
  onAllocate: (invoiceId: string, amount: string) => void;
}

/** The client's invoices with money still due, each with a box for what this payment pays on it. */
export function OpenInvoicesTable({ invoices, allocations, errors, onAllocate }: OpenInvoicesTableProps) {
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The client has no open invoices: a payment is kept as their credit.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="Open invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice #</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Due Date</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Pay now</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const number = invoice.number ?? "Draft";
            return (
              <Table.Tr key={invoice.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{number}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(invoice.date)}</Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(invoice.dueDate)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatCents(invoice.balanceCents)}
                </Table.Td>
                <Table.Td>
                  <div style={{ display: "flex", gap: 8, alignItems: "flex-start", minWidth: 220 }}>
                    <div style={{ flex: 1 }}>
                      <RandAmountInput
                        label={`Amount for ${number}`}
                        hideLabel
                        size="xs"
                        value={allocations[invoice.id] ?? ""}
                        error={errors[`allocation.${invoice.id}`]}
                        onChange={(amount) => onAllocate(invoice.id, amount)}
                      />
                    </div>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={`Pay ${number} in full`}
                      onClick={() => onAllocate(invoice.id, centsToRandInput(invoice.balanceCents))}
                    >
                      Full
                    </Button>
                  </div>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
