import { formatCents, formatHours, type TAnalyticsData } from "@inkundla/shared";
import { BarChart } from "@mantine/charts";
import { Paper, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { randForChart } from "./analytics-format";
import { ChartWithTable } from "./chart-with-table";
import { RevenueOverTime } from "./overview-tab";

const BREAKDOWNS = [
  { value: "area", label: "Practice area" },
  { value: "earner", label: "Fee earner" },
  { value: "client", label: "Client" },
] as const;
type Breakdown = (typeof BREAKDOWNS)[number]["value"];

function breakdownRows(
  data: TAnalyticsData,
  breakdown: Breakdown,
): { name: string; revenueCents: number; hours: number | null }[] {
  if (breakdown === "area")
    return data.byPracticeArea.map((row) => ({
      name: row.practiceArea,
      revenueCents: row.revenueCents,
      hours: row.hours,
    }));
  if (breakdown === "earner")
    return data.byFeeEarner.map((row) => ({
      name: row.name,
      revenueCents: row.revenueCents,
      hours: row.hours,
    }));
  return data.byClient.map((row) => ({ name: row.name, revenueCents: row.revenueCents, hours: null }));
}

/** Revenue Analytics: revenue over time, by practice area, and a breakdown table by area, fee earner or client. */
export function RevenueTab({ data }: { data: TAnalyticsData }) {
  const [breakdown, setBreakdown] = useState<Breakdown>("area");
  const rows = breakdownRows(data, breakdown);
  return (
    <Stack gap="lg">
      <RevenueOverTime data={data} />
      <ChartWithTable
        title="Revenue by practice area (excl. VAT)"
        chart={
          <BarChart
            h={240}
            data={data.byPracticeArea.map((row) => ({
              area: row.practiceArea,
              Revenue: randForChart(row.revenueCents),
            }))}
            dataKey="area"
            series={[{ name: "Revenue", color: "indigo.6" }]}
            valueFormatter={(rand) => formatCents(rand * 100)}
          />
        }
        table={{
          columns: ["Practice area", "Revenue"],
          rows: data.byPracticeArea.map((row) => [row.practiceArea, formatCents(row.revenueCents)]),
        }}
      />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>Revenue breakdown</Text>
          <SegmentedControl
            aria-label="Break revenue down by"
            data={[...BREAKDOWNS]}
            value={breakdown}
            onChange={(value) => setBreakdown(value as Breakdown)}
          />
          <Table striped>
            <Table.Caption>
              {
                data.methods[
                  breakdown === "area"
                    ? "byPracticeArea"
                    : breakdown === "earner"
                      ? "byFeeEarner"
                      : "byClient"
                ]
              }
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{BREAKDOWNS.find((option) => option.value === breakdown)?.label}</Table.Th>
                <Table.Th ta="right">Revenue (excl. VAT)</Table.Th>
                {breakdown === "client" ? null : <Table.Th ta="right">Hours logged</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3}>Nothing in this period.</Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td ta="right">{formatCents(row.revenueCents)}</Table.Td>
                    {row.hours === null ? null : <Table.Td ta="right">{formatHours(row.hours)}</Table.Td>}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
    </Stack>
  );
}
