import type { FastifyInstance } from "fastify";
import type { BillingDeps } from "./billing-deps.ts";
import { registerExpenseRoutes } from "./expenses/index.ts";
import { registerInterestRoutes } from "./interest/index.ts";
import { registerInvoiceRoutes } from "./invoices/index.ts";
import { registerPaymentRoutes } from "./payments/index.ts";
import { registerBillingProfileRoutes } from "./profile/index.ts";
import { registerBillingReportRoutes } from "./reports/index.ts";

export type { BillingDeps } from "./billing-deps.ts";
/** The background job that e-mails invoices, for the job workers' list (job-workers.ts). */
export {
  type BillingFile,
  createInvoiceEmailWorker,
  INVOICE_EMAIL_JOB,
  renderClientInvoicePdf,
} from "./invoices/index.ts";
/** For the dashboard and the practice stats: the firm's revenue in a period, as billing counts it. */
export { invoicedRevenueCentsSql } from "./reports/index.ts";

/**
 * Billing: the firm's billing profile, VAT tax invoices with gapless numbers, credit notes, payments
 * (also from trust, through the trust module's posting engine), expenses, interest at the prescribed
 * rate, and the figures and reports built on them.
 */
export function createBillingModule(deps: BillingDeps) {
  return {
    name: "billing",
    register: (app: FastifyInstance) => {
      registerBillingProfileRoutes(app, deps);
      registerInvoiceRoutes(app, deps);
      registerPaymentRoutes(app, deps);
      registerExpenseRoutes(app, deps);
      registerInterestRoutes(app, deps);
      registerBillingReportRoutes(app, deps);
    },
  };
}
