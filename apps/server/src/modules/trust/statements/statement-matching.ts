/** A bank statement line waiting to be matched. */
export type MatchableLine = {
  id: string;
  date: string;
  amountCents: number;
  description: string;
  reference: string | null;
};

/** A cash book line (one trust account's side of a posting) waiting to be matched. */
export type MatchableEntry = {
  id: string;
  date: string;
  amountCents: number;
  reference: string;
  number: number;
};

/** How far apart the bank's date and the books' date may be for an automatic match. */
export const AUTO_MATCH_WINDOW_DAYS = 7;

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

function mentionsReference(line: MatchableLine, entry: MatchableEntry): boolean {
  const reference = entry.reference.trim().toUpperCase();
  if (reference.length < 3) return false;
  const text = `${line.description} ${line.reference ?? ""}`.toUpperCase();
  return text.includes(reference);
}

/**
 * Pairs statement lines with cash book lines of the same amount (sign included) dated within the
 * window. Where several could pair, a line whose text carries the posting's reference wins, then the
 * closest date, then the earliest posting. Each line and entry is used at most once; lines that find
 * no partner are left for a person to match or capture.
 */
export function autoMatch(
  lines: readonly MatchableLine[],
  entries: readonly MatchableEntry[],
): [lineId: string, entryId: string][] {
  const byAmount = new Map<number, MatchableEntry[]>();
  for (const entry of entries) {
    const list = byAmount.get(entry.amountCents) ?? [];
    list.push(entry);
    byAmount.set(entry.amountCents, list);
  }
  const used = new Set<string>();
  const pairs: [string, string][] = [];
  // Lines that name a reference go first, so a generic line cannot take their entry.
  const ordered = [...lines].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const pass of ["reference", "date"] as const) {
    for (const line of ordered) {
      if (pairs.some(([lineId]) => lineId === line.id)) continue;
      const candidates = (byAmount.get(line.amountCents) ?? []).filter(
        (entry) =>
          !used.has(entry.id) &&
          daysBetween(entry.date, line.date) <= AUTO_MATCH_WINDOW_DAYS &&
          (pass === "date" || mentionsReference(line, entry)),
      );
      candidates.sort(
        (a, b) => daysBetween(a.date, line.date) - daysBetween(b.date, line.date) || a.number - b.number,
      );
      const best = candidates[0];
      if (!best) continue;
      used.add(best.id);
      pairs.push([line.id, best.id]);
    }
  }
  return pairs;
}
