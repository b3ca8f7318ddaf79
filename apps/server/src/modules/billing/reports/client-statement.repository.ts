import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, FIRM_TIME_ZONE_SQL, queryRows, readCents } from "../../../platform/db.ts";

/** What a client statement reads: the client, the firm's letterhead, and every movement on the account. */

export type ReportClient = { id: string; name: string; address: string; vatNumber: string | null };

/** The firm's client (archived ones too: their statements stay readable), or null. */
export async function findReportClient(
  db: DbExecutor,
  firmId: string,
  clientId: string,
): Promise<ReportClient | null> {
  const rows = await queryRows<{ id: string; name: string; address: string; vat_number: string | null }>(
    db,
    sql`select id, name, vat_number,
               coalesce(nullif(trim(postal_address), ''), nullif(trim(physical_address), ''), '') as address
          from client where firm_id = ${firmId} and id = ${clientId}`,
  );
  const row = rows[0];
  return row ? { id: row.id, name: row.name, address: row.address, vatNumber: row.vat_number } : null;
}

export type StatementLetterhead = {
  firmName: string;
  address: string;
  /** Printed only while the firm is VAT registered. */
  vatNumber: string | null;
  registrationNumber: string | null;
  bankingDetails: string;
};

/** What a statement prints about the firm: the billing profile, or the firm's own details without one. */
export async function readStatementLetterhead(db: DbExecutor, firmId: string): Promise<StatementLetterhead> {
  const rows = await queryRows<{
    firm_name: string;
    address: string;
    vat_number: string | null;
    registration_number: string | null;
    banking_details: string;
  }>(
    db,
    sql`select firm.name as firm_name,
               coalesce(nullif(trim(profile.billing_address), ''), firm.address, '') as address,
               case when profile.vat_registered then profile.vat_number end as vat_number,
               nullif(trim(firm.registration_number), '') as registration_number,
               coalesce(profile.banking_details, '') as banking_details
          from firm left join billing_profile as profile on profile.firm_id = firm.id
         where firm.id = ${firmId}`,
  );
  const row = rows[0];
  return {
    firmName: row?.firm_name ?? "",
    address: row?.address ?? "",
    vatNumber: row?.vat_number ?? null,
    registrationNumber: row?.registration_number ?? null,
    bankingDetails: row?.banking_details ?? "",
  };
}

export type StatementEventKind = "invoice" | "payment" | "credit_note" | "void";

/** One movement on a client's account, before it is worded for the statement. */
export type StatementEvent = {
  kind: StatementEventKind;
  date: string;
  /** The invoice's or credit note's number; for a payment, the invoice it paid (null: on account). */
  documentNumber: string | null;
  /** The invoice's description, the credit note's or the void's reason. */
  text: string;
  paymentMethod: string | null;
  paymentReference: string;
  /** For a credit note: the invoice it credits. */
  invoiceNumber: string | null;
  debitCents: number;
  creditCents: number;
};

/**
 * Every movement on a client's account, in the order a statement lists them: an issued invoice is a
 * debit of its total on its issue date (void ones too, as they were issued); each allocation of a
 * payment, and what a payment holds unallocated, a credit on the day it was received; a credit note a
 * credit on its date; voiding a credit of what the invoice still asked for, on the day it was voided.
 */
function clientEventsSql(firmId: string, clientId: string): SQL {
  return sql`
    select 1 as kind_order, 'invoice' as kind, invoice.issue_date as event_date, invoice.number as document_number,
           invoice.description as text, null::text as payment_method, '' as payment_reference,
           null::text as invoice_number, invoice.total_cents as debit_cents, 0::bigint as credit_cents
      from invoice
     where invoice.firm_id = ${firmId} and invoice.client_id = ${clientId} and invoice.status <> 'draft'
    union all
    select 2, 'payment', payment.received_on, invoice.number, '', payment.method::text, payment.reference,
           invoice.number, 0::bigint, allocation.amount_cents
      from payment_allocation as allocation
      join payment on payment.id = allocation.payment_id
      join invoice on invoice.id = allocation.invoice_id
     where payment.firm_id = ${firmId} and payment.client_id = ${clientId}
    union all
    select 2, 'payment', payment.received_on, null, '', payment.method::text, payment.reference,
           null, 0::bigint, payment.amount_cents - payment.allocated_cents
      from payment
     where payment.firm_id = ${firmId} and payment.client_id = ${clientId}
       and payment.allocated_cents < payment.amount_cents
    union all
    select 3, 'credit_note', credit_note.issued_on, credit_note.number, credit_note.reason, null, '',
           invoice.number, 0::bigint, credit_note.amount_cents
      from credit_note join invoice on invoice.id = credit_note.invoice_id
     where credit_note.firm_id = ${firmId} and invoice.client_id = ${clientId}
    union all
    select 4, 'void', (coalesce(invoice.voided_at, invoice.updated_at) at time zone ${FIRM_TIME_ZONE_SQL})::date,
           invoice.number,
           coalesce(invoice.void_reason, ''), null, '', invoice.number, 0::bigint,
           invoice.total_cents - invoice.paid_cents - invoice.credited_cents
      from invoice
     where invoice.firm_id = ${firmId} and invoice.client_id = ${clientId} and invoice.status = 'void'`;
}

/** The day of the client's first invoice or payment, whichever came first; null when there is none. */
export async function findFirstAccountDate(
  db: DbExecutor,
  firmId: string,
  clientId: string,
): Promise<string | null> {
  const rows = await queryRows<{ first_date: string | null }>(
    db,
    sql`select to_char(least(
              (select min(issue_date) from invoice
                where firm_id = ${firmId} and client_id = ${clientId} and status <> 'draft'),
              (select min(received_on) from payment where firm_id = ${firmId} and client_id = ${clientId})
            ), 'YYYY-MM-DD') as first_date`,
  );
  return rows[0]?.first_date ?? null;
}

/** What the client owed before `from` (negative: in credit). */
export async function sumAccountBefore(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  from: string,
): Promise<number> {
  const rows = await queryRows<{ balance_cents: string }>(
    db,
    sql`select coalesce(sum(debit_cents - credit_cents), 0) as balance_cents
          from (${clientEventsSql(firmId, clientId)}) as event
         where event.event_date < ${from}::date`,
  );
  return readCents(rows[0]?.balance_cents ?? 0);
}

/** The client's movements from `from` to `to` (both included), in statement order, at most `limit`. */
export async function listAccountEvents(
  db: DbExecutor,
  firmId: string,
  clientId: string,
  period: { from: string; to: string },
  limit: number,
): Promise<StatementEvent[]> {
  const rows = await queryRows<{
    kind: StatementEventKind;
    event_date: string;
    document_number: string | null;
    text: string;
    payment_method: string | null;
    payment_reference: string;
    invoice_number: string | null;
    debit_cents: string;
    credit_cents: string;
  }>(
    db,
    sql`select kind, to_char(event_date, 'YYYY-MM-DD') as event_date, document_number, text,
               payment_method, payment_reference, invoice_number, debit_cents, credit_cents
          from (${clientEventsSql(firmId, clientId)}) as event
         where event.event_date between ${period.from}::date and ${period.to}::date
         order by event.event_date, event.kind_order, event.document_number nulls last, event.payment_reference
         limit ${limit}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    date: row.event_date,
    documentNumber: row.document_number,
    text: row.text,
    paymentMethod: row.payment_method,
    paymentReference: row.payment_reference,
    invoiceNumber: row.invoice_number,
    debitCents: readCents(row.debit_cents),
    creditCents: readCents(row.credit_cents),
  }));
}
