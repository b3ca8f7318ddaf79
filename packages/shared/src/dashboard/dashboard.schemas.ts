import { z } from "zod";

const ZCount = z.number().int().nonnegative();
/** An amount of money as an integer count of cents (ZAR). */
const ZCentsAmount = z.number().int();

/** GET /api/dashboard/stats: the firm's own figures (spec 000 §3, dashboard stats). */
export const ZDashboardStats = z.object({
  totalMatters: ZCount,
  activeClients: ZCount,
  /** Every hour logged for work done this calendar month (South Africa), charged or not. */
  hoursThisMonth: z.number().nonnegative(),
  /** This month's hours logged at a rate above R0: the time the firm charges for. */
  billableHours: z.number().nonnegative(),
  /** Cents invoiced this month. */
  monthlyRevenue: ZCentsAmount,
  /** Cents invoiced and not yet paid. */
  outstandingInvoices: ZCentsAmount,
  /** Cents held in trust for clients. */
  trustBalance: ZCentsAmount,
  filings: ZCount,
  researchQueries: ZCount,
  /** People in the firm, the owner included. */
  teamSize: ZCount,
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** Spec 000 §3: every figure is 0 until it has loaded. */
export const EMPTY_DASHBOARD_STATS: TDashboardStats = {
  totalMatters: 0,
  activeClients: 0,
  hoursThisMonth: 0,
  billableHours: 0,
  monthlyRevenue: 0,
  outstandingInvoices: 0,
  trustBalance: 0,
  filings: 0,
  researchQueries: 0,
  teamSize: 0,
};

export const ZDashboardActivityItem = z.object({
  id: z.string(),
  action: z.string(),
  /** Who did what, as a sentence, e.g. "Thandi Ndlovu signed in". */
  description: z.string(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type TDashboardActivityItem = z.infer<typeof ZDashboardActivityItem>;

/** GET /api/dashboard/activity: the firm's recent activity, newest first. */
export const ZDashboardActivity = z.object({ items: z.array(ZDashboardActivityItem) });
export type TDashboardActivity = z.infer<typeof ZDashboardActivity>;

/** How many activity entries the dashboard shows. */
export const DASHBOARD_ACTIVITY_LIMIT = 15;
