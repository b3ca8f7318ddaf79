import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import { registerBillingProfileRoutes } from "./billing-profile.routes.ts";
import { registerBillingReportRoutes } from "./billing-reports.routes.ts";
import { registerExpenseRoutes } from "./expense.routes.ts";
import { registerInterestRoutes } from "./interest.routes.ts";
import { registerInvoiceRoutes } from "./invoice.routes.ts";
import { registerPaymentRoutes } from "./payment.routes.ts";

/** For the dashboard and the practice stats: the firm's revenue in a period, as billing counts it. */
export { invoicedRevenueCentsSql } from "./billing-revenue.ts";
/** The background job that e-mails invoices, for the job workers' list (job-workers.ts). */
export { createInvoiceEmailWorker, INVOICE_EMAIL_JOB } from "./invoice-delivery.job.ts";

export type BillingDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  fileStorage: FileStorage;
  /** Invoice e-mails are enqueued in the request's transaction and sent by a job. */
  jobs: Pick<JobQueue, "send" | "wake">;
};

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
