import { formatCents, type TAnalyticsData } from "@inkundla/shared";
import { AreaChart } from "@mantine/charts";
import { Stack } from "@mantine/core";
import { formatBucket, randForChart } from "./analytics-format";
import { ChartWithTable } from "./chart-with-table";
import { HeadlineCards } from "./headline-cards";
import { PracticeAreaRows } from "./practice-area-rows";

/** Revenue over time as a chart and its table (used on Overview and Revenue Analytics). */
export function RevenueOverTime({ data }: { data: TAnalyticsData }) {
  const points = data.revenueOverTime.map((point) => ({
    label: formatBucket(point.bucket, data.bucket),
    Revenue: randForChart(point.revenueCents),
    Collected: randForChart(point.collectedCents),
  }));
  return (
    <ChartWithTable
      title={`Revenue over time (${data.bucket === "day" ? "per day" : "per month"}, excl. VAT)`}
      chart={
        <AreaChart
          h={260}
          data={points}
          dataKey="label"
          series={[
            { name: "Revenue", color: "indigo.6" },
            { name: "Collected", color: "teal.6" },
          ]}
          curveType="linear"
          valueFormatter={(rand) => formatCents(rand * 100)}
        />
      }
      table={{
        columns: [data.bucket === "day" ? "Day" : "Month", "Revenue", "Collected"],
        rows: data.revenueOverTime.map((point) => [
          formatBucket(point.bucket, data.bucket),
          formatCents(point.revenueCents),
          formatCents(point.collectedCents),
        ]),
      }}
    />
  );
}

export function OverviewTab({ data }: { data: TAnalyticsData }) {
  return (
    <Stack gap="lg">
      <HeadlineCards data={data} />
      <RevenueOverTime data={data} />
      <PracticeAreaRows rows={data.byPracticeArea} total={data.totalRevenue} />
    </Stack>
  );
}
