import {
  centsToRand,
  type TTrustAccount,
  type TUpdateTrustAccountRequest,
  todayInSouthAfrica,
  type ZCreateTrustAccountRequest,
} from "@inkundla/shared";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { recordAuditEvent } from "../../platform/audit.ts";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { isUniqueViolation } from "../../platform/db-errors.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { saveUpload, type Upload } from "../../platform/uploads.ts";
import { trustError } from "./trust.errors.ts";
import { trustAccountTable } from "./trust.tables.ts";
import { findClient, lockAccounts } from "./trust-posting.repository.ts";
import {
  actorOf,
  post,
  type RequestMeta,
  requireTrustManage,
  TRUST_AUDIT_ACTIONS,
  type TrustDeps,
} from "./trust-posting.service.ts";

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
  const balanceCents = Number(row.balance_cents);
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

async function selectAccounts(db: DbExecutor, firmId: string, accountId?: string): Promise<TTrustAccount[]> {
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

export async function listTrustAccounts(deps: TrustDeps, identity: FirmIdentity): Promise<TTrustAccount[]> {
  return selectAccounts(deps.db, identity.membership.firmId);
}

export async function readTrustAccount(
  db: DbExecutor,
  firmId: string,
  accountId: string,
): Promise<TTrustAccount> {
  const [account] = isUuid(accountId) ? await selectAccounts(db, firmId, accountId) : [];
  if (!account) throw trustError("account_not_found");
  return account;
}

/** Opens a trust account; an opening balance is posted as a receipt for the client it belongs to. */
export async function openTrustAccount(
  deps: TrustDeps,
  identity: FirmIdentity,
  input: z.output<typeof ZCreateTrustAccountRequest>,
  meta: RequestMeta,
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  const openedOn = input.openedOn ?? todayInSouthAfrica();
  return deps.db.transaction(async (tx) => {
    if (input.clientId && !(await findClient(tx, firmId, input.clientId)))
      throw trustError("client_not_found");
    let accountId: string;
    try {
      const [row] = await tx
        .insert(trustAccountTable)
        .values({
          firmId,
          name: input.name,
          bank: input.bankName,
          accountNumber: input.accountNumber,
          branchCode: input.branchCode,
          kind: input.kind,
          clientId: input.kind === "s86_4" ? input.clientId : null,
          openedOn,
          createdByUserId: identity.userId,
        })
        .returning({ id: trustAccountTable.id });
      accountId = row?.id as string;
    } catch (error) {
      if (isUniqueViolation(error)) throw trustError("account_exists");
      throw error;
    }
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.accountOpened,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: accountId,
      ipAddress: meta.ipAddress,
      data: {
        name: input.name,
        bank: input.bankName,
        kind: input.kind,
        openingBalanceCents: input.openingBalanceCents,
      },
    });
    if (input.openingBalanceCents > 0 && input.clientId) {
      await post(tx, actorOf(identity), {
        type: "receipt",
        accountId,
        party: "client",
        clientId: input.clientId,
        amountCents: input.openingBalanceCents,
        date: openedOn,
        description: "Opening balance brought forward",
        reference: "OPENING",
        payer: "",
      });
    }
    return readTrustAccount(tx, firmId, accountId);
  });
}

export async function updateTrustAccount(
  deps: TrustDeps,
  identity: FirmIdentity,
  accountId: string,
  input: TUpdateTrustAccountRequest,
  meta: RequestMeta,
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
    if (!account) throw trustError("account_not_found");
    await queryRows(
      tx,
      sql`update trust_account set
            name = coalesce(${input.name ?? null}, name),
            branch_code = ${input.branchCode === undefined ? sql`branch_code` : sql`${input.branchCode || null}`}
          where id = ${account.id}`,
    );
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.accountUpdated,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: meta.ipAddress,
      data: { ...input },
    });
    return readTrustAccount(tx, firmId, account.id);
  });
}

/** Closes an account, only at a zero balance; its books stay. */
export async function closeTrustAccount(
  deps: TrustDeps,
  identity: FirmIdentity,
  accountId: string,
  meta: RequestMeta,
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
    if (!account) throw trustError("account_not_found");
    if (account.status === "closed") throw trustError("account_closed");
    if (account.balanceCents !== 0) throw trustError("account_not_empty");
    await queryRows(
      tx,
      sql`update trust_account set status = 'closed', closed_on = ${todayInSouthAfrica()}::date where id = ${account.id}`,
    );
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.accountClosed,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: meta.ipAddress,
      data: { name: account.name },
    });
    return readTrustAccount(tx, firmId, account.id);
  });
}

/**
 * Records the client's written instruction for an s86(4) investment: the signed document is kept and
 * the account notes its date. Money may go into the account only once this is on file.
 */
export async function recordInvestmentInstruction(
  deps: TrustDeps & { fileStorage: FileStorage },
  identity: FirmIdentity,
  accountId: string,
  input: { instructionDate: string; upload: Upload },
  meta: RequestMeta,
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
    if (!account) throw trustError("account_not_found");
    if (account.kind !== "s86_4") throw trustError("not_s86_4");
    const fileId = await saveUpload(tx, deps.fileStorage, firmId, identity.userId, input.upload);
    await queryRows(
      tx,
      sql`update trust_account set instruction_date = ${input.instructionDate}::date, instruction_file_id = ${fileId}
          where id = ${account.id}`,
    );
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.instructionRecorded,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: meta.ipAddress,
      data: { instructionDate: input.instructionDate, fileId, fileName: input.upload.fileName },
    });
    return readTrustAccount(tx, firmId, account.id);
  });
}
