import { z } from "zod";
import { todayInSouthAfrica, ZIsoDate, ZIsoMonth } from "../dates.ts";
import { ZPageLimit, ZPageOffset } from "../http/http.schemas.ts";
import { ZChosenId, ZOptionalText, ZRequiredText } from "../schema-fields.ts";
import {
  AGEING_BUCKETS,
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  INVOICE_DISPLAY_STATUSES,
  INVOICE_EMAIL_STATUSES,
  INVOICE_LINE_KINDS,
  INVOICE_STATUS_FILTERS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_TERMS_DAYS,
} from "./billing.enums.ts";
import { isVatNumber } from "./billing.rules.ts";

export const BILLING_LIMITS = {
  nameMax: 200,
  addressMax: 500,
  bankingDetailsMax: 1000,
  descriptionMax: 1000,
  referenceMax: 100,
  reasonMax: 500,
  prefixMax: 10,
  notesMax: 2000,
  /** R100 000 000 on one invoice, line, payment or expense: far above real fees, exact in a JS number. */
  amountCentsMax: 10_000_000_000,
  /** Quantity of a typed line, in hundredths: at most 100 000 units. */
  quantityHundredthsMax: 10_000_000,
  linesMax: 500,
  allocationsMax: 200,
  pageSizeDefault: 50,
  pageSizeMax: 200,
} as const;

export const BILLING_MESSAGES = {
  amountPositive: "Amount must be more than R0.00",
  amountWhole: "Amount must be a whole number of cents (at most two decimals in rand)",
  amountTooLarge: "Amount is too large",
  futureDate: "The date cannot be in the future",
  vatNumber: "VAT number must be 10 digits starting with 4",
  vatNumberRequired: "A VAT registered firm must give its VAT number",
  dueBeforeIssue: "The due date cannot be before the issue date",
  dueInPast: "The due date cannot be in the past",
  paymentTerms: "Payment terms must be 7, 14, 30 or 60 days",
  prefix: "Invoice prefix must be 1 to 10 letters, digits or dashes, starting with a letter",
  nothingToBill: "Add at least one line: time, an expense, or a fee",
  allocationsExceed: "The allocations add up to more than the payment",
  trustAllocateAll: "A payment from trust pays invoices only: allocate all of it to invoices",
  trustLedger: "Choose the trust account to pay from",
  duplicateInvoice: "Each invoice can appear only once in the allocations",
} as const;

// ── Building blocks ─────────────────────────────────────────────────────────────────────────────

const ZText = ZRequiredText;
const ZId = ZChosenId;

/** A positive amount of money on the wire, in whole cents. */
export const ZBillingAmountCents = z
  .number({ error: "Amount must be a number of cents" })
  .int(BILLING_MESSAGES.amountWhole)
  .positive(BILLING_MESSAGES.amountPositive)
  .max(BILLING_LIMITS.amountCentsMax, BILLING_MESSAGES.amountTooLarge);

/** A rand amount as the spec's create call sends it (`amount`, e.g. 1500.5): at most two decimals. */
export const ZRandAmount = z
  .number({ error: "Amount must be a number" })
  .positive(BILLING_MESSAGES.amountPositive)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, BILLING_MESSAGES.amountWhole)
  .refine(
    (value) => Math.round(value * 100) <= BILLING_LIMITS.amountCentsMax,
    BILLING_MESSAGES.amountTooLarge,
  )
  .transform((value) => Math.round(value * 100));

/** A date money moved or a cost was incurred: a real date, not later than today in South Africa. */
export const ZBillingPastDate = ZIsoDate.refine(
  (value) => value <= todayInSouthAfrica(),
  BILLING_MESSAGES.futureDate,
);

export const ZVatNumberText = z
  .string({ error: BILLING_MESSAGES.vatNumber })
  .trim()
  .transform((value) => value.replace(/\s/g, ""))
  .refine((value) => value === "" || isVatNumber(value), BILLING_MESSAGES.vatNumber);

