import {
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  type TInvoiceEmailStatus,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { timeEntryTable } from "../time/time.tables.ts";
import { trustAccountTable, trustPostingTable } from "../trust/trust.tables.ts";

export const invoiceStatusEnum = pgEnum("invoice_status", INVOICE_STATUSES);
export const invoiceLineKindEnum = pgEnum("invoice_line_kind", INVOICE_LINE_KINDS);
export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
export const expenseCategoryEnum = pgEnum("expense_category", EXPENSE_CATEGORIES);
export const expenseStatusEnum = pgEnum("expense_status", EXPENSE_STATUSES);

const cents = (name: string) => bigint(name, { mode: "number" });

/** What an issued invoice prints about a party, kept as it was on the day of issue (VAT Act s20). */
export type InvoicePartySnapshot = {
  name: string;
  address: string | null;
  vatNumber: string | null;
  registrationNumber?: string | null;
};

/**
 * A firm's billing profile (the firm's name, registration number and default rate stay on `firm`).
 * The row also holds the firm's invoice and credit note counters: issuing locks it, takes the next
 * number and moves the counter in the same transaction, so numbers are gapless per firm.
 */
export const billingProfileTable = pgTable(
  "billing_profile",
  {
    firmId: uuid("firm_id")
      .primaryKey()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    vatRegistered: boolean("vat_registered").notNull().default(false),
    vatNumber: text("vat_number").notNull().default(""),
    billingAddress: text("billing_address").notNull().default(""),
    bankingDetails: text("banking_details").notNull().default(""),
    paymentTermsDays: integer("payment_terms_days").notNull().default(30),
    invoicePrefix: text("invoice_prefix").notNull().default("INV"),
    chargeInterest: boolean("charge_interest").notNull().default(false),
    logoFileId: uuid("logo_file_id").references(() => storedFileTable.id, { onDelete: "restrict" }),
    /** The number the next issued invoice gets. */
    nextInvoiceNumber: integer("next_invoice_number").notNull().default(1),
    nextCreditNoteNumber: integer("next_credit_note_number").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("billing_profile_payment_terms", sql`${table.paymentTermsDays} in (7, 14, 30, 60)`),
    check("billing_profile_vat_number", sql`${table.vatNumber} = '' or ${table.vatNumber} ~ '^4[0-9]{9}$'`),
    check(
      "billing_profile_vat_registered_has_number",
      sql`not ${table.vatRegistered} or ${table.vatNumber} <> ''`,
    ),
    check(
      "billing_profile_counters",
      sql`${table.nextInvoiceNumber} >= 1 and ${table.nextCreditNoteNumber} >= 1`,
    ),
  ],
);

/**
 * An invoice. A draft has no number and may change; issuing takes the next number, snapshots what the
 * tax invoice prints and locks it: a trigger (migration 0006) refuses changes to an issued invoice's
 * number, dates, parties and totals, and to its lines. `paid_cents` and `credited_cents` move with
 * payments and credit notes; the balance is total − paid − credited and never below zero.
 */
export const invoiceTable = pgTable(
  "invoice",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "restrict" }),
    matterId: uuid("matter_id").references(() => matterTable.id, { onDelete: "restrict" }),
    status: invoiceStatusEnum("status").notNull().default("draft"),
    /** The firm's serial number as printed, e.g. INV-000042; null while a draft. */
    number: text("number"),
    sequence: integer("sequence"),
    description: text("description").notNull().default(""),
    notes: text("notes").notNull().default(""),
    issueDate: date("issue_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    subtotalCents: cents("subtotal_cents").notNull().default(0),
    vatCents: cents("vat_cents").notNull().default(0),
    totalCents: cents("total_cents").notNull().default(0),
    paidCents: cents("paid_cents").notNull().default(0),
    creditedCents: cents("credited_cents").notNull().default(0),
    /** "full", "abridged" or "not_vat_registered", decided on issue. */
    taxInvoiceKind: text("tax_invoice_kind"),
    supplier: jsonb("supplier").$type<InvoicePartySnapshot>(),
    recipient: jsonb("recipient").$type<InvoicePartySnapshot>(),
    /** The day the balance reached zero by payment (for the average days to payment). */
    paidOn: date("paid_on", { mode: "string" }),
    interestChargedThrough: date("interest_charged_through", { mode: "string" }),
    /** For an interest invoice: the overdue invoice it charges interest on. */
    interestOnInvoiceId: uuid("interest_on_invoice_id"),
    emailStatus: text("email_status").$type<TInvoiceEmailStatus>(),
    voidReason: text("void_reason"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: text("voided_by").references(() => userTable.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    issuedBy: text("issued_by").references(() => userTable.id, { onDelete: "restrict" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => userTable.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoice_firm_id_sequence_key").on(table.firmId, table.sequence),
    uniqueIndex("invoice_firm_id_number_key").on(table.firmId, table.number),
    index("invoice_firm_id_created_at_idx").on(table.firmId, table.createdAt.desc(), table.id.desc()),
    index("invoice_firm_id_status_created_at_idx").on(
      table.firmId,
      table.status,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // Also in migration 0006, written by hand (drizzle cannot say INCLUDE or text_pattern_ops):
    // invoice_open_due_date_idx (firm_id, due_date) INCLUDE (total, paid, credited) for open invoices;
    // invoice_issued_idx (firm_id, issue_date) INCLUDE (status, subtotal) for revenue; invoice_paid_on_idx;
    // invoice_number_prefix_idx (firm_id, number text_pattern_ops); a trigram index on the folded description;
    // in migration 0010, invoice_open_created_at_idx (firm_id, status, created_at, id) INCLUDE (due_date)
    // for open invoices, which the due-date filters walk.
    index("invoice_client_id_idx").on(table.clientId, table.createdAt),
    index("invoice_matter_id_idx").on(table.matterId),
    check("invoice_total_is_sum", sql`${table.totalCents} = ${table.subtotalCents} + ${table.vatCents}`),
    check(
      "invoice_amounts_non_negative",
      sql`${table.subtotalCents} >= 0 and ${table.vatCents} >= 0 and ${table.paidCents} >= 0 and ${table.creditedCents} >= 0`,
    ),
    check("invoice_not_overpaid", sql`${table.paidCents} + ${table.creditedCents} <= ${table.totalCents}`),
    check(
      "invoice_number_when_issued",
      sql`(${table.status} = 'draft') = (${table.number} is null) and (${table.number} is null) = (${table.sequence} is null) and (${table.number} is null) = (${table.issueDate} is null)`,
    ),
    check(
      "invoice_due_after_issue",
      sql`${table.dueDate} is null or ${table.issueDate} is null or ${table.dueDate} >= ${table.issueDate}`,
    ),
    check("invoice_void_has_reason", sql`(${table.status} = 'void') = (${table.voidReason} is not null)`),
    check(
      "invoice_email_status_known",
      sql`${table.emailStatus} is null or ${table.emailStatus} in ('queued', 'sent', 'failed', 'logged', 'no_email')`,
    ),
  ],
);

/**
 * How many invoices each firm has in each kept status: the invoice list's X-Total-Count reads these
 * rows instead of counting up to 100,000 invoices. Kept exact in the writing transaction by triggers on
 * `invoice` (migration 0007); a firm that has had an invoice has a row for every status.
 */
export const firmInvoiceStatusCountTable = pgTable(
  "firm_invoice_status_count",
  {
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "cascade" }),
    status: invoiceStatusEnum("status").notNull(),
    total: integer("total").notNull(),
  },
  (table) => [primaryKey({ columns: [table.firmId, table.status] })],
);

/** One line of an invoice: time, an expense, a typed fee, or interest. Value excludes VAT. */
export const invoiceLineTable = pgTable(
  "invoice_line",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoiceTable.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: invoiceLineKindEnum("kind").notNull(),
    description: text("description").notNull(),
    /** Hundredths: 1.5 hours = 150, one item = 100. */
    quantityHundredths: integer("quantity_hundredths").notNull(),
    unitPriceCents: cents("unit_price_cents").notNull(),
    amountCents: cents("amount_cents").notNull(),
    taxable: boolean("taxable").notNull(),
    vatCents: cents("vat_cents").notNull().default(0),
    timeEntryId: uuid("time_entry_id").references(() => timeEntryTable.id, { onDelete: "restrict" }),
    expenseId: uuid("expense_id").references(() => expenseTable.id, { onDelete: "restrict" }),
    /** The day of the work or cost (time and expense lines). */
    itemDate: date("item_date", { mode: "string" }),
  },
  (table) => [
    uniqueIndex("invoice_line_invoice_id_position_key").on(table.invoiceId, table.position),
    index("invoice_line_time_entry_id_idx").on(table.timeEntryId),
    index("invoice_line_expense_id_idx").on(table.expenseId),
    check("invoice_line_quantity_positive", sql`${table.quantityHundredths} > 0`),
    check(
      "invoice_line_amounts_non_negative",
      sql`${table.unitPriceCents} >= 0 and ${table.amountCents} >= 0 and ${table.vatCents} >= 0`,
    ),
    check(
      "invoice_line_source",
      sql`(${table.kind} = 'time') = (${table.timeEntryId} is not null) and (${table.kind} = 'expense') = (${table.expenseId} is not null)`,
    ),
  ],
);

/** A credit note against an issued invoice (VAT Act s21): its own gapless number, amount incl. VAT. */
export const creditNoteTable = pgTable(
  "credit_note",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoiceTable.id, { onDelete: "restrict" }),
    number: text("number").notNull(),
    sequence: integer("sequence").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    amountCents: cents("amount_cents").notNull(),
    vatCents: cents("vat_cents").notNull(),
    createdBy: text("created_by")
      .notNull()
      .references(() => userTable.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("credit_note_firm_id_sequence_key").on(table.firmId, table.sequence),
    index("credit_note_invoice_id_idx").on(table.invoiceId),
    index("credit_note_firm_id_issued_on_idx").on(table.firmId, table.issuedOn),
    check("credit_note_amount_positive", sql`${table.amountCents} > 0 and ${table.vatCents} >= 0`),
    check("credit_note_vat_within_amount", sql`${table.vatCents} <= ${table.amountCents}`),
  ],
);

