import type { TInvoiceStatus, TPaymentMethod } from "@inkundla/shared";
import { and, asc, count, desc, eq, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../../platform/db.ts";
import { userTable } from "../../auth/auth.tables.ts";
import { clientTable } from "../../clients/client.tables.ts";
import { matterTable } from "../../matters/matter.tables.ts";
import { personNameSql } from "../../time/index.ts";
import { trustPostingTable } from "../../trust/trust.tables.ts";
import { invoiceTable, paymentAllocationTable, paymentTable } from "../billing.tables.ts";

/** What paying an invoice needs to know about it, read under its row lock. */
export type InvoiceForPayment = {
  id: string;
  clientId: string;
  matterId: string | null;
  status: TInvoiceStatus;
  number: string | null;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  dueDate: string | null;
  paidOn: string | null;
  interestChargedThrough: string | null;
  /** Set on an interest invoice: the overdue invoice it charges interest on. */
  interestOnInvoiceId: string | null;
};

export type PaymentRow = {
  id: string;
  clientId: string;
  clientName: string;
  method: TPaymentMethod;
  amountCents: number;
  allocatedCents: number;
  receivedOn: string;
  reference: string;
  recordedBy: string;
  createdAt: Date;
};

export type AllocationRow = {
  paymentId: string;
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  trustPostingId: string | null;
  trustPostingNumber: number | null;
};

export type PaymentFilters = { clientId?: string | undefined; method?: TPaymentMethod | undefined };

export async function findClient(db: DbExecutor, firmId: string, clientId: string) {
  const rows = await db
    .select({ id: clientTable.id, name: clientTable.name })
    .from(clientTable)
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMatterOfClient(db: DbExecutor, firmId: string, clientId: string, matterId: string) {
  const rows = await db
    .select({ id: matterTable.id })
    .from(matterTable)
    .where(
      and(eq(matterTable.firmId, firmId), eq(matterTable.clientId, clientId), eq(matterTable.id, matterId)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The firm's invoices with these ids, locked for this transaction in id order, so two payments
 * touching the same invoices wait for each other instead of deadlocking or both spending the balance.
 */
export async function lockInvoices(
  db: DbExecutor,
  firmId: string,
  invoiceIds: readonly string[],
): Promise<InvoiceForPayment[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select({
      id: invoiceTable.id,
      clientId: invoiceTable.clientId,
      matterId: invoiceTable.matterId,
      status: invoiceTable.status,
      number: invoiceTable.number,
      totalCents: invoiceTable.totalCents,
      paidCents: invoiceTable.paidCents,
      creditedCents: invoiceTable.creditedCents,
      dueDate: invoiceTable.dueDate,
      paidOn: invoiceTable.paidOn,
      interestChargedThrough: invoiceTable.interestChargedThrough,
      interestOnInvoiceId: invoiceTable.interestOnInvoiceId,
    })
    .from(invoiceTable)
    .where(and(eq(invoiceTable.firmId, firmId), inArray(invoiceTable.id, [...new Set(invoiceIds)])))
    .orderBy(asc(invoiceTable.id))
    .for("update");
}

/** Only the paid figure, the status and the day it was paid may change on an issued invoice. */
export async function setInvoiceSettlement(
  db: DbExecutor,
  invoiceId: string,
  values: { paidCents: number; status: TInvoiceStatus; paidOn: string | null },
): Promise<void> {
  await db
    .update(invoiceTable)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(invoiceTable.id, invoiceId));
}

export async function insertPayment(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    method: TPaymentMethod;
    amountCents: number;
    allocatedCents: number;
    receivedOn: string;
    reference: string;
    trustAccountId: string | null;
    trustMatterId: string | null;
    createdBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(paymentTable).values(values).returning({ id: paymentTable.id });
  if (!row) throw new Error("payment insert returned nothing");
  return row.id;
}

export async function insertAllocation(
  db: DbExecutor,
  values: {
    firmId: string;
    paymentId: string;
    invoiceId: string;
    amountCents: number;
    trustPostingId: string | null;
    createdBy: string;
  },
): Promise<void> {
  await db.insert(paymentAllocationTable).values(values);
}

export async function addToAllocated(db: DbExecutor, paymentId: string, amountCents: number) {
  await db
    .update(paymentTable)
    .set({ allocatedCents: sql`${paymentTable.allocatedCents} + ${amountCents}` })
    .where(eq(paymentTable.id, paymentId));
}

/**
 * The client's payments with money not yet allocated (EFT, cash, card: a payment from trust is always
 * allocated whole), oldest first and locked, so credit is spent in the order it was received.
 */
export async function lockClientCredits(db: DbExecutor, firmId: string, clientId: string) {
  return db
    .select({
      id: paymentTable.id,
      amountCents: paymentTable.amountCents,
      allocatedCents: paymentTable.allocatedCents,
    })
    .from(paymentTable)
    .where(
      and(
        eq(paymentTable.firmId, firmId),
        eq(paymentTable.clientId, clientId),
        ne(paymentTable.method, "trust"),
        lt(paymentTable.allocatedCents, paymentTable.amountCents),
      ),
    )
    .orderBy(asc(paymentTable.receivedOn), asc(paymentTable.createdAt), asc(paymentTable.id))
    .for("update");
}

function paymentConditions(firmId: string, filters: PaymentFilters): SQL | undefined {
  return and(
    eq(paymentTable.firmId, firmId),
    filters.clientId ? eq(paymentTable.clientId, filters.clientId) : undefined,
    filters.method ? eq(paymentTable.method, filters.method) : undefined,
  );
}

const paymentColumns = {
  id: paymentTable.id,
  clientId: paymentTable.clientId,
  clientName: clientTable.name,
  method: paymentTable.method,
  amountCents: paymentTable.amountCents,
  allocatedCents: paymentTable.allocatedCents,
  receivedOn: paymentTable.receivedOn,
  reference: paymentTable.reference,
  recordedBy: personNameSql,
  createdAt: paymentTable.createdAt,
};

export async function countPayments(db: DbExecutor, firmId: string, filters: PaymentFilters) {
  const [row] = await db
    .select({ total: count() })
    .from(paymentTable)
    .where(paymentConditions(firmId, filters));
  return row?.total ?? 0;
}

/** A page of the firm's payments, the latest received first. */
export async function listPaymentRows(
  db: DbExecutor,
  firmId: string,
  filters: PaymentFilters,
  page: { limit: number; offset: number },
): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(paymentTable)
    .innerJoin(clientTable, eq(clientTable.id, paymentTable.clientId))
    .innerJoin(userTable, eq(userTable.id, paymentTable.createdBy))
    .where(paymentConditions(firmId, filters))
    .orderBy(desc(paymentTable.receivedOn), desc(paymentTable.createdAt), desc(paymentTable.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findPaymentRow(
  db: DbExecutor,
  firmId: string,
  paymentId: string,
): Promise<PaymentRow | null> {
  const rows = await db
    .select(paymentColumns)
    .from(paymentTable)
    .innerJoin(clientTable, eq(clientTable.id, paymentTable.clientId))
    .innerJoin(userTable, eq(userTable.id, paymentTable.createdBy))
    .where(and(eq(paymentTable.firmId, firmId), eq(paymentTable.id, paymentId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The allocations of these payments with the invoice numbers and trust journal numbers. */
export async function listAllocations(
  db: DbExecutor,
  paymentIds: readonly string[],
): Promise<AllocationRow[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({
      paymentId: paymentAllocationTable.paymentId,
      invoiceId: paymentAllocationTable.invoiceId,
      invoiceNumber: invoiceTable.number,
      amountCents: paymentAllocationTable.amountCents,
      trustPostingId: paymentAllocationTable.trustPostingId,
      trustPostingNumber: trustPostingTable.number,
    })
    .from(paymentAllocationTable)
    .innerJoin(invoiceTable, eq(invoiceTable.id, paymentAllocationTable.invoiceId))
    .leftJoin(trustPostingTable, eq(trustPostingTable.id, paymentAllocationTable.trustPostingId))
    .where(inArray(paymentAllocationTable.paymentId, [...paymentIds]))
    .orderBy(asc(paymentAllocationTable.createdAt), asc(invoiceTable.number));
  // Only issued invoices are ever allocated to, so each has its number.
  return rows.map((row) => ({ ...row, invoiceNumber: row.invoiceNumber ?? "" }));
}

/** What the client owes on issued invoices and holds as credit from unallocated payments. */
export async function sumClientBalances(db: DbExecutor, firmId: string, clientId: string) {
  const rows = await queryRows<{ outstanding_cents: string; credit_cents: string }>(
    db,
    sql`select
          (select coalesce(sum(total_cents - paid_cents - credited_cents), 0) from invoice
            where firm_id = ${firmId} and client_id = ${clientId}
              and status in ('sent', 'partially_paid')) as outstanding_cents,
          (select coalesce(sum(amount_cents - allocated_cents), 0) from payment
            where firm_id = ${firmId} and client_id = ${clientId} and method <> 'trust') as credit_cents`,
  );
  return {
    outstandingCents: readCents(rows[0]?.outstanding_cents ?? 0),
    creditCents: readCents(rows[0]?.credit_cents ?? 0),
  };
}

export type ClientTrustLedger = {
  accountId: string;
  accountName: string;
  matterId: string | null;
  matterReference: string | null;
  balanceCents: number;
};

/**
 * The client's money in trust per active trust account and matter. The trust rules keep the client's
 * balance per account (Rule 54.14.9), so a matter's share is the sum of its ledger lines, never shown as
 * more than the client holds in that account: that is all a payment from it could take.
 */
export async function listClientTrustLedgers(
  db: DbExecutor,
  firmId: string,
  clientId: string,
): Promise<ClientTrustLedger[]> {
  const rows = await queryRows<{
    account_id: string;
    account_name: string;
    matter_id: string | null;
    matter_reference: string | null;
    balance_cents: string;
  }>(
    db,
    sql`with held as (
          select b.account_id, b.balance_cents
          from trust_ledger_balance b
          join trust_account a on a.id = b.account_id and a.status = 'active'
          where b.firm_id = ${firmId} and b.party = 'client' and b.client_id = ${clientId}
            and b.balance_cents > 0
        ), per_matter as (
          select e.account_id, e.matter_id, sum(e.amount_cents) as held_cents
          from trust_entry e
          join held on held.account_id = e.account_id
          where e.firm_id = ${firmId} and e.side = 'ledger' and e.party = 'client'
            and e.client_id = ${clientId}
          group by e.account_id, e.matter_id
          having sum(e.amount_cents) > 0
        )
        select a.id as account_id, a.name as account_name, p.matter_id, m.reference as matter_reference,
          least(p.held_cents, held.balance_cents) as balance_cents
        from per_matter p
        join held on held.account_id = p.account_id
        join trust_account a on a.id = p.account_id
        left join matter m on m.id = p.matter_id
        order by a.name, a.id, m.reference nulls first`,
  );
  return rows.map((row) => ({
    accountId: row.account_id,
    accountName: row.account_name,
    matterId: row.matter_id,
    matterReference: row.matter_reference,
    balanceCents: readCents(row.balance_cents),
  }));
}
