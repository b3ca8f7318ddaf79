/** The trust reports (issue 5), as JSON for the screen or as PDF and CSV files. */
export { registerTrustReportRoutes } from "./trust-reports.routes.ts";
export { clientTrustStatementPdf } from "./trust-reports.service.ts";
