export { InvoicesCard } from "./components/invoices-card";
export { useReloadBilling } from "./hooks/use-billing-changes";
