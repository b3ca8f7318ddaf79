import { Button, Group, NativeSelect, Paper, SegmentedControl, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustAccounts, useTrustTransactions } from "../hooks/use-trust";
import { useTrustPermissions } from "../hooks/use-trust-permissions";
import { TrustTransactionsTable } from "./trust-transactions-table";

const PAGE_SIZE = 25;
type StatusFilter = "all" | "true" | "false";

interface TransactionsTabProps {
  /** The account filter lives in the address (?accountId=) so "view transactions" can link here. */
  accountId: string;
  onAccountChange: (accountId: string) => void;
  onNewTransaction: () => void;
  onOpenPosting: (postingId: string) => void;
}

/** The Transactions tab: every cash book line, filtered by account, status and search, and paged. */
export function TransactionsTab({
  accountId,
  onAccountChange,
  onNewTransaction,
  onOpenPosting,
}: TransactionsTabProps) {
  const { canCapture } = useTrustPermissions();
  const accounts = useTrustAccounts();
  const [status, setStatus] = useState<StatusFilter>("all");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const transactions = useTrustTransactions({
    accountId: accountId || undefined,
    reconciled: status === "all" ? undefined : status,
    search: debouncedSearch || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil((transactions.data?.total ?? 0) / PAGE_SIZE));
  const hasFilters = Boolean(accountId || status !== "all" || debouncedSearch);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Trust Transactions
        </Title>
        {canCapture ? (
          <Button leftSection={<IconPlus size={18} />} onClick={onNewTransaction}>
            New Transaction
          </Button>
        ) : null}
      </Group>
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Account"
            value={accountId}
            onChange={(event) => {
              onAccountChange(event.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: "", label: "All accounts" },
              ...(accounts.data ?? []).map((account) => ({ value: account.id, label: account.name })),
            ]}
            style={{ flex: "1 1 200px" }}
          />
          <TextInput
            label="Search"
            placeholder="Description, reference or client"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: "2 1 220px" }}
          />
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(value) => {
              setStatus(value as StatusFilter);
              setPage(1);
            }}
            data={[
              { value: "all", label: "All" },
              { value: "true", label: "Reconciled" },
              { value: "false", label: "Pending" },
            ]}
          />
        </Group>
      </Paper>
      {transactions.isPending ? (
        <ListLoading label="Loading trust transactions" />
      ) : transactions.isError ? (
        <ListLoadError
          title="Trust transactions could not be loaded"
          onRetry={() => void transactions.refetch()}
        />
      ) : transactions.data.items.length === 0 ? (
        <ListEmpty
          title={hasFilters ? "No transactions match these filters" : "No trust transactions yet"}
          hint={
            hasFilters
              ? "Change the account, status or search to see more."
              : "Record the first receipt of client money with New Transaction."
          }
        />
      ) : (
        <>
          <TrustTransactionsTable transactions={transactions.data.items} onOpen={onOpenPosting} />
          <ListFooter
            summary={`${transactions.data.total} ${transactions.data.total === 1 ? "line" : "lines"}`}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