/**
 * Money received from a client. What its allocations do not take is the client's credit. A payment
 * from trust names the trust account (and matter ledger) it came from; each allocation then points at
 * the trust → business posting written in the same transaction.
 */
export const paymentTable = pgTable(
  "payment",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "restrict" }),
    method: paymentMethodEnum("method").notNull(),
    amountCents: cents("amount_cents").notNull(),
    /** The part of the amount allocated to invoices; amount − allocated is the client's credit. */
    allocatedCents: cents("allocated_cents").notNull().default(0),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    reference: text("reference").notNull().default(""),
    trustAccountId: uuid("trust_account_id").references(() => trustAccountTable.id, { onDelete: "restrict" }),
    trustMatterId: uuid("trust_matter_id").references(() => matterTable.id, { onDelete: "restrict" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => userTable.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_firm_id_received_on_idx").on(table.firmId, table.receivedOn.desc(), table.id.desc()),
    index("payment_client_id_idx").on(table.clientId, table.receivedOn),
    index("payment_unallocated_idx")
      .on(table.firmId, table.clientId)
      .where(sql`${table.allocatedCents} < ${table.amountCents}`),
    check("payment_amount_positive", sql`${table.amountCents} > 0`),
    check(
      "payment_allocated_within_amount",
      sql`${table.allocatedCents} >= 0 and ${table.allocatedCents} <= ${table.amountCents}`,
    ),
    check(
      "payment_trust_account",
      sql`(${table.method} = 'trust') = (${table.trustAccountId} is not null) and (${table.method} <> 'trust' or ${table.allocatedCents} = ${table.amountCents})`,
    ),
  ],
);

