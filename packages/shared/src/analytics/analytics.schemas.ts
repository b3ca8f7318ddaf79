import { z } from "zod";
import { daysBetween } from "../billing/billing.rules.ts";
import { addDaysToDate, ZIsoDate } from "../dates.ts";

/** The spec's time periods (section 9); last30days is the default. */
export const ANALYTICS_PERIODS = ["last7days", "last30days", "last90days", "last12months", "custom"] as const;
export type TAnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export const ANALYTICS_PERIOD_LABELS: Record<TAnalyticsPeriod, string> = {
  last7days: "Last 7 days",
  last30days: "Last 30 days",
  last90days: "Last 90 days",
  last12months: "Last 12 months",
  custom: "Custom range",
};

/** A custom period may cover at most this many years: longer ranges are typing slips, and slow. */
export const ANALYTICS_MAX_CUSTOM_YEARS = 5;

/**
 * Plans that include Advanced Analytics (spec §6: "Advanced Analytics … from Professional up"). A plan
 * the platform admin adds is not included until it is named here.
 */
export const ANALYTICS_PLANS = ["professional", "enterprise"] as const;

export const ANALYTICS_MESSAGES = {
  planRequired:
    "Advanced analytics is part of the Professional and Enterprise plans. The firm owner can upgrade under Subscription.",
  customDatesRequired: "Choose the start and end dates of the custom period.",
  datesWithoutCustom: "Start and end dates are only used with the custom period.",
  endBeforeStart: "The end date cannot be before the start date.",
  tooLong: `A custom period can be at most ${ANALYTICS_MAX_CUSTOM_YEARS} years long.`,
  empty: "No invoices or time in this period yet",
  notEnoughFirms:
    "Not enough firms share their figures for this period yet: a platform median is shown once at least 10 firms do.",
  optedOut:
    "Your firm has chosen not to share its figures, so it does not see the platform median either. The owner can change this in the analytics settings.",
  ownerOnly: "Only the firm owner can change the analytics settings.",
} as const;

/** Whether the plan (a firm's plan code) includes Advanced Analytics. */
export function isAnalyticsPlan(planCode: string): boolean {
  return (ANALYTICS_PLANS as readonly string[]).includes(planCode);
}

/** The same day `years` later (29 February → 28 February in a common year). */
function addYearsToDate(isoDate: string, years: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, 1));
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString().slice(0, 10);
}

/** Whether a custom period from..to (inclusive) is longer than ANALYTICS_MAX_CUSTOM_YEARS. */
export function isCustomPeriodTooLong(from: string, to: string): boolean {
  return to >= addYearsToDate(from, ANALYTICS_MAX_CUSTOM_YEARS);
}

