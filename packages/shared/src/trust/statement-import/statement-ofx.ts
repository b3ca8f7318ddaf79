import { parseStatementAmount } from "./statement-amount.ts";
import { parseStatementDate } from "./statement-date.ts";
import {
  fingerprintStatementLines,
  type StatementParseError,
  type StatementParseResult,
  type UnfingerprintedStatementLine,
} from "./statement-line.ts";
import { amountError, dateError, fileError } from "./statement-messages.ts";

export type StatementOfxResult = StatementParseResult & {
  /** The account the statement is for (ACCTID), so the caller can check it is the right trust account. */
  accountNumber: string | null;
  /** The closing balance the bank states (LEDGERBAL); OFX gives no balance per transaction. */
  ledgerBalance: { amountCents: number; date: string | null } | null;
};

/** A trust account in South Africa holds rand; a statement in another currency is the wrong file. */
const EXPECTED_CURRENCY = "ZAR";

/**
 * Reads an OFX bank statement, both OFX 1.x (SGML, where simple elements have no closing tag) and
 * OFX 2 (XML). The reader only looks for the tags it needs, taking a simple element's value up to
 * the next `<`, which both versions share; that tolerates the loose files some banks produce.
 */
export function parseStatementOfx(text: string): StatementOfxResult {
  const result: StatementOfxResult = {
    lines: [],
    errors: [],
    skippedZeroRows: 0,
    accountNumber: null,
    ledgerBalance: null,
  };
  if (!/<OFX>/i.test(text)) {
    result.errors.push(fileError("This is not an OFX file: it has no <OFX> element"));
    return result;
  }
  const statementCount = text.match(/<(?:STMTRS|CCSTMTRS)>/gi)?.length ?? 0;
  if (statementCount > 1) {
    result.errors.push(
      fileError(`The file holds ${statementCount} account statements; export one account at a time`),
    );
    return result;
  }
  const currency = readSimpleElement(text, "CURDEF");
  if (currency !== null && currency.toUpperCase() !== EXPECTED_CURRENCY) {
    result.errors.push(
      fileError(`The statement is in ${currency}; only rand (ZAR) statements can be imported`),
    );
    return result;
  }
  result.accountNumber = readSimpleElement(text, "ACCTID");
  result.ledgerBalance = readLedgerBalance(text, result.errors);

  const lines: UnfingerprintedStatementLine[] = [];
  findTransactionBlocks(text).forEach((block, index) => {
    const line = readTransaction(block, index + 1, result.errors);
    if (line === "zero") result.skippedZeroRows += 1;
    else if (line !== null) lines.push(line);
  });
  result.lines = fingerprintStatementLines(lines);
  return result;
}

function readTransaction(
  block: string,
  transactionNumber: number,
  errors: StatementParseError[],
): UnfingerprintedStatementLine | "zero" | null {
  const place = `Transaction ${transactionNumber}`;
  const amountText = readSimpleElement(block, "TRNAMT") ?? "";
  const amount = parseStatementAmount(amountText);
  if (amount.isAmount && amount.cents === 0) return "zero";
  if (!amount.isAmount) {
    errors.push(amountError(transactionNumber, place, "TRNAMT", amountText, amount.problem));
  }
  const postedText = readSimpleElement(block, "DTPOSTED") ?? "";
  const date = readOfxDate(postedText);
  if (date === null) {
    errors.push(dateError(transactionNumber, place, "DTPOSTED", postedText, ["YYYYMMDD"]));
  }
  if (!amount.isAmount || date === null) return null;

  const fitId = readSimpleElement(block, "FITID");
  return {
    rowNumber: transactionNumber,
    date,
    description: joinNameAndMemo(
      readSimpleElement(block, "NAME") ?? "",
      readSimpleElement(block, "MEMO") ?? "",
    ),
    reference: readSimpleElement(block, "REFNUM") || readSimpleElement(block, "CHECKNUM") || null,
    amountCents: amount.cents,
    balanceCents: null,
    ...(fitId ? { sourceKey: `ofx|${fitId}` } : {}),
  };
}

/** Many banks repeat the same text in NAME and MEMO; it is kept once. */
function joinNameAndMemo(name: string, memo: string): string {
  const parts = memo === name ? [name] : [name, memo];
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * The text of each <STMTTRN> aggregate. One ends at its closing tag, or, in a file that leaves it
 * out, at the next transaction or the end of the transaction list.
 */
function findTransactionBlocks(text: string): string[] {
  const blocks: string[] = [];
  let openedAt: number | null = null;
  for (const tag of text.matchAll(/<(\/?)(STMTTRN|BANKTRANLIST)>/gi)) {
    const isOpening = tag[1] === "" && tag[2]?.toUpperCase() === "STMTTRN";
    if (openedAt !== null) blocks.push(text.slice(openedAt, tag.index));
    openedAt = isOpening ? tag.index + tag[0].length : null;
  }
  if (openedAt !== null) blocks.push(text.slice(openedAt));
  return blocks;
}

function readLedgerBalance(text: string, errors: StatementParseError[]): StatementOfxResult["ledgerBalance"] {
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|$)/i.exec(text)?.[1];
  if (ledger === undefined) return null;
  const amountText = readSimpleElement(ledger, "BALAMT") ?? "";
  const amount = parseStatementAmount(amountText);
  if (!amount.isAmount) {
    const message = `The closing balance (LEDGERBAL) "${amountText}" is not an amount`;
    errors.push({ rowNumber: null, column: "BALAMT", message });
    return null;
  }
  return { amountCents: amount.cents, date: readOfxDate(readSimpleElement(ledger, "DTASOF") ?? "") };
}

/**
 * OFX dates are YYYYMMDD, optionally followed by a time and zone, e.g. 20260105120000.000[+2:SAST].
 * The day is taken as the bank wrote it, as the statement shows it, without moving it across zones.
 */
function readOfxDate(text: string): string | null {
  const day = /^(\d{8})(?:\d{2,6}(?:\.\d{1,3})?)? ?(?:\[[^\]]*\])?$/.exec(text.trim())?.[1];
  return day === undefined ? null : parseStatementDate(day, "YYYYMMDD");
}

/** The first value of a simple element inside `text`, entities decoded; null when the tag is absent. */
function readSimpleElement(text: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)`, "i").exec(text);
  return match ? decodeEntities(match[1] ?? "").trim() : null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const codePoint =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}
