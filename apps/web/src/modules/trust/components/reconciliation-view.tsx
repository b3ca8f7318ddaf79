import type { TTrustReconciliation } from "@inkundla/shared";
import { formatDate, formatMonth } from "@inkundla/shared";
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { centsToRandInput } from "../../../lib/rand-input";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustReconciliation } from "../hooks/use-trust";
import { useTrustPermissions } from "../hooks/use-trust-permissions";
import { formatCents } from "../trust-format";
import { MatchStatementLineDialog } from "./match-statement-line-dialog";
import { MatchedStatementLines } from "./matched-statement-lines";
import type { NewTransactionPrefill } from "./new-transaction-dialog";
import { ReconciliationSignOff } from "./reconciliation-sign-off";

type ReconciliationItem = TTrustReconciliation["unmatchedStatementLines"][number];

interface ReconciliationViewProps {
  accountId: string;
  month: string;
  onNewTransaction: (prefill: NewTransactionPrefill) => void;
  onOpenPosting: (postingId: string) => void;
}

export function ReconciliationView({
  accountId,
  month,
  onNewTransaction,
  onOpenPosting,
}: ReconciliationViewProps) {
  const reconciliation = useTrustReconciliation(accountId ? { accountId, month } : null);
  if (!accountId) return null;
  if (reconciliation.isPending) return <ListLoading label="Loading the reconciliation" />;
  if (reconciliation.isError) {
    return (
      <ListLoadError
        title="The reconciliation could not be loaded"
        onRetry={() => void reconciliation.refetch()}
      />
    );
  }
  return (
    <ReconciliationDetails
      reconciliation={reconciliation.data}
      onNewTransaction={onNewTransaction}
      onOpenPosting={onOpenPosting}
    />
  );
}

function Balance({ label, cents, note }: { label: string; cents: number | null; note: string }) {
  const value = cents === null ? "No statement" : formatCents(cents);
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" aria-label={`${label}: ${value}`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

/** A statement line as a new posting: money in is a receipt, money out a payment, both for review. */
function prefillFromStatementLine(accountId: string, line: ReconciliationItem): NewTransactionPrefill {
  return {
    type: line.amountCents >= 0 ? "receipt" : "payment",
    accountId,
    amount: centsToRandInput(Math.abs(line.amountCents)),
    date: line.date,
    description: line.description,
    reference: line.reference ?? "",
    statementLineId: line.id,
  };
}

function ReconciliationDetails({
  reconciliation,
  onNewTransaction,
  onOpenPosting,
}: {
  reconciliation: TTrustReconciliation;
  onNewTransaction: (prefill: NewTransactionPrefill) => void;
  onOpenPosting: (postingId: string) => void;
}) {
  const { canCapture } = useTrustPermissions();
  const [matching, setMatching] = useState<ReconciliationItem | null>(null);
  const { clientsCents, fundCents, firmCents } = reconciliation.ledgerBreakdown;
  const isLocked = reconciliation.signedOff !== null;

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={3} size="h4">
          {reconciliation.accountName} · {formatMonth(reconciliation.month)}
        </Title>
        <Badge color={reconciliation.balanced ? "green" : "red"} variant="light">
          {reconciliation.balanced ? "Balanced" : "Not balanced"}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Balance
          label="Reconciled bank balance"
          cents={reconciliation.reconciledBankCents}
          note={
            reconciliation.statementClosingCents === null
              ? "Import the bank statement for this month"
              : `Statement ${formatCents(reconciliation.statementClosingCents)} on ${formatDate(
                  reconciliation.statementClosingDate,
                )}, plus items not yet on it`
          }
        />
        <Balance
          label="Trust cash book"
          cents={reconciliation.cashBookCents}
          note={`At ${formatDate(reconciliation.periodEnd)}`}
        />
        <Balance
          label="Client ledgers total"
          cents={reconciliation.ledgerTotalCents}
          note={`Clients ${formatCents(clientsCents)} · Fidelity Fund ${formatCents(fundCents)} · Firm ${formatCents(firmCents)}`}
        />
      </SimpleGrid>

      {reconciliation.differences.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Differences">
          <List size="sm" aria-label="Differences">
            {reconciliation.differences.map((difference) => (
              <List.Item key={`${difference.description}-${difference.amountCents}`}>
                {difference.description}: {formatCents(difference.amountCents)}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}

      <ItemsCard
        title="Outstanding cash book items"
        emptyText="Every cash book line of the month is on the bank statement."
        items={reconciliation.outstandingEntries}
        label="Outstanding cash book items"
        renderActions={(item) =>
          item.postingId ? (
            <Button size="compact-xs" variant="subtle" onClick={() => onOpenPosting(item.postingId ?? "")}>
              Open #{item.postingNumber}
            </Button>
          ) : null
        }
      />
      <ItemsCard
        title="Unmatched statement lines"
        emptyText="Every statement line is matched to a transaction."
        items={reconciliation.unmatchedStatementLines}
        label="Unmatched statement lines"
        renderActions={(line) =>
          canCapture && !isLocked ? (
            <Group gap={6} wrap="nowrap">
              <Button size="compact-xs" variant="light" onClick={() => setMatching(line)}>
                Match…
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => onNewTransaction(prefillFromStatementLine(reconciliation.accountId, line))}
              >
                Capture as transaction
              </Button>
            </Group>
          ) : null
        }
      />
      <MatchedStatementLines
        accountId={reconciliation.accountId}
        month={reconciliation.month}
        canUnmatch={canCapture && !isLocked}
      />
      <ReconciliationSignOff reconciliation={reconciliation} />
      <MatchStatementLineDialog
        accountId={reconciliation.accountId}
        line={matching}
        onClose={() => setMatching(null)}
      />
    </Stack>
  );
}

function ItemsCard({
  title,
  emptyText,
  items,
  label,
  renderActions,
}: {
  title: string;
  emptyText: string;
  items: ReconciliationItem[];
  label: string;
  renderActions: (item: ReconciliationItem) => ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={4} size="h5">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(item.date)}</Table.Td>
                    <Table.Td>{item.description}</Table.Td>
                    <Table.Td>{item.reference ?? "—"}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {formatCents(item.amountCents)}
                    </Table.Td>
                    <Table.Td>{renderActions(item)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
