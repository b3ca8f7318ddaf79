import { createHash } from "node:crypto";
import {
  findStatementBalanceGaps,
  lastDayOfMonth,
  parseStatementCsv,
  parseStatementOfx,
  STATEMENT_PRESETS,
  type StatementParseResult,
  type TImportStatementRequest,
  type TImportStatementResult,
  type TStatementLine,
  ZStatementMapping,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../../platform/audit.ts";
import type { DbExecutor } from "../../../platform/db.ts";
import type { FirmIdentity } from "../../../platform/identity.ts";
import { isUuid } from "../../../platform/ids.ts";
import { readTrustAccount } from "../accounts/index.ts";
import { type LockedAccount, lockAccounts } from "../postings/index.ts";
import { trustError } from "../trust.errors.ts";
import { isDateLocked } from "../trust.rules.ts";
import { requireTrustCapture } from "../trust-access.ts";
import { TRUST_AUDIT_ACTIONS } from "../trust-audit-actions.ts";
import { actorOf, type TrustDeps } from "../trust-deps.ts";
import { matchStatementLine } from "./statement-match.ts";
import { autoMatch } from "./statement-matching.ts";
import {
  findBankEntry,
  findMatchCandidates,
  insertStatementImport,
  insertStatementLines,
  listStatementLines,
  lockStatementLine,
  setStatementMatch,
} from "./trust-statements.repository.ts";

async function lockAccount(tx: DbExecutor, firmId: string, accountId: string): Promise<LockedAccount> {
  const [account] = isUuid(accountId) ? await lockAccounts(tx, firmId, [accountId]) : [];
  if (!account) throw trustError("account_not_found");
  return account;
}

function parseStatement(input: TImportStatementRequest): StatementParseResult {
  if (input.format === "ofx") return parseStatementOfx(input.content);
  if (!input.preset)
    throw trustError("statement_unreadable", "Choose the bank's layout, or Generic with your own columns.");
  if (input.preset !== "generic")
    return parseStatementCsv(input.content, STATEMENT_PRESETS[input.preset].mapping);
  const mapping = ZStatementMapping.safeParse(input.mapping ?? {});
  if (!mapping.success) {
    throw trustError(
      "statement_unreadable",
      mapping.error.issues[0]?.message ?? "The column mapping is not complete.",
    );
  }
  return parseStatementCsv(input.content, mapping.data);
}

/**
 * POST /api/trust-accounting/statements. A file with any unreadable row is refused whole, so a
 * reconciliation never silently lacks a line; lines already imported (same fingerprint) are skipped.
 * New lines are then matched to the books where the match is clear.
 */
export async function importStatement(
  deps: TrustDeps,
  identity: FirmIdentity,
  input: TImportStatementRequest,
): Promise<TImportStatementResult> {
  requireTrustCapture(identity);
  const { firmId } = identity.membership;
  const parsed = parseStatement(input);
  if (parsed.errors.length > 0) {
    const listed = parsed.errors.slice(0, 5).map((error) => error.message);
    const more = parsed.errors.length > 5 ? ` (and ${parsed.errors.length - 5} more)` : "";
    throw trustError("statement_unreadable", `Nothing was imported. ${listed.join("; ")}${more}`);
  }
  if (parsed.lines.length === 0)
    throw trustError("statement_unreadable", "The statement has no transactions to import.");
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, firmId, input.accountId);
    const importId = await insertStatementImport(tx, {
      firmId,
      accountId: account.id,
      fileName: input.fileName,
      format: input.format,
      lineCount: parsed.lines.length,
      importedBy: identity.userId,
    });
    const newLineCount = await insertStatementLines(
      tx,
      { firmId, accountId: account.id, importId },
      parsed.lines.map((line) => ({
        ...line,
        fingerprintHash: createHash("sha256").update(line.fingerprint).digest("hex"),
      })),
    );
    const autoMatched = await matchAutomatically(tx, identity, account);
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.statementImported,
      firmId,
      userId: identity.userId,
      entityType: "trust_account",
      entityId: account.id,
      ipAddress: identity.ipAddress,
      data: { fileName: input.fileName, lineCount: parsed.lines.length, newLineCount, autoMatched },
    });
    return {
      importId,
      lineCount: parsed.lines.length,
      newLineCount,
      duplicateCount: parsed.lines.length - newLineCount,
      skippedZeroRows: parsed.skippedZeroRows,
      autoMatched,
      errors: [],
      warnings: findStatementBalanceGaps(parsed.lines),
    };
  });
}

