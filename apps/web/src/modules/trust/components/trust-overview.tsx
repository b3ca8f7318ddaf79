import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { useTrustSummary, useTrustTransactions } from "../hooks/use-trust";
import { formatCents } from "../trust-format";
import { ComplianceChecklist } from "./compliance-checklist";
import { TrustTransactionsTable } from "./trust-transactions-table";

const RECENT_COUNT = 5;

interface TrustOverviewProps {
  onViewTransactions: () => void;
  onOpenPosting: (postingId: string) => void;
}

/** The Overview tab: the firm's figures, the latest movements and the compliance checklist. */
export function TrustOverview({ onViewTransactions, onOpenPosting }: TrustOverviewProps) {
  return (
    <Stack gap="lg">
      <SummaryCards />
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Recent Transactions
            </Title>
            <Button variant="subtle" size="xs" onClick={onViewTransactions}>
              View All
            </Button>
          </Group>
          <RecentTransactions onOpenPosting={onOpenPosting} />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Compliance Checklist
          </Title>
          <ComplianceChecklist />
        </Stack>
      </Paper>
    </Stack>
  );
}

function SummaryCards() {
  const summary = useTrustSummary();
  if (summary.isError) {
    return (
      <ListLoadError title="The trust figures could not be loaded" onRetry={() => void summary.refetch()} />
    );
  }
  const figures = summary.data
    ? [
        { label: "Total Trust Funds", value: formatCents(summary.data.totalTrustFundsCents) },
        { label: "Active Accounts", value: String(summary.data.activeAccounts) },
        { label: "Clients in Credit", value: String(summary.data.clientsInCredit) },
        { label: "Unreconciled Items", value: String(summary.data.unreconciledItems) },
      ]
    : ["Total Trust Funds", "Active Accounts", "Clients in Credit", "Unreconciled Items"].map((label) => ({
        label,
        value: null,
      }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} size="xl" aria-label={`${figure.label}: ${figure.value ?? "loading"}`}>
            {figure.value ?? "–"}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function RecentTransactions({ onOpenPosting }: { onOpenPosting: (postingId: string) => void }) {
  const recent = useTrustTransactions({ limit: RECENT_COUNT, offset: 0 });
  if (recent.isPending) return <ListLoading label="Loading recent transactions" />;
  if (recent.isError) {
    return (
      <ListLoadError title="Recent transactions could not be loaded" onRetry={() => void recent.refetch()} />
    );
  }
  if (recent.data.items.length === 0) {
    return (
      <ListEmpty
        title="No trust transactions yet"
        hint="Receipts, payments and transfers appear here once they are captured."
      />
    );
  }
  return (
    <TrustTransactionsTable
      transactions={recent.data.items}
      onOpen={onOpenPosting}
      label="Recent transactions"
    />
  );
}
