import { centsToRand, type TTrustAccount, type TUpdateTrustAccountRequest } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { type DbExecutor, queryRows, readCents } from "../../../platform/db.ts";
import { trustAccountTable } from "../trust.tables.ts";

type AccountRow = {
  id: string;
  name: string;
  bank: TTrustAccount["bankName"];
  account_number: string;
  branch_code: string | null;
  kind: TTrustAccount["kind"];
  client_id: string | null;
  client_name: string | null;
  balance_cents: string;
  status: TTrustAccount["status"];
  locked_through: string | null;
  opened_on: string;
  instruction_date: string | null;
  instruction_file_id: string | null;
};

function toTrustAccount(row: AccountRow): TTrustAccount {
  const balanceCents = readCents(row.balance_cents);
  return {
    id: row.id,
    name: row.name,
    bankName: row.bank,
    accountNumber: row.account_number,
    branchCode: row.branch_code,
    kind: row.kind,
    clientId: row.client_id,
    clientName: row.client_name,
    balance: centsToRand(balanceCents),
    balanceCents,
    status: row.status,
    lastReconciled: row.locked_through,
    openedOn: row.opened_on,
    instructionOnFile: row.instruction_date !== null && row.instruction_file_id !== null,
    instructionDate: row.instruction_date,
    instructionFileId: row.instruction_file_id,
  };
}

/** The firm's trust accounts as the API answers them (one of them when `accountId` is given). */
export async function selectAccounts(
  db: DbExecutor,
  firmId: string,
  accountId?: string,
): Promise<TTrustAccount[]> {
  const rows = await queryRows<AccountRow>(
    db,
    sql`select a.id, a.name, a.bank, a.account_number, a.branch_code, a.kind, a.client_id, c.name as client_name,
          a.balance_cents, a.status, to_char(a.locked_through, 'YYYY-MM-DD') as locked_through,
          to_char(a.opened_on, 'YYYY-MM-DD') as opened_on,
          to_char(a.instruction_date, 'YYYY-MM-DD') as instruction_date, a.instruction_file_id
        from trust_account a left join client c on c.id = a.client_id
        where a.firm_id = ${firmId} ${accountId ? sql`and a.id = ${accountId}` : sql``}
        order by a.status, a.name, a.id`,
  );
  return rows.map(toTrustAccount);
}

/** Writes a new trust account and answers its id; a duplicate bank and number fails as a unique violation. */
export async function insertAccount(
  db: DbExecutor,
  values: Pick<
    typeof trustAccountTable.$inferInsert,
    | "firmId"
    | "name"
    | "bank"
    | "accountNumber"
    | "branchCode"
    | "kind"
    | "clientId"
    | "openedOn"
    | "createdByUserId"
  >,
): Promise<string> {
  const [row] = await db.insert(trustAccountTable).values(values).returning({ id: trustAccountTable.id });
  return row?.id as string;
}

/** Changes the name and branch code given; a field left out keeps its value, an empty branch code clears it. */
export async function updateAccountDetails(
  db: DbExecutor,
  accountId: string,
  input: TUpdateTrustAccountRequest,
): Promise<void> {
  await queryRows(
    db,
    sql`update trust_account set
          name = coalesce(${input.name ?? null}, name),
          branch_code = ${input.branchCode === undefined ? sql`branch_code` : sql`${input.branchCode || null}`}
        where id = ${accountId}`,
  );
}

export async function closeAccount(db: DbExecutor, accountId: string, closedOn: string): Promise<void> {
  await queryRows(
    db,
    sql`update trust_account set status = 'closed', closed_on = ${closedOn}::date where id = ${accountId}`,
  );
}

/** Notes the date of the client's written s86(4) instruction and the file that holds it. */
export async function setInvestmentInstruction(
  db: DbExecutor,
  accountId: string,
  instruction: { instructionDate: string; fileId: string },
): Promise<void> {
  await queryRows(
    db,
    sql`update trust_account set instruction_date = ${instruction.instructionDate}::date, instruction_file_id = ${instruction.fileId}
        where id = ${accountId}`,
  );
}
