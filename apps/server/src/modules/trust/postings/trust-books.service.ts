import {
  centsToRand,
  type TTrustClientLedger,
  type TTrustLedgerSummary,
  type TTrustPosting,
  type TTrustSummary,
  type TTrustTransaction,
  type ZTrustLedgerListQuery,
  type ZTrustTransactionListQuery,
} from "@inkundla/shared";
import type { z } from "zod";
import { readCents } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { trustError } from "../trust.errors.ts";
import type { TrustDeps } from "../trust-deps.ts";
import {
  clientAccountBalances,
  clientMatterBalances,
  countLedgerBalances,
  countTransactions,
  listClientLedgerLines,
  listLedgerBalances,
  listTransactions,
  readTrustSummary,
} from "./trust-books.repository.ts";
import { findAccounts, findClient, findMatter, readPosting } from "./trust-posting.repository.ts";

export async function listTrustTransactions(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: z.output<typeof ZTrustTransactionListQuery>,
): Promise<{ transactions: TTrustTransaction[]; total: number }> {
  const { limit, offset, ...filters } = query;
  const { firmId } = identity.membership;
  const total = await countTransactions(deps.db, firmId, filters);
  if (total === 0 || offset >= total) return { transactions: [], total };
  const rows = await listTransactions(deps.db, firmId, filters, { limit, offset });
  return {
    total,
    transactions: rows.map((row) => {
      const amountCents = readCents(row.amount_cents);
      const debitCents = amountCents < 0 ? -amountCents : 0;
      const creditCents = Math.max(amountCents, 0);
      const balanceCents = readCents(row.balance_after_cents);
      return {
        id: row.id,
        postingId: row.posting_id,
        number: row.number,
        type: row.type,
        date: row.posted_on,
        description: row.description,
        account: row.account_name,
        accountId: row.account_id,
        reference: row.reference,
        debit: centsToRand(debitCents),
        credit: centsToRand(creditCents),
        balance: centsToRand(balanceCents),
        debitCents,
        creditCents,
        balanceCents,
        reconciled: row.reconciled,
        clientNames: row.client_names ?? "",
        amountCents: readCents(row.posting_amount_cents),
        reversed: row.reversed,
      };
    }),
  };
}

export async function getTrustPosting(
  deps: TrustDeps,
  identity: FirmIdentity,
  postingId: string,
): Promise<TTrustPosting> {
  const posting = isUuid(postingId)
    ? await readPosting(deps.db, identity.membership.firmId, postingId)
    : null;
  if (!posting) throw trustError("posting_not_found");
  return posting;
}

export async function listTrustLedgers(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: z.output<typeof ZTrustLedgerListQuery>,
): Promise<{ ledgers: TTrustLedgerSummary[]; total: number }> {
  const { limit, offset, ...filters } = query;
  const { firmId } = identity.membership;
  const rows = await listLedgerBalances(deps.db, firmId, filters, { limit, offset });
  const total = rows[0]?.total ?? (offset > 0 ? await countLedgerBalances(deps.db, firmId, filters) : 0);
  return {
    total,
    ledgers: rows.map((row) => ({
      clientId: row.client_id,
      clientName: row.client_name,
      balanceCents: readCents(row.balance_cents),
      lastPostingDate: row.last_posted_on,
    })),
  };
}

/** GET /api/trust-accounting/ledgers/{clientId}: the client's postings with a running balance. */
export async function getClientLedger(
  deps: TrustDeps,
  identity: FirmIdentity,
  clientId: string,
  filters: { matterId?: string; accountId?: string },
): Promise<TTrustClientLedger> {
  const { firmId } = identity.membership;
  const client = isUuid(clientId) ? await findClient(deps.db, firmId, clientId) : null;
  if (!client) throw trustError("client_not_found");
  // A filter naming another firm's account or matter answers 404 instead of being ignored.
  if (filters.accountId && (await findAccounts(deps.db, firmId, [filters.accountId])).length === 0) {
    throw trustError("account_not_found");
  }
  if (filters.matterId) {
    const matter = await findMatter(deps.db, firmId, filters.matterId);
    if (!matter || matter.clientId !== client.id) throw trustError("matter_not_found");
  }
  const [lines, matters, accounts] = await Promise.all([
    listClientLedgerLines(deps.db, firmId, client.id, filters),
    clientMatterBalances(deps.db, firmId, client.id),
    clientAccountBalances(deps.db, firmId, client.id),
  ]);
  const balanceCents = accounts.reduce((sum, account) => sum + readCents(account.balance_cents), 0);
  return {
    clientId: client.id,
    clientName: client.name,
    balanceCents,
    matters: matters.map((matter) => ({
      matterId: matter.matter_id,
      matterReference: matter.matter_reference,
      matterTitle: matter.matter_title,
      balanceCents: readCents(matter.balance_cents),
    })),
    accounts: accounts.map((account) => ({
      accountId: account.account_id,
      accountName: account.account_name,
      balanceCents: readCents(account.balance_cents),
    })),
    postings: lines.map((line) => ({
      postingId: line.posting_id,
      number: line.number,
      type: line.type,
      date: line.posted_on,
      description: line.description,
      reference: line.reference,
      accountId: line.account_id,
      accountName: line.account_name,
      matterId: line.matter_id,
      matterReference: line.matter_reference,
      amountCents: readCents(line.amount_cents),
      balanceCents: readCents(line.running_cents),
    })),
  };
}

export async function getTrustSummary(deps: TrustDeps, identity: FirmIdentity): Promise<TTrustSummary> {
  const row = await readTrustSummary(deps.db, identity.membership.firmId);
  return {
    totalTrustFundsCents: readCents(row.total_cents),
    activeAccounts: row.active_accounts,
    clientsInCredit: row.clients_in_credit,
    unreconciledItems: row.unreconciled_entries + row.unmatched_lines,
    fundDueCents: readCents(row.fund_cents),
    firmFundsCents: readCents(row.firm_cents),
  };
}
