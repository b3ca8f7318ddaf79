import { nextMonth, type TBillingStats, todayInSouthAfrica } from "@inkundla/shared";
import type { FirmIdentity } from "../../../platform/identity.ts";
import type { BillingDeps } from "../billing-deps.ts";
import { readBillingFigures, type StatsDates } from "./billing-stats.repository.ts";

/** Today and this calendar month, as South Africa counts them. */
export function statsDatesFor(today: string): StatsDates {
  const month = today.slice(0, 7);
  return { today, monthStart: `${month}-01`, nextMonthStart: `${nextMonth(month)}-01` };
}

/**
 * GET /api/billing/stats: the spec's outstandingCount and avgPaymentDays and the Overview cards, from
 * the firm's invoices, payments, time and expenses (definitions in `readBillingFigures`). Every member
 * of the firm may read them.
 */
export async function getBillingStats(
  deps: Pick<BillingDeps, "db">,
  identity: FirmIdentity,
): Promise<TBillingStats> {
  const figures = await readBillingFigures(
    deps.db,
    identity.membership.firmId,
    statsDatesFor(todayInSouthAfrica()),
  );
  return {
    outstandingCount: figures.outstandingCount,
    avgPaymentDays: figures.averagePaymentDays,
    outstandingCents: figures.outstandingCents,
    overdueCount: figures.overdueCount,
    overdueCents: figures.overdueCents,
    collectedThisMonthCents: figures.collectedCents,
    invoicedThisMonthCents: figures.revenueCents,
    unbilledWipCents: figures.unbilledTimeCents + figures.unbilledExpensesCents,
    draftCount: figures.draftCount,
    clientCreditCents: figures.clientCreditCents,
  };
}
