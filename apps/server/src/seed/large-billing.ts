import { sql } from "drizzle-orm";
import type { DbExecutor } from "../platform/db.ts";

export type LargeBillingSize = { invoices: number };

/** 100,000 invoices over the last two years, most paid by EFT, some open, overdue, draft or void. */
export const LARGE_BILLING_SIZE: LargeBillingSize = { invoices: 100_000 };

/**
 * Billing for the large benchmark firm, in bulk SQL: a VAT registered profile, `size.invoices` invoices
 * spread over 5,000 clients and the last two years, numbered gaplessly in issue order, one fee line each
 * (VAT 15% by the shared rule: round half up of 15% of the line), and a payment with its allocation for
 * every paid and part-paid invoice. About 3% are drafts, 2% void, 10% part paid, 15% sent (many of
 * them overdue), the rest paid. The lock trigger on invoice lines is switched off for this transaction
 * only (lines are written after their invoices' final status); the invoice CHECKs stay on. The triggers
 * that keep the firm's invoice counts per status are switched off too: row by row, 100,000 invoices in
 * one transaction would update the same six counter rows 100,000 times (minutes at commit), so the
 * firm's counts are recounted set-wise at the end instead.
 */
export async function seedLargeBilling(
  tx: DbExecutor,
  context: { firmId: string; ownerId: string },
  size: LargeBillingSize = LARGE_BILLING_SIZE,
): Promise<void> {
  const { firmId, ownerId } = context;
  await tx.execute(sql`alter table invoice_line disable trigger invoice_line_issued_locked`);
  for (const trigger of INVOICE_COUNT_TRIGGERS) {
    await tx.execute(sql.raw(`alter table invoice disable trigger "${trigger}"`));
  }

  await tx.execute(sql`
    create temporary table seed_invoice_plan on commit drop as
    with clients as (
      select array_agg(id order by name, id) as ids, count(*)::int as n from client where firm_id = ${firmId}
    ), plan as (
      select g,
             clients.ids[1 + g % clients.n] as client_id,
             case when g % 100 < 3 then 'draft'
                  when g % 100 < 5 then 'void'
                  when g % 100 < 15 then 'partially_paid'
                  when g % 100 < 30 then 'sent'
                  else 'paid' end as status,
             current_date - 730 + (g::bigint * 730 / ${size.invoices})::int as issue_date,
             50000 + (g::bigint * 7919) % 4500000 as subtotal_cents
        from clients, generate_series(1, ${size.invoices}::int) as g
    )
    select gen_random_uuid() as id, plan.*,
           (plan.subtotal_cents * 15 + 50) / 100 as vat_cents,
           case when status = 'draft' then null
                else (row_number() over (partition by status = 'draft' order by issue_date, g))::int end as sequence
      from plan`);

  await tx.execute(sql`
    insert into invoice (id, firm_id, client_id, status, number, sequence, description, issue_date, due_date,
                         subtotal_cents, vat_cents, total_cents, paid_cents, paid_on, tax_invoice_kind,
                         supplier, recipient, void_reason, voided_at, voided_by, issued_at, issued_by,
                         created_by, created_at, updated_at)
    select p.id, ${firmId}::uuid, p.client_id, p.status::invoice_status,
           case when p.sequence is null then null else 'INV-' || lpad(p.sequence::text, 6, '0') end,
           p.sequence,
           'Professional services rendered ' || p.g,
           case when p.status = 'draft' then null else p.issue_date end,
           p.issue_date + 30,
           p.subtotal_cents, p.vat_cents, p.subtotal_cents + p.vat_cents,
           case p.status when 'paid' then p.subtotal_cents + p.vat_cents
                         when 'partially_paid' then (p.subtotal_cents + p.vat_cents) / 2 else 0 end,
           case when p.status = 'paid' then least(p.issue_date + 5 + p.g % 60, current_date) end,
           case when p.status = 'draft' then null
                when p.subtotal_cents + p.vat_cents > 500000 then 'full' else 'abridged' end,
           case when p.status = 'draft' then null
                else jsonb_build_object('name', 'Mahlangu Large Practice Inc.', 'address', '1 Fox Street, Johannesburg',
                                        'vatNumber', '4123456789', 'registrationNumber', '2015/123456/21') end,
           case when p.status = 'draft' then null
                else jsonb_build_object('name', c.name, 'address', c.physical_address, 'vatNumber', c.vat_number) end,
           case when p.status = 'void' then 'Issued to the wrong client' end,
           case when p.status = 'void' then p.issue_date::timestamptz + interval '1 day' end,
           case when p.status = 'void' then ${ownerId} end,
           case when p.status <> 'draft' then p.issue_date::timestamptz end,
           case when p.status <> 'draft' then ${ownerId} end,
           ${ownerId}, p.issue_date::timestamptz, p.issue_date::timestamptz
      from seed_invoice_plan p join client c on c.id = p.client_id`);

  await tx.execute(sql`
    insert into invoice_line (firm_id, invoice_id, position, kind, description, quantity_hundredths,
                              unit_price_cents, amount_cents, taxable, vat_cents)
    select ${firmId}::uuid, id, 1, 'fee'::invoice_line_kind, 'Professional services rendered', 100,
           subtotal_cents, subtotal_cents, true, vat_cents
      from seed_invoice_plan`);

  await tx.execute(sql`
    create temporary table seed_payment_plan on commit drop as
    select gen_random_uuid() as payment_id, i.id as invoice_id, i.client_id, i.paid_cents,
           coalesce(i.paid_on, least(i.issue_date + 10, current_date)) as received_on, i.number
      from invoice i where i.firm_id = ${firmId} and i.paid_cents > 0`);
  await tx.execute(sql`
    insert into payment (id, firm_id, client_id, method, amount_cents, allocated_cents, received_on, reference, created_by, created_at)
    select payment_id, ${firmId}::uuid, client_id, 'eft'::payment_method, paid_cents, paid_cents, received_on,
           number, ${ownerId}, received_on::timestamptz
      from seed_payment_plan`);
  await tx.execute(sql`
    insert into payment_allocation (firm_id, payment_id, invoice_id, amount_cents, created_by, created_at)
    select ${firmId}::uuid, payment_id, invoice_id, paid_cents, ${ownerId}, received_on::timestamptz
      from seed_payment_plan`);

  await tx.execute(sql`
    insert into billing_profile (firm_id, vat_registered, vat_number, billing_address, banking_details,
                                 payment_terms_days, next_invoice_number)
    select ${firmId}::uuid, true, '4123456789', '1 Fox Street, Johannesburg, 2001',
           'FNB Business Account 62000000001, branch 250655', 30,
           coalesce(max(sequence), 0) + 1
      from invoice where firm_id = ${firmId}`);

  await tx.execute(sql`alter table invoice_line enable trigger invoice_line_issued_locked`);
  await recountInvoiceStatuses(tx, firmId);
  for (const trigger of INVOICE_COUNT_TRIGGERS) {
    await tx.execute(sql.raw(`alter table invoice enable trigger "${trigger}"`));
  }
}

/** The triggers of migration 0007 that keep `firm_invoice_status_count` in every writing transaction. */
const INVOICE_COUNT_TRIGGERS = [
  "invoice_status_count_after_insert_or_delete",
  "invoice_status_count_after_update",
] as const;

/** The firm's invoice counts per status, counted afresh: what the switched-off triggers would have kept. */
async function recountInvoiceStatuses(tx: DbExecutor, firmId: string): Promise<void> {
  await tx.execute(sql`
    insert into firm_invoice_status_count (firm_id, status, total)
    select ${firmId}::uuid, kept.status, count(invoice.id)
      from unnest(enum_range(null::invoice_status)) as kept (status)
      left join invoice on invoice.firm_id = ${firmId}::uuid and invoice.status = kept.status
     group by kept.status
     order by kept.status
    on conflict (firm_id, status) do update set total = excluded.total`);
}
