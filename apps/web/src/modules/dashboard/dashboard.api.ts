export const DASHBOARD_STATS_QUERY_KEY = ["/api/dashboard/stats"] as const;
export const DASHBOARD_ACTIVITY_QUERY_KEY = ["/api/dashboard/activity"] as const;
export const DASHBOARD_DEADLINES_QUERY_KEY = ["/api/dashboard/deadlines"] as const;
export const PLATFORM_STATUS_QUERY_KEY = ["/readyz"] as const;

export type PlatformStatus = { isDatabaseReachable: boolean; checkedAt: Date };

/** /readyz answers 200 while the database answers, 503 when it does not. */
export async function fetchPlatformStatus(): Promise<PlatformStatus> {
  const response = await fetch("/readyz", { credentials: "include" });
  return { isDatabaseReachable: response.ok, checkedAt: new Date() };
}
