import {
  bucketForDays,
  resolveAnalyticsPeriod,
  type TAnalyticsData,
  type TAnalyticsHeadline,
  type TAnalyticsPerson,
  type TAnalyticsQuery,
  type TAnalyticsRange,
  todayInSouthAfrica,
} from "@inkundla/shared";
import type { Db } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { requireAnalyticsAccess } from "./analytics-access.ts";
import {
  type AnalyticsWindow,
  countActiveClients,
  type KeyedSum,
  listMembersWithTargets,
  readFirmPosition,
  readSettingsRow,
  sumBilledTime,
  sumCollected,
  sumMatterDurations,
  sumRevenue,
  sumTime,
} from "./analytics-data.repository.ts";
import {
  ANALYTICS_METHODS,
  averageDays,
  collectionRatePercent,
  computeLockUp,
  percentOf,
  proratedTargetHours,
  realisedHourlyRateCents,
} from "./analytics-metrics.ts";
import { readPeriodTogether } from "./analytics-windows.ts";

export type AnalyticsDeps = {
  db: Db;
  /** The clock; tests set it to reckon "today" at a chosen moment. */
  now?: () => Date;
};

/** Breakdowns list this many clients (top by fees, top by outstanding). */
export const TOP_CLIENTS = 10;
/** The revenue breakdown lists this many clients by name; the rest are summed as one row. */
export const BREAKDOWN_CLIENTS = 50;
export const OTHER_CLIENTS = "Other clients";
/** The practice-area label for revenue on invoices without a matter. */
export const NO_MATTER_AREA = "No matter";

export function todayFor(deps: AnalyticsDeps): string {
  return todayInSouthAfrica(deps.now?.() ?? new Date());
}

/** The period asked for and the previous one, as the window the queries read. */
export function resolveWindow(
  deps: AnalyticsDeps,
  firmId: string,
  query: TAnalyticsQuery,
): { current: TAnalyticsRange; previous: TAnalyticsRange; window: Omit<AnalyticsWindow, "sums"> } {
  const { current, previous } = resolveAnalyticsPeriod(query, todayFor(deps));
  return {
    current,
    previous,
    window: { firmId, previousFrom: previous.from, from: current.from, to: current.to },
  };
}

function totalOf(sums: KeyedSum[], key: "current" | "previous"): number {
  return sums.find((sum) => sum.kind === "total" && sum.key === key)?.cents ?? 0;
}

function ofKind(sums: KeyedSum[], kind: string): KeyedSum[] {
  return sums.filter((sum) => sum.kind === kind);
}

const byRevenueThenName = <T extends { revenueCents: number; name: string }>(left: T, right: T) =>
  right.revenueCents - left.revenueCents || left.name.localeCompare(right.name);

/**
 * GET /api/advanced-analytics/data: the period's figures for the firm, its previous period's headline
 * figures, and how each is worked out (`methods`).
 */