/** Part of a payment applied to one invoice. */
export const paymentAllocationTable = pgTable(
  "payment_allocation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => paymentTable.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoiceTable.id, { onDelete: "restrict" }),
    amountCents: cents("amount_cents").notNull(),
    trustPostingId: uuid("trust_posting_id").references(() => trustPostingTable.id, { onDelete: "restrict" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => userTable.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_allocation_payment_id_idx").on(table.paymentId),
    index("payment_allocation_invoice_id_idx").on(table.invoiceId),
    check("payment_allocation_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/** A cost incurred on a matter, to be billed to the client: recorded → approved → billed. */
export const expenseTable = pgTable(
  "expense",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => firmTable.id, { onDelete: "restrict" }),
    matterId: uuid("matter_id")
      .notNull()
      .references(() => matterTable.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clientTable.id, { onDelete: "restrict" }),
    category: expenseCategoryEnum("category").notNull(),
    description: text("description").notNull(),
    amountCents: cents("amount_cents").notNull(),
    incurredOn: date("incurred_on", { mode: "string" }).notNull(),
    taxable: boolean("taxable").notNull().default(true),
    status: expenseStatusEnum("status").notNull().default("recorded"),
    receiptFileId: uuid("receipt_file_id").references(() => storedFileTable.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id").references(() => invoiceTable.id, { onDelete: "restrict" }),
    billedAt: timestamp("billed_at", { withTimezone: true }),
    approvedBy: text("approved_by").references(() => userTable.id, { onDelete: "restrict" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdBy: text("created_by")
      .notNull()
      .references(() => userTable.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("expense_firm_id_incurred_on_idx").on(table.firmId, table.incurredOn.desc(), table.id.desc()),
    index("expense_matter_id_idx").on(table.matterId, table.status),
    check("expense_amount_positive", sql`${table.amountCents} > 0`),
    check("expense_billed_has_invoice", sql`(${table.status} = 'billed') = (${table.invoiceId} is not null)`),
  ],
);

/**
 * The prescribed rate of interest (Prescribed Rate of Interest Act 55 of 1975: repo + 3.5 points), a
 * platform-wide table the platform admin keeps: each row is the rate from its date on.
 */
export const prescribedInterestRateTable = pgTable(
  "prescribed_interest_rate",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull().unique(),
    rateBasisPoints: integer("rate_basis_points").notNull(),
    note: text("note").notNull().default(""),
    createdBy: text("created_by").references(() => userTable.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("prescribed_interest_rate_range", sql`${table.rateBasisPoints} between 0 and 10000`)],
);
