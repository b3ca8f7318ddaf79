import { EXPENSE_CATEGORY_LABELS, formatDate, type TExpense } from "@inkundla/shared";
import {
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { storedFileUrl } from "../../../lib/api-client";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ListFooter } from "../../../ui/list-footer";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { formatCents } from "../billing-format";
import { useExpenses } from "../hooks/use-billing";
import { useApproveExpense, useDeleteExpense } from "../hooks/use-billing-changes";
import { useBillingPermissions } from "../hooks/use-billing-permissions";
import { ExpenseStatusBadge, ServerError } from "./billing-badges";
import { ExpenseFormPanel } from "./expense-form-panel";

const PAGE_SIZE = 25;
const STATUS_FILTERS = [
  { value: "all", label: "All" },
  { value: "recorded", label: "Recorded" },
  { value: "approved", label: "Approved" },
  { value: "billed", label: "Billed" },
];

/** The Expense Tracking tab: the spec's form and the expense history. */
export function ExpenseTrackingTab() {
  return (
    <Stack gap="lg">
      <ExpenseFormPanel />
      <ExpenseHistory />
    </Stack>
  );
}

function ExpenseHistory() {
  const [status, setStatus] = useState("all");
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TExpense | null>(null);
  const expenses = useExpenses({
    status: status === "all" ? undefined : status,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil((expenses.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4">
          Expense History
        </Title>
        <SegmentedControl
          aria-label="Expense status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          data={STATUS_FILTERS}
        />
      </Group>
      {expenses.isPending ? (
        <ListLoading label="Loading expenses" />
      ) : expenses.isError ? (
        <ListLoadError title="Expenses could not be loaded" onRetry={() => void expenses.refetch()} />
      ) : expenses.data.items.length === 0 ? (
        <ListEmpty
          title={status === "all" ? "No expenses yet" : "No expenses with this status"}
          hint={
            status === "all"
              ? "Record a disbursement above; it is billed with the matter's next invoice."
              : "Choose another status to see more."
          }
        />
      ) : (
        <>
          <ExpensesTable expenses={expenses.data.items} onDelete={setDeleting} />
          <ListFooter
            summary={`${expenses.data.total} ${expenses.data.total === 1 ? "expense" : "expenses"}`}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </>
      )}
      <DeleteExpenseDialog expense={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function ExpensesTable({
  expenses,
  onDelete,
}: {
  expenses: TExpense[];
  onDelete: (expense: TExpense) => void;
}) {
  const { canManage } = useBillingPermissions();
  const approve = useApproveExpense();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" aria-label="Expenses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>Matter</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {expenses.map((expense) => (
            <Table.Tr key={expense.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(expense.date)}</Table.Td>
              <Table.Td>{EXPENSE_CATEGORY_LABELS[expense.category]}</Table.Td>
              <Table.Td>
                <Text size="sm">{expense.description}</Text>
                {expense.receiptFileId ? (
                  <Anchor
                    href={storedFileUrl(expense.receiptFileId)}
                    target="_blank"
                    rel="noopener"
                    size="xs"
                    aria-label={`Receipt for ${expense.description}`}
                  >
                    Receipt{expense.receiptFileName ? `: ${expense.receiptFileName}` : ""}
                  </Anchor>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{expense.matter}</Text>
                <Text size="xs" c="dimmed">
                  {expense.clientName}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(expense.amountCents)}
              </Table.Td>
              <Table.Td>
                <ExpenseStatusBadge status={expense.status} />
              </Table.Td>
              <Table.Td>
                {expense.status === "recorded" ? (
                  <Group gap="xs" wrap="nowrap">
                    {canManage ? (
                      <Button
                        size="xs"
                        variant="light"
                        loading={approve.isPending && approve.variables === expense.id}
                        aria-label={`Approve ${expense.description}`}
                        onClick={() => approve.mutate(expense.id)}
                      >
                        Approve
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${expense.description}`}
                      onClick={() => onDelete(expense)}
                    >
                      Delete
                    </Button>
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DeleteExpenseDialog({ expense, onClose }: { expense: TExpense | null; onClose: () => void }) {
  const remove = useDeleteExpense({ onDeleted: onClose });
  return (
    <ConfirmDialog
      opened={expense !== null}
      title="Delete Expense"
      error={<ServerError error={remove.error} title="The expense was not deleted" />}
      message={
        expense
          ? `Delete ${formatCents(expense.amountCents)} for “${expense.description}” on ${expense.matter}?`
          : null
      }
      confirmLabel="Delete Expense"
      isDestructive
      isPending={remove.isPending}
      onConfirm={() => expense && remove.mutate(expense.id)}
      onClose={() => {
        remove.reset();
        onClose();
      }}
    >
      <Text size="sm" c="dimmed">
        The expense and its receipt are removed. Approved and billed expenses cannot be deleted.
      </Text>
    </ConfirmDialog>
  );
}
