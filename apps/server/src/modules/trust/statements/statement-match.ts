import type { DbExecutor } from "../../../platform/db.ts";
import { isUuid } from "../../../platform/ids.ts";
import { lockAccounts } from "../postings/index.ts";
import { trustError } from "../trust.errors.ts";
import { isDateLocked } from "../trust.rules.ts";
import type { TrustActor } from "../trust-deps.ts";
import {
  findBankEntry,
  findPostingBankEntry,
  lockStatementLine,
  setStatementMatch,
} from "./trust-statements.repository.ts";

/**
 * Pairs a statement line with a cash book line of the same account and the same amount. Neither may
 * be matched already, and neither may sit in a signed-off month.
 */
export async function matchStatementLine(
  tx: DbExecutor,
  actor: TrustActor,
  lineId: string,
  entryId: string,
  method: "auto" | "manual",
): Promise<void> {
  const { firmId } = actor;
  const line = isUuid(lineId) ? await lockStatementLine(tx, firmId, lineId) : null;
  if (!line) throw trustError("statement_line_not_found");
  const [account] = await lockAccounts(tx, firmId, [line.accountId]);
  if (!account) throw trustError("account_not_found");
  const entry = await findBankEntry(tx, firmId, entryId);
  if (!entry || entry.accountId !== line.accountId) throw trustError("entry_not_found");
  if (line.matchedEntryId || entry.matched) throw trustError("already_matched");
  if (entry.amountCents !== line.amountCents) throw trustError("amounts_differ");
  if (
    isDateLocked(line.postedOn, account.lockedThrough) ||
    isDateLocked(entry.postedOn, account.lockedThrough)
  ) {
    throw trustError("month_locked");
  }
  await setStatementMatch(tx, line.id, { entryId: entry.id, method, userId: actor.userId });
}

/** After a posting captured from a statement line: match that line to the posting's bank line. */
export async function matchLineToPosting(
  tx: DbExecutor,
  actor: TrustActor,
  lineId: string,
  postingId: string,
  accountId: string,
): Promise<void> {
  const entryId = await findPostingBankEntry(tx, postingId, accountId);
  if (!entryId) throw trustError("entry_not_found");
  await matchStatementLine(tx, actor, lineId, entryId, "manual");
}
