/** The compliance checklist, the firm's trust settings and records, and the trust audit trail. */
export { financialYearEndMonth } from "./trust-compliance.repository.ts";
export { registerTrustComplianceRoutes } from "./trust-compliance.routes.ts";
export { getTrustCompliance, lastYearEnd, nextYearEnd } from "./trust-compliance.service.ts";
