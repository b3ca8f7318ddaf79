/** A run of words that is in both versions, only in the newer one, or only in the older one. */
export type DiffSegment = { kind: "unchanged" | "inserted" | "deleted"; text: string };

/** One paragraph of the comparison: kept, added, removed, or changed word by word. */
export type ParagraphDiff =
  | { kind: "unchanged"; text: string }
  | { kind: "inserted"; text: string }
  | { kind: "deleted"; text: string }
  | { kind: "changed"; segments: DiffSegment[] };

type Operation<TItem> = { kind: "unchanged" | "inserted" | "deleted"; item: TItem };

/**
 * Beyond this many cells the longest-common-subsequence table costs too much memory for a browser
 * tab; the middle of the two sequences is then shown as removed and re-added rather than aligned.
 */
const MAX_TABLE_CELLS = 4_000_000;

/**
 * The edit script from `before` to `after`: a longest common subsequence, found after the common
 * beginning and end are set aside (most edits touch a small part of a long document).
 */
function diffSequences<TItem>(before: readonly TItem[], after: readonly TItem[]): Operation<TItem>[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let beforeEnd = before.length;
  let afterEnd = after.length;
  while (beforeEnd > start && afterEnd > start && before[beforeEnd - 1] === after[afterEnd - 1]) {
    beforeEnd -= 1;
    afterEnd -= 1;
  }
  const head = before.slice(0, start).map((item) => ({ kind: "unchanged" as const, item }));
  const tail = before.slice(beforeEnd).map((item) => ({ kind: "unchanged" as const, item }));
  const oldMiddle = before.slice(start, beforeEnd);
  const newMiddle = after.slice(start, afterEnd);
  return [...head, ...alignMiddle(oldMiddle, newMiddle), ...tail];
}

function alignMiddle<TItem>(before: readonly TItem[], after: readonly TItem[]): Operation<TItem>[] {
  const rows = before.length;
  const columns = after.length;
  if (rows === 0 || columns === 0 || (rows + 1) * (columns + 1) > MAX_TABLE_CELLS) {
    return [
      ...before.map((item) => ({ kind: "deleted" as const, item })),
      ...after.map((item) => ({ kind: "inserted" as const, item })),
    ];
  }
  // lengths[i * width + j]: the longest common subsequence of before[i..] and after[j..].
  const width = columns + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const operations: Operation<TItem>[] = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (before[i] === after[j]) {
      operations.push({ kind: "unchanged", item: before[i]! });
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      // Deletions first, so a replaced word reads "old new" as a reader expects.
      operations.push({ kind: "deleted", item: before[i]! });
      i += 1;
    } else {
      operations.push({ kind: "inserted", item: after[j]! });
      j += 1;
    }
  }
  for (; i < rows; i += 1) operations.push({ kind: "deleted", item: before[i]! });
  for (; j < columns; j += 1) operations.push({ kind: "inserted", item: after[j]! });
  return operations;
}

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}

/** Consecutive words of the same kind joined into one segment, so the markup stays small. */
function joinSegments(operations: Operation<string>[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  for (const { kind, item } of operations) {
    const last = segments.at(-1);
    if (last && last.kind === kind) last.text = `${last.text} ${item}`;
    else segments.push({ kind, text: item });
  }
  return segments;
}

/** The word-level changes from one paragraph to another (spacing is not a change). */
export function diffWords(before: string, after: string): DiffSegment[] {
  return joinSegments(diffSequences(words(before), words(after)));
}

/**
 * Two paragraphs are shown as one changed paragraph when at least this share of the longer one's
 * words is kept; below it, a rewrite reads better as the old paragraph removed and the new one added.
 */
const SAME_PARAGRAPH_SHARE = 0.4;

function unchangedShare(segments: DiffSegment[], before: string, after: string): number {
  const kept = segments
    .filter((segment) => segment.kind === "unchanged")
    .reduce((count, segment) => count + words(segment.text).length, 0);
  return kept / Math.max(words(before).length, words(after).length, 1);
}

/**
 * Pairs the removed and added paragraphs of one changed stretch in order; a pair close enough
 * becomes one paragraph changed word by word, the rest stay whole removals and additions.
 */
function pairChangedStretch(deleted: string[], inserted: string[]): ParagraphDiff[] {
  const result: ParagraphDiff[] = [];
  const pairCount = Math.min(deleted.length, inserted.length);
  for (let index = 0; index < pairCount; index += 1) {
    const before = deleted[index]!;
    const after = inserted[index]!;
    const segments = diffWords(before, after);
    if (unchangedShare(segments, before, after) >= SAME_PARAGRAPH_SHARE) {
      result.push({ kind: "changed", segments });
    } else {
      result.push({ kind: "deleted", text: before }, { kind: "inserted", text: after });
    }
  }
  for (const text of deleted.slice(pairCount)) result.push({ kind: "deleted", text });
  for (const text of inserted.slice(pairCount)) result.push({ kind: "inserted", text });
  return result;
}

/**
 * The comparison of two versions, paragraph by paragraph: paragraphs are aligned first, then each
 * edited paragraph is compared word by word. Takes the paragraphs' plain text (see
 * `documentParagraphs`), so formatting-only changes do not show.
 */
export function diffDocuments(before: readonly string[], after: readonly string[]): ParagraphDiff[] {
  const result: ParagraphDiff[] = [];
  let deleted: string[] = [];
  let inserted: string[] = [];
  const flush = () => {
    result.push(...pairChangedStretch(deleted, inserted));
    deleted = [];
    inserted = [];
  };
  for (const { kind, item } of diffSequences(before, after)) {
    if (kind === "deleted") deleted.push(item);
    else if (kind === "inserted") inserted.push(item);
    else {
      flush();
      result.push({ kind: "unchanged", text: item });
    }
  }
  flush();
  return result;
}

/** Whether the comparison found any difference at all. */
export function hasDifferences(diff: readonly ParagraphDiff[]): boolean {
  return diff.some((paragraph) => paragraph.kind !== "unchanged");
}