/** The period a request asks for; the first problem a person can fix is the message. */
export const ZAnalyticsQuery = z
  .strictObject({
    period: z.enum(ANALYTICS_PERIODS, { error: "Choose one of the listed periods" }).default("last30days"),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
  })
  .superRefine((value, context) => {
    if (value.period !== "custom") {
      if (value.from !== undefined || value.to !== undefined)
        context.addIssue({
          code: "custom",
          path: ["period"],
          message: ANALYTICS_MESSAGES.datesWithoutCustom,
        });
      return;
    }
    if (value.from === undefined || value.to === undefined) {
      context.addIssue({
        code: "custom",
        path: [value.from === undefined ? "from" : "to"],
        message: ANALYTICS_MESSAGES.customDatesRequired,
      });
      return;
    }
    if (value.to < value.from)
      context.addIssue({ code: "custom", path: ["to"], message: ANALYTICS_MESSAGES.endBeforeStart });
    else if (isCustomPeriodTooLong(value.from, value.to))
      context.addIssue({ code: "custom", path: ["to"], message: ANALYTICS_MESSAGES.tooLong });
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;
export type TAnalyticsQueryInput = z.input<typeof ZAnalyticsQuery>;

/** A resolved period: calendar days in South Africa, both ends included. */
export const ZAnalyticsRange = z.object({ from: z.string(), to: z.string(), days: z.number().int() });
export type TAnalyticsRange = z.infer<typeof ZAnalyticsRange>;

/** The days of a preset period ending `today` (a South African date), both ends included. */
export function presetPeriodDays(period: Exclude<TAnalyticsPeriod, "custom">, today: string): number {
  switch (period) {
    case "last7days":
      return 7;
    case "last30days":
      return 30;
    case "last90days":
      return 90;
    case "last12months":
      // The day after the same date a year ago up to today: 365 days, or 366 across a 29 February.
      return daysBetween(addYearsToDate(today, -1), today);
    default: {
      const unknown: never = period;
      throw new Error(`unknown period ${String(unknown)}`);
    }
  }
}

/**
 * The period asked for and the one before it: preset periods end `today` (South Africa); the previous
 * period has the same number of days and ends the day before this one starts.
 */
export function resolveAnalyticsPeriod(
  query: TAnalyticsQuery,
  today: string,
): { current: TAnalyticsRange; previous: TAnalyticsRange } {
  let from: string;
  let to: string;
  if (query.period === "custom") {
    if (!query.from || !query.to) throw new Error("a custom period needs from and to");
    from = query.from;
    to = query.to;
  } else {
    to = today;
    from = addDaysToDate(today, 1 - presetPeriodDays(query.period, today));
  }
  const days = daysBetween(from, to) + 1;
  return {
    current: { from, to, days },
    previous: { from: addDaysToDate(from, -days), to: addDaysToDate(from, -1), days },
  };
}

/** Revenue over time is drawn per day up to 92 days, per calendar month beyond. */
export const ANALYTICS_DAILY_BUCKET_MAX_DAYS = 92;
export const ANALYTICS_BUCKETS = ["day", "month"] as const;
export type TAnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

export function bucketForDays(days: number): TAnalyticsBucket {
  return days <= ANALYTICS_DAILY_BUCKET_MAX_DAYS ? "day" : "month";
}

/** The four headline figures (spec §3 "Analytics data") and collected revenue, for one period. */
export const ZAnalyticsHeadline = z.object({
  /** Cents: invoices issued in the period excluding VAT, less credit notes issued in it (ex VAT). */
  totalRevenue: z.number().int(),
  /** Cents excluding VAT: payments received in the period, as allocated to invoices. */
  collectedRevenue: z.number().int(),
  /** Hours of time logged in the period at a rate above zero. */
  billableHours: z.number(),
  /** Clients with time logged, an invoice issued or a matter opened in the period. */
  activeClients: z.number().int(),
  /** Cents per hour, realised: see `methods.avgHourlyRate`; null when no time was billed. */
  avgHourlyRate: z.number().int().nullable(),
});
export type TAnalyticsHeadline = z.infer<typeof ZAnalyticsHeadline>;

const ZNamedAmount = z.object({
  id: z.string().nullable(),
  name: z.string(),
  revenueCents: z.number().int(),
});

export const ZAnalyticsPerson = z.object({
  userId: z.string(),
  name: z.string(),
  hoursLogged: z.number(),
  billableHours: z.number(),
  /** Billable hours ÷ hours logged, 0–1; null with no hours. */
  billableShare: z.number().nullable(),
  /** The person's target for the period in hours (their own, else the firm's), pro-rated; null: none. */
  targetHours: z.number().nullable(),
  targetSource: z.enum(["member", "firm"]).nullable(),
  /** Billable hours ÷ target hours, as a percentage; null without a target. */
  percentOfTarget: z.number().nullable(),
  /** Value (ex VAT) of their time on invoices issued in the period. */
  feesBilledCents: z.number().int(),
});
export type TAnalyticsPerson = z.infer<typeof ZAnalyticsPerson>;

export const ZLockUp = z.object({
  wipCents: z.number().int(),
  debtorsCents: z.number().int(),
  /** Revenue of the period ÷ its days; null when nothing was billed. */
  dailyBillingCents: z.number().nullable(),
  wipDays: z.number().nullable(),
  debtorDays: z.number().nullable(),
  totalDays: z.number().nullable(),
});
export type TLockUp = z.infer<typeof ZLockUp>;

export const ZAnalyticsData = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  range: ZAnalyticsRange,
  previousRange: ZAnalyticsRange,
  ...ZAnalyticsHeadline.shape,
  hoursLogged: z.number(),
  previous: ZAnalyticsHeadline,
  /** Whether the period has any invoice, credit note, payment or time at all. */
  hasActivity: z.boolean(),
  bucket: z.enum(ANALYTICS_BUCKETS),
  revenueOverTime: z.array(
    z.object({
      /** YYYY-MM-DD (day) or YYYY-MM (month). */
      bucket: z.string(),
      revenueCents: z.number().int(),
      collectedCents: z.number().int(),
    }),
  ),
  byPracticeArea: z.array(
    z.object({ practiceArea: z.string(), revenueCents: z.number().int(), hours: z.number() }),
  ),
  byFeeEarner: z.array(ZNamedAmount.extend({ hours: z.number() })),
  byClient: z.array(ZNamedAmount),
  productivity: z.object({
    people: z.array(ZAnalyticsPerson),
    averageMatterDurationDays: z.number().nullable(),
    closedMatterCount: z.number().int(),
    timeToFirstInvoiceDays: z.number().nullable(),
    firstInvoicedMatterCount: z.number().int(),
    /** Collected ÷ revenue of the period, as a percentage; null when nothing was billed. */
    collectionRate: z.number().nullable(),
    lockUp: ZLockUp,
  }),
  clients: z.object({
    topByFees: z.array(ZNamedAmount),
    topByOutstanding: z.array(
      z.object({ id: z.string(), name: z.string(), outstandingCents: z.number().int() }),
    ),
    newClients: z.number().int(),
    returningClients: z.number().int(),
  }),
  /** How each figure is worked out, in plain words, keyed by figure. */
  methods: z.record(z.string(), z.string()),
});
export type TAnalyticsData = z.infer<typeof ZAnalyticsData>;