async function matchAutomatically(
  tx: DbExecutor,
  identity: FirmIdentity,
  account: LockedAccount,
): Promise<number> {
  const { lines, entries } = await findMatchCandidates(tx, account.id, account.lockedThrough);
  const pairs = autoMatch(lines, entries);
  for (const [lineId, entryId] of pairs) {
    await setStatementMatch(tx, lineId, { entryId, method: "auto", userId: identity.userId });
  }
  return pairs.length;
}

export async function autoMatchAccount(
  deps: TrustDeps,
  identity: FirmIdentity,
  accountId: string,
): Promise<{ matched: number }> {
  requireTrustCapture(identity);
  return deps.db.transaction(async (tx) => {
    const account = await lockAccount(tx, identity.membership.firmId, accountId);
    const matched = await matchAutomatically(tx, identity, account);
    if (matched > 0) {
      await recordAuditEvent(tx, {
        action: TRUST_AUDIT_ACTIONS.lineMatched,
        firmId: identity.membership.firmId,
        userId: identity.userId,
        entityType: "trust_account",
        entityId: account.id,
        ipAddress: identity.ipAddress,
        data: { automatic: true, matched },
      });
    }
    return { matched };
  });
}

export async function listAccountStatementLines(
  deps: TrustDeps,
  identity: FirmIdentity,
  query: { accountId: string; month?: string; matched?: boolean },
): Promise<TStatementLine[]> {
  const { firmId } = identity.membership;
  const account = await readTrustAccount(deps.db, firmId, query.accountId);
  return listStatementLines(deps.db, firmId, {
    accountId: account.id,
    ...(query.month ? { from: `${query.month}-01`, to: lastDayOfMonth(query.month) } : {}),
    ...(query.matched === undefined ? {} : { matched: query.matched }),
  });
}

export async function matchLine(
  deps: TrustDeps,
  identity: FirmIdentity,
  lineId: string,
  entryId: string,
): Promise<TStatementLine> {
  requireTrustCapture(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    await matchStatementLine(tx, actorOf(identity), lineId, entryId, "manual");
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.lineMatched,
      firmId,
      userId: identity.userId,
      entityType: "trust_statement_line",
      entityId: lineId,
      ipAddress: identity.ipAddress,
      data: { entryId },
    });
    return readLine(tx, firmId, lineId);
  });
}

export async function unmatchLine(
  deps: TrustDeps,
  identity: FirmIdentity,
  lineId: string,
): Promise<TStatementLine> {
  requireTrustCapture(identity);
  const { firmId } = identity.membership;
  return deps.db.transaction(async (tx) => {
    const line = isUuid(lineId) ? await lockStatementLine(tx, firmId, lineId) : null;
    if (!line) throw trustError("statement_line_not_found");
    const account = await lockAccount(tx, firmId, line.accountId);
    if (!line.matchedEntryId) throw trustError("not_matched");
    const entry = await findBankEntry(tx, firmId, line.matchedEntryId);
    if (
      isDateLocked(line.postedOn, account.lockedThrough) ||
      (entry && isDateLocked(entry.postedOn, account.lockedThrough))
    ) {
      throw trustError("month_locked");
    }
    await setStatementMatch(tx, line.id, null);
    await recordAuditEvent(tx, {
      action: TRUST_AUDIT_ACTIONS.lineUnmatched,
      firmId,
      userId: identity.userId,
      entityType: "trust_statement_line",
      entityId: line.id,
      ipAddress: identity.ipAddress,
      data: { entryId: line.matchedEntryId },
    });
    return readLine(tx, firmId, line.id);
  });
}

async function readLine(tx: DbExecutor, firmId: string, lineId: string): Promise<TStatementLine> {
  const line = await lockStatementLine(tx, firmId, lineId);
  if (!line) throw trustError("statement_line_not_found");
  const [row] = await listStatementLines(tx, firmId, { accountId: line.accountId, lineId });
  if (!row) throw trustError("statement_line_not_found");
  return row;
}
