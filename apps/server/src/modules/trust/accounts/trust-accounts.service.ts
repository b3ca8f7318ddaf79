import {
  type TTrustAccount,
  type TUpdateTrustAccountRequest,
  todayInSouthAfrica,
  type ZCreateTrustAccountRequest,
} from "@inkundla/shared";
import type { z } from "zod";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { DbExecutor } from "../../../platform/db.ts";
import { isUniqueViolation } from "../../../platform/db-errors.ts";
import type { FileStorage } from "../../../platform/file-storage.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { saveUpload, type Upload } from "../../../platform/uploads.ts";
import { findClient, lockAccounts, post } from "../postings/index.ts";
import { trustError } from "../trust.errors.ts";
import { requireTrustManage } from "../trust-access.ts";
import { TRUST_AUDIT_ACTIONS } from "../trust-audit-actions.ts";
import { actorOf, type TrustDeps } from "../trust-deps.ts";
import {
  closeAccount,
  insertAccount,
  selectAccounts,
  setInvestmentInstruction,
  updateAccountDetails,
} from "./trust-accounts.repository.ts";

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
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  const openedOn = input.openedOn ?? todayInSouthAfrica();
  return deps.db.transaction(async (tx) => {
    if (input.clientId && !(await findClient(tx, firmId, input.clientId)))
      throw trustError("client_not_found");
    let accountId: string;
    try {
      accountId = await insertAccount(tx, {
        firmId,
        name: input.name,
        bank: input.bankName,
        accountNumber: input.accountNumber,
        branchCode: input.branchCode,
        kind: input.kind,
        clientId: input.kind === "s86_4" ? input.clientId : null,
        openedOn,
        createdByUserId: identity.userId,
      });
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
      ipAddress: identity.ipAddress,
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
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
    if (!account) throw trustError("account_not_found");
    await updateAccountDetails(tx, account.id, input);
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.accountUpdated,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: identity.ipAddress,
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
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
    if (!account) throw trustError("account_not_found");
    if (account.status === "closed") throw trustError("account_closed");
    if (account.balanceCents !== 0) throw trustError("account_not_empty");
    await closeAccount(tx, account.id, todayInSouthAfrica());
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.accountClosed,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: identity.ipAddress,
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
): Promise<TTrustAccount> {
  requireTrustManage(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
    if (!account) throw trustError("account_not_found");
    if (account.kind !== "s86_4") throw trustError("not_s86_4");
    const fileId = await saveUpload(tx, deps.fileStorage, firmId, identity.userId, input.upload);
    await setInvestmentInstruction(tx, account.id, { instructionDate: input.instructionDate, fileId });
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.instructionRecorded,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: identity.ipAddress,
      data: { instructionDate: input.instructionDate, fileId, fileName: input.upload.fileName },
    });
    return readTrustAccount(tx, firmId, account.id);
  });
}
