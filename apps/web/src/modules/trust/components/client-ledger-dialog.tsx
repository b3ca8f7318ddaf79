import { formatDate, TRUST_POSTING_TYPE_LABELS, type TTrustClientLedger } from "@inkundla/shared";
import { Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustClientLedger } from "../hooks/use-trust";
import { formatCents } from "../trust-format";

/** One client's trust ledger: balance per matter and per account, then every posting with its running balance. */
export function ClientLedgerDialog({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  const ledger = useTrustClientLedger(clientId);
  return (
    <Modal
      opened={clientId !== null}
      onClose={onClose}
      size="xl"
      title={ledger.data ? `Trust Ledger: ${ledger.data.clientName}` : "Trust Ledger"}
    >
      {ledger.isPending ? (
        <ListLoading label="Loading the client's ledger" />
      ) : ledger.isError ? (
        <ListLoadError title="The ledger could not be loaded" onRetry={() => void ledger.refetch()} />
      ) : (
        <LedgerDetails ledger={ledger.data} />
      )}
    </Modal>
  );
}

function LedgerDetails({ ledger }: { ledger: TTrustClientLedger }) {
  return (
    <Stack gap="md">
      <Text>
        Balance held in trust: <strong>{formatCents(ledger.balanceCents)}</strong>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="sm">
          <Title order={3} size="h6" mb="xs">
            By matter
          </Title>
          {ledger.matters.length === 0 ? (
            <Text size="sm" c="dimmed">
              No matters.
            </Text>
          ) : (
            <Stack gap={4}>
              {ledger.matters.map((matter) => (
                <Text key={matter.matterId ?? "general"} size="sm">
                  {matter.matterReference
                    ? `${matter.matterReference}${matter.matterTitle ? ` · ${matter.matterTitle}` : ""}`
                    : "No particular matter"}
                  : <strong>{formatCents(matter.balanceCents)}</strong>
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder p="sm">
          <Title order={3} size="h6" mb="xs">
            By trust account
          </Title>
          {ledger.accounts.length === 0 ? (
            <Text size="sm" c="dimmed">
              No accounts.
            </Text>
          ) : (
            <Stack gap={4}>
              {ledger.accounts.map((account) => (
                <Text key={account.accountId} size="sm">
                  {account.accountName}: <strong>{formatCents(account.balanceCents)}</strong>
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
      {ledger.postings.length === 0 ? (
        <ListEmpty title="No transactions yet" hint="Nothing has been received or paid for this client." />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" aria-label="Ledger transactions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Account</Table.Th>
                <Table.Th>Matter</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ledger.postings.map((posting) => (
                <Table.Tr key={`${posting.postingId}-${posting.accountId}-${posting.matterId ?? ""}`}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(posting.date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{posting.description}</Text>
                    <Text size="xs" c="dimmed">
                      #{posting.number} · {TRUST_POSTING_TYPE_LABELS[posting.type]}
                      {posting.reference ? ` · ${posting.reference}` : ""}
                    </Text>
                  </Table.Td>
                  <Table.Td>{posting.accountName}</Table.Td>
                  <Table.Td>{posting.matterReference ?? "—"}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatCents(posting.amountCents)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatCents(posting.balanceCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
