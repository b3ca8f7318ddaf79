import { formatCents } from "../../money.ts";
import type { StatementLine } from "./statement-line.ts";

/**
 * Where a statement's running balance does not follow from its amounts: each line's balance should
 * be the line before's balance plus its amount, in the order the transactions happened. Exports list
 * a day oldest first or newest first; a file whose first date is later than its last is read from the
 * bottom. A line without a balance adds its amount to the next expected one. The import goes on: this warns of a missing or
 * altered row, it does not refuse the file.
 */
export function findStatementBalanceGaps(lines: readonly StatementLine[]): string[] {
  const isNewestFirst = lines.length > 1 && (lines[0]?.date ?? "") > (lines[lines.length - 1]?.date ?? "");
  const inOrder = isNewestFirst ? [...lines].reverse() : lines;
  const warnings: string[] = [];
  // The balance the bank must show next: the last one given plus every amount since.
  let running: number | null = null;
  for (const line of inOrder) {
    const expected: number | null = running === null ? null : running + line.amountCents;
    if (line.balanceCents === null) {
      running = expected;
      continue;
    }
    if (running !== null && expected !== null && expected !== line.balanceCents) {
      warnings.push(
        `Row ${line.rowNumber}: the balance ${formatCents(line.balanceCents)} does not follow from ${formatCents(running)} and ${formatCents(line.amountCents)} (expected ${formatCents(expected)}): a row may be missing or changed.`,
      );
    }
    running = line.balanceCents;
  }
  return warnings;
}
