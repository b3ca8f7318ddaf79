import type { TInvoiceStatusFilter } from "@inkundla/shared";
import { Button, Group, Paper, SegmentedControl, Stack, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { ListFooter } from "../../../ui/list-footer";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useInvoices } from "../hooks/use-billing";
import { InvoicesTable } from "./invoices-table";

const PAGE_SIZE = 25;

/** Spec's filter: All, Draft, Sent, Paid, Overdue. */
const STATUS_FILTERS: { value: TInvoiceStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "draft", label: "Draft" },
  { value: "sent", label: "Sent" },
  { value: "paid", label: "Paid" },
  { value: "overdue", label: "Overdue" },
];

interface InvoiceManagementTabProps {
  onCreateInvoice: () => void;
  onOpenInvoice: (invoiceId: string) => void;
}

/** The Invoice Management tab: Create Invoice, and every invoice filtered by status and search. */
export function InvoiceManagementTab({ onCreateInvoice, onOpenInvoice }: InvoiceManagementTabProps) {
  const [status, setStatus] = useState<TInvoiceStatusFilter>("all");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const invoices = useInvoices({
    status,
    search: debouncedSearch || undefined,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil((invoices.data?.total ?? 0) / PAGE_SIZE));
  const hasFilters = status !== "all" || Boolean(debouncedSearch);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Invoices
        </Title>
        <Button leftSection={<IconPlus size={18} />} onClick={onCreateInvoice}>
          Create Invoice
        </Button>
      </Group>
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Invoice number, client or description"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: "2 1 240px" }}
          />
          <SegmentedControl
            aria-label="Invoice status"
            value={status}
            onChange={(value) => {
              setStatus(value as TInvoiceStatusFilter);
              setPage(1);
            }}
            data={STATUS_FILTERS}
          />
        </Group>
      </Paper>
      {invoices.isPending ? (
        <ListLoading label="Loading invoices" />
      ) : invoices.isError ? (
        <ListLoadError title="Invoices could not be loaded" onRetry={() => void invoices.refetch()} />
      ) : invoices.data.items.length === 0 ? (
        <ListEmpty
          title={hasFilters ? "No invoices match these filters" : "No invoices yet"}
          hint={
            hasFilters
              ? "Change the status or search to see more."
              : "Create the first invoice from a matter's unbilled time with Create Invoice."
          }
        />
      ) : (
        <>
          <InvoicesTable invoices={invoices.data.items} onOpen={onOpenInvoice} />
          <ListFooter
            summary={`${invoices.data.total} ${invoices.data.total === 1 ? "invoice" : "invoices"}`}
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
          />
        </>
      )}
    </Stack>
  );
}
