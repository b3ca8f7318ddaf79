/** The monthly three-way reconciliation (Rule 54.15.1) and its sign-off. */

export { registerTrustReconciliationRoutes } from "./trust-reconciliation.routes.ts";
export { getReconciliation, nextMonthToSignOff } from "./trust-reconciliation.service.ts";