export const ZPaymentTermsDays = z
  .number({ error: BILLING_MESSAGES.paymentTerms })
  .refine(
    (value) => (PAYMENT_TERMS_DAYS as readonly number[]).includes(value),
    BILLING_MESSAGES.paymentTerms,
  );

export const ZBillingIdParams = z.strictObject({
  id: z.string().max(100, "id must be at most 100 characters"),
});

// ── Billing profile ─────────────────────────────────────────────────────────────────────────────

/**
 * GET/PUT /api/billing/profile (spec: firmName, registrationNumber, vatNumber, defaultRate, address,
 * bankingDetails, paymentTerms) plus VAT registration, the invoice number prefix, interest on overdue
 * invoices and the logo. `defaultRate` is rand an hour as in the spec; `defaultRateCents` is exact.
 */
export const ZBillingProfile = z.object({
  firmName: z.string(),
  registrationNumber: z.string(),
  vatRegistered: z.boolean(),
  vatNumber: z.string(),
  defaultRate: z.number(),
  defaultRateCents: z.number().int(),
  address: z.string(),
  bankingDetails: z.string(),
  paymentTerms: z.number().int(),
  invoicePrefix: z.string(),
  /** Charge interest at the prescribed rate on overdue invoices (offered per invoice, never automatic). */
  chargeInterest: z.boolean(),
  /** The logo on invoices (a PNG or JPEG in file storage), or null. */
  logoFileId: z.string().nullable(),
  /** True once an invoice has been issued: the prefix can then no longer change. */
  hasIssuedInvoices: z.boolean(),
});
export type TBillingProfile = z.infer<typeof ZBillingProfile>;

export const ZUpdateBillingProfileRequest = z
  .strictObject({
    firmName: ZText("Firm name", BILLING_LIMITS.nameMax),
    registrationNumber: ZOptionalText("Registration number", 50),
    vatRegistered: z.boolean({ error: "Say whether the firm is VAT registered" }),
    vatNumber: ZVatNumberText.optional().transform((value) => value ?? ""),
    /** Spec field: rand an hour, e.g. 1500 or 1850.5. */
    defaultRate: z
      .number({ error: "Default hourly rate must be a number" })
      .min(0, "Default hourly rate cannot be negative")
      .max(100_000, "Default hourly rate is too high (at most R100 000 an hour)")
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        BILLING_MESSAGES.amountWhole,
      ),
    address: ZOptionalText("Billing address", BILLING_LIMITS.addressMax),
    bankingDetails: ZOptionalText("Banking details", BILLING_LIMITS.bankingDetailsMax),
    paymentTerms: ZPaymentTermsDays,
    invoicePrefix: z
      .string({ error: BILLING_MESSAGES.prefix })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9-]{0,9}$/, BILLING_MESSAGES.prefix)
      .optional(),
    chargeInterest: z.boolean().optional(),
    /** A file uploaded with purpose `firm_logo`, or null to remove the logo. */
    logoFileId: z.uuid({ error: "logoFileId must be an uploaded file id" }).nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.vatRegistered && value.vatNumber === "") {
      context.addIssue({ code: "custom", path: ["vatNumber"], message: BILLING_MESSAGES.vatNumberRequired });
    }
  });
export type TUpdateBillingProfileRequest = z.input<typeof ZUpdateBillingProfileRequest>;

/** POST /api/billing/profile/logo (multipart, one PNG or JPEG of at most 2 MB): the file to put on the profile. */
export const ZBillingLogoUpload = z.object({ fileId: z.string() });
export type TBillingLogoUpload = z.infer<typeof ZBillingLogoUpload>;

// ── Invoices ────────────────────────────────────────────────────────────────────────────────────

