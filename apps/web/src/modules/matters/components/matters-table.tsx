import type { TMatterListItem } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Anchor, Table, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { MatterStatusBadge } from "./matter-status-badge";

/** Spec §3: title, reference, clientName, status badge, type, lastActivity; a row opens the matter. */
export function MattersTable({ matters, label = "Matters" }: { matters: TMatterListItem[]; label?: string }) {
  const navigate = useNavigate();
  const openMatter = (matter: TMatterListItem) => navigate(`/practice/matters/${matter.id}`);
  return (
    <ResponsiveTable minWidth={760} verticalSpacing="sm" highlightOnHover aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Title</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th>Client</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Last Activity</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {matters.map((matter) => (
          <Table.Tr
            key={matter.id}
            style={{ cursor: "pointer" }}
            tabIndex={0}
            onClick={() => openMatter(matter)}
            onKeyDown={(event) => {
              if (event.key === "Enter") openMatter(matter);
            }}
          >
            <Table.Td>
              <Anchor
                component={Link}
                to={`/practice/matters/${matter.id}`}
                fw={600}
                size="sm"
                onClick={(event) => event.stopPropagation()}
              >
                {matter.title}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Reference">
              <Text size="sm" ff="monospace">
                {matter.reference}
              </Text>
            </Table.Td>
            <Table.Td data-label="Client">{matter.clientName}</Table.Td>
            <Table.Td data-label="Status">
              <MatterStatusBadge status={matter.status} />
            </Table.Td>
            <Table.Td data-label="Type">{matter.type}</Table.Td>
            <Table.Td data-label="Last Activity">{formatDate(matter.lastActivity)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
