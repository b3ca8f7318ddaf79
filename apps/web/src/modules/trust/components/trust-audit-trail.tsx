import { formatDateTime, labelAuditAction } from "@inkundla/shared";
import { Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustAuditTrail } from "../hooks/use-trust";

const TRAIL_PAGE_SIZE = 20;

/** Who did what in the trust books, newest first, paged. */
export function TrustAuditTrail() {
  const [page, setPage] = useState(1);
  const trail = useTrustAuditTrail({ limit: TRAIL_PAGE_SIZE, offset: (page - 1) * TRAIL_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil((trail.data?.total ?? 0) / TRAIL_PAGE_SIZE));
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Audit Trail
        </Title>
        {trail.isPending ? (
          <ListLoading label="Loading the audit trail" />
        ) : trail.isError ? (
          <ListLoadError title="The audit trail could not be loaded" onRetry={() => void trail.refetch()} />
        ) : trail.data.items.length === 0 ? (
          <ListEmpty title="Nothing recorded yet" hint="Every change to the trust books is listed here." />
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table verticalSpacing="xs" aria-label="Audit trail">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>What</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {trail.data.items.map((event) => (
                    <Table.Tr key={event.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(event.at)}</Table.Td>
                      <Table.Td>{event.userName}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{event.summary}</Text>
                        <Text size="xs" c="dimmed">
                          {labelAuditAction(event.action)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
