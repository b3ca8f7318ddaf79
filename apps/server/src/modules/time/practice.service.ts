import { centsToRand, type TPracticeStats, type TUnbilledMatterTime } from "@inkundla/shared";
import type { FirmIdentity } from "../../platform/identity.ts";
import { listUnbilledTimeByMatter, readPracticeFigures } from "./practice.repository.ts";
import { tenthsToHours } from "./time.rules.ts";
import type { TimeServiceDeps } from "./time.service.ts";

/**
 * Spec §3 practice stats, computed from the firm's own clients, matters, this month's time and this
 * month's invoices (revenue: invoiced excluding VAT, less credit notes; see `readPracticeFigures`).
 */
export async function getPracticeStats(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
): Promise<TPracticeStats> {
  const figures = await readPracticeFigures(deps.db, identity.membership.firmId);
  return {
    totalClients: figures.totalClients,
    activeMatters: figures.activeMatters,
    billableHours: tenthsToHours(figures.monthTenths),
    monthlyRevenue: centsToRand(figures.monthRevenueCents),
    monthlyRevenueCents: figures.monthRevenueCents,
  };
}

/** The Billing tab until billing exists: what each matter has in unbilled time. */
export async function listUnbilledTime(
  deps: TimeServiceDeps,
  identity: FirmIdentity,
  page: { limit: number; offset: number },
): Promise<{ matters: TUnbilledMatterTime[]; total: number }> {
  const { rows, total } = await listUnbilledTimeByMatter(deps.db, identity.membership.firmId, page);
  return {
    total,
    matters: rows.map((row) => ({
      matterId: row.matterId,
      matterTitle: row.matterTitle,
      reference: row.reference,
      clientName: row.clientName,
      hours: tenthsToHours(row.hoursTenths),
      amountCents: row.amountCents,
    })),
  };
}
