import {
  type TAnalyticsBenchmarks,
  type TAnalyticsData,
  type TAnalyticsForecasts,
  type TAnalyticsQuery,
  type TAnalyticsSettings,
  type TSaveAnalyticsSettingsRequest,
  type TSaveMemberTargetRequest,
  ZAnalyticsBenchmarks,
  ZAnalyticsData,
  ZAnalyticsForecasts,
  ZAnalyticsSettings,
} from "@inkundla/shared";
import { apiJson, toQueryString } from "../../lib/api-client";

export const ANALYTICS_PATH = "/api/advanced-analytics";

/** Every analytics answer sits beneath this key, so Refresh Data reads them all again. */
export const ANALYTICS_QUERY_KEY = [ANALYTICS_PATH] as const;
export const analyticsDataKey = (query: TAnalyticsQuery) => [ANALYTICS_PATH, "data", query] as const;
export const analyticsBenchmarksKey = (query: TAnalyticsQuery) =>
  [ANALYTICS_PATH, "benchmarks", query] as const;
export const ANALYTICS_FORECASTS_KEY = [ANALYTICS_PATH, "forecasts"] as const;
export const ANALYTICS_SETTINGS_KEY = [ANALYTICS_PATH, "settings"] as const;

/** `?period=custom&from=…&to=…`, the dates only for a custom period. */
export function periodQueryString(query: TAnalyticsQuery): string {
  return toQueryString({ period: query.period, from: query.from, to: query.to });
}

export async function fetchAnalyticsData(query: TAnalyticsQuery): Promise<TAnalyticsData> {
  return ZAnalyticsData.parse(await apiJson("GET", `${ANALYTICS_PATH}/data${periodQueryString(query)}`));
}

export async function fetchAnalyticsBenchmarks(query: TAnalyticsQuery): Promise<TAnalyticsBenchmarks> {
  return ZAnalyticsBenchmarks.parse(
    await apiJson("GET", `${ANALYTICS_PATH}/benchmarks${periodQueryString(query)}`),
  );
}

export async function fetchAnalyticsForecasts(): Promise<TAnalyticsForecasts> {
  return ZAnalyticsForecasts.parse(await apiJson("GET", `${ANALYTICS_PATH}/forecasts`));
}

export async function fetchAnalyticsSettings(): Promise<TAnalyticsSettings> {
  return ZAnalyticsSettings.parse(await apiJson("GET", `${ANALYTICS_PATH}/settings`));
}

export async function saveAnalyticsSettings(
  input: TSaveAnalyticsSettingsRequest,
): Promise<TAnalyticsSettings> {
  return ZAnalyticsSettings.parse(await apiJson("PUT", `${ANALYTICS_PATH}/settings`, input));
}

export async function saveMemberTarget(
  userId: string,
  input: TSaveMemberTargetRequest,
): Promise<TAnalyticsSettings> {
  return ZAnalyticsSettings.parse(
    await apiJson("PUT", `${ANALYTICS_PATH}/targets/${encodeURIComponent(userId)}`, input),
  );
}

/** Where Export Report downloads the period's figures. */
export function analyticsReportPath(query: TAnalyticsQuery, format: "pdf" | "csv"): string {
  return `${ANALYTICS_PATH}/report.${format}${periodQueryString(query)}`;
}
