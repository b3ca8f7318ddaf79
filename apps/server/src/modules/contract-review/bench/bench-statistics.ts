/** Figures and the printed table of the contract review benchmark. */

/**
 * The nearest-rank percentile of values in any order (`fraction` 0.95 for p95): a value that was
 * measured, never one interpolated between two, so a p95 of 200 runs is the 190th slowest.
 */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

/** Milliseconds as the table shows them: "840 ms" below ten seconds, "12.3 s" from there. */
export function formatDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds)) return "-";
  return milliseconds < 10_000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(1)} s`;
}

/** A table in plain text: the first column to the left, the others to the right, as bench.mjs prints. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
