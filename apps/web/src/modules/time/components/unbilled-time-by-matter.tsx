import { formatHours } from "@inkundla/shared";
import { Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { useUnbilledTime } from "../hooks/use-practice";
import { formatCents } from "../time-format";

const PAGE_SIZE = 25;

/** The Billing tab until billing exists: unbilled time per matter, the largest amount first. */
export function UnbilledTimeByMatter() {
  const [page, setPage] = useState(1);
  const unbilled = useUnbilledTime({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil((unbilled.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Unbilled Time by Matter
        </Title>
        {unbilled.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading unbilled time" />
        ) : unbilled.isError ? (
          <Text c="red">Failed to load unbilled time. Please try again.</Text>
        ) : unbilled.data.items.length === 0 ? (
          <Text c="dimmed">No unbilled time. Time you log on matters appears here until it is billed.</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={600}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Reference</Table.Th>
                    <Table.Th>Matter</Table.Th>
                    <Table.Th>Client</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {unbilled.data.items.map((row) => (
                    <Table.Tr key={row.matterId}>
                      <Table.Td>{row.reference}</Table.Td>
                      <Table.Td>{row.matterTitle}</Table.Td>
                      <Table.Td>{row.clientName}</Table.Td>
                      <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                        {formatCents(row.amountCents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListFooter
              summary={`${unbilled.data.total} ${unbilled.data.total === 1 ? "matter" : "matters"} with unbilled time`}
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
