import type { TInvoiceLine } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Table, Text } from "@mantine/core";
import { formatCents } from "../billing-format";

const KIND_LABELS: Record<TInvoiceLine["kind"], string> = {
  time: "Time",
  expense: "Expense",
  fee: "Fee",
  interest: "Interest",
};

/** An invoice's lines as the tax invoice lists them: description, quantity, value, VAT. */
export function InvoiceLinesTable({ lines }: { lines: TInvoiceLine[] }) {
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs" aria-label="Invoice lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">VAT</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>
                <Text size="sm">{line.description}</Text>
                <Text size="xs" c="dimmed">
                  {KIND_LABELS[line.kind]}
                  {line.date ? ` · ${formatDate(line.date)}` : ""}
                  {line.taxable ? "" : " · no VAT"}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(line.unitPriceCents)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(line.vatCents)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(line.amountCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
