import { formatDate } from "@inkundla/shared";
import { Anchor, Group, Paper, Stack, Switch, Table, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustLedgers } from "../hooks/use-trust";
import { formatCents } from "../trust-format";
import { ClientLedgerDialog } from "./client-ledger-dialog";

const PAGE_SIZE = 20;

/** The trust creditors: each client's balance across every trust account, searchable and paged. */
export function ClientLedgersPanel({ initialClientId = null }: { initialClientId?: string | null }) {
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [isHoldingOnly, setIsHoldingOnly] = useState(true);
  const [page, setPage] = useState(1);
  const [openClientId, setOpenClientId] = useState<string | null>(initialClientId);
  const ledgers = useTrustLedgers({
    search: debouncedSearch || undefined,
    nonZero: isHoldingOnly ? "true" : "false",
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil((ledgers.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Client Ledgers
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search clients"
            placeholder="Client name"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: "1 1 220px" }}
          />
          <Switch
            label="Only clients holding money"
            checked={isHoldingOnly}
            onChange={(event) => {
              setIsHoldingOnly(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
        {ledgers.isPending ? (
          <ListLoading label="Loading client ledgers" />
        ) : ledgers.isError ? (
          <ListLoadError title="Client ledgers could not be loaded" onRetry={() => void ledgers.refetch()} />
        ) : ledgers.data.items.length === 0 ? (
          <ListEmpty
            title={debouncedSearch ? "No clients found" : "No client holds trust money"}
            hint={
              debouncedSearch
                ? "Try another name."
                : "A client's ledger starts with the first receipt of money for them."
            }
          />
        ) : (
          <>
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs" highlightOnHover aria-label="Client ledgers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Client</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                    <Table.Th>Last transaction</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {ledgers.data.items.map((ledger) => (
                    <Table.Tr key={ledger.clientId}>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          onClick={() => setOpenClientId(ledger.clientId)}
                        >
                          {ledger.clientName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                        {formatCents(ledger.balanceCents)}
                      </Table.Td>
                      <Table.Td>{formatDate(ledger.lastPostingDate)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListFooter
              summary={`${ledgers.data.total} ${ledgers.data.total === 1 ? "client" : "clients"}`}
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
            />
          </>
        )}
      </Stack>
      <ClientLedgerDialog clientId={openClientId} onClose={() => setOpenClientId(null)} />
    </Paper>
  );
}
