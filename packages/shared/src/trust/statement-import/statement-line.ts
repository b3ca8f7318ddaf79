/** One transaction read from a bank statement, ready to be matched against the trust books. */
export type StatementLine = {
  /**
   * Where the line came from: the CSV row as a spreadsheet numbers it (1 = the file's first line; a
   * quoted description spread over two lines is still one row), or the OFX transaction's position.
   */
  rowNumber: number;
  /** YYYY-MM-DD. */
  date: string;
  /** The bank's text with runs of spaces collapsed. */
  description: string;
  reference: string | null;
  /** Money in positive, money out negative; never 0. */
  amountCents: number;
  /** The account balance after this line, when the export gives one. */
  balanceCents: number | null;
  /**
   * Canonical text that identifies the line across imports (the server hashes it): the same
   * transaction gives the same fingerprint when a later, overlapping statement is imported.
   */
  fingerprint: string;
};

export type StatementParseError = {
  /** The row or OFX transaction the problem is in; null for a problem with the whole file. */
  rowNumber: number | null;
  /** The column as the file names it (or "column 3", counted from 1), or the OFX tag; null if none. */
  column: string | null;
  /** A sentence for the person importing, e.g. `Row 7: "12.345" in Amount is not an amount`. */
  message: string;
};

export type StatementParseResult = {
  lines: StatementLine[];
  errors: StatementParseError[];
  /** Rows with a zero amount (e.g. ABSA's SMS-notification rows), left out of `lines`. */
  skippedZeroRows: number;
};

/** A line before its fingerprint is known: that needs every line of the file. */
export type UnfingerprintedStatementLine = Omit<StatementLine, "fingerprint"> & {
  /** A key the source itself guarantees unique and stable, such as an OFX FITID. */
  sourceKey?: string;
};

/** Upper case with runs of white space collapsed, so re-exports that pad differently still match. */
export function normaliseStatementDescription(description: string): string {
  return description.replace(/\s+/g, " ").trim().toUpperCase();
}

/**
 * Gives every line its fingerprint, in file order. Without a source key it is
 * `date|amountCents|balanceCents|DESCRIPTION|occurrence`, where occurrence numbers identical lines
 * within the file (1, 2, …): two genuine R50 fees on one day both survive, and a later statement
 * that overlaps this one numbers the same lines the same way, as statements cover whole days. With
 * a source key it is that key, numbered only if the source repeats it.
 */
export function fingerprintStatementLines(lines: readonly UnfingerprintedStatementLine[]): StatementLine[] {
  const timesSeen = new Map<string, number>();
  return lines.map(({ sourceKey, ...line }) => {
    const key =
      sourceKey ??
      [
        line.date,
        line.amountCents,
        line.balanceCents ?? "",
        normaliseStatementDescription(line.description),
      ].join("|");
    const occurrence = (timesSeen.get(key) ?? 0) + 1;
    timesSeen.set(key, occurrence);
    const isNumbered = sourceKey === undefined || occurrence > 1;
    return { ...line, fingerprint: isNumbered ? `${key}|${occurrence}` : key };
  });
}