export async function getAnalyticsData(
  deps: AnalyticsDeps,
  identity: FirmIdentity,
  query: TAnalyticsQuery,
): Promise<TAnalyticsData> {
  requireAnalyticsAccess(identity);
  const firmId = identity.membership.firmId;
  const { current, previous, window } = resolveWindow(deps, firmId, query);
  const bucket = bucketForDays(current.days);
  const read = await readPeriodTogether(
    deps.db,
    firmId,
    { period: query.period, current, previous },
    todayFor(deps),
    async (batch, sums) => {
      const at = { ...window, sums };
      const [revenue, collected, time, clients, billedTime, durations, position, members, settings] =
        await Promise.all([
          sumRevenue(batch, at, bucket, BREAKDOWN_CLIENTS),
          sumCollected(batch, at, bucket),
          sumTime(batch, at),
          countActiveClients(batch, at),
          sumBilledTime(batch, at),
          sumMatterDurations(batch, at),
          readFirmPosition(batch, firmId, TOP_CLIENTS),
          listMembersWithTargets(batch, firmId),
          readSettingsRow(batch, firmId),
        ]);
      return { revenue, collected, time, clients, billedTime, durations, position, members, settings };
    },
  );

  const headline = (key: "current" | "previous"): TAnalyticsHeadline => {
    const billed = read.billedTime.filter((row) => row.isCurrent === (key === "current"));
    return {
      totalRevenue: totalOf(read.revenue, key),
      collectedRevenue: totalOf(read.collected, key),
      billableHours: read.time.totals[key].billableTenths / 10,
      activeClients: key === "current" ? read.clients.current : read.clients.previous,
      avgHourlyRate: realisedHourlyRateCents(
        billed.reduce((sum, row) => sum + row.cents, 0),
        billed.reduce((sum, row) => sum + row.tenths, 0),
      ),
    };
  };
  const now = headline("current");

  const collectedByBucket = new Map(ofKind(read.collected, "bucket").map((sum) => [sum.key, sum.cents]));
  const revenueByBucket = new Map(ofKind(read.revenue, "bucket").map((sum) => [sum.key, sum.cents]));
  const bucketKeys = [...new Set([...revenueByBucket.keys(), ...collectedByBucket.keys()])].sort();

  const hoursByArea = new Map(read.time.areas.map((area) => [area.practiceArea, area.tenths / 10]));
  const revenueByArea = new Map(ofKind(read.revenue, "area").map((sum) => [sum.key, sum.cents]));
  const areaNames = [...new Set([...revenueByArea.keys(), ...hoursByArea.keys()])];
  const byPracticeArea = areaNames
    .map((area) => ({
      practiceArea: area === "" ? NO_MATTER_AREA : area,
      revenueCents: revenueByArea.get(area) ?? 0,
      hours: hoursByArea.get(area) ?? 0,
    }))
    .sort((left, right) => right.revenueCents - left.revenueCents || right.hours - left.hours);

  const clientSums = ofKind(read.revenue, "client");
  const namedClients: TAnalyticsData["byClient"] = clientSums
    .flatMap((sum) =>
      sum.name === undefined ? [] : [{ id: sum.key, name: sum.name, revenueCents: sum.cents }],
    )
    .sort(byRevenueThenName);
  // The clients beyond the top ones, as the query summed them (key: how many), and any top one
  // whose name could not be read.
  const unnamed = clientSums.filter((sum) => sum.name === undefined);
  const others = ofKind(read.revenue, "other_clients")[0];
  const othersCount = (others ? Number(others.key) : 0) + unnamed.length;
  const othersCents = (others?.cents ?? 0) + unnamed.reduce((sum, client) => sum + client.cents, 0);
  const byClient =
    othersCount === 0
      ? namedClients
      : [...namedClients, { id: null, name: `${OTHER_CLIENTS} (${othersCount})`, revenueCents: othersCents }];

  const timeByPerson = new Map(read.time.people.map((person) => [person.userId, person]));
  const billedByPerson = new Map(
    read.billedTime.filter((row) => row.isCurrent).map((row) => [row.userId, row]),
  );
  const byFeeEarner = [...billedByPerson.values()]
    .map((row) => ({
      id: row.userId,
      name: row.name,
      revenueCents: row.cents,
      hours: (timeByPerson.get(row.userId)?.tenths ?? 0) / 10,
    }))
    .sort(byRevenueThenName);

  const people: TAnalyticsPerson[] = read.members.map((member) => {
    const logged = timeByPerson.get(member.userId);
    const hoursLogged = (logged?.tenths ?? 0) / 10;
    const billableHours = (logged?.billableTenths ?? 0) / 10;
    const targetMinutes = member.monthlyTargetMinutes ?? read.settings.monthlyTargetMinutes;
    const targetHours = targetMinutes === null ? null : proratedTargetHours(targetMinutes, current.days);
    return {
      userId: member.userId,
      name: member.name,
      hoursLogged,
      billableHours,
      billableShare: hoursLogged > 0 ? Math.round((billableHours / hoursLogged) * 1000) / 1000 : null,
      targetHours,
      targetSource:
        member.monthlyTargetMinutes !== null
          ? "member"
          : read.settings.monthlyTargetMinutes !== null
            ? "firm"
            : null,
      percentOfTarget: percentOf(billableHours, targetHours),
      feesBilledCents: billedByPerson.get(member.userId)?.cents ?? 0,
    };
  });

  const totalTenths = read.time.totals.current.tenths;
  return {
    period: query.period,
    range: current,
    previousRange: previous,
    ...now,
    hoursLogged: totalTenths / 10,
    previous: headline("previous"),
    hasActivity:
      now.totalRevenue !== 0 ||
      now.collectedRevenue !== 0 ||
      totalTenths > 0 ||
      ofKind(read.revenue, "client").length > 0,
    bucket,
    revenueOverTime: bucketKeys.map((key) => ({
      bucket: key,
      revenueCents: revenueByBucket.get(key) ?? 0,
      collectedCents: collectedByBucket.get(key) ?? 0,
    })),
    byPracticeArea,
    byFeeEarner,
    byClient,
    productivity: {
      people,
      averageMatterDurationDays: averageDays(read.durations.closedDays, read.durations.closedCount),
      closedMatterCount: read.durations.closedCount,
      timeToFirstInvoiceDays: averageDays(read.durations.firstInvoiceDays, read.durations.firstInvoiceCount),
      firstInvoicedMatterCount: read.durations.firstInvoiceCount,
      collectionRate: collectionRatePercent(now.collectedRevenue, now.totalRevenue),
      lockUp: computeLockUp({
        wipCents: read.position.wipCents,
        debtorsCents: read.position.debtorsCents,
        revenueCents: now.totalRevenue,
        days: current.days,
      }),
    },
    clients: {
      topByFees: namedClients.slice(0, TOP_CLIENTS),
      topByOutstanding: read.position.topOutstanding,
      newClients: read.clients.newClients,
      returningClients: read.clients.current - read.clients.newClients,
    },
    methods: { ...ANALYTICS_METHODS },
  };
}
