import {
  AUDIT_ACTION_LABELS,
  formatCents,
  formatCount,
  formatDate,
  formatHours,
  formatMonth,
  formatNumber,
  isKnownAuditAction,
  isMatterOutcome,
  labelStaffRole,
  MATTER_OUTCOME_LABELS,
  type TAuditAction,
} from "@inkundla/shared";

/** One audit row as the dashboard reads it: who did it (names looked up now) and what was recorded. */
export type ActivityEvent = {
  action: string;
  actor: { firstName: string | null; lastName: string | null; email: string } | null;
  data: Record<string, unknown> | null;
  /** Plan names for a subscription change, looked up from the plan codes in `data`. */
  fromPlanName?: string | null;
  toPlanName?: string | null;
};

const PROFILE_FIELD_LABELS: Record<string, string> = {
  firstName: "first name",
  lastName: "last name",
  email: "email address",
  phone: "phone number",
  address: "address",
  practiceAreas: "practice areas",
  barNumber: "Legal Practice Council number",
  admissionDate: "admission date",
  biography: "professional biography",
};

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function describeActor(event: ActivityEvent): string {
  const { actor } = event;
  if (actor) {
    const fullName = [actor.firstName, actor.lastName].map(text).filter(Boolean).join(" ");
    return fullName || actor.email;
  }
  // The person may have left the firm since; staff rows keep the name they had then.
  return text(event.data?.actorName) ?? "Someone";
}

function describeProfileUpdate(actor: string, data: Record<string, unknown> | null): string {
  const fields = Array.isArray(data?.fields) ? data.fields.filter((field) => typeof field === "string") : [];
  const profileFields = fields
    .filter((field) => field !== "firmName")
    .map((field) => PROFILE_FIELD_LABELS[field] ?? field);
  const renamedFirm = fields.includes("firmName");
  const profilePart = profileFields.length > 0 ? `updated their profile (${joinWords(profileFields)})` : "";
  if (renamedFirm && profilePart) return `${actor} changed the firm name and ${profilePart}`;
  if (renamedFirm) return `${actor} changed the firm name`;
  return `${actor} ${profilePart || "updated their profile"}`;
}

function describePlanChange(actor: string, event: ActivityEvent): string {
  const from = event.fromPlanName ?? text(event.data?.fromPlanCode);
  const to = event.toPlanName ?? text(event.data?.toPlanCode);
  if (from && to) return `${actor} changed the subscription plan from ${from} to ${to}`;
  if (to) return `${actor} changed the subscription plan to ${to}`;
  return `${actor} changed the subscription plan`;
}

/** Time and tasks name their matter by reference (or title) and their hours as every screen does ("1,5 h"). */
function matterOf(data: Record<string, unknown> | null): string {
  return text(data?.matterReference) ?? text(data?.matterTitle) ?? "a matter";
}
function hoursOf(data: Record<string, unknown> | null): string {
  return typeof data?.hours === "number" ? formatHours(data.hours) : "time";
}

/** An amount recorded with the event, as every screen writes rand ("R 1 150,00"); undefined when there is none. */
function amountOf(value: unknown): string | undefined {
  return typeof value === "number" && Number.isFinite(value) ? formatCents(value) : undefined;
}

/** " of R 1 150,00", or nothing when the event recorded no amount. */
function ofAmount(value: unknown): string {
  const amount = amountOf(value);
  return amount ? ` of ${amount}` : "";
}

/** "invoice INV-0007", or "an invoice" for a row that did not record its number. */
function invoiceOf(value: unknown, article = "an invoice"): string {
  return text(value) ? `invoice ${text(value)}` : article;
}

/** A month "2026-10" as "October 2026"; other text as it came. */
function monthOf(value: unknown): string | undefined {
  const month = text(value);
  return month ? formatMonth(month) : undefined;
}

/** "matter.created" → "matter created": unknown actions still read as words. */
function describeUnknownAction(action: string): string {
  return action.replace(/[._]+/g, " ").trim();
}

