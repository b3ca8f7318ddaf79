/** Payments received (also from trust) and their allocation to invoices; a client's credit. */

export { lockInvoices } from "./payment.repository.ts";
export { registerPaymentRoutes } from "./payment.routes.ts";
