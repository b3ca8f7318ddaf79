import { EXPENSE_CATEGORY_LABELS, formatDate, formatHours } from "@inkundla/shared";
import { Checkbox, Table, Text } from "@mantine/core";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { formatCents } from "../billing-format";
import { useUnbilledWork } from "../hooks/use-billing";

interface UnbilledWorkTableProps {
  matterId: string;
  uncheckedTimeEntryIds: readonly string[];
  uncheckedExpenseIds: readonly string[];
  onToggleTimeEntry: (id: string, checked: boolean) => void;
  onToggleExpense: (id: string, checked: boolean) => void;
}

/** The matter's unbilled time and expenses, each ticked to go on the invoice (all are, at first). */
export function UnbilledWorkTable({
  matterId,
  uncheckedTimeEntryIds,
  uncheckedExpenseIds,
  onToggleTimeEntry,
  onToggleExpense,
}: UnbilledWorkTableProps) {
  const unbilled = useUnbilledWork(matterId);
  if (unbilled.isPending) return <ListLoading label="Loading the matter's unbilled work" />;
  if (unbilled.isError) {
    return (
      <ListLoadError
        title="The matter's unbilled work could not be loaded"
        onRetry={() => void unbilled.refetch()}
      />
    );
  }
  const { timeEntries, expenses } = unbilled.data;
  if (timeEntries.length === 0 && expenses.length === 0) {
    return (
      <ListEmpty
        title="Nothing unbilled on this matter"
        hint="Add fee lines below, or log time and record expenses on the matter first."
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="Unbilled work">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>Bill</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Work or expense</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timeEntries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Bill ${entry.description} (${formatDate(entry.date)})`}
                  checked={!uncheckedTimeEntryIds.includes(entry.id)}
                  onChange={(event) => onToggleTimeEntry(entry.id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(entry.date)}</Table.Td>
              <Table.Td>
                <Text size="sm">{entry.description}</Text>
                <Text size="xs" c="dimmed">
                  Time · {entry.userName} at {formatCents(entry.rateCents)}/h
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatHours(entry.hours)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(entry.amountCents)}
              </Table.Td>
            </Table.Tr>
          ))}
          {expenses.map((expense) => (
            <Table.Tr key={expense.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Bill ${expense.description} (${formatDate(expense.date)})`}
                  checked={!uncheckedExpenseIds.includes(expense.id)}
                  onChange={(event) => onToggleExpense(expense.id, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(expense.date)}</Table.Td>
              <Table.Td>
                <Text size="sm">{expense.description}</Text>
                <Text size="xs" c="dimmed">
                  Expense · {EXPENSE_CATEGORY_LABELS[expense.category]}
                  {expense.taxable === false ? " · no VAT" : ""}
                </Text>
              </Table.Td>
              <Table.Td ta="right">1</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(expense.amountCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
