import type { TTrustReconciliation } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Alert, Button, Modal, Stack, Table, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustTransactions } from "../hooks/use-trust";
import { trustErrorMessage, useMatchStatementLine } from "../hooks/use-trust-changes";
import { formatCents } from "../trust-format";

type StatementItem = TTrustReconciliation["unmatchedStatementLines"][number];

interface MatchStatementLineDialogProps {
  accountId: string;
  line: StatementItem | null;
  onClose: () => void;
}

/** Pairs a bank statement line with a pending cash book line of the same account and the same amount. */
export function MatchStatementLineDialog({ accountId, line, onClose }: MatchStatementLineDialogProps) {
  return (
    <Modal opened={line !== null} onClose={onClose} title="Match Statement Line" size="lg">
      {line ? <MatchChoices accountId={accountId} line={line} onClose={onClose} /> : null}
    </Modal>
  );
}

function MatchChoices({
  accountId,
  line,
  onClose,
}: {
  accountId: string;
  line: StatementItem;
  onClose: () => void;
}) {
  const pending = useTrustTransactions({ accountId, reconciled: "false", limit: 200, offset: 0 });
  const match = useMatchStatementLine({ onMatched: onClose });
  // Money into the account is positive on the statement and is the cash book's credit.
  const candidates = (pending.data?.items ?? []).filter(
    (row) => row.creditCents - row.debitCents === line.amountCents,
  );

  return (
    <Stack gap="md">
      <Text size="sm">
        {formatDate(line.date)} · {line.description} · <strong>{formatCents(line.amountCents)}</strong>
      </Text>
      {match.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Not matched">
          {trustErrorMessage(match.error, "Failed to match the statement line. Please try again.")}
        </Alert>
      ) : null}
      {pending.isPending ? (
        <ListLoading label="Loading pending transactions" />
      ) : pending.isError ? (
        <ListLoadError
          title="Pending transactions could not be loaded"
          onRetry={() => void pending.refetch()}
        />
      ) : candidates.length === 0 ? (
        <ListEmpty
          title="No pending transaction of this amount"
          hint="Capture it as a transaction instead, or check the amount on the statement."
        />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label="Pending transactions of the same amount">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {candidates.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(row.date)}</Table.Td>
                  <Table.Td>
                    #{row.number} · {row.description}
                  </Table.Td>
                  <Table.Td>{row.reference || "—"}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      loading={match.isPending && match.variables?.entryId === row.id}
                      aria-label={`Match with transaction #${row.number}`}
                      onClick={() => match.mutate({ lineId: line.id, entryId: row.id })}
                    >
                      Match
                    </Button>
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