/** A typed line: a free or fixed fee. Quantity has at most two decimals; value = quantity × unit price. */
export const ZInvoiceFeeLine = z.strictObject({
  description: ZText("Line description", BILLING_LIMITS.descriptionMax),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .positive("Quantity must be more than 0")
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      "Quantity has at most two decimals",
    )
    .refine(
      (value) => Math.round(value * 100) <= BILLING_LIMITS.quantityHundredthsMax,
      "Quantity is too large",
    )
    .default(1),
  unitPriceCents: ZBillingAmountCents,
  /** Fees are standard-rated supplies; untick for an exempt or zero-rated item. */
  taxable: z.boolean().default(true),
});
export type TInvoiceFeeLine = z.input<typeof ZInvoiceFeeLine>;

/** Unbilled time entries of the client's matter to bill; each becomes one line. */
const ZInvoiceTimeEntryIds = z
  .array(z.uuid({ error: "Each time entry must be a time entry id" }))
  .max(BILLING_LIMITS.linesMax, `At most ${BILLING_LIMITS.linesMax} time entries on one invoice`);
/** Approved or recorded, unbilled expenses of the client's matter; each becomes one line. */
const ZInvoiceExpenseIds = z
  .array(z.uuid({ error: "Each expense must be an expense id" }))
  .max(BILLING_LIMITS.linesMax, `At most ${BILLING_LIMITS.linesMax} expenses on one invoice`);
const ZInvoiceFeeLines = z
  .array(ZInvoiceFeeLine)
  .max(BILLING_LIMITS.linesMax, `At most ${BILLING_LIMITS.linesMax} lines on one invoice`);

const invoiceContentFields = {
  matterId: ZId("matter").optional(),
  description: ZOptionalText("Description", BILLING_LIMITS.descriptionMax),
  dueDate: ZIsoDate.optional(),
  timeEntryIds: ZInvoiceTimeEntryIds.default([]),
  expenseIds: ZInvoiceExpenseIds.default([]),
  lines: ZInvoiceFeeLines.default([]),
  notes: ZOptionalText("Notes", BILLING_LIMITS.notesMax),
};

function refineDueDate(value: { dueDate?: string | undefined }, context: z.RefinementCtx) {
  if (value.dueDate !== undefined && value.dueDate < todayInSouthAfrica()) {
    context.addIssue({ code: "custom", path: ["dueDate"], message: BILLING_MESSAGES.dueInPast });
  }
}

/**
 * POST /api/billing/invoices. The spec's call `{clientId, matterRef, description, amount, dueDate}` makes
 * a one-line draft whose line value (excluding VAT) is `amount` rand. The full form picks unbilled time
 * entries and expenses and adds fee lines. `matterRef` is a matter reference (e.g. MAT-2026-0001) or id.
 */
export const ZCreateInvoiceRequest = z
  .strictObject({
    clientId: ZId("client"),
    matterRef: z.string().trim().max(100, "matterRef must be at most 100 characters").optional(),
    amount: ZRandAmount.optional(),
    ...invoiceContentFields,
  })
  .superRefine((value, context) => {
    refineDueDate(value, context);
    const lineCount =
      (value.amount === undefined ? 0 : 1) +
      value.timeEntryIds.length +
      value.expenseIds.length +
      value.lines.length;
    if (lineCount === 0) {
      context.addIssue({ code: "custom", path: ["lines"], message: BILLING_MESSAGES.nothingToBill });
    }
    if (value.amount !== undefined && value.description === "") {
      context.addIssue({ code: "custom", path: ["description"], message: "Description is required" });
    }
  });
export type TCreateInvoiceRequest = z.input<typeof ZCreateInvoiceRequest>;

/**
 * PATCH /api/billing/invoices/{id}: a draft only. Each list given replaces the draft's lines of that
 * kind (an empty list clears them); a list not sent leaves them as they are, and so does a field not
 * sent — no default may stand in for a missing one, or an edit of the notes would drop the time billed.
 */
