import {
  DASHBOARD_ACTIVITY_LIMIT,
  DASHBOARD_DEADLINES_LIMIT,
  type TDashboardActivity,
  type TDashboardDeadlines,
  type TDashboardStats,
  todayInSouthAfrica,
} from "@inkundla/shared";
import type { Db } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { describeActivity } from "./activity-description.ts";
import { countFirmMembers, listFirmActivity } from "./dashboard.repository.ts";
import { listOpenFirmDeadlines } from "./dashboard-deadlines.repository.ts";
import {
  countActiveClients,
  countCourtFilings,
  countResearchQueries,
  countTotalMatters,
  sumBillableHoursThisMonth,
  sumHoursThisMonth,
  sumOutstandingInvoicesCents,
  sumRevenueThisMonthCents,
  sumTrustBalanceCents,
} from "./dashboard-figures.ts";

export type DashboardDeps = { db: Db };

/** The firm's own figures for the home dashboard. */
export async function getDashboardStats(
  deps: DashboardDeps,
  identity: FirmIdentity,
): Promise<TDashboardStats> {
  const { firmId } = identity.membership;
  const [
    totalMatters,
    activeClients,
    hoursThisMonth,
    billableHours,
    monthlyRevenue,
    outstandingInvoices,
    trustBalance,
    filings,
    researchQueries,
    teamSize,
  ] = await Promise.all([
    countTotalMatters(deps.db, firmId),
    countActiveClients(deps.db, firmId),
    sumHoursThisMonth(deps.db, firmId),
    sumBillableHoursThisMonth(deps.db, firmId),
    sumRevenueThisMonthCents(deps.db, firmId),
    sumOutstandingInvoicesCents(deps.db, firmId),
    sumTrustBalanceCents(deps.db, firmId),
    countCourtFilings(deps.db, firmId),
    countResearchQueries(deps.db, firmId),
    countFirmMembers(deps.db, firmId),
  ]);
  return {
    totalMatters,
    activeClients,
    hoursThisMonth,
    billableHours,
    monthlyRevenue,
    outstandingInvoices,
    trustBalance,
    filings,
    researchQueries,
    teamSize,
  };
}

/** The firm's recent activity in words, newest first: only this firm's own events. */
export async function getDashboardActivity(
  deps: DashboardDeps,
  identity: FirmIdentity,
): Promise<TDashboardActivity> {
  const records = await listFirmActivity(deps.db, identity.membership.firmId, DASHBOARD_ACTIVITY_LIMIT);
  return {
    items: records.map((record) => ({
      id: record.id,
      action: record.action,
      description: describeActivity(record),
      occurredAt: record.createdAt.toISOString(),
    })),
  };
}

/**
 * The firm's open deadlines, soonest first: overdue ones (flagged) lead the list because they are the
 * most urgent. "Today" is the date in South Africa.
 */
export async function getDashboardDeadlines(
  deps: DashboardDeps,
  identity: FirmIdentity,
  now: Date = new Date(),
): Promise<TDashboardDeadlines> {
  const today = todayInSouthAfrica(now);
  const records = await listOpenFirmDeadlines(deps.db, identity.membership.firmId, DASHBOARD_DEADLINES_LIMIT);
  return {
    items: records.map((record) => {
      const assigneeName = record.assignee
        ? [record.assignee.firstName, record.assignee.lastName]
            .map((part) => part?.trim())
            .filter(Boolean)
            .join(" ") || record.assignee.email
        : null;
      return {
        taskId: record.taskId,
        title: record.title,
        dueOn: record.dueOn,
        isOverdue: record.dueOn < today,
        priority: record.priority,
        matter: record.matter,
        assignee:
          record.assignee && assigneeName ? { userId: record.assignee.userId, name: assigneeName } : null,
      };
    }),
  };
}
