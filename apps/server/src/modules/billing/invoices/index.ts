/**
 * VAT tax invoices: drafts, issue with gapless numbers, credit notes and voids, the PDF, and the e-mail
 * job that sends it. What the other billing sub-domains use is re-exported here.
 */

export { registerInvoiceRoutes } from "./invoice.routes.ts";
export { createInvoiceEmailWorker, INVOICE_EMAIL_JOB } from "./invoice-delivery.job.ts";
export { type BillingFile, renderClientInvoicePdf } from "./invoice-delivery.service.ts";
