import {
  addDaysToDate,
  canManageBilling,
  canManageTrust,
  formatCents,
  formatDate,
  formatDateWithWeekday,
  formatMonth,
} from "@inkundla/shared";
import type {
  DueDeadlineRow,
  FirmMemberRow,
  NewlyOverdueInvoiceRow,
  NewNotification,
  UnsignedTrustMonthRow,
} from "./notification.repository.ts";

/** An invoice is announced as overdue on any of the first days after its due date (a missed morning run catches up). */
export const OVERDUE_NOTICE_DAYS = 7;

/** The days on which an invoice's due date passing makes it newly overdue today: the last week. */
export function newlyOverdueDueDates(today: string): { dueFrom: string; dueThrough: string } {
  return { dueFrom: addDaysToDate(today, -OVERDUE_NOTICE_DAYS), dueThrough: addDaysToDate(today, -1) };
}

/**
 * Who hears of a deadline: the person it is assigned to, else the matter's responsible attorney, else the
 * firm's owners; only someone still in the firm.
 */
export function deadlineRecipients(deadline: DueDeadlineRow, members: readonly FirmMemberRow[]): string[] {
  const inFirm = new Set(members.map((member) => member.userId));
  for (const candidate of [deadline.assigneeUserId, deadline.responsibleUserId]) {
    if (candidate !== null && inFirm.has(candidate)) return [candidate];
  }
  return members.filter((member) => member.isOwner).map((member) => member.userId);
}

export function deadlineNotices(
  firmId: string,
  deadlines: readonly DueDeadlineRow[],
  members: readonly FirmMemberRow[],
): NewNotification[] {
  return deadlines.flatMap((deadline) =>
    deadlineRecipients(deadline, members).map((userId) => ({
      firmId,
      userId,
      kind: "deadline_due" as const,
      title: `Deadline ${formatDateWithWeekday(deadline.dueOn)}: ${deadline.title}`,
      body: `${deadline.matterReference} · ${deadline.matterTitle}`,
      link: `/practice/matters/${deadline.matterId}?tab=tasks`,
      // A deadline moved to another day is announced again for its new day.
      sourceKey: `deadline:${deadline.taskId}:${deadline.dueOn}`,
    })),
  );
}

/** Overdue invoices go to the people who keep the firm's billing (canManageBilling). */
export function overdueInvoiceNotices(
  firmId: string,
  invoices: readonly NewlyOverdueInvoiceRow[],
  members: readonly FirmMemberRow[],
): NewNotification[] {
  const billingKeepers = members.filter((member) =>
    canManageBilling({ role: member.role, isOwner: member.isOwner }),
  );
  return invoices.flatMap((invoice) =>
    billingKeepers.map((member) => ({
      firmId,
      userId: member.userId,
      kind: "invoice_overdue" as const,
      title: `Invoice ${invoice.number} is overdue`,
      body: `${invoice.clientName}: ${formatCents(invoice.balanceCents)} was due on ${formatDate(invoice.dueDate)}.`,
      link: `/billing?tab=invoices&invoice=${invoice.invoiceId}`,
      sourceKey: `invoice_overdue:${invoice.invoiceId}`,
    })),
  );
}

/** Last month's sign-off goes to the practitioners answerable for the trust books (canManageTrust). */
export function trustMonthNotices(
  firmId: string,
  due: { month: string; dueOn: string },
  accounts: readonly UnsignedTrustMonthRow[],
  members: readonly FirmMemberRow[],
): NewNotification[] {
  const trustKeepers = members.filter((member) =>
    canManageTrust({ role: member.role, isOwner: member.isOwner }),
  );
  return accounts.flatMap((account) =>
    trustKeepers.map((member) => ({
      firmId,
      userId: member.userId,
      kind: "trust_month_open" as const,
      title: `Reconcile and sign off ${account.accountName} for ${formatMonth(due.month)}`,
      body: `The month's records must be written up, balanced and signed off by ${formatDate(due.dueOn)} (LPC Rule 54.10).`,
      link: `/trust-accounting?tab=reconciliation&accountId=${account.accountId}`,
      sourceKey: `trust_month:${account.accountId}:${due.month}`,
    })),
  );
}
