import "@mantine/charts/styles.css";
import {
  ANALYTICS_MESSAGES,
  type TAnalyticsBenchmarks,
  type TAnalyticsData,
  type TAnalyticsForecasts,
  type TAnalyticsQuery,
} from "@inkundla/shared";
import { Button, Group, Menu, Stack, Tabs } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { downloadFile, readApiErrorMessage, readApiErrorStatus } from "../../../lib/api-client";
import { ListEmpty, ListLoadError, ListLoading } from "../../../ui/list-states";
import { PageHeader } from "../../../ui/page-header";
import { type UrlTabState, UrlTabs, useUrlTab } from "../../../ui/url-tabs";
import { useCurrentUser } from "../../auth";
import { analyticsReportPath } from "../analytics.api";
import { AnalyticsSettingsSection } from "../components/analytics-settings-section";
import { BenchmarksCard } from "../components/benchmarks-card";
import { ClientAnalysisTab } from "../components/client-analysis-tab";
import { ForecastingTab } from "../components/forecasting-tab";
import { OverviewTab } from "../components/overview-tab";
import { PeriodSelect } from "../components/period-select";
import { PlanRequiredPanel } from "../components/plan-required-panel";
import { ProductivityTab } from "../components/productivity-tab";
import { RevenueTab } from "../components/revenue-tab";
import {
  useAnalyticsBenchmarks,
  useAnalyticsData,
  useAnalyticsForecasts,
  useAnalyticsSettings,
  useRefreshAnalytics,
} from "../hooks/use-analytics";

// The spec's five tabs, in its order.
const ANALYTICS_TABS = [
  { value: "overview", label: "Overview" },
  { value: "revenue", label: "Revenue Analytics" },
  { value: "productivity", label: "Productivity" },
  { value: "clients", label: "Client Analysis" },
  { value: "forecasting", label: "Forecasting" },
] as const;

function ExportReportMenu({ query }: { query: TAnalyticsQuery }) {
  const [isDownloading, setDownloading] = useState(false);
  const download = async (format: "pdf" | "csv") => {
    setDownloading(true);
    try {
      await downloadFile(analyticsReportPath(query, format), `advanced-analytics.${format}`);
    } catch (error) {
      notifications.show({
        title: "Export Failed",
        message: readApiErrorMessage(error) ?? "Failed to export the report.",
        color: "red",
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={isDownloading}>
          Export Report
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download("pdf")}>PDF report</Menu.Item>
        <Menu.Item onClick={() => void download("csv")}>CSV for a spreadsheet</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

type AnalyticsTabsProps = {
  data: TAnalyticsData;
  tabState: UrlTabState<(typeof ANALYTICS_TABS)[number]["value"]>;
  benchmarks: TAnalyticsBenchmarks | undefined;
  forecast: { data: TAnalyticsForecasts | undefined; isPending: boolean; refetch: () => void };
};

/** The five tabs over one period's figures; a period with nothing in it says so on each. */
function AnalyticsTabs({ data: figures, tabState, benchmarks, forecast }: AnalyticsTabsProps) {
  const empty = (
    <ListEmpty
      title={ANALYTICS_MESSAGES.empty}
      hint="Choose a longer period, or log time and issue invoices."
    />
  );
  return (
    <UrlTabs state={tabState}>
      <Tabs.Panel value="overview">
        <Stack gap="lg">
          {figures.hasActivity ? <OverviewTab data={figures} /> : empty}
          <BenchmarksCard benchmarks={benchmarks} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="revenue">{figures.hasActivity ? <RevenueTab data={figures} /> : empty}</Tabs.Panel>
      <Tabs.Panel value="productivity">
        {figures.hasActivity ? <ProductivityTab data={figures} /> : empty}
      </Tabs.Panel>
      <Tabs.Panel value="clients">
        {figures.hasActivity ? <ClientAnalysisTab data={figures} /> : empty}
      </Tabs.Panel>
      <Tabs.Panel value="forecasting">
        <ForecastingTab forecast={forecast.data} isLoading={forecast.isPending} onRetry={forecast.refetch} />
      </Tabs.Panel>
    </UrlTabs>
  );
}

/** Spec "Advanced analytics (/advanced-analytics)": every figure computed from the firm's own records. */
export function AdvancedAnalyticsPage() {
  const [query, setQuery] = useState<TAnalyticsQuery>({ period: "last30days" });
  const tabState = useUrlTab(ANALYTICS_TABS);
  const { user } = useCurrentUser();
  const data = useAnalyticsData(query);
  const isRefused = readApiErrorStatus(data.error) === 403;
  const isAvailable = data.data !== undefined && !isRefused;
  const benchmarks = useAnalyticsBenchmarks(query, isAvailable);
  const forecasts = useAnalyticsForecasts(isAvailable && tabState.activeTab === "forecasting");
  const settings = useAnalyticsSettings(isAvailable && user?.isFirmOwner === true);
  const refresh = useRefreshAnalytics();

  let body: ReactNode;
  if (isRefused) body = <PlanRequiredPanel message={readApiErrorMessage(data.error)} />;
  else if (data.isPending) body = <ListLoading label="Loading analytics" />;
  else if (!data.data)
    body = <ListLoadError title="The analytics could not be loaded" onRetry={() => void data.refetch()} />;
  else
    body = (
      <AnalyticsTabs
        data={data.data}
        tabState={tabState}
        benchmarks={benchmarks.data}
        forecast={{
          data: forecasts.data,
          isPending: forecasts.isPending,
          refetch: () => void forecasts.refetch(),
        }}
      />
    );

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow="Insights"
        title="Advanced Analytics"
        description="Revenue, productivity and clients, worked out from your firm's own invoices, payments and time."
      />
      {isRefused ? null : (
        <Group justify="space-between" align="flex-end">
          <PeriodSelect query={query} onChange={setQuery} />
          <Group gap="sm">
            <ExportReportMenu query={query} />
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={data.isFetching}
              onClick={() => void refresh()}
            >
              Refresh Data
            </Button>
          </Group>
        </Group>
      )}
      {body}
      {settings.data?.canEdit ? <AnalyticsSettingsSection settings={settings.data} /> : null}
    </Stack>
  );
}
