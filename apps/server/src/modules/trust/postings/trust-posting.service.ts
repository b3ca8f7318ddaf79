import {
  formatCents,
  TRUST_LEDGER_PARTY_LABELS,
  type TTrustPosting,
  type TTrustPostingInput,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { matchLineToPosting } from "../statements/index.ts";
import { trustError } from "../trust.errors.ts";
import {
  isDateLocked,
  type NewPostingInput,
  netBankChanges,
  netLedgerChanges,
  type PlannedLine,
  planPostingLines,
  planReversalLines,
} from "../trust.rules.ts";
import { requireTrustCapture } from "../trust-access.ts";
import { TRUST_AUDIT_ACTIONS } from "../trust-audit-actions.ts";
import { actorOf, type TrustActor, type TrustDeps } from "../trust-deps.ts";
import {
  findClient,
  findMatter,
  findPostingForReversal,
  insertEntries,
  insertFeeNote,
  insertPosting,
  type LockedAccount,
  lockAccounts,
  lockFeeNote,
  lockLedgers,
  readPosting,
  setAccountBalance,
  setLedgerBalance,
  takeJournalNumber,
} from "./trust-posting.repository.ts";

/** A posting's date must fall inside the account's life and outside its signed-off months. */
export function checkPostingDate(account: LockedAccount, date: string): void {
  if (account.status !== "active") throw trustError("account_closed");
  if (date < account.openedOn) throw trustError("before_opening");
  if (isDateLocked(date, account.lockedThrough)) {
    throw trustError(
      "month_locked",
      `Trust account "${account.name}" is reconciled and signed off up to ${account.lockedThrough}: post the correction on a later date.`,
    );
  }
}

async function requireClient(tx: DbExecutor, firmId: string, clientId: string) {
  const client = isUuid(clientId) ? await findClient(tx, firmId, clientId) : null;
  if (!client) throw trustError("client_not_found");
  return client;
}

async function requireMatterOf(
  tx: DbExecutor,
  firmId: string,
  clientId: string,
  matterId: string | undefined,
) {
  if (matterId === undefined) return null;
  const matter = await findMatter(tx, firmId, matterId);
  if (!matter || matter.clientId !== clientId) throw trustError("matter_not_found");
  return matter;
}

/** Who the money came from or went to, as the journal shows it. */
function counterpartyOf(input: NewPostingInput): string {
  switch (input.type) {
    case "receipt":
      return input.payer;
    case "payment":
      return input.payee;
    case "transfer_to_business":
      return "Business account";
    case "bank_charge":
      return "Bank";
    case "interest":
      return "Bank interest";
    default:
      return "";
  }
}

function ledgerLabel(change: { party: string; clientId: string | null }, clientNames: Map<string, string>) {
  if (change.party === "client" && change.clientId) return clientNames.get(change.clientId) ?? "The client";
  return TRUST_LEDGER_PARTY_LABELS[change.party as keyof typeof TRUST_LEDGER_PARTY_LABELS];
}

/**
 * Writes the lines of a posting inside the caller's transaction: locks every creditor ledger it
 * changes, refuses a change that would put one in debit (Rule 54.14.9), keeps the balances, takes the
 * next journal number and inserts the posting. The database triggers check again at commit that the
 * posting balances and leaves no deficit (Rule 54.14.8).
 */
async function writePosting(
  tx: DbExecutor,
  actor: TrustActor,
  accounts: LockedAccount[],
  lines: PlannedLine[],
  header: {
    type: TTrustPosting["type"];
    postedOn: string;
    description: string;
    reference: string;
    amountCents: number;
    counterparty: string;
    feeNoteId: string | null;
    reversesId: string | null;
    reason: string | null;
  },
  clientNames: Map<string, string>,
): Promise<string> {
  const { firmId } = actor;
  const changes = netLedgerChanges(lines);
  const ledgers = await lockLedgers(tx, firmId, changes);
  const ledgerAfter = new Map<string, number>();
  for (const change of changes) {
    const ledger = ledgers.get(change.key);
    if (!ledger) throw new Error(`trust ledger ${change.key} not locked`);
    const after = ledger.balanceCents + change.deltaCents;
    if (after < 0) {
      const who = ledgerLabel(change, clientNames);
      const account = accounts.find((candidate) => candidate.id === change.accountId);
      throw trustError(
        "ledger_in_debit",
        `Refused: ${who} holds ${formatCents(ledger.balanceCents)} in trust account "${account?.name ?? ""}", less than the ${formatCents(-change.deltaCents)} this would take. A trust creditor may never be in debit (LPC Rule 54.14.9).`,
      );
    }
    ledgerAfter.set(change.key, after);
  }
  const bankAfter = new Map<string, number>();
  for (const [accountId, delta] of netBankChanges(lines)) {
    const account = accounts.find((candidate) => candidate.id === accountId);
    if (!account) throw new Error(`trust account ${accountId} not locked`);
    bankAfter.set(accountId, account.balanceCents + delta);
  }

  const number = await takeJournalNumber(tx, firmId);
  const postingId = await insertPosting(tx, { firmId, number, capturedBy: actor.userId, ...header });
  await insertEntries(
    tx,
    lines.map((line) => ({
      ...line,
      firmId,
      postingId,
      number,
      postedOn: header.postedOn,
      balanceAfterCents:
        line.side === "bank"
          ? (bankAfter.get(line.accountId) ?? 0)
          : (ledgerAfter.get(`${line.accountId}|${line.party}|${line.clientId ?? ""}`) ?? 0),
    })),
  );
  for (const change of changes) {
    const ledger = ledgers.get(change.key);
    if (ledger && change.deltaCents !== 0) {
      await setLedgerBalance(tx, ledger.id, ledgerAfter.get(change.key) ?? 0, header.postedOn);
    }
  }
  for (const [accountId, balance] of bankAfter) {
    const account = accounts.find((candidate) => candidate.id === accountId);
    if (account && account.balanceCents !== balance) await setAccountBalance(tx, accountId, balance);
  }
  return postingId;
}

async function lockPostingAccounts(tx: DbExecutor, firmId: string, accountIds: string[]) {
  const valid = accountIds.filter(isUuid);
  const accounts = valid.length === accountIds.length ? await lockAccounts(tx, firmId, accountIds) : [];
  if (accounts.length !== new Set(accountIds).size) throw trustError("account_not_found");
  return accounts;
}

/** Checks a new posting against the rules that need the database, and plans its lines. */
async function planNewPosting(tx: DbExecutor, actor: TrustActor, input: NewPostingInput) {
  const { firmId } = actor;
  const toAccountId = input.type === "account_transfer" ? input.toAccountId : null;
  const accounts = await lockPostingAccounts(
    tx,
    firmId,
    toAccountId ? [input.accountId, toAccountId] : [input.accountId],
  );
  const account = accounts.find((candidate) => candidate.id === input.accountId) as LockedAccount;
  const toAccount = toAccountId ? accounts.find((candidate) => candidate.id === toAccountId) : undefined;
  for (const touched of accounts) checkPostingDate(touched, input.date);

  const clientNames = new Map<string, string>();
  const clientIds = [
    "clientId" in input ? input.clientId : undefined,
    input.type === "client_transfer" ? input.toClientId : undefined,
  ];
  for (const clientId of clientIds) {
    if (clientId) clientNames.set(clientId, (await requireClient(tx, firmId, clientId)).name);
  }
  if ("clientId" in input && input.clientId)
    await requireMatterOf(tx, firmId, input.clientId, input.matterId);
  if (input.type === "client_transfer") await requireMatterOf(tx, firmId, input.toClientId, input.toMatterId);

  // An s86(4) account holds one client's investment (s86(4)); money goes in only on their written
  // instruction (Rule 54.14.16.4).
  for (const touched of accounts) {
    if (touched.kind !== "s86_4") continue;
    const clientsHere =
      input.type === "client_transfer"
        ? [input.clientId, input.toClientId]
        : "clientId" in input && input.clientId
          ? [input.clientId]
          : [];
    if (clientsHere.some((clientId) => clientId !== touched.clientId)) throw trustError("s86_4_other_client");
    const partyHere = "party" in input ? input.party : "client";
    if (partyHere === "firm") throw trustError("s86_4_other_client");
    const moneyIn =
      input.type === "receipt" || (input.type === "account_transfer" && touched.id === toAccountId);
    if (moneyIn && (!touched.instructionDate || !touched.instructionFileId))
      throw trustError("s86_4_no_instruction");
    if (touched.clientId && !clientNames.has(touched.clientId)) {
      clientNames.set(touched.clientId, (await requireClient(tx, firmId, touched.clientId)).name);
    }
  }

  let feeNoteId: string | null = null;
  if (input.type === "transfer_to_business") {
    feeNoteId = await checkFeeNote(tx, firmId, input);
  }
  return { accounts, lines: planPostingLines(input, account, toAccount), clientNames, feeNoteId };
}

/**
 * Trust money moves to business only against a fee note or invoice of the same client and matter, and
 * never beyond what is still due on it (Rule 54.14.12, 54.14.14).
 */
async function checkFeeNote(
  tx: DbExecutor,
  firmId: string,
  input: Extract<NewPostingInput, { type: "transfer_to_business" }>,
): Promise<string> {
  const matterId = input.matterId ?? null;
  const existing = await lockFeeNote(tx, firmId, input.feeNoteReference);
  if (!existing) {
    return insertFeeNote(tx, {
      firmId,
      reference: input.feeNoteReference,
      clientId: input.clientId,
      matterId,
      amountCents: input.feeNoteAmountCents,
    });
  }
  const sameNote =
    existing.clientId === input.clientId &&
    existing.matterId === matterId &&
    existing.amountCents === input.feeNoteAmountCents;
  if (!sameNote) {
    throw trustError(
      "fee_note_mismatch",
      `Fee note ${input.feeNoteReference} is recorded for ${formatCents(existing.amountCents)} on another client, matter or amount.`,
    );
  }
  const due = existing.amountCents - existing.transferredCents;
  if (input.amountCents > due) {
    throw trustError(
      "fee_note_exceeded",
      `Only ${formatCents(due)} of fee note ${input.feeNoteReference} is still due: a transfer to business cannot be more (LPC Rule 54.14.12).`,
    );
  }
  return existing.id;
}

/** POST /api/trust-accounting/transactions: one posting, written whole or not at all. */
export async function createPosting(
  deps: TrustDeps,
  identity: FirmIdentity,
  input: TTrustPostingInput,
): Promise<TTrustPosting> {
  requireTrustCapture(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const postingId =
      input.type === "reversal"
        ? await reverse(tx, actorOf(identity), input)
        : await post(tx, actorOf(identity), input);
    if (input.type !== "reversal" && input.statementLineId) {
      await matchLineToPosting(tx, actorOf(identity), input.statementLineId, postingId, input.accountId);
    }
    const posting = await readPosting(tx, firmId, postingId);
    if (!posting) throw new Error(`trust posting ${postingId} vanished inside its own transaction`);
    await recordAuditEvent(tx, {
      action: input.type === "reversal" ? TRUST_AUDIT_ACTIONS.reversed : TRUST_AUDIT_ACTIONS.posted,
      firmId,
      userId: identity.userId,
      entityType: "trust_posting",
      entityId: postingId,
      ipAddress: identity.ipAddress,
      data: {
        number: posting.number,
        type: posting.type,
        date: posting.date,
        amountCents: posting.amountCents,
        description: posting.description.slice(0, 200),
        ...(posting.reversesId ? { reversesId: posting.reversesId } : {}),
      },
    });
    return posting;
  });
}