export const ZUpdateInvoiceRequest = z
  .strictObject({
    matterId: ZId("matter").nullable().optional(),
    description: z
      .string({ error: "Description must be text" })
      .trim()
      .max(
        BILLING_LIMITS.descriptionMax,
        `Description must be at most ${BILLING_LIMITS.descriptionMax} characters`,
      )
      .optional(),
    dueDate: ZIsoDate.nullable().optional(),
    timeEntryIds: ZInvoiceTimeEntryIds.optional(),
    expenseIds: ZInvoiceExpenseIds.optional(),
    lines: ZInvoiceFeeLines.optional(),
    notes: z
      .string({ error: "Notes must be text" })
      .trim()
      .max(BILLING_LIMITS.notesMax, `Notes must be at most ${BILLING_LIMITS.notesMax} characters`)
      .optional(),
  })
  .superRefine((value, context) => refineDueDate({ dueDate: value.dueDate ?? undefined }, context));
export type TUpdateInvoiceRequest = z.input<typeof ZUpdateInvoiceRequest>;

/** POST /api/billing/invoices/{id}/issue: the issue date defaults to today, the due date to the terms. */
export const ZIssueInvoiceRequest = z
  .strictObject({
    issueDate: ZBillingPastDate.optional(),
    dueDate: ZIsoDate.optional(),
    /** E-mail the PDF to the client (default yes; needs the client's e-mail address). */
    sendEmail: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    const issueDate = value.issueDate ?? todayInSouthAfrica();
    if (value.dueDate !== undefined && value.dueDate < issueDate) {
      context.addIssue({ code: "custom", path: ["dueDate"], message: BILLING_MESSAGES.dueBeforeIssue });
    }
  });
export type TIssueInvoiceRequest = z.input<typeof ZIssueInvoiceRequest>;

export const ZVoidInvoiceRequest = z.strictObject({
  reason: ZText("Reason", BILLING_LIMITS.reasonMax),
});
export type TVoidInvoiceRequest = z.infer<typeof ZVoidInvoiceRequest>;

/** POST /api/billing/invoices/{id}/credit-notes: an amount including VAT, at most the invoice's balance. */
export const ZCreateCreditNoteRequest = z.strictObject({
  amountCents: ZBillingAmountCents,
  reason: ZText("Reason", BILLING_LIMITS.reasonMax),
  date: ZBillingPastDate.optional(),
});
export type TCreateCreditNoteRequest = z.infer<typeof ZCreateCreditNoteRequest>;

/** POST /api/billing/invoices/{id}/interest: a draft interest invoice up to `toDate` (default today). */
export const ZChargeInterestRequest = z.strictObject({
  toDate: ZBillingPastDate.optional(),
});
export type TChargeInterestRequest = z.infer<typeof ZChargeInterestRequest>;

/** The draft interest invoice made by POST /api/billing/invoices/{id}/interest, and what it charges. */
export const ZChargeInterestResponse = z.object({
  invoiceId: z.string(),
  interestCents: z.number().int(),
});
export type TChargeInterestResponse = z.infer<typeof ZChargeInterestResponse>;

