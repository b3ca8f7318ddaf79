import { formatCents, formatHours, formatNumber, type TAnalyticsData } from "@inkundla/shared";
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatRate } from "./analytics-format";

/** The change against the previous period in words, e.g. "+12,5% on the previous period". */
function describeChange(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return "No previous figure to compare";
  if (previous === 0)
    return current === 0 ? "Unchanged on the previous period" : "Nothing in the previous period";
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const sign = change > 0 ? "+" : "";
  return `${sign}${formatNumber(change)}% on the previous period`;
}

/** Overview's four cards (spec: total revenue, billable hours, active clients, average hourly rate). */
export function HeadlineCards({ data }: { data: TAnalyticsData }) {
  const cards = [
    {
      label: "Total Revenue",
      value: formatCents(data.totalRevenue),
      change: describeChange(data.totalRevenue, data.previous.totalRevenue),
      note: `Collected ${formatCents(data.collectedRevenue)} (excl. VAT)`,
    },
    {
      label: "Billable Hours",
      value: formatHours(data.billableHours),
      change: describeChange(data.billableHours, data.previous.billableHours),
      note: `${formatHours(data.hoursLogged)} logged in all`,
    },
    {
      label: "Active Clients",
      value: formatNumber(data.activeClients, 0),
      change: describeChange(data.activeClients, data.previous.activeClients),
      note: `${data.clients.newClients} new, ${data.clients.returningClients} returning`,
    },
    {
      label: "Average Hourly Rate",
      value: formatRate(data.avgHourlyRate),
      change: describeChange(data.avgHourlyRate, data.previous.avgHourlyRate),
      note: "Realised on time billed",
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="md" role="group" aria-label={card.label}>
          <Text size="sm" c="dimmed">
            {card.label}
          </Text>
          <Text fw={700} fz="xl">
            {card.value}
          </Text>
          <Text size="xs">{card.change}</Text>
          <Text size="xs" c="dimmed">
            {card.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
