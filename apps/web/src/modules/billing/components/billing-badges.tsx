import {
  EXPENSE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  type TExpenseStatus,
  type TInvoiceDisplayStatus,
} from "@inkundla/shared";
import { Alert, Badge } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { EXPENSE_STATUS_COLORS, INVOICE_STATUS_COLORS } from "../billing-format";
import { billingErrorMessage } from "../hooks/use-billing-changes";

export function InvoiceStatusBadge({ status }: { status: TInvoiceDisplayStatus }) {
  return (
    <Badge color={INVOICE_STATUS_COLORS[status]} variant="light">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function ExpenseStatusBadge({ status }: { status: TExpenseStatus }) {
  return (
    <Badge color={EXPENSE_STATUS_COLORS[status]} variant="light">
      {EXPENSE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A refused request's own message (e.g. the trust refusal), shown where the person acted. */
export function ServerError({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      {billingErrorMessage(error, "Please try again.")}
    </Alert>
  );
}
