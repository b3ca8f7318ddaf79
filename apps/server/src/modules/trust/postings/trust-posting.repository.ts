import type {
  TTrustAccountKind,
  TTrustLedgerParty,
  TTrustPosting,
  TTrustPostingType,
} from "@inkundla/shared";
import { and, eq, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../../platform/db.ts";
import { clientTable } from "../../clients/client.tables.ts";
import { matterTable } from "../../matters/matter.tables.ts";
import { personNameSql } from "../../time/index.ts";
import type { PlannedLine } from "../trust.rules.ts";
import {
  trustEntryTable,
  trustFeeNoteTable,
  trustLedgerBalanceTable,
  trustPostingTable,
} from "../trust.tables.ts";

export type LockedAccount = {
  id: string;
  name: string;
  kind: TTrustAccountKind;
  clientId: string | null;
  status: "active" | "closed";
  openedOn: string;
  lockedThrough: string | null;
  balanceCents: number;
  instructionDate: string | null;
  instructionFileId: string | null;
};

/** The firm's trust accounts with these ids, locked for this transaction in id order (no deadlocks). */
export async function lockAccounts(
  db: DbExecutor,
  firmId: string,
  accountIds: string[],
): Promise<LockedAccount[]> {
  return selectAccountFacts(db, firmId, accountIds, { lock: true });
}

/** The same facts without a lock, for readers. */
export async function findAccounts(
  db: DbExecutor,
  firmId: string,
  accountIds: string[],
): Promise<LockedAccount[]> {
  return selectAccountFacts(db, firmId, accountIds, { lock: false });
}

async function selectAccountFacts(
  db: DbExecutor,
  firmId: string,
  accountIds: string[],
  options: { lock: boolean },
): Promise<LockedAccount[]> {
  const ids = [...new Set(accountIds)].sort();
  const rows = await queryRows<{
    id: string;
    name: string;
    kind: TTrustAccountKind;
    client_id: string | null;
    status: "active" | "closed";
    opened_on: string;
    locked_through: string | null;
    balance_cents: string;
    instruction_date: string | null;
    instruction_file_id: string | null;
  }>(
    db,
    sql`select id, name, kind, client_id, status, to_char(opened_on, 'YYYY-MM-DD') as opened_on,
          to_char(locked_through, 'YYYY-MM-DD') as locked_through, balance_cents,
          to_char(instruction_date, 'YYYY-MM-DD') as instruction_date, instruction_file_id
        from trust_account
        where firm_id = ${firmId} and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by id
        ${options.lock ? sql`for update` : sql``}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    clientId: row.client_id,
    status: row.status,
    openedOn: row.opened_on,
    lockedThrough: row.locked_through,
    balanceCents: readCents(row.balance_cents),
    instructionDate: row.instruction_date,
    instructionFileId: row.instruction_file_id,
  }));
}

export async function findClient(db: DbExecutor, firmId: string, clientId: string) {
  const rows = await db
    .select({ id: clientTable.id, name: clientTable.name })
    .from(clientTable)
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findMatter(db: DbExecutor, firmId: string, matterId: string) {
  const rows = await db
    .select({ id: matterTable.id, clientId: matterTable.clientId, reference: matterTable.reference })
    .from(matterTable)
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.id, matterId)))
    .limit(1);
  return rows[0] ?? null;
}

export type LockedLedger = { id: string; balanceCents: number };

/**
 * The creditor ledgers a posting changes, created when new and locked for this transaction in key
 * order: two postings for the same client wait for each other instead of both spending the balance.
 */
export async function lockLedgers(
  db: DbExecutor,
  firmId: string,
  ledgers: { key: string; accountId: string; party: TTrustLedgerParty; clientId: string | null }[],
): Promise<Map<string, LockedLedger>> {
  const locked = new Map<string, LockedLedger>();
  for (const ledger of ledgers) {
    await db
      .insert(trustLedgerBalanceTable)
      .values({ firmId, accountId: ledger.accountId, party: ledger.party, clientId: ledger.clientId })
      .onConflictDoNothing();
    const rows = await queryRows<{ id: string; balance_cents: string }>(
      db,
      sql`select id, balance_cents from trust_ledger_balance
          where account_id = ${ledger.accountId} and party = ${ledger.party}
            and client_id is not distinct from ${ledger.clientId}::uuid
          for update`,
    );
    const row = rows[0];
    if (!row) throw new Error(`trust ledger ${ledger.key} vanished inside its own transaction`);
    locked.set(ledger.key, { id: row.id, balanceCents: readCents(row.balance_cents) });
  }
  return locked;
}

export async function setLedgerBalance(
  db: DbExecutor,
  ledgerId: string,
  balanceCents: number,
  postedOn: string,
) {
  await queryRows(
    db,
    sql`update trust_ledger_balance set balance_cents = ${balanceCents},
          last_posted_on = greatest(last_posted_on, ${postedOn}::date)
        where id = ${ledgerId}`,
  );
}

export async function setAccountBalance(db: DbExecutor, accountId: string, balanceCents: number) {
  await queryRows(db, sql`update trust_account set balance_cents = ${balanceCents} where id = ${accountId}`);
}

/** The firm's fee note with this reference, locked, or null when it is new. */
export async function lockFeeNote(db: DbExecutor, firmId: string, reference: string) {
  const rows = await queryRows<{
    id: string;
    client_id: string;
    matter_id: string | null;
    amount_cents: string;
    transferred_cents: string;
  }>(
    db,
    sql`select n.id, n.client_id, n.matter_id, n.amount_cents,
          coalesce((select sum(case when p.type = 'reversal' then -p.amount_cents else p.amount_cents end)
                    from trust_posting p where p.fee_note_id = n.id), 0) as transferred_cents
        from trust_fee_note n
        where n.firm_id = ${firmId} and n.reference = ${reference}
        for update of n`,
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        clientId: row.client_id,
        matterId: row.matter_id,
        amountCents: readCents(row.amount_cents),
        transferredCents: readCents(row.transferred_cents),
      }
    : null;
}

export async function insertFeeNote(
  db: DbExecutor,
  values: {
    firmId: string;
    reference: string;
    clientId: string;
    matterId: string | null;
    amountCents: number;
  },
): Promise<string> {
  const [row] = await db.insert(trustFeeNoteTable).values(values).returning({ id: trustFeeNoteTable.id });
  if (!row) throw new Error("fee note insert returned nothing");
  return row.id;
}

/** The next journal number of the firm. Taken last, so the lock on the counter is held briefly. */
export async function takeJournalNumber(db: DbExecutor, firmId: string): Promise<number> {
  const rows = await queryRows<{ number: number }>(
    db,
    sql`insert into trust_books (firm_id, next_number) values (${firmId}, 2)
        on conflict (firm_id) do update set next_number = trust_books.next_number + 1
        returning next_number - 1 as number`,
  );
  const number = rows[0]?.number;
  if (number === undefined) throw new Error("journal number not taken");
  return number;
}

export async function insertPosting(
  db: DbExecutor,
  values: {
    firmId: string;
    number: number;
    type: TTrustPostingType;
    postedOn: string;
    description: string;
    reference: string;
    amountCents: number;
    counterparty: string;
    feeNoteId: string | null;
    reversesId: string | null;
    reason: string | null;
    capturedBy: string;
  },
): Promise<string> {
  const [row] = await db.insert(trustPostingTable).values(values).returning({ id: trustPostingTable.id });
  if (!row) throw new Error("posting insert returned nothing");
  return row.id;
}

export async function insertEntries(
  db: DbExecutor,
  rows: (PlannedLine & {
    firmId: string;
    postingId: string;
    number: number;
    postedOn: string;
    balanceAfterCents: number;
  })[],
): Promise<void> {
  await db.insert(trustEntryTable).values(rows);
}

export type PostingHeader = {
  id: string;
  number: number;
  type: TTrustPostingType;
  postedOn: string;
  description: string;
  reference: string;
  amountCents: number;
  counterparty: string;
  feeNoteId: string | null;
  reversesId: string | null;
  reversedById: string | null;
};

/** A posting of the firm with its lines, for reversing it (the lines as they were planned). */
export async function findPostingForReversal(db: DbExecutor, firmId: string, postingId: string) {
  const headers = await queryRows<{
    id: string;
    type: TTrustPostingType;
    posted_on: string;
    description: string;
    reference: string;
    amount_cents: string;
    counterparty: string;
    fee_note_id: string | null;
    reversed_by_id: string | null;
  }>(
    db,
    sql`select p.id, p.type, to_char(p.posted_on, 'YYYY-MM-DD') as posted_on, p.description, p.reference,
          p.amount_cents, p.counterparty, p.fee_note_id,
          (select r.id from trust_posting r where r.reverses_id = p.id) as reversed_by_id
        from trust_posting p where p.firm_id = ${firmId} and p.id = ${postingId}`,
  );
  const header = headers[0];
  if (!header) return null;
  const lines = await db
    .select({
      side: trustEntryTable.side,
      accountId: trustEntryTable.accountId,
      party: trustEntryTable.party,
      clientId: trustEntryTable.clientId,
      matterId: trustEntryTable.matterId,
      amountCents: trustEntryTable.amountCents,
    })
    .from(trustEntryTable)
    .where(eq(trustEntryTable.postingId, postingId));
  return {
    id: header.id,
    type: header.type,
    postedOn: header.posted_on,
    description: header.description,
    reference: header.reference,
    amountCents: readCents(header.amount_cents),
    counterparty: header.counterparty,
    feeNoteId: header.fee_note_id,
    reversedById: header.reversed_by_id,
    lines: lines as PlannedLine[],
  };
}

/** A posting as the API answers it: header, who captured it, and every line with names. */
export async function readPosting(
  db: DbExecutor,
  firmId: string,
  postingId: string,
): Promise<TTrustPosting | null> {
  const headers = await queryRows<{
    id: string;
    number: number;
    type: TTrustPostingType;
    posted_on: string;
    description: string;
    reference: string;
    amount_cents: string;
    counterparty: string;
    fee_note_reference: string | null;
    reverses_id: string | null;
    reversed_by_id: string | null;
    captured_by: string;
    captured_by_name: string;
    captured_at: Date;
  }>(
    db,
    sql`select p.id, p.number, p.type, to_char(p.posted_on, 'YYYY-MM-DD') as posted_on, p.description,
          p.reference, p.amount_cents, p.counterparty, n.reference as fee_note_reference, p.reverses_id,
          (select r.id from trust_posting r where r.reverses_id = p.id) as reversed_by_id,
          p.captured_by, ${personNameSql} as captured_by_name, p.captured_at
        from trust_posting p
        join "user" on "user".id = p.captured_by
        left join trust_fee_note n on n.id = p.fee_note_id
        where p.firm_id = ${firmId} and p.id = ${postingId}`,
  );
  const header = headers[0];
  if (!header) return null;
  const lines = await queryRows<{
    side: "bank" | "ledger";
    account_id: string;
    account_name: string;
    party: TTrustLedgerParty | null;
    client_id: string | null;
    client_name: string | null;
    matter_id: string | null;
    matter_reference: string | null;
    amount_cents: string;
  }>(
    db,
    sql`select e.side, e.account_id, a.name as account_name, e.party, e.client_id, c.name as client_name,
          e.matter_id, m.reference as matter_reference, e.amount_cents
        from trust_entry e
        join trust_account a on a.id = e.account_id
        left join client c on c.id = e.client_id
        left join matter m on m.id = e.matter_id
        where e.posting_id = ${postingId}
        order by a.name, e.side, e.amount_cents`,
  );
  return {
    id: header.id,
    number: header.number,
    type: header.type,
    date: header.posted_on,
    description: header.description,
    reference: header.reference,
    amountCents: readCents(header.amount_cents),
    counterparty: header.counterparty,
    feeNoteReference: header.fee_note_reference,
    reversesId: header.reverses_id,
    reversedById: header.reversed_by_id,
    capturedBy: header.captured_by,
    capturedByName: header.captured_by_name,
    capturedAt: new Date(header.captured_at).toISOString(),
    lines: lines.map((line) => ({
      side: line.side,
      accountId: line.account_id,
      accountName: line.account_name,
      party: line.party,
      clientId: line.client_id,
      clientName: line.client_name,
      matterId: line.matter_id,
      matterReference: line.matter_reference,
      amountCents: readCents(line.amount_cents),
    })),
  };
}

/** A fee note whose reference is an invoice's number is that invoice: billing says so, for the books to join. */
export async function linkFeeNoteToInvoice(
  db: DbExecutor,
  firmId: string,
  reference: string,
  invoiceId: string,
): Promise<void> {
  await queryRows(
    db,
    sql`update trust_fee_note set invoice_id = ${invoiceId}
        where firm_id = ${firmId} and reference = ${reference}`,
  );
}
