/** Billing figures and reports: stats, aged debtors, WIP, client statements, revenue as billing counts it. */

export { registerBillingReportRoutes } from "./billing-reports.routes.ts";
export { invoicedRevenueCentsSql } from "./billing-revenue.ts";
