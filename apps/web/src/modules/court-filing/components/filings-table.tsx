import { formatDate, type TCourtFiling } from "@inkundla/shared";
import { Anchor, Badge, Table, Text } from "@mantine/core";
import { ResponsiveTable } from "../../../ui/responsive-table";
import {
  FILING_DOCUMENT_TYPE_LABELS,
  FILING_STATUS_LABELS,
  FILING_SYSTEM_LABELS,
  STATUS_COLOURS,
} from "./filing-labels";

/** The spec's filings table (Filing Date, Case Number, Document Type, Court, Status, System), plus the matter. */
export function FilingsTable({
  filings,
  onOpen,
  caption,
}: {
  filings: readonly TCourtFiling[];
  onOpen: (id: string) => void;
  caption: string;
}) {
  return (
    <ResponsiveTable minWidth={760} striped highlightOnHover aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Filing Date</Table.Th>
          <Table.Th>Case Number</Table.Th>
          <Table.Th>Document Type</Table.Th>
          <Table.Th>Court</Table.Th>
          <Table.Th>Matter</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>System</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {filings.map((filing) => (
          <Table.Tr key={filing.id}>
            <Table.Td>{formatDate(filing.date)}</Table.Td>
            <Table.Td data-label="Case Number">
              <Anchor component="button" type="button" onClick={() => onOpen(filing.id)}>
                {filing.caseNumber}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Document Type">{FILING_DOCUMENT_TYPE_LABELS[filing.documentType]}</Table.Td>
            <Table.Td data-label="Court">{filing.court}</Table.Td>
            <Table.Td data-label="Matter">
              <Text size="sm">{filing.matter.reference}</Text>
              <Text size="xs" c="dimmed">
                {filing.matter.clientName}
              </Text>
            </Table.Td>
            <Table.Td data-label="Status">
              <Badge color={STATUS_COLOURS[filing.status]} variant="light">
                {FILING_STATUS_LABELS[filing.status]}
              </Badge>
            </Table.Td>
            <Table.Td data-label="System">{FILING_SYSTEM_LABELS[filing.system]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
