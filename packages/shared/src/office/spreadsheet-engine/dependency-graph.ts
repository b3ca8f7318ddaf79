import type { CellArea } from "./formula-parser.ts";
import { RangeDependencyIndex } from "./range-dependency-index.ts";

// The same packing as cellKey in cell-reference.ts, repeated here because these run for every reference.
const COLUMN_STRIDE = 256;

/** What a formula reads: single cells by key, and ranges (kept whole, never spread into cells). */
export type FormulaPrecedents = { cells: readonly number[]; areas: readonly CellArea[] };

/**
 * Who reads whom, kept backwards: for a cell, the formulas that read it. Single references are edges;
 * ranges live in an interval index, so SUM(A1:A10000) costs one entry, not ten thousand.
 */
export class DependencyGraph {
  /**
   * Per column, per row: the formula reading that cell (its key), or the formulas when several. A bare
   * number for the usual single reader, so a loaded sheet holds no array per referenced cell.
   */
  private readonly cellDependents: (number | number[] | undefined)[][] = [];
  private readonly areaDependents = new RangeDependencyIndex();

  add(dependent: number, precedents: FormulaPrecedents): void {
    for (const precedent of precedents.cells) {
      const column = precedent % COLUMN_STRIDE;
      const row = Math.floor(precedent / COLUMN_STRIDE);
      let rows = this.cellDependents[column];
      if (!rows) {
        rows = [];
        this.cellDependents[column] = rows;
      }
      const existing = rows[row];
      if (existing === undefined) rows[row] = dependent;
      else if (typeof existing === "number") rows[row] = [existing, dependent];
      else existing.push(dependent);
    }
    for (const area of precedents.areas) this.areaDependents.add(area, dependent);
  }

  remove(dependent: number, precedents: FormulaPrecedents): void {
    for (const precedent of precedents.cells) {
      const rows = this.cellDependents[precedent % COLUMN_STRIDE];
      const row = Math.floor(precedent / COLUMN_STRIDE);
      const existing = rows?.[row];
      if (!rows || existing === undefined) continue;
      if (typeof existing === "number") {
        if (existing === dependent) rows[row] = undefined;
        continue;
      }
      const index = existing.indexOf(dependent);
      if (index >= 0) existing.splice(index, 1);
      if (existing.length === 0) rows[row] = undefined;
    }
    for (const area of precedents.areas) this.areaDependents.remove(area, dependent);
  }

  /** Calls `visit` for every formula that reads the cell `key` directly (once per reference to it). */
  forEachDependent(key: number, visit: (dependent: number) => void): void {
    const column = key % COLUMN_STRIDE;
    const row = Math.floor(key / COLUMN_STRIDE);
    const direct = this.cellDependents[column]?.[row];
    if (typeof direct === "number") visit(direct);
    else if (direct) for (const dependent of direct) visit(dependent);
    this.areaDependents.forEachDependent(row, column, visit);
  }
}