/**
 * The firm activity log in words: who did what, e.g. "Thandi Ndlovu invited sipho@firm.co.za as
 * Associate" or "Thandi Ndlovu issued invoice INV-0007 for R 1 150,00". The switch covers every action
 * the server records (the compiler refuses a new action until it has a line here); an action this
 * version does not know, written by another, is still shown, generically.
 */
export function describeActivity(event: ActivityEvent): string {
  const actor = describeActor(event);
  if (!isKnownAuditAction(event.action)) return `${actor}: ${describeUnknownAction(event.action)}`;
  return describeKnownAction(event.action, actor, event);
}

function describeKnownAction(action: TAuditAction, actor: string, event: ActivityEvent): string {
  const { data } = event;
  const person = text(data?.name) ?? text(data?.email) ?? "a staff member";
  switch (action) {
    case "auth.login":
      return data?.secondFactor === "recovery_code"
        ? `${actor} signed in with a recovery code`
        : `${actor} signed in`;
    case "staff.invited": {
      const role = text(data?.role);
      return `${actor} invited ${person}${role ? ` as ${labelStaffRole(role)}` : ""}`;
    }
    case "staff.invitation_resent":
      return `${actor} sent a new invitation to ${person}`;
    case "staff.role_changed": {
      const fromRole = text(data?.fromRole);
      const toRole = text(data?.toRole) ?? text(data?.role);
      if (fromRole && toRole) {
        return `${actor} changed ${person}'s role from ${labelStaffRole(fromRole)} to ${labelStaffRole(toRole)}`;
      }
      return toRole
        ? `${actor} changed ${person}'s role to ${labelStaffRole(toRole)}`
        : `${actor} changed ${person}'s role`;
    }
    case "staff.removed":
      return `${actor} removed ${person} from the firm`;
    case "profile.updated":
      return describeProfileUpdate(actor, data);
    case "client.created":
      return `${actor} added the client ${text(data?.clientName) ?? "a client"}`;
    case "client.updated":
      return `${actor} updated the client ${text(data?.clientName) ?? "a client"}`;
    case "client.archived":
      return `${actor} archived the client ${text(data?.clientName) ?? "a client"}`;
    case "client.unarchived":
      return `${actor} restored the archived client ${text(data?.clientName) ?? "a client"}`;
    case "matter.created":
      return `${actor} opened the matter ${[text(data?.reference), text(data?.title)].filter(Boolean).join(" ") || "a matter"}${text(data?.clientName) ? ` for ${text(data?.clientName)}` : ""}`;
    case "matter.updated":
      return `${actor} updated the matter ${text(data?.reference) ?? text(data?.title) ?? "a matter"}`;
    case "matter.status_changed": {
      const matter = text(data?.reference) ?? text(data?.title) ?? "a matter";
      const toStatus = text(data?.toStatus);
      if (toStatus === "active") return `${actor} reopened the matter ${matter}`;
      return toStatus
        ? `${actor} marked the matter ${matter} as ${toStatus}`
        : `${actor} changed the status of the matter ${matter}`;
    }
    case "time_entry.created":
      return `${actor} logged ${hoursOf(data)} on ${matterOf(data)}`;
    case "time_entry.updated":
      return `${actor} changed a time entry on ${matterOf(data)} (now ${hoursOf(data)})`;
    case "time_entry.deleted":
      return `${actor} deleted a time entry of ${hoursOf(data)} on ${matterOf(data)}`;
    case "timer.stopped":
      return `${actor} stopped the timer and logged ${hoursOf(data)} on ${matterOf(data)}`;
    case "task.created":
      return data?.isDeadline === true
        ? `${actor} saved the deadline "${text(data?.title) ?? "a deadline"}" on ${matterOf(data)}`
        : `${actor} added the task "${text(data?.title) ?? "a task"}" on ${matterOf(data)}`;
    case "task.completed":
      return `${actor} completed the task "${text(data?.title) ?? "a task"}" on ${matterOf(data)}`;
    case "task.deleted":
      return `${actor} deleted the task "${text(data?.title) ?? "a task"}" on ${matterOf(data)}`;
    case "firm.member_rate_changed":
      return typeof data?.toRateCents === "number"
        ? `${actor} set ${person}'s hourly rate to ${formatCents(data.toRateCents)}`
        : `${actor} cleared ${person}'s hourly rate (the firm's default rate applies)`;
    case "subscription.changed":
    case "subscription.plan_changed":
      return describePlanChange(actor, event);
    case "billing.invoice_created":
      return `${actor} started a draft invoice${ofAmount(data?.totalCents)}`;
    case "billing.invoice_updated": {
      const amount = amountOf(data?.totalCents);
      return `${actor} changed a draft invoice${amount ? ` (now ${amount})` : ""}`;
    }
    case "billing.invoice_deleted":
      return `${actor} deleted a draft invoice${ofAmount(data?.totalCents)}`;
    case "billing.invoice_issued": {
      const amount = amountOf(data?.totalCents);
      return `${actor} issued ${invoiceOf(data?.number)}${amount ? ` for ${amount}` : ""}`;
    }
    case "billing.invoice_emailed":
      return `${actor} e-mailed ${invoiceOf(data?.number)} to the client`;
    case "billing.invoice_voided": {
      const reason = text(data?.reason);
      return `${actor} voided ${invoiceOf(data?.number)}${reason ? ` (${reason})` : ""}`;
    }
    case "billing.credit_note_issued": {
      const number = text(data?.number);
      const against = text(data?.invoiceNumber) ? ` against invoice ${text(data?.invoiceNumber)}` : "";
      return `${actor} issued ${number ? `credit note ${number}` : "a credit note"}${ofAmount(data?.amountCents)}${against}`;
    }
    case "billing.payment_recorded": {
      const client = text(data?.clientName);
      return `${actor} recorded a payment${ofAmount(data?.amountCents)}${client ? ` from ${client}` : ""}`;
    }
    case "billing.credit_applied": {
      const client = text(data?.clientName);
      const numbers = Array.isArray(data?.invoices)
        ? data.invoices.map((invoice: unknown) => text((invoice as { number?: unknown } | null)?.number))
        : [];
      const invoices = numbers.filter((number): number is string => number !== undefined);
      const to =
        invoices.length > 0
          ? `${invoices.length === 1 ? "invoice" : "invoices"} ${joinWords(invoices)}`
          : "invoices";
      const amount = amountOf(data?.amountCents);
      return `${actor} applied ${amount ? `${amount} of ` : ""}${client ? `${client}'s` : "a client's"} credit to ${to}`;
    }
    case "billing.interest_rate_added":
    case "billing.interest_rate_deleted": {
      const rate =
        typeof data?.rateBasisPoints === "number"
          ? `${formatNumber(data.rateBasisPoints / 100, 2)}%`
          : undefined;
      const from = text(data?.effectiveFrom);
      if (!rate) return `${actor} ${AUDIT_ACTION_LABELS[action]}`;
      const verb = action === "billing.interest_rate_added" ? "added" : "deleted";
      return `${actor} ${verb} the prescribed interest rate of ${rate}${from ? ` from ${formatDate(from)}` : ""}`;
    }
    case "billing.interest_charged": {
      const amount = amountOf(data?.interestCents);
      return `${actor} charged ${amount ? `${amount} ` : ""}interest on ${invoiceOf(data?.number, "an overdue invoice")}`;
    }
    case "billing.expense_recorded":
    case "billing.expense_approved":
    case "billing.expense_deleted": {
      const verb = {
        "billing.expense_recorded": "recorded",
        "billing.expense_approved": "approved",
        "billing.expense_deleted": "deleted",
      }[action];
      const matter = text(data?.matterReference);
      return `${actor} ${verb} an expense${ofAmount(data?.amountCents)}${matter ? ` on ${matter}` : ""}`;
    }
    case "trust.posted":
    case "trust.reversed": {
      const number = typeof data?.number === "number" ? data.number : undefined;
      const description = text(data?.description);
      const what =
        action === "trust.posted"
          ? `posted ${number === undefined ? "a trust transaction" : `trust transaction ${number}`}`
          : `reversed a trust transaction${number === undefined ? "" : ` with entry ${number}`}`;
      return `${actor} ${what}${ofAmount(data?.amountCents)}${description ? ` (${description})` : ""}`;
    }
    case "trust.account_opened":
      return `${actor} opened the trust account ${text(data?.name) ?? "a trust account"}`;
    case "trust.account_closed":
      return `${actor} closed the trust account ${text(data?.name) ?? "a trust account"}`;
    case "trust.statement_imported": {
      const file = text(data?.fileName);
      const lines =
        typeof data?.newLineCount === "number" ? ` (${formatCount(data.newLineCount, "new line")})` : "";
      return `${actor} imported the bank statement${file ? ` ${file}` : ""}${lines}`;
    }
    case "trust.reconciliation_signed_off": {
      const month = monthOf(data?.month);
      const account = text(data?.accountName);
      return `${actor} signed off the trust reconciliation${month ? ` for ${month}` : ""}${account ? ` of ${account}` : ""}`;
    }
    case "trust.fidelity_certificate_recorded": {
      const number = text(data?.certificateNumber);
      const year = typeof data?.year === "number" ? ` for ${data.year}` : "";
      return `${actor} recorded Fidelity Fund certificate${number ? ` ${number}` : ""}${year}`;
    }
    case "trust.audit_report_recorded": {
      const yearEnd = text(data?.yearEnd);
      return `${actor} recorded the trust audit report${yearEnd ? ` for the year ending ${formatDate(yearEnd)}` : ""}`;
    }
    case "admin.corpus_import_started":
    case "research.firm_documents_uploaded": {
      const files = typeof data?.fileCount === "number" ? formatCount(data.fileCount, "file") : "files";
      return action === "admin.corpus_import_started"
        ? `${actor} started an import of ${files} into the legal research corpus`
        : `${actor} added ${files} to the firm's research library`;
    }
    case "research.firm_document_removed": {
      const title = text(data?.title);
      return `${actor} removed ${title ? `"${title}"` : "a document"} from the firm's research library`;
    }
    case "research.note_saved":
    case "research.note_removed": {
      const document = text(data?.documentTitle) ?? "a document";
      const pinpoint = text(data?.pinpoint);
      const source = `${document}${pinpoint ? `, ${pinpoint}` : ""}`;
      return action === "research.note_saved"
        ? `${actor} saved research on ${source} to ${matterOf(data)}`
        : `${actor} removed the research note on ${source} from ${matterOf(data)}`;
    }
    case "ai.budget_changed":
      return typeof data?.monthlyTokenBudget === "number"
        ? `${actor} set the firm's monthly AI budget to ${formatNumber(data.monthlyTokenBudget, 0)} tokens`
        : `${actor} returned the firm's monthly AI budget to the platform's default`;
    case "contract_review.analysis_requested": {
      const title = text(data?.title);
      return `${actor} sent ${title ? `"${title}"` : "a contract"} for review`;
    }
    case "office.document_created": {
      const title = text(data?.title);
      const imported = data?.origin === "docx_import";
      return `${actor} ${imported ? "imported" : "created"} ${title ? `the document "${title}"` : "a document"}`;
    }
    case "legal_writing.requested": {
      const title = text(data?.title);
      return `${actor} asked the writing assistant for ${title ? `"${title}"` : "a legal document"}`;
    }
    case "document_automation.generated": {
      const title = text(data?.title);
      const template = text(data?.template);
      return `${actor} generated ${title ? `"${title}"` : "a document"}${template ? ` from the template "${template}"` : " from a template"}`;
    }
    case "document_automation.template_saved": {
      const name = text(data?.name);
      return `${actor} saved the firm template ${name ? `"${name}"` : ""}`.trimEnd();
    }
    case "matter.outcome_recorded": {
      const outcome = text(data?.outcome);
      const label = outcome && isMatterOutcome(outcome) ? MATTER_OUTCOME_LABELS[outcome].toLowerCase() : null;
      return `${actor} recorded that ${matterOf(data)} ended${label ? ` (${label})` : ""}`;
    }
    case "case_prediction.requested": {
      const title = text(data?.caseTitle);
      return `${actor} asked for a case prediction${title ? ` on "${title}"` : ""}`;
    }
    case "court_filing.prepared": {
      const caseNumber = text(data?.caseNumber);
      return `${actor} prepared a court filing bundle${caseNumber ? ` for case ${caseNumber}` : ""} on ${matterOf(data)}`;
    }
    case "court_filing.status_recorded": {
      const caseNumber = text(data?.caseNumber);
      const status = text(data?.status);
      return `${actor} recorded ${caseNumber ? `case ${caseNumber}` : "a court filing"} as ${status ?? "updated"} on ${matterOf(data)}`;
    }
    case "analytics.settings_saved":
      return data?.shareBenchmarks === false
        ? `${actor} took the firm's figures out of the platform benchmarks`
        : `${actor} saved the firm's analytics settings`;
    case "document_automation.template_retired": {
      const name = text(data?.name);
      return `${actor} retired the firm template ${name ? `"${name}"` : ""}`.trimEnd();
    }
    case "office.document_deleted": {
      const title = text(data?.title);
      return `${actor} deleted ${title ? `the document "${title}"` : "a document"}`;
    }
    case "office.spreadsheet_created": {
      const title = text(data?.title);
      const imported = data?.source === "xlsx_import";
      return `${actor} ${imported ? "imported" : "created"} ${title ? `the spreadsheet "${title}"` : "a spreadsheet"}`;
    }
    case "office.spreadsheet_deleted": {
      const title = text(data?.title);
      return `${actor} deleted ${title ? `the spreadsheet "${title}"` : "a spreadsheet"}`;
    }
    case "office.presentation_created": {
      const title = text(data?.title);
      return `${actor} created ${title ? `the presentation "${title}"` : "a presentation"}`;
    }
    case "office.presentation_deleted": {
      const title = text(data?.title);
      return `${actor} deleted ${title ? `the presentation "${title}"` : "a presentation"}`;
    }
    // Actions whose shared label says all there is to say.
    case "office.pdf_uploaded":
    case "office.pdf_exported":
    case "office.pdf_deleted":
    case "auth.login_failed":
    case "auth.logout":
    case "auth.registered":
    case "auth.signed_up":
    case "auth.signup_verified":
    case "auth.verification_resent":
    case "auth.password_reset_requested":
    case "auth.password_reset":
    case "security.password_changed":
    case "security.two_factor_enabled":
    case "security.two_factor_disabled":
    case "profile.email_changed":
    case "staff.joined":
    case "calendar_feed.created":
    case "calendar_feed.revoked":
    case "practice.settings_updated":
    case "billing.expense_updated":
    case "billing.expense_receipt_replaced":
    case "billing.profile_updated":
    case "billing.logo_uploaded":
    case "billing.report_exported":
    case "trust.account_updated":
    case "trust.instruction_recorded":
    case "trust.statement_matched":
    case "trust.statement_unmatched":
    case "trust.settings_updated":
    case "trust.report_generated":
    case "admin.user_added":
    case "admin.user_suspended":
    case "admin.user_reactivated":
    case "admin.invitation_accepted":
    case "admin.plan_created":
    case "admin.plan_updated":
    case "admin.system_settings_saved":
    case "admin.entity_settings_saved":
    case "admin.declared_holiday_added":
    case "admin.declared_holiday_removed":
    case "portal.invited":
    case "portal.joined":
    case "portal.access_revoked":
    case "portal.message_posted":
    case "portal.document_uploaded":
    case "portal.document_shared":
      return `${actor} ${AUDIT_ACTION_LABELS[action]}`;
    default: {
      const unhandled: never = action;
      return `${actor}: ${describeUnknownAction(unhandled)}`;
    }
  }
}