/** One compared figure: this period, the previous one, and the change as a percentage (null from 0). */
export const ZBenchmarkFigure = z.object({
  current: z.number().nullable(),
  previous: z.number().nullable(),
  changePercent: z.number().nullable(),
});

export const BENCHMARK_METRICS = [
  "revenuePerFeeEarner",
  "billableHoursPerFeeEarner",
  "collectionRate",
] as const;
export type TBenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

export const BENCHMARK_METRIC_LABELS: Record<TBenchmarkMetric, string> = {
  revenuePerFeeEarner: "Revenue per fee earner",
  billableHoursPerFeeEarner: "Billable hours per fee earner",
  collectionRate: "Collection rate",
};

export const ZAnalyticsBenchmarks = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  range: ZAnalyticsRange,
  previousRange: ZAnalyticsRange,
  /** The firm against its own previous period: revenue per fee earner in cents, hours, rate in %. */
  own: z.object({
    revenuePerFeeEarner: ZBenchmarkFigure,
    billableHoursPerFeeEarner: ZBenchmarkFigure,
    collectionRate: ZBenchmarkFigure,
  }),
  /** The anonymised platform median, given only when at least 10 sharing firms were active. */
  platform: z
    .object({
      firmCount: z.number().int(),
      revenuePerFeeEarner: z.number().nullable(),
      billableHoursPerFeeEarner: z.number().nullable(),
      collectionRate: z.number().nullable(),
    })
    .nullable(),
  /** Why there is no platform median (too few firms, or the firm does not share). */
  reason: z.string().nullable(),
  method: z.string(),
});
export type TAnalyticsBenchmarks = z.infer<typeof ZAnalyticsBenchmarks>;

export const ZAnalyticsForecastMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  lowCents: z.number().int(),
  expectedCents: z.number().int(),
  highCents: z.number().int(),
  fromDebtorsCents: z.number().int(),
  fromWipCents: z.number().int(),
});
export type TAnalyticsForecastMonth = z.infer<typeof ZAnalyticsForecastMonth>;

export const ZAnalyticsForecasts = z.object({
  asAt: z.string(),
  months: z.array(ZAnalyticsForecastMonth),
  wipCents: z.number().int(),
  debtorsCents: z.number().int(),
  /** Share of invoiced fees collected within 30, 60 and 90 days of issue (0–1), from the firm's history. */
  collectionCurve: z.object({ within30: z.number(), within60: z.number(), within90: z.number() }),
  historyInvoiceCount: z.number().int(),
  isHistoryShort: z.boolean(),
  method: z.string(),
});
export type TAnalyticsForecasts = z.infer<typeof ZAnalyticsForecasts>;

/** A monthly billable-hours target: at most a month of hours (31 × 24), to the minute. */
const ZTargetHours = z
  .number({ error: "The target must be a number of hours" })
  .min(0, "The target cannot be negative")
  .max(744, "A monthly target cannot exceed 744 hours (31 days of 24 hours)");

export const ZSaveAnalyticsSettingsRequest = z.strictObject({
  shareBenchmarks: z.boolean({ error: "Say whether the firm shares its figures (true or false)" }),
  monthlyTargetHours: ZTargetHours.nullable(),
});
export type TSaveAnalyticsSettingsRequest = z.infer<typeof ZSaveAnalyticsSettingsRequest>;

export const ZSaveMemberTargetRequest = z.strictObject({ monthlyTargetHours: ZTargetHours.nullable() });
export type TSaveMemberTargetRequest = z.infer<typeof ZSaveMemberTargetRequest>;

export const ZMemberTargetParams = z.strictObject({ userId: z.string().min(1).max(200) });

export const ZAnalyticsSettings = z.object({
  shareBenchmarks: z.boolean(),
  monthlyTargetHours: z.number().nullable(),
  members: z.array(
    z.object({ userId: z.string(), name: z.string(), monthlyTargetHours: z.number().nullable() }),
  ),
  canEdit: z.boolean(),
});
export type TAnalyticsSettings = z.infer<typeof ZAnalyticsSettings>;