export const ZInvoiceLine = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  /** Hours for time, 1 for an expense, the typed quantity for a fee (up to two decimals). */
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  /** Value excluding VAT. */
  amountCents: z.number().int(),
  taxable: z.boolean(),
  vatCents: z.number().int(),
  timeEntryId: z.string().nullable(),
  expenseId: z.string().nullable(),
  /** YYYY-MM-DD of the work or cost, for time and expense lines. */
  date: z.string().nullable(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZCreditNote = z.object({
  id: z.string(),
  invoiceId: z.string(),
  number: z.string(),
  date: z.string(),
  reason: z.string(),
  amountCents: z.number().int(),
  vatCents: z.number().int(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

/** Spec list fields (number, client, date, dueDate, amount, status) and the exact figures in cents. */
export const ZInvoiceListItem = z.object({
  id: z.string(),
  /** Null while a draft: numbers are taken only on issue, so none is ever skipped. */
  number: z.string().nullable(),
  clientId: z.string(),
  client: z.string(),
  matterId: z.string().nullable(),
  matterRef: z.string().nullable(),
  description: z.string(),
  /** The issue date (null while a draft). */
  date: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Rand including VAT, as in the spec; `totalCents` is exact. */
  amount: z.number(),
  totalCents: z.number().int(),
  balanceCents: z.number().int(),
  status: z.enum(INVOICE_DISPLAY_STATUSES),
});
export type TInvoiceListItem = z.infer<typeof ZInvoiceListItem>;

export const ZInvoiceList = z.array(ZInvoiceListItem);

/** GET /api/billing/invoices/{id}. */
export const ZInvoice = ZInvoiceListItem.extend({
  /** The kept status (status above may say overdue). */
  storedStatus: z.enum(INVOICE_STATUSES),
  issueDate: z.string().nullable(),
  lines: z.array(ZInvoiceLine),
  subtotalCents: z.number().int(),
  vatCents: z.number().int(),
  paidCents: z.number().int(),
  creditedCents: z.number().int(),
  /** "full", "abridged" or "not_vat_registered" once issued (VAT Act s20); null while a draft. */
  taxInvoiceKind: z.enum(["full", "abridged", "not_vat_registered"]).nullable(),
  notes: z.string(),
  creditNotes: z.array(ZCreditNote),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      date: z.string(),
      method: z.enum(PAYMENT_METHODS),
      reference: z.string(),
      amountCents: z.number().int(),
    }),
  ),
  voidReason: z.string().nullable(),
  /** Interest accrued at the prescribed rate since the due date (or the last interest charged), to today. */
  accruedInterestCents: z.number().int(),
  interestChargedThrough: z.string().nullable(),
  /** What became of the e-mail to the client (INVOICE_EMAIL_STATUSES); null before issue. */
  emailStatus: z.enum(INVOICE_EMAIL_STATUSES).nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** GET /api/billing/invoices: the spec's status filter, search (number, client, description), paging. */
export const ZInvoiceListQuery = z.strictObject({
  status: z.enum(INVOICE_STATUS_FILTERS, { error: "Unknown status filter" }).default("all"),
  clientId: z.uuid({ error: "clientId must be a client id" }).optional(),
  matterId: z.uuid({ error: "matterId must be a matter id" }).optional(),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  limit: ZPageLimit(BILLING_LIMITS.pageSizeDefault, BILLING_LIMITS.pageSizeMax),
  offset: ZPageOffset,
});
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;

/** GET /api/billing/unbilled?matterId=…: what a new invoice for the matter can take. */
export const ZUnbilledWorkQuery = z.strictObject({ matterId: z.uuid({ error: "Choose a matter" }) });

export const ZUnbilledWork = z.object({
  timeEntries: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      description: z.string(),
      hours: z.number(),
      rateCents: z.number().int(),
      amountCents: z.number().int(),
      userName: z.string(),
    }),
  ),
  expenses: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      category: z.enum(EXPENSE_CATEGORIES),
      description: z.string(),
      amountCents: z.number().int(),
      status: z.enum(EXPENSE_STATUSES),
      /** Whether VAT is charged on it when billed (the create form's preview). */
      taxable: z.boolean(),
    }),
  ),
});
export type TUnbilledWork = z.infer<typeof ZUnbilledWork>;

// ── Payments ────────────────────────────────────────────────────────────────────────────────────

export const ZPaymentAllocationInput = z.strictObject({
  invoiceId: z.uuid({ error: "Each allocation needs an invoice id" }),
  amountCents: ZBillingAmountCents,
});

/**
 * POST /api/billing/payments. EFT, cash and card are recorded by hand; what is not allocated becomes the
 * client's credit. A payment from trust moves the money trust → business in the trust books in the same
 * transaction, against each invoice it pays, from the named trust account (and matter ledger).
 */
