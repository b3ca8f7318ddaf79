import type { TInvoiceListItem } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Anchor, Table, Text } from "@mantine/core";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { formatCents } from "../billing-format";
import { InvoiceStatusBadge } from "./billing-badges";

interface InvoicesTableProps {
  invoices: TInvoiceListItem[];
  onOpen: (invoiceId: string) => void;
  label?: string;
}

/** Spec's invoice table: Invoice #, Client, Date, Due Date, Amount (incl. VAT), Status. */
export function InvoicesTable({ invoices, onOpen, label = "Invoices" }: InvoicesTableProps) {
  return (
    <ResponsiveTable minWidth={760} verticalSpacing="sm" highlightOnHover aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Invoice #</Table.Th>
          <Table.Th>Client</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Due Date</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr key={invoice.id} style={{ cursor: "pointer" }} onClick={() => onOpen(invoice.id)}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              {/* The row is clickable; the button makes it reachable by keyboard too. */}
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                aria-label={`Open ${invoice.number ? `invoice ${invoice.number}` : `draft invoice for ${invoice.client}`}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(invoice.id);
                }}
              >
                {invoice.number ?? "Draft"}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Client">
              <Text size="sm">{invoice.client}</Text>
              {invoice.matterRef || invoice.description ? (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {[invoice.matterRef, invoice.description].filter(Boolean).join(" · ")}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td data-label="Date" style={{ whiteSpace: "nowrap" }}>
              {formatDate(invoice.date)}
            </Table.Td>
            <Table.Td data-label="Due Date" style={{ whiteSpace: "nowrap" }}>
              {formatDate(invoice.dueDate)}
            </Table.Td>
            <Table.Td data-label="Amount" ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatCents(invoice.totalCents)}
            </Table.Td>
            <Table.Td data-label="Status">
              <InvoiceStatusBadge status={invoice.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
