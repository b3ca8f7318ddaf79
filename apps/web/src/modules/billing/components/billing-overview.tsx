import { formatCount, type TBillingStats } from "@inkundla/shared";
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { formatCents } from "../billing-format";
import { useBillingProfile, useBillingStats, useInvoices } from "../hooks/use-billing";
import { InvoicesTable } from "./invoices-table";

const RECENT_COUNT = 5;

interface BillingOverviewProps {
  onViewInvoices: () => void;
  onOpenInvoice: (invoiceId: string) => void;
}

/** The Overview tab: the firm's billing figures, the newest invoices and how clients can pay. */
export function BillingOverview({ onViewInvoices, onOpenInvoice }: BillingOverviewProps) {
  return (
    <Stack gap="lg">
      <StatCards />
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Recent Invoices
            </Title>
            <Button variant="subtle" size="xs" onClick={onViewInvoices}>
              View All
            </Button>
          </Group>
          <RecentInvoices onOpenInvoice={onOpenInvoice} />
        </Stack>
      </Paper>
      <PaymentMethods />
    </Stack>
  );
}

type Figure = { label: string; value: string; detail?: string };

function figuresOf(stats: TBillingStats): Figure[] {
  return [
    {
      label: "Outstanding",
      value: formatCents(stats.outstandingCents),
      detail: formatCount(stats.outstandingCount, "invoice"),
    },
    stats.avgPaymentDays === null
      ? {
          label: "Average payment days",
          value: "No payments yet",
          detail: "No invoice was paid in full in the last 12 months",
        }
      : {
          label: "Average payment days",
          value: formatCount(stats.avgPaymentDays, "day"),
          detail: "From issue to full payment, last 12 months",
        },
    {
      label: "Overdue",
      value: formatCents(stats.overdueCents),
      detail: formatCount(stats.overdueCount, "invoice"),
    },
    { label: "Collected this month", value: formatCents(stats.collectedThisMonthCents) },
    {
      label: "Work in progress",
      value: formatCents(stats.unbilledWipCents),
      detail: "Unbilled time and expenses",
    },
    {
      label: "Invoiced this month",
      value: formatCents(stats.invoicedThisMonthCents),
      detail: "Excluding VAT",
    },
  ];
}

const FIGURE_LABELS = [
  "Outstanding",
  "Average payment days",
  "Overdue",
  "Collected this month",
  "Work in progress",
  "Invoiced this month",
];

function StatCards() {
  const stats = useBillingStats();
  if (stats.isError) {
    return (
      <ListLoadError title="The billing figures could not be loaded" onRetry={() => void stats.refetch()} />
    );
  }
  const figures: (Figure | { label: string; value: null; detail?: string })[] = stats.data
    ? figuresOf(stats.data)
    : FIGURE_LABELS.map((label) => ({ label, value: null }));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="md">
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text
            fw={700}
            size="xl"
            aria-label={`${figure.label}: ${figure.value ?? "loading"}${figure.detail ? ` (${figure.detail})` : ""}`}
          >
            {figure.value ?? "–"}
          </Text>
          {figure.detail ? (
            <Text size="xs" c="dimmed">
              {figure.detail}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function RecentInvoices({ onOpenInvoice }: { onOpenInvoice: (invoiceId: string) => void }) {
  const recent = useInvoices({ limit: RECENT_COUNT, offset: 0 });
  if (recent.isPending) return <ListLoading label="Loading recent invoices" />;
  if (recent.isError) {
    return (
      <ListLoadError title="Recent invoices could not be loaded" onRetry={() => void recent.refetch()} />
    );
  }
  if (recent.data.items.length === 0) {
    return (
      <ListEmpty
        title="No invoices yet"
        hint="Create an invoice from a matter's unbilled time on the Invoice Management tab."
      />
    );
  }
  return <InvoicesTable invoices={recent.data.items} onOpen={onOpenInvoice} label="Recent invoices" />;
}

function MethodRow({ name, active, children }: { name: string; active: boolean; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{name}</Text>
          {children}
        </Stack>
        <Badge color={active ? "green" : "gray"} variant="light" style={{ flexShrink: 0 }}>
          {active ? "Active" : "Not configured"}
        </Badge>
      </Group>
    </Paper>
  );
}

/** How clients pay: EFT into the firm's business account, card (no provider yet), or from trust. */
function PaymentMethods() {
  const profile = useBillingProfile();
  const banking = profile.data?.bankingDetails.trim() ?? "";
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payment Methods
        </Title>
        <MethodRow name="EFT" active>
          {profile.isPending ? (
            <Text size="sm" c="dimmed">
              Loading the banking details…
            </Text>
          ) : banking ? (
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {banking}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Add banking details in the Billing Profile
            </Text>
          )}
        </MethodRow>
        <MethodRow name="Card processing" active={false}>
          <Text size="sm" c="dimmed">
            No card payment provider is set up; card payments are recorded by hand.
          </Text>
        </MethodRow>
        <MethodRow name="Trust transfers" active>
          <Text size="sm" c="dimmed">
            Pay invoices from money the client holds in trust, under the trust rules.
          </Text>
        </MethodRow>
      </Stack>
    </Paper>
  );
}
