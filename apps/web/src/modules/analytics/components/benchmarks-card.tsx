import {
  BENCHMARK_METRIC_LABELS,
  BENCHMARK_METRICS,
  formatCents,
  formatHours,
  type TAnalyticsBenchmarks,
  type TBenchmarkMetric,
} from "@inkundla/shared";
import { Paper, Stack, Table, Text } from "@mantine/core";
import { formatPercent, orDash } from "./analytics-format";

function formatMetric(metric: TBenchmarkMetric, value: number | null): string {
  if (metric === "revenuePerFeeEarner") return orDash(value, formatCents);
  if (metric === "billableHoursPerFeeEarner") return orDash(value, formatHours);
  return formatPercent(value);
}

/**
 * The benchmarks card: the firm against its own previous period always, and the anonymised platform
 * median when enough sharing firms exist; otherwise the server's sentence saying why not.
 */
export function BenchmarksCard({ benchmarks }: { benchmarks: TAnalyticsBenchmarks | undefined }) {
  if (!benchmarks) return null;
  const { platform } = benchmarks;
  return (
    <Paper withBorder p="md" aria-label="Benchmarks" role="region">
      <Stack gap="sm">
        <Text fw={600}>Benchmarks</Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Measure</Table.Th>
              <Table.Th ta="right">This period</Table.Th>
              <Table.Th ta="right">Previous period</Table.Th>
              {platform ? <Table.Th ta="right">Platform median</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BENCHMARK_METRICS.map((metric) => (
              <Table.Tr key={metric}>
                <Table.Td>{BENCHMARK_METRIC_LABELS[metric]}</Table.Td>
                <Table.Td ta="right">{formatMetric(metric, benchmarks.own[metric].current)}</Table.Td>
                <Table.Td ta="right">{formatMetric(metric, benchmarks.own[metric].previous)}</Table.Td>
                {platform ? <Table.Td ta="right">{formatMetric(metric, platform[metric])}</Table.Td> : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {platform ? (
          <Text
            size="xs"
            c="dimmed"
          >{`Median of ${platform.firmCount} firms that share their figures.`}</Text>
        ) : (
          <Text size="sm">{benchmarks.reason}</Text>
        )}
        <Text size="xs" c="dimmed">
          {benchmarks.method}
        </Text>
      </Stack>
    </Paper>
  );
}
