import {
  balanceCentsOf,
  canManageBilling,
  formatCents,
  settledStatusOf,
  type TClientBillingAccount,
  type TPayment,
  todayInSouthAfrica,
  type ZApplyCreditRequest,
  type ZCreatePaymentRequest,
  type ZPaymentListQuery,
} from "@inkundla/shared";
import type { z } from "zod";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { Db, DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { linkFeeNoteToInvoice, lockTrustAccounts, postTrustTransaction } from "../../trust/index.ts";
import { paymentError } from "./payment.errors.ts";
import {
  type AllocationRow,
  addToAllocated,
  countPayments,
  findClient,
  findMatterOfClient,
  findPaymentRow,
  type InvoiceForPayment,
  insertAllocation,
  insertPayment,
  listAllocations,
  listClientTrustLedgers,
  listPaymentRows,
  lockClientCredits,
  lockInvoices,
  type PaymentRow,
  setInvoiceSettlement,
  sumClientBalances,
} from "./payment.repository.ts";

export type PaymentServiceDeps = { db: Db };

export const PAYMENT_AUDIT_ACTIONS = {
  recorded: "billing.payment_recorded",
  creditApplied: "billing.credit_applied",
} as const;

type CreatePaymentInput = z.output<typeof ZCreatePaymentRequest>;
type ApplyCreditInput = z.output<typeof ZApplyCreditRequest>;
type Allocation = { invoiceId: string; amountCents: number };

function requireBillingManager(identity: FirmIdentity): void {
  if (!canManageBilling(identity.membership)) throw paymentError("not_allowed");
}

async function requireClient(db: DbExecutor, firmId: string, clientId: string) {
  const client = isUuid(clientId) ? await findClient(db, firmId, clientId) : null;
  if (!client) throw paymentError("client_not_found");
  return client;
}

/**
 * Checks one allocation against its invoice, read under lock: the client's own invoice (404 for any
 * other, so another firm's invoices stay unseen), issued and not void (409), and no more than what is
 * still due on it (409). Returns the invoice with its number, which every issued invoice has.
 */
function checkAllocation(
  invoice: InvoiceForPayment | undefined,
  clientId: string,
  amountCents: number,
): InvoiceForPayment & { number: string } {
  if (!invoice || invoice.clientId !== clientId) throw paymentError("invoice_not_found");
  if (invoice.status === "draft" || invoice.number === null) throw paymentError("invoice_not_issued");
  if (invoice.status === "void") {
    throw paymentError("invoice_void", `Invoice ${invoice.number} is void and cannot be paid.`);
  }
  const balance = balanceCentsOf(invoice);
  if (amountCents > balance) {
    throw paymentError(
      "allocation_exceeds_balance",
      `Invoice ${invoice.number} has ${formatCents(balance)} still due: ${formatCents(amountCents)} cannot be allocated to it.`,
    );
  }
  return { ...invoice, number: invoice.number };
}

/** Locks the allocations' invoices (in id order) and checks every allocation before anything is written. */
async function lockAndCheckInvoices(
  tx: DbExecutor,
  firmId: string,
  clientId: string,
  allocations: readonly Allocation[],
) {
  const invoices = await lockInvoices(
    tx,
    firmId,
    allocations.map((allocation) => allocation.invoiceId),
  );
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  return allocations.map((allocation) => ({
    allocation,
    invoice: checkAllocation(byId.get(allocation.invoiceId), clientId, allocation.amountCents),
  }));
}

/** Puts money on an invoice: the paid figure, the status, and the day its balance reached zero. */
async function settleInvoice(
  tx: DbExecutor,
  invoice: InvoiceForPayment,
  amountCents: number,
  paidOn: string,
): Promise<void> {
  const paidCents = invoice.paidCents + amountCents;
  const status = settledStatusOf({ ...invoice, paidCents });
  await setInvoiceSettlement(tx, invoice.id, {
    paidCents,
    status,
    paidOn: status === "paid" ? (invoice.paidOn ?? paidOn) : invoice.paidOn,
  });
}

function toPayment(row: PaymentRow, allocations: readonly AllocationRow[]): TPayment {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    method: row.method,
    amountCents: row.amountCents,
    unallocatedCents: row.amountCents - row.allocatedCents,
    date: row.receivedOn,
    reference: row.reference,
    allocations: allocations.map((allocation) => ({
      invoiceId: allocation.invoiceId,
      invoiceNumber: allocation.invoiceNumber,
      amountCents: allocation.amountCents,
      trustPostingId: allocation.trustPostingId,
      trustPostingNumber: allocation.trustPostingNumber,
    })),
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

async function readPayment(db: DbExecutor, firmId: string, paymentId: string): Promise<TPayment | null> {
  const row = await findPaymentRow(db, firmId, paymentId);
  return row ? toPayment(row, await listAllocations(db, [row.id])) : null;
}

/**
 * Before anything is written: the trust account and matter a payment from trust names must be the
 * firm's (404 otherwise, before a foreign key could tell a caller whether an id exists), and the
 * account is locked now, as the trust posting would lock it. The payment row's foreign key takes a
 * share lock on the account; were that taken first, two payers would each hold one and then both
 * wait for the other's to post (a deadlock). Locked first, they queue: invoices → trust account →
 * creditor ledgers → journal counter, the one order every writer follows.
 */
async function lockTrustSource(
  tx: DbExecutor,
  firmId: string,
  clientId: string,
  trust: { accountId: string; matterId?: string | null | undefined },
): Promise<void> {
  const [account] = isUuid(trust.accountId) ? await lockTrustAccounts(tx, firmId, [trust.accountId]) : [];
  if (!account) throw paymentError("trust_account_not_found");
  if (trust.matterId) {
    const matter = isUuid(trust.matterId)
      ? await findMatterOfClient(tx, firmId, clientId, trust.matterId)
      : null;
    if (!matter) throw paymentError("trust_matter_not_found");
  }
}

/**
 * POST /api/billing/payments. Everything happens in one transaction: the invoices are locked and
 * checked, the payment and its allocations written and the invoices settled. A payment from trust also
 * writes, per invoice, the trust → business transfer through the trust module under every trust rule;
 * when the trust side refuses (the client holds too little), its 409 reaches the caller and the
 * rollback leaves both books as they were. What EFT, cash or card does not allocate is client credit.
 */
export async function recordPayment(
  deps: PaymentServiceDeps,
  identity: FirmIdentity,
  input: CreatePaymentInput,
): Promise<TPayment> {
  requireBillingManager(identity);
  const { firmId } = identity.membership;
  const { userId } = identity;
  return deps.db.transaction(async (tx) => {
    const client = await requireClient(tx, firmId, input.clientId);
    const checked = await lockAndCheckInvoices(tx, firmId, client.id, input.allocations);
    const allocatedCents = input.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    const trust = input.method === "trust" ? input.trust : undefined;
    if (trust) await lockTrustSource(tx, firmId, client.id, trust);
    const paymentId = await insertPayment(tx, {
      firmId,
      clientId: client.id,
      method: input.method,
      amountCents: input.amountCents,
      allocatedCents,
      receivedOn: input.date,
      reference: input.reference,
      trustAccountId: trust?.accountId ?? null,
      trustMatterId: trust?.matterId ?? null,
      createdBy: userId,
    });
    for (const { allocation, invoice } of checked) {
      let trustPostingId: string | null = null;
      if (trust) {
        // Fees move from trust only for the matter the invoice is for (TRUST-RULES practice note on
        // Rule 54.14.12): the transfer is recorded on the invoice's matter, never on another one.
        if (trust.matterId && invoice.matterId && trust.matterId !== invoice.matterId) {
          throw paymentError(
            "trust_other_matter",
            `Invoice ${invoice.number} is for another matter than the trust money chosen: pay it from trust money held for its own matter (LPC Rule 54.14.12).`,
          );
        }
        const matterId = invoice.matterId ?? trust.matterId;
        // The invoice is the fee note the transfer is made against (Rule 54.14.12): the trust module
        // refuses a transfer beyond what is still due on it or beyond the client's trust balance.
        trustPostingId = await postTrustTransaction(
          tx,
          { firmId, userId },
          {
            type: "transfer_to_business",
            accountId: trust.accountId,
            clientId: client.id,
            ...(matterId ? { matterId } : {}),
            amountCents: allocation.amountCents,
            date: input.date,
            description: `Fees: invoice ${invoice.number}`,
            reference: invoice.number,
            feeNoteReference: invoice.number,
            feeNoteAmountCents: invoice.totalCents,
          },
        );
        await linkFeeNoteToInvoice(tx, firmId, invoice.number, invoice.id);
      }
      await insertAllocation(tx, {
        firmId,
        paymentId,
        invoiceId: invoice.id,
        amountCents: allocation.amountCents,
        trustPostingId,
        createdBy: userId,
      });
      await settleInvoice(tx, invoice, allocation.amountCents, input.date);
    }
    await recordAuditEvent(tx, {
      action: PAYMENT_AUDIT_ACTIONS.recorded,
      firmId,
      userId,
      entityType: "payment",
      entityId: paymentId,
      ipAddress: identity.ipAddress,
      data: {
        clientName: client.name,
        method: input.method,
        amountCents: input.amountCents,
        allocatedCents,
        date: input.date,
        reference: input.reference,
        invoices: checked.map(({ allocation, invoice }) => ({
          number: invoice.number,
          amountCents: allocation.amountCents,
        })),
      },
    });
    const payment = await readPayment(tx, firmId, paymentId);
    if (!payment) throw new Error(`payment ${paymentId} vanished inside its own transaction`);
    return payment;
  });
}

/**
 * POST /api/billing/credits/apply: the client's credit (unallocated EFT, cash and card payments) paid
 * onto invoices, the oldest payment spent first. The invoices are locked before the payments, the
 * same order as every other writer, and both are checked before anything is written.
 */
export async function applyClientCredit(
  deps: PaymentServiceDeps,
  identity: FirmIdentity,
  input: ApplyCreditInput,
): Promise<TClientBillingAccount> {
  requireBillingManager(identity);
  const { firmId } = identity.membership;
  const { userId } = identity;
  return deps.db.transaction(async (tx) => {
    const client = await requireClient(tx, firmId, input.clientId);
    const checked = await lockAndCheckInvoices(tx, firmId, client.id, input.allocations);
    const credits = await lockClientCredits(tx, firmId, client.id);
    const sources = credits.map((credit) => ({
      paymentId: credit.id,
      leftCents: credit.amountCents - credit.allocatedCents,
      takenCents: 0,
    }));
    const availableCents = sources.reduce((sum, source) => sum + source.leftCents, 0);
    const wantedCents = input.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    if (wantedCents > availableCents) {
      throw paymentError(
        "not_enough_credit",
        `The client has ${formatCents(availableCents)} in credit, less than the ${formatCents(wantedCents)} to apply.`,
      );
    }
    const today = todayInSouthAfrica();
    for (const { allocation, invoice } of checked) {
      let dueCents = allocation.amountCents;
      for (const source of sources) {
        if (dueCents === 0) break;
        const takeCents = Math.min(dueCents, source.leftCents);
        if (takeCents === 0) continue;
        await insertAllocation(tx, {
          firmId,
          paymentId: source.paymentId,
          invoiceId: invoice.id,
          amountCents: takeCents,
          trustPostingId: null,
          createdBy: userId,
        });
        source.leftCents -= takeCents;
        source.takenCents += takeCents;
        dueCents -= takeCents;
      }
      await settleInvoice(tx, invoice, allocation.amountCents, today);
    }
    for (const source of sources) {
      if (source.takenCents > 0) await addToAllocated(tx, source.paymentId, source.takenCents);
    }
    await recordAuditEvent(tx, {
      action: PAYMENT_AUDIT_ACTIONS.creditApplied,
      firmId,
      userId,
      entityType: "client",
      entityId: client.id,
      ipAddress: identity.ipAddress,
      data: {
        clientName: client.name,
        amountCents: wantedCents,
        invoices: checked.map(({ allocation, invoice }) => ({
          number: invoice.number,
          amountCents: allocation.amountCents,
        })),
        payments: sources
          .filter((source) => source.takenCents > 0)
          .map((source) => ({ paymentId: source.paymentId, amountCents: source.takenCents })),
      },
    });
    return readClientAccount(tx, firmId, client);
  });
}

async function readClientAccount(
  db: DbExecutor,
  firmId: string,
  client: { id: string; name: string },
): Promise<TClientBillingAccount> {
  const balances = await sumClientBalances(db, firmId, client.id);
  return {
    clientId: client.id,
    clientName: client.name,
    ...balances,
    trustLedgers: await listClientTrustLedgers(db, firmId, client.id),
  };
}

/** GET /api/billing/clients/{id}/account: what the client owes, holds in credit, and has in trust. */
export async function getClientBillingAccount(
  deps: PaymentServiceDeps,
  identity: FirmIdentity,
  clientId: string,
): Promise<TClientBillingAccount> {
  const { firmId } = identity.membership;
  const client = await requireClient(deps.db, firmId, clientId);
  return readClientAccount(deps.db, firmId, client);
}

export async function getPayment(
  deps: PaymentServiceDeps,
  identity: FirmIdentity,
  paymentId: string,
): Promise<TPayment> {
  const payment = isUuid(paymentId)
    ? await readPayment(deps.db, identity.membership.firmId, paymentId)
    : null;
  if (!payment) throw paymentError("payment_not_found");
  return payment;
}

/** A page of the firm's payments, the latest received first, with the total for X-Total-Count. */
export async function listPayments(
  deps: PaymentServiceDeps,
  identity: FirmIdentity,
  query: z.output<typeof ZPaymentListQuery>,
): Promise<{ payments: TPayment[]; total: number }> {
  const { firmId } = identity.membership;
  const { limit, offset, ...filters } = query;
  const total = await countPayments(deps.db, firmId, filters);
  if (total === 0 || offset >= total) return { payments: [], total };
  const rows = await listPaymentRows(deps.db, firmId, filters, { limit, offset });
  const allocations = await listAllocations(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    payments: rows.map((row) =>
      toPayment(
        row,
        allocations.filter((allocation) => allocation.paymentId === row.id),
      ),
    ),
    total,
  };
}
