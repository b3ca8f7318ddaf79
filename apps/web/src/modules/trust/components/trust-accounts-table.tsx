import {
  formatDate,
  TRUST_ACCOUNT_KIND_LABELS,
  TRUST_BANK_LABELS,
  type TTrustAccount,
} from "@inkundla/shared";
import { Badge, Button, Group, Table, Text, Tooltip } from "@mantine/core";
import { formatCents } from "../trust-format";

interface TrustAccountsTableProps {
  accounts: TTrustAccount[];
  canManage: boolean;
  onViewTransactions: (account: TTrustAccount) => void;
  onEdit: (account: TTrustAccount) => void;
  onClose: (account: TTrustAccount) => void;
  onRecordInstruction: (account: TTrustAccount) => void;
}

/** Spec: Account Name, Bank, Account Number, Balance, Status, Last Reconciled, Actions. */
export function TrustAccountsTable({
  accounts,
  canManage,
  onViewTransactions,
  onEdit,
  onClose,
  onRecordInstruction,
}: TrustAccountsTableProps) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" aria-label="Trust accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account Name</Table.Th>
            <Table.Th>Bank</Table.Th>
            <Table.Th>Account Number</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last Reconciled</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account) => {
            const isActive = account.status === "active";
            // The Act keeps closed books; a closing account must have paid out every cent first.
            const canClose = isActive && account.balanceCents === 0;
            return (
              <Table.Tr key={account.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {account.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {TRUST_ACCOUNT_KIND_LABELS[account.kind]}
                    {account.clientName ? ` · ${account.clientName}` : ""}
                  </Text>
                </Table.Td>
                <Table.Td>{TRUST_BANK_LABELS[account.bankName]}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {account.accountNumber}
                  </Text>
                  {account.branchCode ? (
                    <Text size="xs" c="dimmed">
                      Branch {account.branchCode}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                  {formatCents(account.balanceCents)}
                </Table.Td>
                <Table.Td>
                  <Badge color={isActive ? "green" : "gray"} variant="light">
                    {isActive ? "Active" : "Closed"}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  {account.lastReconciled ? formatDate(account.lastReconciled) : "Never"}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={`View transactions of ${account.name}`}
                      onClick={() => onViewTransactions(account)}
                    >
                      Transactions
                    </Button>
                    {canManage && isActive ? (
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={`Edit ${account.name}`}
                        onClick={() => onEdit(account)}
                      >
                        Edit
                      </Button>
                    ) : null}
                    {canManage && isActive && account.kind === "s86_4" ? (
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={`Record instruction for ${account.name}`}
                        onClick={() => onRecordInstruction(account)}
                      >
                        Record instruction
                      </Button>
                    ) : null}
                    {canManage && isActive ? (
                      <Tooltip label="Only an account at R0.00 can be closed" disabled={canClose}>
                        <Button
                          size="compact-xs"
                          variant="default"
                          color="red"
                          aria-label={`Close ${account.name}`}
                          data-disabled={canClose ? undefined : true}
                          aria-disabled={!canClose}
                          onClick={() => {
                            if (canClose) onClose(account);
                          }}
                        >
                          Close
                        </Button>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
