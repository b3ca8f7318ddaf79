/**
 * What each audit action recorded by the server did, in words that complete "<person> …", e.g.
 * "Thandi Ndlovu issued an invoice". Activity lists and audit trails show these instead of the action's
 * code ("billing.invoice_issued"); a server test checks every action the server records is here.
 */
export const AUDIT_ACTION_LABELS = {
  "auth.login": "signed in",
  "auth.login_failed": "failed to sign in",
  "auth.logout": "signed out",
  "auth.registered": "created the firm's Inkundla account",
  "auth.signed_up": "created the firm's Inkundla account",
  "auth.signup_verified": "verified their email address",
  "auth.verification_resent": "asked for a new verification link",
  "auth.password_reset_requested": "asked for a password reset link",
  "auth.password_reset": "chose a new password with an e-mailed reset link",
  "security.password_changed": "changed their password",
  "security.two_factor_enabled": "turned on two-factor authentication",
  "security.two_factor_disabled": "turned off two-factor authentication",
  "profile.updated": "updated their profile",
  "profile.email_changed": "changed their sign-in email address",
  "staff.invited": "invited a staff member",
  "staff.invitation_resent": "sent a new invitation to a staff member",
  "staff.role_changed": "changed a staff member's role",
  "staff.removed": "removed a staff member from the firm",
  "staff.joined": "accepted the invitation and joined the firm",
  "firm.member_rate_changed": "changed a member's hourly rate",
  "subscription.changed": "changed the subscription plan",
  "subscription.plan_changed": "changed the subscription plan",
  "calendar_feed.created": "created a new private calendar feed of their deadlines",
  "calendar_feed.revoked": "revoked their private calendar feed",
  "client.created": "added a client",
  "client.updated": "updated a client",
  "client.archived": "archived a client",
  "client.unarchived": "restored an archived client",
  "matter.created": "opened a matter",
  "matter.updated": "updated a matter",
  "matter.status_changed": "changed a matter's status",
  "time_entry.created": "logged time",
  "time_entry.updated": "changed a time entry",
  "time_entry.deleted": "deleted a time entry",
  "timer.stopped": "stopped the timer and logged the time",
  "task.created": "added a task",
  "task.completed": "completed a task",
  "task.deleted": "deleted a task",
  "practice.settings_updated": "changed the practice settings",
  "billing.invoice_created": "started a draft invoice",
  "billing.invoice_updated": "changed a draft invoice",
  "billing.invoice_deleted": "deleted a draft invoice",
  "billing.invoice_issued": "issued an invoice",
  "billing.invoice_emailed": "e-mailed an invoice to the client",
  "billing.invoice_voided": "voided an invoice",
  "billing.credit_note_issued": "issued a credit note",
  "billing.payment_recorded": "recorded a payment",
  "billing.credit_applied": "applied a client's credit to an invoice",
  "billing.interest_rate_added": "added a prescribed interest rate",
  "billing.interest_rate_deleted": "deleted a prescribed interest rate",
  "billing.interest_charged": "charged interest on an overdue invoice",
  "billing.expense_recorded": "recorded an expense",
  "billing.expense_updated": "changed an expense",
  "billing.expense_receipt_replaced": "replaced an expense's receipt",
  "billing.expense_approved": "approved an expense",
  "billing.expense_deleted": "deleted an expense",
  "billing.profile_updated": "changed the billing profile",
  "billing.logo_uploaded": "uploaded the firm's invoice logo",
  "billing.report_exported": "exported a billing report",
  "trust.posted": "posted a trust transaction",
  "trust.reversed": "reversed a trust transaction",
  "trust.account_opened": "opened a trust account",
  "trust.account_updated": "changed a trust account's details",
  "trust.account_closed": "closed a trust account",
  "trust.instruction_recorded": "recorded an s86(4) investment instruction",
  "trust.statement_imported": "imported a bank statement",
  "trust.statement_matched": "matched bank statement lines",
  "trust.statement_unmatched": "undid a bank statement match",
  "trust.reconciliation_signed_off": "signed off a trust reconciliation",
  "trust.fidelity_certificate_recorded": "recorded a Fidelity Fund certificate",
  "trust.audit_report_recorded": "recorded a trust audit report",
  "trust.settings_updated": "changed the financial year end",
  "trust.report_generated": "generated a trust report",
  "admin.user_added": "added a user to the platform",
  "admin.user_suspended": "suspended a user",
  "admin.user_reactivated": "reactivated a user",
  "admin.invitation_accepted": "accepted the platform admin invitation",
  "admin.plan_created": "created a subscription plan",
  "admin.plan_updated": "changed a subscription plan",
  "admin.system_settings_saved": "saved the system settings",
  "admin.entity_settings_saved": "saved the entity settings",
  "admin.declared_holiday_added": "declared a public holiday",
  "admin.declared_holiday_removed": "removed a declared public holiday",
  "admin.corpus_import_started": "started an import into the legal research corpus",
  "research.firm_documents_uploaded": "added documents to the firm's research library",
  "research.firm_document_removed": "removed a document from the firm's research library",
  "research.note_saved": "saved a research note to a matter",
  "research.note_removed": "removed a research note from a matter",
  "contract_review.analysis_requested": "sent a contract for review",
  "ai.budget_changed": "changed the firm's monthly AI budget",
  "office.document_created": "created a document",
  "office.document_deleted": "deleted a document",
  "office.spreadsheet_created": "created a spreadsheet",
  "office.spreadsheet_deleted": "deleted a spreadsheet",
  "office.presentation_created": "created a presentation",
  "office.presentation_deleted": "deleted a presentation",
  "office.pdf_uploaded": "uploaded a PDF to edit",
  "office.pdf_exported": "exported an edited PDF",
  "office.pdf_deleted": "deleted a PDF editing session",
  "legal_writing.requested": "asked the writing assistant for a legal document",
  "document_automation.generated": "generated a document from a template",
  "document_automation.template_saved": "saved a firm template",
  "document_automation.template_retired": "retired a firm template",
  "matter.outcome_recorded": "recorded how a matter ended",
  "case_prediction.requested": "asked for a case prediction",
  "analytics.settings_saved": "saved the firm's analytics settings",
  "court_filing.prepared": "prepared a court filing bundle",
  "court_filing.status_recorded": "recorded what the court's system said about a filing",
  "portal.invited": "invited a client's contact person to the client portal",
  "portal.joined": "accepted the client portal invitation",
  "portal.access_revoked": "ended a person's access to the client portal",
  "portal.message_posted": "wrote on a matter's client portal thread",
  "portal.document_uploaded": "uploaded a document through the client portal",
  "portal.document_shared": "shared a document with a client on the client portal",
} as const;
export type TAuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** What the matter-bound actions record about their matter, so a line still reads after a rename. */
type MatterNamed = { matterTitle: string; matterReference: string };
type TimeData = MatterNamed & { hours: number; amountCents: number; description: string; date?: string };
type TaskData = MatterNamed & { title: string; isDeadline: boolean };
type StaffData = { actorName?: string; email: string; name?: string; role?: string };

