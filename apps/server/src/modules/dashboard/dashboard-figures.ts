import type { DbExecutor } from "../../platform/db.ts";

// One function per dashboard figure. The modules that hold these records (practice, billing, trust,
// court filing, research) arrive with later issues; until then a firm has none of them, so each figure
// is honestly 0. Each module's issue replaces exactly one of these bodies with its own query.

type FigureQuery = (db: DbExecutor, firmId: string) => Promise<number>;

/** Matters of the firm, open or closed (practice management). */
export const countTotalMatters: FigureQuery = async () => 0;

/** Clients with at least one open matter (practice management). */
export const countActiveClients: FigureQuery = async () => 0;

/** Billable hours recorded this calendar month (time tracking). */
export const sumBillableHoursThisMonth: FigureQuery = async () => 0;

/** Cents invoiced this calendar month (billing). */
export const sumRevenueThisMonthCents: FigureQuery = async () => 0;

/** Cents invoiced and not yet paid (billing). */
export const sumOutstandingInvoicesCents: FigureQuery = async () => 0;

/** Cents held in trust for all clients (trust accounting). */
export const sumTrustBalanceCents: FigureQuery = async () => 0;

/** Court filings of the firm (court filing). */
export const countCourtFilings: FigureQuery = async () => 0;

/** Legal research queries run by the firm (legal research). */
export const countResearchQueries: FigureQuery = async () => 0;