/** Posts inside an open transaction (also used by billing for payments from trust). */
export async function post(tx: DbExecutor, actor: TrustActor, input: NewPostingInput): Promise<string> {
  const plan = await planNewPosting(tx, actor, input);
  return writePosting(
    tx,
    actor,
    plan.accounts,
    plan.lines,
    {
      type: input.type,
      postedOn: input.date,
      description: input.description,
      reference: input.reference,
      amountCents: input.amountCents,
      counterparty: counterpartyOf(input),
      feeNoteId: plan.feeNoteId,
      reversesId: null,
      reason: null,
    },
    plan.clientNames,
  );
}

async function reverse(
  tx: DbExecutor,
  actor: TrustActor,
  input: Extract<TTrustPostingInput, { type: "reversal" }>,
): Promise<string> {
  const { firmId } = actor;
  const found = isUuid(input.reversesId) ? await findPostingForReversal(tx, firmId, input.reversesId) : null;
  if (!found) throw trustError("posting_not_found");
  const accounts = await lockPostingAccounts(tx, firmId, [
    ...new Set(found.lines.map((line) => line.accountId)),
  ]);
  // Read again under the account locks: a reversal committed meanwhile by someone else is seen now.
  const original = (await findPostingForReversal(tx, firmId, found.id)) ?? found;
  if (original.type === "reversal") throw trustError("reversal_of_reversal");
  if (original.reversedById) throw trustError("already_reversed");
  if (input.date < original.postedOn) throw trustError("reversal_before_original");
  for (const account of accounts) checkPostingDate(account, input.date);
  const clientNames = new Map<string, string>();
  for (const line of original.lines) {
    if (line.clientId && !clientNames.has(line.clientId)) {
      clientNames.set(line.clientId, (await requireClient(tx, firmId, line.clientId)).name);
    }
  }
  return writePosting(
    tx,
    actor,
    accounts,
    planReversalLines(original.lines),
    {
      type: "reversal",
      postedOn: input.date,
      description: `Reversal of: ${original.description}`.slice(0, 500),
      reference: original.reference,
      amountCents: original.amountCents,
      counterparty: original.counterparty,
      feeNoteId: original.feeNoteId,
      reversesId: original.id,
      reason: input.reason,
    },
    clientNames,
  );
}
