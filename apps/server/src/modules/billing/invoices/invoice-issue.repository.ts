import { and, eq, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../../platform/db.ts";
import { type InvoicePartySnapshot, invoiceTable } from "../billing.tables.ts";

/** The audit action of an issue (written by `issueWithNextNumber`'s statement, or by the caller). */
export const INVOICE_ISSUED_ACTION = "billing.invoice_issued";

/** What issuing prints about the firm, as read under the lock that hands out the number. */
export type TakenInvoiceNumber = {
  sequence: number;
  invoicePrefix: string;
  vatRegistered: boolean;
  vatNumber: string;
  paymentTermsDays: number;
  supplierName: string;
  supplierAddress: string;
  registrationNumber: string;
};

/** The facts an issue was worked out with; the number is only written when they still hold. */
export type IssueAssumptions = Omit<TakenInvoiceNumber, "sequence" | "invoicePrefix">;

export type InvoiceIssue = {
  issueDate: string;
  dueDate: string;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  taxInvoiceKind: "full" | "abridged" | "not_vat_registered";
  supplier: InvoicePartySnapshot;
  recipient: InvoicePartySnapshot;
  issuedBy: string;
};

/**
 * Takes the firm's next invoice number and issues the draft with it, in one statement: the update of
 * the billing profile's counter locks that row until the caller's transaction ends, so concurrent
 * issuers queue there and each number goes to exactly one invoice; a rollback puts the number back,
 * so none is skipped. One statement keeps the lock short: between taking the number and the commit
 * there is no other round trip to the database. The audit row is written by the same statement.
 *
 * The issue was worked out before the lock from the profile as read then (`assumed`). The draft is
 * issued only when the locked row still says the same; otherwise the number is taken all the same
 * and `number` is null: the caller works the issue out again from `taken` and calls `markInvoiceIssued`.
 */
export async function issueWithNextNumber(
  db: DbExecutor,
  target: { firmId: string; invoiceId: string; ipAddress: string },
  assumed: IssueAssumptions,
  issue: InvoiceIssue,
  auditData: Record<string, unknown>,
): Promise<{ taken: TakenInvoiceNumber; number: string | null }> {
  const { firmId, invoiceId } = target;
  const rows = await queryRows<{
    sequence: number;
    invoice_prefix: string;
    vat_registered: boolean;
    vat_number: string;
    payment_terms_days: number;
    supplier_name: string;
    supplier_address: string;
    registration_number: string;
    issued_number: string | null;
  }>(
    db,
    sql`with taken as (
          update billing_profile as profile
             set next_invoice_number = profile.next_invoice_number + 1
            from firm
           where firm.id = profile.firm_id and profile.firm_id = ${firmId}::uuid
       returning profile.next_invoice_number - 1 as sequence, profile.invoice_prefix, profile.vat_registered,
                 profile.vat_number, profile.payment_terms_days, firm.name as supplier_name,
                 case when trim(profile.billing_address) <> '' then profile.billing_address
                      else coalesce(firm.address, '') end as supplier_address,
                 coalesce(firm.registration_number, '') as registration_number
        ), issued as (
          update invoice
             set status = 'sent',
                 number = taken.invoice_prefix || '-'
                          || lpad(taken.sequence::text, greatest(6, length(taken.sequence::text)), '0'),
                 sequence = taken.sequence,
                 issue_date = ${issue.issueDate}::date,
                 due_date = ${issue.dueDate}::date,
                 subtotal_cents = ${issue.subtotalCents},
                 vat_cents = ${issue.vatCents},
                 total_cents = ${issue.totalCents},
                 tax_invoice_kind = ${issue.taxInvoiceKind},
                 supplier = ${JSON.stringify(issue.supplier)}::jsonb,
                 recipient = ${JSON.stringify(issue.recipient)}::jsonb,
                 issued_at = now(),
                 issued_by = ${issue.issuedBy},
                 updated_at = now()
            from taken
           where invoice.id = ${invoiceId}::uuid and invoice.firm_id = ${firmId}::uuid
             and invoice.status = 'draft'
             and taken.vat_registered = ${assumed.vatRegistered}
             and taken.vat_number = ${assumed.vatNumber}
             and taken.payment_terms_days = ${assumed.paymentTermsDays}
             and taken.supplier_name = ${assumed.supplierName}
             and taken.supplier_address = ${assumed.supplierAddress}
             and taken.registration_number = ${assumed.registrationNumber}
       returning invoice.id, invoice.number
        ), audited as (
          insert into audit_event (firm_id, user_id, action, entity_type, entity_id, ip_address, data)
          select ${firmId}::uuid, ${issue.issuedBy}, ${INVOICE_ISSUED_ACTION}, 'invoice', issued.id::text,
                 ${target.ipAddress}, ${JSON.stringify(auditData)}::jsonb || jsonb_build_object('number', issued.number)
            from issued
        )
        select taken.*, issued.number as issued_number from taken left join issued on true`,
  );
  const row = rows[0];
  if (!row) throw new Error(`billing profile of firm ${firmId} is missing: call readBillingProfile first`);
  return {
    taken: {
      sequence: Number(row.sequence),
      invoicePrefix: row.invoice_prefix,
      vatRegistered: row.vat_registered,
      vatNumber: row.vat_number,
      paymentTermsDays: Number(row.payment_terms_days),
      supplierName: row.supplier_name,
      supplierAddress: row.supplier_address,
      registrationNumber: row.registration_number,
    },
    number: row.issued_number,
  };
}

/** Issuing: the number, dates, totals and the parties as printed, all in one update of the draft. */
export async function markInvoiceIssued(
  db: DbExecutor,
  invoiceId: string,
  issued: InvoiceIssue & { number: string; sequence: number },
): Promise<void> {
  await db
    .update(invoiceTable)
    .set({ ...issued, status: "sent", issuedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invoiceTable.id, invoiceId), eq(invoiceTable.status, "draft")));
}
