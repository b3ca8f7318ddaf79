import { formatDate, TRUST_POSTING_TYPE_LABELS, type TTrustTransaction } from "@inkundla/shared";
import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { formatCents } from "../trust-format";
import { ReconciledBadge } from "./trust-badges";

interface TrustTransactionsTableProps {
  transactions: TTrustTransaction[];
  /** Opens the posting; leave out on read-only lists. */
  onOpen?: (postingId: string) => void;
  label?: string;
}

function Amount({ cents }: { cents: number }) {
  return <>{cents === 0 ? "—" : formatCents(cents)}</>;
}

/**
 * Spec's trust transaction table: Debit is money out of the trust bank account and Credit money in,
 * as on the bank statement; Balance is that account's cash book after the posting.
 */
export function TrustTransactionsTable({
  transactions,
  onOpen,
  label = "Trust transactions",
}: TrustTransactionsTableProps) {
  return (
    <ResponsiveTable
      minWidth={880}
      verticalSpacing="sm"
      highlightOnHover={Boolean(onOpen)}
      aria-label={label}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {transactions.map((transaction) => (
          <Table.Tr
            key={transaction.id}
            style={onOpen ? { cursor: "pointer" } : undefined}
            onClick={onOpen ? () => onOpen(transaction.postingId) : undefined}
          >
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(transaction.date)}</Table.Td>
            <Table.Td data-label="Description">
              {onOpen ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={500}
                  ta="left"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(transaction.postingId);
                  }}
                >
                  {transaction.description}
                </Anchor>
              ) : (
                <Text size="sm" fw={500}>
                  {transaction.description}
                </Text>
              )}
              <Group gap={6}>
                <Text size="xs" c="dimmed">
                  #{transaction.number} · {TRUST_POSTING_TYPE_LABELS[transaction.type]}
                  {transaction.clientNames ? ` · ${transaction.clientNames}` : ""}
                </Text>
                {transaction.reversed ? (
                  <Badge size="xs" color="gray" variant="light">
                    Reversed
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td data-label="Account">{transaction.account}</Table.Td>
            <Table.Td data-label="Reference">{transaction.reference || "—"}</Table.Td>
            <Table.Td data-label="Debit" ta="right" style={{ whiteSpace: "nowrap" }}>
              <Amount cents={transaction.debitCents} />
            </Table.Td>
            <Table.Td data-label="Credit" ta="right" style={{ whiteSpace: "nowrap" }}>
              <Amount cents={transaction.creditCents} />
            </Table.Td>
            <Table.Td data-label="Balance" ta="right" style={{ whiteSpace: "nowrap" }}>
              {formatCents(transaction.balanceCents)}
            </Table.Td>
            <Table.Td data-label="Status">
              <ReconciledBadge isReconciled={transaction.reconciled} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
