import { formatCents, MATTER_OUTCOME_LABELS, type TOutcomeGroup } from "@inkundla/shared";
import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { ResponsiveTable } from "../../../ui/responsive-table";
import { useMarketInsights } from "../hooks/use-case-predictions";

function OutcomeGroupTable({
  title,
  groups,
  smallGroupBelow,
}: {
  title: string;
  groups: TOutcomeGroup[];
  smallGroupBelow: number;
}) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <ResponsiveTable minWidth={560} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{title.replace(/^By /, "").replace(/^./, (first) => first.toUpperCase())}</Table.Th>
              <Table.Th>Outcomes</Table.Th>
              <Table.Th>Success rate</Table.Th>
              <Table.Th>Median duration</Table.Th>
              <Table.Th>Median award</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.name}>
                <Table.Td>{group.name}</Table.Td>
                <Table.Td data-label="Outcomes">{group.count}</Table.Td>
                <Table.Td data-label="Success rate">
                  {group.successRate === null ? "—" : `${group.successRate}%`}
                </Table.Td>
                <Table.Td data-label="Median duration">
                  {group.medianDurationDays === null ? "—" : `${group.medianDurationDays} days`}
                </Table.Td>
                <Table.Td data-label="Median award">
                  {group.medianAwardCents === null ? "—" : formatCents(group.medianAwardCents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
        <Text size="xs" c="dimmed">
          Groups of fewer than {smallGroupBelow} outcomes show their count only. A win or a judgment by
          default counts as a success, a settlement as half of one; outcomes marked "other" are left out of
          the rate.
        </Text>
      </Stack>
    </Paper>
  );
}

/** Market Insights: the firm's own recorded outcomes, by case type and by court (real aggregates only). */
export function MarketInsightsTab() {
  const insights = useMarketInsights();
  if (insights.isPending) return <ListLoading label="Loading market insights" />;
  if (insights.isError) {
    return (
      <ListLoadError title="Market insights could not be loaded" onRetry={() => void insights.refetch()} />
    );
  }
  const data = insights.data;
  if (data.totalOutcomes === 0) {
    return (
      <ListEmpty
        title="No Outcomes Recorded Yet"
        hint="Recording the outcome when a matter is completed or closed fills this page with the firm's own figures by case type and court."
      />
    );
  }
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: "sm", sm: "md" }}>
        <Stack gap="xs">
          <Text size="sm">
            {data.totalOutcomes} recorded {data.totalOutcomes === 1 ? "outcome" : "outcomes"}
          </Text>
          <Group gap="xs" wrap="wrap">
            {data.byOutcome.map((row) => (
              <Badge key={row.outcome} variant="light" color="gray">
                {MATTER_OUTCOME_LABELS[row.outcome]}: {row.count}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Paper>
      <OutcomeGroupTable
        title="By case type"
        groups={data.byCaseType}
        smallGroupBelow={data.smallGroupBelow}
      />
      <OutcomeGroupTable title="By court" groups={data.byCourt} smallGroupBelow={data.smallGroupBelow} />
    </Stack>
  );
}
