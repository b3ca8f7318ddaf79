/**
 * Where an invoice is in its life. Kept on the row: draft (editable, no number) → sent (issued: number
 * taken, locked) → partially_paid → paid; credited when credit notes settle it without payment; void
 * (the number stays used). "Overdue" is not kept: it is derived from the due date (see `displayStatusOf`).
 */
export const INVOICE_STATUSES = ["draft", "sent", "partially_paid", "paid", "credited", "void"] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What a person sees in the Status column and filters by: the kept status, or overdue. */
export const INVOICE_DISPLAY_STATUSES = [...INVOICE_STATUSES, "overdue"] as const;
export type TInvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<TInvoiceDisplayStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  partially_paid: "Partially paid",
  paid: "Paid",
  credited: "Credited",
  void: "Void",
  overdue: "Overdue",
};

/** The Invoice Management filter (spec: All, Draft, Sent, Paid, Overdue) plus the other statuses. */
export const INVOICE_STATUS_FILTERS = ["all", ...INVOICE_DISPLAY_STATUSES, "open"] as const;
export type TInvoiceStatusFilter = (typeof INVOICE_STATUS_FILTERS)[number];

/** An invoice line comes from a time entry, from an expense, or is typed in (a free or fixed fee). */
/**
 * What became of an invoice's e-mail to the client: queued (a job will send it), sent, failed (after the
 * last retry), logged (no mail server configured: written to the log) or no_email (the client has no
 * address). Null before the invoice is issued.
 */
export const INVOICE_EMAIL_STATUSES = ["queued", "sent", "failed", "logged", "no_email"] as const;
export type TInvoiceEmailStatus = (typeof INVOICE_EMAIL_STATUSES)[number];

export const INVOICE_LINE_KINDS = ["time", "expense", "fee", "interest"] as const;
export type TInvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const PAYMENT_METHODS = ["eft", "cash", "card", "trust"] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  eft: "EFT",
  cash: "Cash",
  card: "Card",
  trust: "From trust",
};

/** Payment terms a firm may offer (spec: 7, 14, 30, 60 days). */
export const PAYMENT_TERMS_DAYS = [7, 14, 30, 60] as const;
export type TPaymentTermsDays = (typeof PAYMENT_TERMS_DAYS)[number];

/** Spec expense categories. */
export const EXPENSE_CATEGORIES = [
  "travel",
  "research",
  "filing",
  "communications",
  "stationery",
  "professional",
] as const;
export type TExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<TExpenseCategory, string> = {
  travel: "Travel",
  research: "Research",
  filing: "Filing fees",
  communications: "Communications",
  stationery: "Stationery",
  professional: "Professional services",
};

/** recorded → approved → billed (an invoice issued with it). */
export const EXPENSE_STATUSES = ["recorded", "approved", "billed"] as const;
export type TExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export const EXPENSE_STATUS_LABELS: Record<TExpenseStatus, string> = {
  recorded: "Recorded",
  approved: "Approved",
  billed: "Billed",
};

/** Aged debtors columns: days since the invoice was issued. */
export const AGEING_BUCKETS = ["current", "days30", "days60", "days90", "days120Plus"] as const;
export type TAgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_BUCKET_LABELS: Record<TAgeingBucket, string> = {
  current: "Current",
  days30: "30 days",
  days60: "60 days",
  days90: "90 days",
  days120Plus: "120+ days",
};

/**
 * Who may issue, void and credit invoices, record payments, approve expenses and keep the billing
 * profile. Every member may record expenses and prepare draft invoices. A payment from trust also needs
 * a trust capture role (trust.enums.ts), which these roles all hold.
 */
export const BILLING_MANAGE_ROLES = [
  "managing_partner",
  "partner",
  "legal_director",
  "office_manager",
] as const;
