import { formatCents, formatMonth, type TAnalyticsForecasts } from "@inkundla/shared";
import { BarChart } from "@mantine/charts";
import { Alert, Paper, Stack, Text } from "@mantine/core";
import { ListLoadError, ListLoading } from "../../../ui/list-states";
import { randForChart } from "./analytics-format";
import { ChartWithTable } from "./chart-with-table";

/** Forecasting: the next three months of fees, each a low, expected and high figure, with the method beside it. */
export function ForecastingTab({
  forecast,
  isLoading,
  onRetry,
}: {
  forecast: TAnalyticsForecasts | undefined;
  isLoading: boolean;
  onRetry: () => void;
}) {
  if (isLoading) return <ListLoading label="Loading the forecast" />;
  if (!forecast) return <ListLoadError title="The forecast could not be loaded" onRetry={onRetry} />;
  return (
    <Stack gap="lg">
      {forecast.isHistoryShort ? (
        <Alert color="yellow" variant="light" title="Short history">
          Your firm has too little collection history for a narrow forecast, so the range is wide.
        </Alert>
      ) : null}
      <ChartWithTable
        title="Fees expected in the next three months (excl. VAT)"
        chart={
          <BarChart
            h={240}
            data={forecast.months.map((month) => ({
              month: formatMonth(month.month),
              Low: randForChart(month.lowCents),
              Expected: randForChart(month.expectedCents),
              High: randForChart(month.highCents),
            }))}
            dataKey="month"
            series={[
              { name: "Low", color: "gray.5" },
              { name: "Expected", color: "indigo.6" },
              { name: "High", color: "teal.5" },
            ]}
            valueFormatter={(rand) => formatCents(rand * 100)}
          />
        }
        table={{
          columns: ["Month", "Low", "Expected", "High"],
          rows: forecast.months.map((month) => [
            formatMonth(month.month),
            formatCents(month.lowCents),
            formatCents(month.expectedCents),
            formatCents(month.highCents),
          ]),
        }}
      />
      <Paper withBorder p="md">
        <Text fw={600}>How this is worked out</Text>
        <Text size="sm">{forecast.method}</Text>
        <Text size="xs" c="dimmed" mt="xs">
          {`Work in progress today ${formatCents(forecast.wipCents)} · unpaid invoices ${formatCents(forecast.debtorsCents)} (both excl. VAT)`}
        </Text>
      </Paper>
    </Stack>
  );
}
