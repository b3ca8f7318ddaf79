import type { TInvoiceListItem } from "@inkundla/shared";
import { formatDate } from "@inkundla/shared";
import { Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { formatCents } from "../billing-format";
import { useClientBillingAccount, useInvoices } from "../hooks/use-billing";
import { InvoiceStatusBadge } from "./billing-badges";

const NEWEST_COUNT = 5;
const BILLING_INVOICES_URL = "/billing?tab=invoices";

/** The Billing page opens this invoice in its drawer. */
function invoiceUrl(invoiceId: string): string {
  return `${BILLING_INVOICES_URL}&invoice=${encodeURIComponent(invoiceId)}`;
}

type InvoicesCardProps =
  /** On a client's page: their newest invoices and what they owe in all. */
  | { clientId: string; matterId?: undefined }
  /** On a matter's page: the matter's newest invoices. */
  | { matterId: string; clientId?: undefined };

/** A client's (or matter's) newest invoices beside their trust balance, with the way into Billing. */
export function InvoicesCard({ clientId, matterId }: InvoicesCardProps) {
  const invoices = useInvoices({ clientId, matterId, limit: NEWEST_COUNT, offset: 0 });
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Invoices
          </Title>
          <Anchor component={Link} to={BILLING_INVOICES_URL} size="sm">
            Open in Billing
          </Anchor>
        </Group>
        {clientId ? <ClientOutstanding clientId={clientId} /> : null}
        {invoices.isPending ? (
          <ListLoading label="Loading invoices" />
        ) : invoices.isError ? (
          <ListLoadError title="Invoices could not be loaded" onRetry={() => void invoices.refetch()} />
        ) : invoices.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            No invoices yet
          </Text>
        ) : (
          <>
            <NewestInvoicesTable invoices={invoices.data.items} />
            {invoices.data.total > invoices.data.items.length ? (
              <Text size="xs" c="dimmed">
                The {invoices.data.items.length} newest of {invoices.data.total} invoices.
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** Issued invoices' balances still due, from the client's billing account. */
function ClientOutstanding({ clientId }: { clientId: string }) {
  const account = useClientBillingAccount(clientId);
  if (account.isPending)
    return <Loader size="sm" role="status" aria-label="Loading the amount outstanding" />;
  if (account.isError) {
    return (
      <Text size="sm" c="dimmed">
        The amount outstanding could not be loaded.
      </Text>
    );
  }
  const { outstandingCents, creditCents } = account.data;
  return (
    <Stack gap={0}>
      <Text fw={700} size="lg" aria-label={`Outstanding: ${formatCents(outstandingCents)}`}>
        {formatCents(outstandingCents)}
      </Text>
      <Text size="xs" c="dimmed">
        Outstanding on issued invoices
        {creditCents > 0 ? ` · ${formatCents(creditCents)} held as the client's credit` : ""}
      </Text>
    </Stack>
  );
}

function NewestInvoicesTable({ invoices }: { invoices: TInvoiceListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" aria-label="Newest invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice #</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Anchor
                  component={Link}
                  to={invoiceUrl(invoice.id)}
                  size="sm"
                  fw={600}
                  aria-label={
                    invoice.number
                      ? `Open invoice ${invoice.number}`
                      : `Open draft invoice of ${formatCents(invoice.totalCents)}`
                  }
                >
                  {invoice.number ?? "Draft"}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(invoice.date)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(invoice.totalCents)}
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
