import { ZDashboardActivity, ZDashboardDeadlines, ZDashboardStats } from "@inkundla/shared";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import {
  DASHBOARD_ACTIVITY_QUERY_KEY,
  DASHBOARD_DEADLINES_QUERY_KEY,
  DASHBOARD_STATS_QUERY_KEY,
  fetchPlatformStatus,
  PLATFORM_STATUS_QUERY_KEY,
} from "../dashboard.api";

// The answers are checked against the shared schemas: a figure the screen cannot read is an error
// state, never a broken page.
export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_QUERY_KEY,
    queryFn: async () => ZDashboardStats.parse(await apiJson("GET", DASHBOARD_STATS_QUERY_KEY[0])),
  });
}

export function useDashboardActivity() {
  return useQuery({
    queryKey: DASHBOARD_ACTIVITY_QUERY_KEY,
    queryFn: async () => ZDashboardActivity.parse(await apiJson("GET", DASHBOARD_ACTIVITY_QUERY_KEY[0])),
  });
}

export function useDashboardDeadlines() {
  return useQuery({
    queryKey: DASHBOARD_DEADLINES_QUERY_KEY,
    queryFn: async () => ZDashboardDeadlines.parse(await apiJson("GET", DASHBOARD_DEADLINES_QUERY_KEY[0])),
  });
}

export function usePlatformStatus() {
  return useQuery({ queryKey: PLATFORM_STATUS_QUERY_KEY, queryFn: fetchPlatformStatus });
}