export const ZCreatePaymentRequest = z
  .strictObject({
    clientId: ZId("client"),
    method: z.enum(PAYMENT_METHODS, { error: "Method must be eft, cash, card or trust" }),
    amountCents: ZBillingAmountCents,
    date: ZBillingPastDate,
    reference: ZOptionalText("Reference", BILLING_LIMITS.referenceMax),
    allocations: z
      .array(ZPaymentAllocationInput)
      .max(BILLING_LIMITS.allocationsMax, `At most ${BILLING_LIMITS.allocationsMax} invoices in one payment`)
      .default([]),
    trust: z
      .strictObject({
        accountId: ZId("trust account"),
        /** The matter ledger the money is held on; absent: the client's ledger without a matter. */
        matterId: ZId("matter").optional(),
      })
      .optional(),
  })
  .superRefine((value, context) => {
    const allocated = value.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    if (allocated > value.amountCents) {
      context.addIssue({
        code: "custom",
        path: ["allocations"],
        message: BILLING_MESSAGES.allocationsExceed,
      });
    }
    const ids = new Set(value.allocations.map((allocation) => allocation.invoiceId));
    if (ids.size !== value.allocations.length) {
      context.addIssue({ code: "custom", path: ["allocations"], message: BILLING_MESSAGES.duplicateInvoice });
    }
    if (value.method === "trust") {
      if (!value.trust) {
        context.addIssue({ code: "custom", path: ["trust"], message: BILLING_MESSAGES.trustLedger });
      }
      if (allocated !== value.amountCents) {
        context.addIssue({
          code: "custom",
          path: ["allocations"],
          message: BILLING_MESSAGES.trustAllocateAll,
        });
      }
    } else if (value.trust) {
      context.addIssue({
        code: "custom",
        path: ["trust"],
        message: "A trust account is only given for a payment from trust",
      });
    }
  });
export type TCreatePaymentRequest = z.input<typeof ZCreatePaymentRequest>;

/** POST /api/billing/credits/apply: the client's credit (unallocated payments) applied to invoices. */
export const ZApplyCreditRequest = z
  .strictObject({
    clientId: ZId("client"),
    allocations: z.array(ZPaymentAllocationInput).min(1, "Choose an invoice to apply the credit to").max(50),
  })
  .superRefine((value, context) => {
    const ids = new Set(value.allocations.map((allocation) => allocation.invoiceId));
    if (ids.size !== value.allocations.length) {
      context.addIssue({ code: "custom", path: ["allocations"], message: BILLING_MESSAGES.duplicateInvoice });
    }
  });
export type TApplyCreditRequest = z.infer<typeof ZApplyCreditRequest>;

export const ZPayment = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  /** What is not (yet) allocated to an invoice: the client's credit from this payment. */
  unallocatedCents: z.number().int(),
  date: z.string(),
  reference: z.string(),
  allocations: z.array(
    z.object({
      invoiceId: z.string(),
      invoiceNumber: z.string(),
      amountCents: z.number().int(),
      /** The trust journal posting that moved the money, for a payment from trust. */
      trustPostingId: z.string().nullable(),
      trustPostingNumber: z.number().int().nullable(),
    }),
  ),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZPaymentList = z.array(ZPayment);

export const ZPaymentListQuery = z.strictObject({
  clientId: z.uuid({ error: "clientId must be a client id" }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: "Method must be eft, cash, card or trust" }).optional(),
  limit: ZPageLimit(BILLING_LIMITS.pageSizeDefault, BILLING_LIMITS.pageSizeMax),
  offset: ZPageOffset,
});
export type TPaymentListQuery = z.input<typeof ZPaymentListQuery>;

/** GET /api/billing/clients/{id}/account: what the client owes, holds as credit, and has in trust. */
export const ZClientBillingAccount = z.object({
  clientId: z.string(),
  clientName: z.string(),
  outstandingCents: z.number().int(),
  creditCents: z.number().int(),
  /** The client's trust ledgers with money in them, to pay invoices from. */
  trustLedgers: z.array(
    z.object({
      accountId: z.string(),
      accountName: z.string(),
      matterId: z.string().nullable(),
      matterReference: z.string().nullable(),
      balanceCents: z.number().int(),
    }),
  ),
});
export type TClientBillingAccount = z.infer<typeof ZClientBillingAccount>;

