import type { StatementLine, TStatementLine } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../../platform/db.ts";
import { trustStatementImportTable } from "../trust.tables.ts";
import type { MatchableEntry, MatchableLine } from "./statement-matching.ts";

export async function insertStatementImport(
  db: DbExecutor,
  values: {
    firmId: string;
    accountId: string;
    fileName: string;
    format: string;
    lineCount: number;
    importedBy: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(trustStatementImportTable)
    .values({ ...values, newLineCount: 0 })
    .returning({ id: trustStatementImportTable.id });
  if (!row) throw new Error("statement import insert returned nothing");
  return row.id;
}

/** Inserts the lines not seen before (same account and fingerprint); answers how many were new. */
export async function insertStatementLines(
  db: DbExecutor,
  context: { firmId: string; accountId: string; importId: string },
  lines: (StatementLine & { fingerprintHash: string })[],
): Promise<number> {
  let inserted = 0;
  // Chunks keep each statement well under PostgreSQL's parameter limit.
  for (let start = 0; start < lines.length; start += 500) {
    const chunk = lines.slice(start, start + 500);
    const values = chunk.map(
      (line) =>
        sql`(${context.firmId}::uuid, ${context.accountId}::uuid, ${context.importId}::uuid, ${line.rowNumber},
          ${line.date}::date, ${line.description}, ${line.reference}, ${line.amountCents}, ${line.balanceCents},
          ${line.fingerprintHash})`,
    );
    const rows = await queryRows<{ id: string }>(
      db,
      sql`insert into trust_statement_line (firm_id, account_id, import_id, line_number, posted_on, description,
            reference, amount_cents, balance_cents, fingerprint)
          values ${sql.join(values, sql`, `)}
          on conflict (account_id, fingerprint) do nothing
          returning id`,
    );
    inserted += rows.length;
  }
  await queryRows(
    db,
    sql`update trust_statement_import set new_line_count = ${inserted} where id = ${context.importId}`,
  );
  return inserted;
}

type StatementLineRow = {
  id: string;
  posted_on: string;
  description: string;
  reference: string | null;
  amount_cents: string;
  balance_cents: string | null;
  matched_entry_id: string | null;
  matched_posting_id: string | null;
  matched_posting_number: number | null;
  match_method: "auto" | "manual" | null;
};

function toStatementLine(row: StatementLineRow): TStatementLine {
  return {
    id: row.id,
    date: row.posted_on,
    description: row.description,
    reference: row.reference,
    amountCents: readCents(row.amount_cents),
    balanceCents: row.balance_cents === null ? null : readCents(row.balance_cents),
    matchedEntryId: row.matched_entry_id,
    matchedPostingId: row.matched_posting_id,
    matchedPostingNumber: row.matched_posting_number,
    matchMethod: row.match_method,
  };
}

export async function listStatementLines(
  db: DbExecutor,
  firmId: string,
  filters: { accountId: string; from?: string; to?: string; matched?: boolean; lineId?: string },
): Promise<TStatementLine[]> {
  const conditions: SQL[] = [sql`s.firm_id = ${firmId}`, sql`s.account_id = ${filters.accountId}`];
  if (filters.from) conditions.push(sql`s.posted_on >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`s.posted_on <= ${filters.to}::date`);
  if (filters.matched !== undefined) {
    conditions.push(filters.matched ? sql`s.matched_entry_id is not null` : sql`s.matched_entry_id is null`);
  }
  if (filters.lineId) conditions.push(sql`s.id = ${filters.lineId}`);
  const rows = await queryRows<StatementLineRow>(
    db,
    sql`select s.id, to_char(s.posted_on, 'YYYY-MM-DD') as posted_on, s.description, s.reference, s.amount_cents,
          s.balance_cents, s.matched_entry_id, e.posting_id as matched_posting_id, e.number as matched_posting_number,
          s.match_method
        from trust_statement_line s left join trust_entry e on e.id = s.matched_entry_id
        where ${sql.join(conditions, sql` and `)}
        order by s.posted_on, s.import_id, s.line_number`,
  );
  return rows.map(toStatementLine);
}

/** The statement line, locked, with what matching needs to know. */
export async function lockStatementLine(db: DbExecutor, firmId: string, lineId: string) {
  const rows = await queryRows<{
    id: string;
    account_id: string;
    posted_on: string;
    amount_cents: string;
    matched_entry_id: string | null;
  }>(
    db,
    sql`select id, account_id, to_char(posted_on, 'YYYY-MM-DD') as posted_on, amount_cents, matched_entry_id
        from trust_statement_line where firm_id = ${firmId} and id = ${lineId} for update`,
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        accountId: row.account_id,
        postedOn: row.posted_on,
        amountCents: readCents(row.amount_cents),
        matchedEntryId: row.matched_entry_id,
      }
    : null;
}

/** A cash book line of the firm with whether a statement line already claims it. */
export async function findBankEntry(db: DbExecutor, firmId: string, entryId: string) {
  const rows = await queryRows<{
    id: string;
    account_id: string;
    posted_on: string;
    amount_cents: string;
    matched: boolean;
  }>(
    db,
    sql`select e.id, e.account_id, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on, e.amount_cents,
          exists (select 1 from trust_statement_line s where s.matched_entry_id = e.id) as matched
        from trust_entry e where e.firm_id = ${firmId} and e.id = ${entryId} and e.side = 'bank'`,
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        accountId: row.account_id,
        postedOn: row.posted_on,
        amountCents: readCents(row.amount_cents),
        matched: row.matched,
      }
    : null;
}

/** The bank line a posting wrote on an account. */
export async function findPostingBankEntry(
  db: DbExecutor,
  postingId: string,
  accountId: string,
): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from trust_entry where posting_id = ${postingId} and account_id = ${accountId} and side = 'bank'`,
  );
  return rows[0]?.id ?? null;
}

export async function setStatementMatch(
  db: DbExecutor,
  lineId: string,
  match: { entryId: string; method: "auto" | "manual"; userId: string } | null,
) {
  await queryRows(
    db,
    match
      ? sql`update trust_statement_line set matched_entry_id = ${match.entryId}, match_method = ${match.method},
              matched_by = ${match.userId}, matched_at = now() where id = ${lineId}`
      : sql`update trust_statement_line set matched_entry_id = null, match_method = null, matched_by = null,
              matched_at = null where id = ${lineId}`,
  );
}

/** Unmatched statement lines and unmatched cash book lines of an account after its locked period. */
export async function findMatchCandidates(
  db: DbExecutor,
  accountId: string,
  lockedThrough: string | null,
): Promise<{ lines: MatchableLine[]; entries: MatchableEntry[] }> {
  const after = lockedThrough ?? "0001-01-01";
  const lines = await queryRows<{
    id: string;
    posted_on: string;
    amount_cents: string;
    description: string;
    reference: string | null;
  }>(
    db,
    sql`select id, to_char(posted_on, 'YYYY-MM-DD') as posted_on, amount_cents, description, reference
        from trust_statement_line
        where account_id = ${accountId} and matched_entry_id is null and posted_on > ${after}::date`,
  );
  if (lines.length === 0) return { lines: [], entries: [] };
  const dates = lines.map((line) => line.posted_on).sort();
  const rows = await queryRows<{
    id: string;
    posted_on: string;
    amount_cents: string;
    reference: string;
    number: number;
  }>(
    db,
    sql`select e.id, to_char(e.posted_on, 'YYYY-MM-DD') as posted_on, e.amount_cents, p.reference, e.number
        from trust_entry e join trust_posting p on p.id = e.posting_id
        where e.account_id = ${accountId} and e.side = 'bank' and e.amount_cents <> 0
          and e.posted_on > ${after}::date
          and e.posted_on between ${dates[0]}::date - 7 and ${dates[dates.length - 1]}::date + 7
          and not exists (select 1 from trust_statement_line s where s.matched_entry_id = e.id)`,
  );
  return {
    lines: lines.map((line) => ({
      id: line.id,
      date: line.posted_on,
      amountCents: readCents(line.amount_cents),
      description: line.description,
      reference: line.reference,
    })),
    entries: rows.map((row) => ({
      id: row.id,
      date: row.posted_on,
      amountCents: readCents(row.amount_cents),
      reference: row.reference,
      number: row.number,
    })),
  };
}