/**
 * The `data` each action records, for the actions whose activity line reads it. The server's
 * `recordAuditEvent` takes these (a writer that leaves a field out does not compile); a reader still
 * checks every field, as rows written by older versions may lack one.
 */
export interface AuditPayloads {
  "auth.login": { secondFactor?: "authenticator_app" | "recovery_code" };
  "staff.invited": StaffData & { actorName: string; role: string };
  "staff.invitation_resent": StaffData & { actorName: string; role: string };
  "staff.role_changed": StaffData & { actorName: string; fromRole: string; toRole: string };
  "staff.removed": StaffData & { actorName: string };
  "staff.joined": StaffData;
  "profile.updated": { fields: string[] };
  "firm.member_rate_changed": { name: string; toRateCents: number | null };
  "client.created": { clientName: string };
  "client.updated": { clientName: string; fields: string[] };
  "client.archived": { clientName: string };
  "client.unarchived": { clientName: string };
  "matter.created": { reference: string; title: string; clientName: string };
  "matter.updated": { reference: string; title: string; fields: string[] };
  "matter.status_changed": { reference: string; title: string; fromStatus: string; toStatus: string };
  "time_entry.created": TimeData;
  "time_entry.updated": TimeData;
  "time_entry.deleted": TimeData;
  "timer.stopped": TimeData;
  "task.created": TaskData;
  "task.completed": TaskData;
  "task.deleted": TaskData;
  "billing.invoice_created": { totalCents: number; lines: number };
  "billing.invoice_updated": { totalCents: number; lines: number };
  "billing.invoice_deleted": { totalCents: number; description: string };
  "billing.invoice_issued": { number: string; totalCents: number };
  "billing.invoice_emailed": { number: string };
  "billing.invoice_voided": { number: string; reason: string; totalCents: number };
  "billing.credit_note_issued": { number: string; invoiceNumber: string; amountCents: number };
  "billing.payment_recorded": { clientName: string; amountCents: number; date: string };
  "billing.credit_applied": { clientName: string; amountCents: number; invoices: { number: string }[] };
  "billing.interest_rate_added": { effectiveFrom: string; rateBasisPoints: number };
  "billing.interest_rate_deleted": { effectiveFrom: string; rateBasisPoints: number };
  "billing.interest_charged": { number: string; interestCents: number };
  "billing.expense_recorded": { matterReference: string; amountCents: number };
  "billing.expense_approved": { matterReference: string; amountCents: number };
  "billing.expense_deleted": { matterReference: string; amountCents: number; description: string };
  "trust.posted": { number: number; type: string; amountCents: number; description: string };
  "trust.reversed": { number: number; type: string; amountCents: number; description: string };
  "trust.account_opened": { name: string; kind: string };
  "trust.account_closed": { name: string };
  "trust.statement_imported": { fileName: string; lineCount: number; newLineCount: number };
  "trust.reconciliation_signed_off": { accountName: string; month: string };
  "trust.fidelity_certificate_recorded": { year: number; certificateNumber: string };
  "trust.audit_report_recorded": { yearEnd: string; auditor: string };
  "admin.corpus_import_started": { fileCount: number };
  "research.firm_documents_uploaded": { fileCount: number };
  "research.firm_document_removed": { title: string };
  "research.note_saved": MatterNamed & { documentTitle: string; pinpoint: string | null };
  "research.note_removed": MatterNamed & { documentTitle: string; pinpoint: string | null };
  "contract_review.analysis_requested": { title: string; contractType: string };
  "ai.budget_changed": { monthlyTokenBudget: number | null };
  "office.document_created": { title: string; origin: string };
  "office.document_deleted": { title: string };
  "office.spreadsheet_created": { title: string; source: "new" | "template" | "xlsx_import" };
  "office.spreadsheet_deleted": { title: string };
  "office.presentation_created": { title: string; template: string | null };
  "office.presentation_deleted": { title: string };
  "office.pdf_uploaded": { fileName: string; pageCount: number };
  "office.pdf_exported": { fileName: string; pageCount: number; redactions: number; bates: string | null };
  "office.pdf_deleted": { fileName: string };
  "legal_writing.requested": { title: string; documentType: string };
  "document_automation.generated": { title: string; template: string };
  "document_automation.template_saved": { name: string; version: number };
  "document_automation.template_retired": { name: string };
  "matter.outcome_recorded": MatterNamed & { outcome: string; caseType: string; court: string | null };
  "case_prediction.requested": { caseTitle: string; caseType: string };
  "analytics.settings_saved": { shareBenchmarks: boolean };
  "court_filing.prepared": MatterNamed & { caseNumber: string; documentType: string; court: string };
  "court_filing.status_recorded": MatterNamed & {
    caseNumber: string;
    status: string;
    reference: string | null;
  };
  "portal.invited": { email: string; clientName: string };
  "portal.joined": { email: string; clientName: string };
  "portal.access_revoked": { email: string; clientName: string };
  "portal.message_posted": MatterNamed & {
    clientId: string;
    clientName: string;
    authorKind: "firm" | "client";
    messageId: string;
  };
  "portal.document_uploaded": MatterNamed & {
    clientId: string;
    clientName: string;
    uploadId: string;
    fileName: string;
  };
  "portal.document_shared": { clientName: string; title: string };
}

/** The `data` an action records: its payload where one is declared, else any fields. */
export type AuditData<A extends TAuditAction> = A extends keyof AuditPayloads
  ? AuditPayloads[A] & Record<string, unknown>
  : Record<string, unknown>;

export function isKnownAuditAction(action: string): action is TAuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action);
}

/**
 * What an audit action did, starting with a capital, for a list of its own ("Issued an invoice"). An
 * action this version does not know still reads as words: "matter.trust_transfer_approved" → "Matter
 * trust transfer approved".
 */
export function labelAuditAction(action: string): string {
  const words = isKnownAuditAction(action)
    ? AUDIT_ACTION_LABELS[action]
    : action.replace(/[._]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
