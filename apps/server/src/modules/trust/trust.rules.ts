import type { TTrustAccountKind, TTrustLedgerParty, TTrustPostingInput } from "@inkundla/shared";

/** A line a posting will write: a cash book line (bank) or a trust creditor's ledger line. */
export type PlannedLine = {
  side: "bank" | "ledger";
  accountId: string;
  party: TTrustLedgerParty | null;
  clientId: string | null;
  matterId: string | null;
  /** Signed: money into the bank account, or credited to the creditor, is positive. */
  amountCents: number;
};

/** What the rules need to know about a trust account. */
export type AccountFacts = { id: string; kind: TTrustAccountKind; clientId: string | null };

export type NewPostingInput = Exclude<TTrustPostingInput, { type: "reversal" }>;

/**
 * The Fidelity Fund's share of interest on an s86(4) investment: 5% (LPA s86(5)(b), Rule 54.14.16.4),
 * rounded half up to the cent; the client gets the rest, so the two parts always add up to the interest.
 */
export function fundShareOfClientInvestmentInterest(interestCents: number): number {
  return Math.floor((interestCents * 5 + 50) / 100);
}

function bank(accountId: string, amountCents: number): PlannedLine {
  return { side: "bank", accountId, party: null, clientId: null, matterId: null, amountCents };
}

function ledger(
  accountId: string,
  party: TTrustLedgerParty,
  amountCents: number,
  clientId: string | null = null,
  matterId: string | null = null,
): PlannedLine {
  return {
    side: "ledger",
    accountId,
    party,
    clientId: party === "client" ? clientId : null,
    matterId,
    amountCents,
  };
}

/**
 * The double entry of a new posting. Per trust account touched there is exactly one bank line and it
 * equals the sum of that account's creditor lines, so the cash book and the creditors never part.
 * `toAccount` is only for a transfer between trust accounts.
 */
export function planPostingLines(
  input: NewPostingInput,
  account: AccountFacts,
  toAccount?: AccountFacts,
): PlannedLine[] {
  const amount = input.amountCents;
  switch (input.type) {
    case "receipt": {
      const party = input.party;
      return [
        bank(account.id, amount),
        ledger(
          account.id,
          party,
          amount,
          input.clientId ?? null,
          party === "client" ? (input.matterId ?? null) : null,
        ),
      ];
    }
    case "payment": {
      const party = input.party;
      return [
        bank(account.id, -amount),
        ledger(
          account.id,
          party,
          -amount,
          input.clientId ?? null,
          party === "client" ? (input.matterId ?? null) : null,
        ),
      ];
    }
    case "transfer_to_business":
      return [
        bank(account.id, -amount),
        ledger(account.id, "client", -amount, input.clientId, input.matterId ?? null),
      ];
    case "client_transfer":
      return [
        bank(account.id, 0),
        ledger(account.id, "client", -amount, input.clientId, input.matterId ?? null),
        ledger(account.id, "client", amount, input.toClientId, input.toMatterId ?? null),
      ];
    case "account_transfer": {
      if (!toAccount) throw new Error("a transfer between trust accounts needs the account it goes to");
      return [
        bank(account.id, -amount),
        ledger(account.id, "client", -amount, input.clientId, input.matterId ?? null),
        bank(toAccount.id, amount),
        ledger(toAccount.id, "client", amount, input.clientId, input.matterId ?? null),
      ];
    }
    case "bank_charge": {
      // On an s86(4) investment the charge is the investing client's; elsewhere the firm's own funds
      // meet it unless a client is named.
      const clientId = input.clientId ?? (account.kind === "s86_4" ? account.clientId : null);
      return clientId
        ? [bank(account.id, -amount), ledger(account.id, "client", -amount, clientId, input.matterId ?? null)]
        : [bank(account.id, -amount), ledger(account.id, "firm", -amount)];
    }
    case "interest": {
      if (account.kind !== "s86_4") {
        // s86(2) and s86(3): all interest belongs to the Fund (s86(2), s86(3), Rule 54.14.16.1 and .3).
        return [bank(account.id, amount), ledger(account.id, "fund", amount)];
      }
      if (!account.clientId) throw new Error("an s86(4) account always has its client");
      const fundShare = fundShareOfClientInvestmentInterest(amount);
      const lines = [
        bank(account.id, amount),
        ledger(account.id, "client", amount - fundShare, account.clientId),
      ];
      if (fundShare > 0) lines.push(ledger(account.id, "fund", fundShare));
      return lines;
    }
  }
}

/** The lines that undo a posting: the same lines with the opposite sign. */
export function planReversalLines(original: readonly PlannedLine[]): PlannedLine[] {
  return original.map((line) => ({ ...line, amountCents: -line.amountCents }));
}

/** The identity of one trust creditor's ledger in one trust account. */
export function ledgerKey(line: Pick<PlannedLine, "accountId" | "party" | "clientId">): string {
  return `${line.accountId}|${line.party}|${line.clientId ?? ""}`;
}

/** The net change per creditor ledger, in a stable order (the order rows are locked in). */
export function netLedgerChanges(lines: readonly PlannedLine[]) {
  const changes = new Map<
    string,
    { accountId: string; party: TTrustLedgerParty; clientId: string | null; deltaCents: number }
  >();
  for (const line of lines) {
    if (line.side !== "ledger" || !line.party) continue;
    const key = ledgerKey(line);
    const change = changes.get(key) ?? {
      accountId: line.accountId,
      party: line.party,
      clientId: line.clientId,
      deltaCents: 0,
    };
    change.deltaCents += line.amountCents;
    changes.set(key, change);
  }
  return [...changes.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, change]) => ({ key, ...change }));
}

/** The net change per trust account's cash book. */
export function netBankChanges(lines: readonly PlannedLine[]): Map<string, number> {
  const changes = new Map<string, number>();
  for (const line of lines) {
    if (line.side === "bank")
      changes.set(line.accountId, (changes.get(line.accountId) ?? 0) + line.amountCents);
  }
  return changes;
}

/** True when, per account, the bank line equals the sum of the creditor lines (double entry). */
export function isBalanced(lines: readonly PlannedLine[]): boolean {
  const perAccount = new Map<string, { bank: number; ledger: number; bankLines: number }>();
  for (const line of lines) {
    const totals = perAccount.get(line.accountId) ?? { bank: 0, ledger: 0, bankLines: 0 };
    if (line.side === "bank") {
      totals.bank += line.amountCents;
      totals.bankLines += 1;
    } else {
      totals.ledger += line.amountCents;
    }
    perAccount.set(line.accountId, totals);
  }
  return [...perAccount.values()].every((totals) => totals.bankLines === 1 && totals.bank === totals.ledger);
}

/**
 * Whether a date falls in a locked period: nothing may be posted on or before the last day of the
 * latest signed-off month, since every later balance was carried from it (Rule 54.10, 54.15.1).
 */
export function isDateLocked(date: string, lockedThrough: string | null): boolean {
  return lockedThrough !== null && date <= lockedThrough;
}
