import type { TTimeEntry } from "@inkundla/shared";
import { formatDate, formatHours } from "@inkundla/shared";
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { formatCents } from "../time-format";

interface TimeEntriesTableProps {
  entries: TTimeEntry[];
  /** Leave out on read-only lists (the overview). */
  onEdit?: (entry: TTimeEntry) => void;
  onDelete?: (entry: TTimeEntry) => void;
  /** A matter's own page leaves out the matter column. */
  showMatter?: boolean;
}

export function BilledBadge({ isBilled }: { isBilled: boolean }) {
  return (
    <Badge color={isBilled ? "green" : "yellow"} variant="light">
      {isBilled ? "Billed" : "Unbilled"}
    </Badge>
  );
}

/** Spec: date, matterTitle, description, hours, rate, amount (hours × rate), Billed or Unbilled. */
export function TimeEntriesTable({ entries, onEdit, onDelete, showMatter = true }: TimeEntriesTableProps) {
  const hasActions = Boolean(onEdit || onDelete);
  return (
    <ResponsiveTable minWidth={760} verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          {showMatter ? <Table.Th>Matter</Table.Th> : null}
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Hours</Table.Th>
          <Table.Th ta="right">Rate</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Status</Table.Th>
          {hasActions ? <Table.Th>Actions</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(entry.date)}</Table.Td>
            {showMatter ? (
              <Table.Td data-label="Matter">
                <Text size="sm" fw={500}>
                  {entry.matterTitle}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.matterReference}
                </Text>
              </Table.Td>
            ) : null}
            <Table.Td data-label="Description">
              <Text size="sm">{entry.description}</Text>
              <Text size="xs" c="dimmed">
                {entry.userName}
              </Text>
            </Table.Td>
            <Table.Td data-label="Hours" ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatHours(entry.hours)}
            </Table.Td>
            <Table.Td data-label="Rate" ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatCents(entry.rateCents)}
            </Table.Td>
            <Table.Td data-label="Amount" ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatCents(entry.amountCents)}
            </Table.Td>
            <Table.Td data-label="Status">
              <BilledBadge isBilled={entry.billed} />
            </Table.Td>
            {hasActions ? (
              <Table.Td>
                {entry.billed ? (
                  <Text size="xs" c="dimmed">
                    Locked
                  </Text>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    {onEdit ? (
                      <Tooltip label="Edit">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit time entry ${entry.description}`}
                          onClick={() => onEdit(entry)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {onDelete ? (
                      <Tooltip label="Delete">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete time entry ${entry.description}`}
                          onClick={() => onDelete(entry)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                )}
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
