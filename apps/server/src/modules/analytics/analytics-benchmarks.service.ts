import { ANALYTICS_MESSAGES, type TAnalyticsBenchmarks, type TAnalyticsQuery } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { requireAnalyticsAccess } from "./analytics-access.ts";
import { type FirmFigures, readOwnFigures, readPlatformMedians } from "./analytics-benchmarks.repository.ts";
import { readSettingsRow } from "./analytics-data.repository.ts";
import { type AnalyticsDeps, resolveWindow, todayFor } from "./analytics-data.service.ts";
import { changePercent, MIN_BENCHMARK_FIRMS, publishableMedian, roundToTenth } from "./analytics-metrics.ts";
import { readPeriodTogether } from "./analytics-windows.ts";

export const BENCHMARK_METHOD = `Revenue per fee earner: revenue excluding VAT (net of credit notes) ÷ the people who logged time in the period. Billable hours per fee earner: hours at a rate above zero ÷ the same people. Collection rate: collected ÷ revenue of the period, both excluding VAT. The platform median is the middle value over firms that share their figures and were active in the period; it is shown only when at least ${MIN_BENCHMARK_FIRMS} such firms exist, and no single firm's figure is ever shown.`;

function rounded(figures: FirmFigures) {
  return {
    revenuePerFeeEarner:
      figures.revenuePerFeeEarner === null ? null : Math.round(figures.revenuePerFeeEarner),
    billableHoursPerFeeEarner:
      figures.billableHoursPerFeeEarner === null ? null : roundToTenth(figures.billableHoursPerFeeEarner),
    collectionRate: figures.collectionRate === null ? null : roundToTenth(figures.collectionRate),
  };
}

/**
 * GET /api/advanced-analytics/benchmarks: the firm against its own previous period always, and against
 * the anonymised platform median when the firm shares its figures and enough firms do.
 */
export async function getAnalyticsBenchmarks(
  deps: AnalyticsDeps,
  identity: FirmIdentity,
  query: TAnalyticsQuery,
): Promise<TAnalyticsBenchmarks> {
  requireAnalyticsAccess(identity);
  const firmId = identity.membership.firmId;
  const { current, previous } = resolveWindow(deps, firmId, query);
  // The medians are read either way, and shown only to a firm that shares its figures.
  const read = await readPeriodTogether(
    deps.db,
    firmId,
    { period: query.period, current, previous },
    todayFor(deps),
    async (batch, sums) => {
      const windowed = sums === "windows";
      const [settings, now, before, platform] = await Promise.all([
        readSettingsRow(batch, firmId),
        readOwnFigures(batch, firmId, current, windowed),
        readOwnFigures(batch, firmId, previous, windowed),
        readPlatformMedians(batch, current),
      ]);
      return {
        settings,
        now: rounded(now),
        before: rounded(before),
        platform: settings.shareBenchmarks ? platform : null,
      };
    },
  );
  const compare = (key: keyof FirmFigures) => ({
    current: read.now[key],
    previous: read.before[key],
    changePercent: changePercent(read.now[key], read.before[key]),
  });
  const base = {
    period: query.period,
    range: current,
    previousRange: previous,
    own: {
      revenuePerFeeEarner: compare("revenuePerFeeEarner"),
      billableHoursPerFeeEarner: compare("billableHoursPerFeeEarner"),
      collectionRate: compare("collectionRate"),
    },
    method: BENCHMARK_METHOD,
  };
  if (read.platform === null) return { ...base, platform: null, reason: ANALYTICS_MESSAGES.optedOut };
  const { platform } = read;
  if (platform.firmCount < MIN_BENCHMARK_FIRMS)
    return { ...base, platform: null, reason: ANALYTICS_MESSAGES.notEnoughFirms };
  return {
    ...base,
    platform: {
      firmCount: platform.firmCount,
      revenuePerFeeEarner: publishableMedian(
        platform.revenuePerFeeEarner.median,
        platform.revenuePerFeeEarner.count,
        0,
      ),
      billableHoursPerFeeEarner: publishableMedian(
        platform.billableHoursPerFeeEarner.median,
        platform.billableHoursPerFeeEarner.count,
        1,
      ),
      collectionRate: publishableMedian(platform.collectionRate.median, platform.collectionRate.count, 1),
    },
    reason: null,
  };
}