// ── Prescribed interest rates ───────────────────────────────────────────────────────────────────

export const ZPrescribedRate = z.object({
  id: z.string(),
  effectiveFrom: z.string(),
  /** Percent a year, e.g. 11.5. */
  ratePercent: z.number(),
  rateBasisPoints: z.number().int(),
  note: z.string(),
});
export type TPrescribedRate = z.infer<typeof ZPrescribedRate>;

export const ZPrescribedRateList = z.array(ZPrescribedRate);

/** POST /api/admin/interest-rates (platform admin): a new rate from a date on. */
export const ZCreatePrescribedRateRequest = z.strictObject({
  effectiveFrom: ZIsoDate,
  ratePercent: z
    .number({ error: "Rate must be a number" })
    .min(0, "Rate cannot be negative")
    .max(100, "Rate must be at most 100%")
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      "Rate has at most two decimals",
    ),
  note: ZOptionalText("Note", 500),
});
export type TCreatePrescribedRateRequest = z.infer<typeof ZCreatePrescribedRateRequest>;

// ── Expenses ────────────────────────────────────────────────────────────────────────────────────

/** POST /api/billing/expenses (JSON, or multipart with these fields and a `receipt` file). */
export const ZCreateExpenseRequest = z.strictObject({
  date: ZBillingPastDate,
  category: z.enum(EXPENSE_CATEGORIES, {
    error: "Choose a category: travel, research, filing, communications, stationery or professional",
  }),
  amountCents: ZBillingAmountCents,
  matterId: ZId("matter"),
  description: ZText("Description", BILLING_LIMITS.descriptionMax),
  /** Whether VAT is charged on it when billed (default yes). */
  taxable: z.boolean().default(true),
});
export type TCreateExpenseRequest = z.input<typeof ZCreateExpenseRequest>;

/** PATCH /api/billing/expenses/{id}: while not billed. */
export const ZUpdateExpenseRequest = z.strictObject({
  date: ZBillingPastDate.optional(),
  category: ZCreateExpenseRequest.shape.category.optional(),
  amountCents: ZBillingAmountCents.optional(),
  matterId: ZId("matter").optional(),
  description: ZText("Description", BILLING_LIMITS.descriptionMax).optional(),
  taxable: z.boolean().optional(),
});
export type TUpdateExpenseRequest = z.infer<typeof ZUpdateExpenseRequest>;

