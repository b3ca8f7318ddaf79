import { addDaysToDate, type TAnalyticsForecasts } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { readTogether } from "../../platform/read-together.ts";
import { requireAnalyticsAccess } from "./analytics-access.ts";
import { readFirmPosition } from "./analytics-data.repository.ts";
import { type AnalyticsDeps, todayFor } from "./analytics-data.service.ts";
import { listDebtorsByAge, readCollectionHistory } from "./analytics-forecast.repository.ts";
import { describeForecastMethod, forecastMonths } from "./analytics-forecast.ts";

/** The history is the invoices issued in the 12 months that end this many days ago: each has had 90 days. */
export const HISTORY_SETTLE_DAYS = 90;

/**
 * GET /api/advanced-analytics/forecasts: the next three calendar months of fees from today's debtors'
 * book and work in progress, collected as the firm's own last year of invoices was (method in words).
 */
export async function getAnalyticsForecasts(
  deps: AnalyticsDeps,
  identity: FirmIdentity,
): Promise<TAnalyticsForecasts> {
  requireAnalyticsAccess(identity);
  const firmId = identity.membership.firmId;
  const today = todayFor(deps);
  const historyTo = addDaysToDate(today, -HISTORY_SETTLE_DAYS);
  const historyFrom = addDaysToDate(historyTo, -365);
  // Three small reads of the summaries, as one statement (one snapshot).
  const read = await readTogether(deps.db, async (batch) => {
    const [history, debtors, position] = await Promise.all([
      readCollectionHistory(batch, firmId, { from: historyFrom, to: historyTo }),
      listDebtorsByAge(batch, firmId, today),
      readFirmPosition(batch, firmId, 0),
    ]);
    return { history, debtors, position };
  });
  const forecast = forecastMonths({
    today,
    debtors: read.debtors,
    wipCents: read.position.wipCents,
    history: read.history.all,
    quarters: read.history.quarters,
  });
  return {
    asAt: today,
    months: forecast.months,
    wipCents: read.position.wipCents,
    debtorsCents: read.debtors.reduce((sum, debtor) => sum + debtor.balanceCents, 0),
    collectionCurve: forecast.curve,
    historyInvoiceCount: read.history.all.invoiceCount,
    isHistoryShort: forecast.isHistoryShort,
    method: describeForecastMethod({
      curve: forecast.curve,
      historyInvoiceCount: read.history.all.invoiceCount,
      isHistoryShort: forecast.isHistoryShort,
      hasNoHistory: read.history.all.dueCents <= 0,
    }),
  };
}
