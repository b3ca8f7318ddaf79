import type { StatementLine } from "./statement-line.ts";

export type StatementSummary = {
  firstDate: string | null;
  lastDate: string | null;
  lineCount: number;
  totalInCents: number;
  /** Money out as a positive total. */
  totalOutCents: number;
  /** The balance after the statement's last transaction, or null when the export gives no balances. */
  closingBalanceCents: number | null;
};

/**
 * What an import screen shows before the lines are accepted. Exports list a day's transactions
 * oldest first or newest first; which one is read from the file (a first date later than the last
 * means newest first), so the closing balance is that of the day's last transaction either way.
 */
export function summariseStatement(lines: readonly StatementLine[]): StatementSummary {
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  let totalInCents = 0;
  let totalOutCents = 0;
  for (const line of lines) {
    if (firstDate === null || line.date < firstDate) firstDate = line.date;
    if (lastDate === null || line.date > lastDate) lastDate = line.date;
    if (line.amountCents > 0) totalInCents += line.amountCents;
    else totalOutCents -= line.amountCents;
  }
  const isNewestFirst = lines.length > 1 && (lines[0]?.date ?? "") > (lines[lines.length - 1]?.date ?? "");
  const lastDayLines = lines.filter((line) => line.date === lastDate);
  const closingLine = isNewestFirst ? lastDayLines[0] : lastDayLines[lastDayLines.length - 1];
  return {
    firstDate,
    lastDate,
    lineCount: lines.length,
    totalInCents,
    totalOutCents,
    closingBalanceCents: closingLine?.balanceCents ?? null,
  };
}
