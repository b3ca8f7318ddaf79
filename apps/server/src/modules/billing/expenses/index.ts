/** Disbursements recorded on matters, with receipts and approval, until an invoice bills them. */

export { registerExpenseRoutes } from "./expense.routes.ts";