/** Spec expense (date, category, description, matter, status) with the amount in cents. */
export const ZExpense = z.object({
  id: z.string(),
  date: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string(),
  /** The matter's reference and title, as the spec's Matter column shows it. */
  matter: z.string(),
  matterId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  amountCents: z.number().int(),
  taxable: z.boolean(),
  status: z.enum(EXPENSE_STATUSES),
  receiptFileId: z.string().nullable(),
  receiptFileName: z.string().nullable(),
  invoiceId: z.string().nullable(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type TExpense = z.infer<typeof ZExpense>;

export const ZExpenseList = z.array(ZExpense);

export const ZExpenseListQuery = z.strictObject({
  status: z.enum(EXPENSE_STATUSES, { error: "Status must be recorded, approved or billed" }).optional(),
  matterId: z.uuid({ error: "matterId must be a matter id" }).optional(),
  category: z.enum(EXPENSE_CATEGORIES, { error: "Unknown category" }).optional(),
  search: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  limit: ZPageLimit(BILLING_LIMITS.pageSizeDefault, BILLING_LIMITS.pageSizeMax),
  offset: ZPageOffset,
});
export type TExpenseListQuery = z.input<typeof ZExpenseListQuery>;

// ── Stats and reports ───────────────────────────────────────────────────────────────────────────

/** GET /api/billing/stats (spec: outstandingCount, avgPaymentDays) and the Overview cards' figures. */
export const ZBillingStats = z.object({
  /** Issued invoices with a balance still due. */
  outstandingCount: z.number().int(),
  /**
   * Average days from issue to full payment (one decimal), over invoices paid in the last 12 months;
   * null when none was paid in full in that time (0 would read as "paid the day they were issued").
   */
  avgPaymentDays: z.number().nullable(),
  outstandingCents: z.number().int(),
  overdueCount: z.number().int(),
  overdueCents: z.number().int(),
  collectedThisMonthCents: z.number().int(),
  /** Invoiced this calendar month, excluding VAT, less credit notes: the firm's monthly revenue. */
  invoicedThisMonthCents: z.number().int(),
  /** Unbilled time and expenses: work in progress. */
  unbilledWipCents: z.number().int(),
  draftCount: z.number().int(),
  clientCreditCents: z.number().int(),
});
export type TBillingStats = z.infer<typeof ZBillingStats>;

/** GET /api/billing/reports/aged-debtors: as at `date` (default today), as JSON or as a CSV file. */
export const ZAgedDebtorsQuery = z.strictObject({
  date: ZIsoDate.optional(),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

const ZBuckets = z.object(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, z.number().int()])) as Record<
    (typeof AGEING_BUCKETS)[number],
    z.ZodNumber
  >,
);

export const ZAgedDebtors = z.object({
  asAt: z.string(),
  rows: z.array(
    ZBuckets.extend({ clientId: z.string(), clientName: z.string(), totalCents: z.number().int() }),
  ),
  totals: ZBuckets.extend({ totalCents: z.number().int() }),
});
export type TAgedDebtors = z.infer<typeof ZAgedDebtors>;

export const ZPeriodQuery = z
  .strictObject({ from: ZIsoDate.optional(), to: ZIsoDate.optional(), month: ZIsoMonth.optional() })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ["to"],
    message: "The end date cannot be before the start date",
  });
export type TPeriodQuery = z.infer<typeof ZPeriodQuery>;

export const ZFeeEarnerProduction = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      hours: z.number(),
      /** Value of the time logged in the period. */
      recordedCents: z.number().int(),
      /** Value of their time on invoices issued in the period (excluding VAT). */
      billedCents: z.number().int(),
      unbilledCents: z.number().int(),
    }),
  ),
});
export type TFeeEarnerProduction = z.infer<typeof ZFeeEarnerProduction>;

export const ZWorkInProgress = z.object({
  rows: z.array(
    z.object({
      matterId: z.string(),
      matterReference: z.string(),
      matterTitle: z.string(),
      clientName: z.string(),
      hours: z.number(),
      timeCents: z.number().int(),
      expensesCents: z.number().int(),
      totalCents: z.number().int(),
      oldestDate: z.string(),
    }),
  ),
  /** Matters with work in progress; `rows` holds at most the 500 largest of them. */
  matterCount: z.number().int(),
  /** Of all matters, not only those in `rows`. */
  totalCents: z.number().int(),
});
export type TWorkInProgress = z.infer<typeof ZWorkInProgress>;

export const ZClientStatement = z.object({
  clientId: z.string(),
  clientName: z.string(),
  from: z.string(),
  to: z.string(),
  openingBalanceCents: z.number().int(),
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(["invoice", "payment", "credit_note", "void"]),
      reference: z.string(),
      description: z.string(),
      debitCents: z.number().int(),
      creditCents: z.number().int(),
      balanceCents: z.number().int(),
    }),
  ),
  closingBalanceCents: z.number().int(),
  /** The closing balance's unpaid invoices aged at `to` (the client's credit is not in it). */
  ageing: ZBuckets.extend({ totalCents: z.number().int() }),
});
export type TClientStatement = z.infer<typeof ZClientStatement>;
