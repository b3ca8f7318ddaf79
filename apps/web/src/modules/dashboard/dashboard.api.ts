import { apiRequest, readApiErrorStatus } from "../../lib/api-client";

export const DASHBOARD_STATS_QUERY_KEY = ["/api/dashboard/stats"] as const;
export const DASHBOARD_ACTIVITY_QUERY_KEY = ["/api/dashboard/activity"] as const;
export const DASHBOARD_DEADLINES_QUERY_KEY = ["/api/dashboard/deadlines"] as const;
export const PLATFORM_STATUS_QUERY_KEY = ["/readyz"] as const;

export type PlatformStatus = { isDatabaseReachable: boolean; checkedAt: Date };

/**
 * /readyz answers 200 while the database answers, 503 when it does not: any answer is a status, and
 * only no answer at all (offline) is an error.
 */
export async function fetchPlatformStatus(): Promise<PlatformStatus> {
  try {
    await apiRequest("GET", "/readyz");
    return { isDatabaseReachable: true, checkedAt: new Date() };
  } catch (error) {
    if (readApiErrorStatus(error) === null) throw error;
    return { isDatabaseReachable: false, checkedAt: new Date() };
  }
}
