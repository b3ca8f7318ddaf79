import { cellKey } from "./cell-reference.ts";
import type { CellConstant, CellError, CellValue } from "./cell-value.ts";
import type { CellArea, FormulaNode } from "./formula-parser.ts";

/** A formula as the engine keeps it: its text, its tree, and the cells it reads. */
export type FormulaCell = {
  text: string;
  /** The tree, shared by every formula of the same shape: its references count from (row, column). */
  node: FormulaNode | null;
  /** The value shown when the formula cannot be calculated at all (unreadable, too many cells). */
  fixedError: CellError | null;
  cells: number[];
  areas: CellArea[];
  isVolatile: boolean;
  row: number;
  column: number;
  /** Whether scanFormulaReferences finds exactly the references the parser found (see formula-shape.ts). */
  hasScannableShape: boolean;
  /** The calculation pass this formula waits in, and the one it is on the stack in (0: none). */
  pendingPass: number;
  stackPass: number;
};

// The same packing as cellKey in cell-reference.ts, repeated here because these run for every cell.
const COLUMN_STRIDE = 256;

function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Running totals down one column: at index r, the sum and the count of the numbers in rows 1 to r and
 * the count of errors there, added in row order from 0 exactly as SUM adds them. Valid down to
 * `validUpTo`; a changed cell above cuts that back.
 */
type ColumnTotals = { sums: Float64Array; counts: Uint32Array; errors: Uint32Array; validUpTo: number };

// Shorter ranges are simply read; all running totals together hold at most this many rows (16 MB).
const MIN_TOTALS_ROWS = 32;
const MAX_TOTALS_ROWS = 1_000_000;

/**
 * The non-empty cells of a sheet, in one array per column indexed by row: the values (a constant as
 * typed, or a formula's result), and the formulas. A range is read by array index (SUM over 10 000 rows
 * in many cells stays fast), and a sheet holds no object per constant.
 */
export class SheetCells {
  private readonly columnValues: (CellValue | undefined)[][] = [];
  private readonly columnFormulas: (FormulaCell | undefined)[][] = [];
  /** Rows holding a formula, sorted, per column: which formulas a range covers, without walking it. */
  private readonly formulaRows: (number[] | undefined)[] = [];
  private hasUnsortedFormulaRows = false;
  private inputCount = 0;
  private readonly columnTotals: (ColumnTotals | undefined)[] = [];
  private totalsRows = 0;
  /**
   * Cell keys in the order their input was last set, as a Map of cells would keep them: saving, and
   * recalculating after rows move, follow it, so a cycle is named from the same cell as before. An
   * entry is current when the cell's `inputOrder` points back at it; stale ones are skipped and, when
   * they pile up, dropped.
   */
  private order: number[] = [];
  private readonly inputOrder: (number[] | undefined)[] = [];

  /** How many cells hold an input (a constant or a formula). */
  get size(): number {
    return this.inputCount;
  }

  valueAt(row: number, column: number): CellValue {
    return this.columnValues[column]?.[row] ?? null;
  }

  columnValuesOf(column: number): readonly (CellValue | undefined)[] | undefined {
    return this.columnValues[column];
  }

  valueOf(key: number): CellValue {
    return this.columnValues[key % COLUMN_STRIDE]?.[Math.floor(key / COLUMN_STRIDE)] ?? null;
  }

  formulaOf(key: number): FormulaCell | undefined {
    return this.columnFormulas[key % COLUMN_STRIDE]?.[Math.floor(key / COLUMN_STRIDE)];
  }

  /** Whether the cell holds an input: a formula, or a constant. */
  hasInput(key: number): boolean {
    const column = key % COLUMN_STRIDE;
    const row = Math.floor(key / COLUMN_STRIDE);
    return this.columnFormulas[column]?.[row] !== undefined || this.columnValues[column]?.[row] != null;
  }

  setValue(key: number, value: CellValue | undefined): void {
    const column = key % COLUMN_STRIDE;
    const row = Math.floor(key / COLUMN_STRIDE);
    let values = this.columnValues[column];
    if (!values) {
      values = [];
      this.columnValues[column] = values;
    }
    values[row] = value;
    const totals = this.columnTotals[column];
    if (totals !== undefined && row <= totals.validUpTo) totals.validUpTo = row - 1;
  }

  /**
   * The sum of the numbers in rows `top` to `bottom` of a column, bit for bit what adding them one by
   * one from 0 gives, read from running totals: SUM($A$1:A10000) in every row costs one subtraction
   * each. NaN when the totals cannot answer exactly (a short range, an error inside, numbers above
   * `top` that do not add up to 0, no room left) and the caller must add the cells itself.
   */
  columnSum(column: number, top: number, bottom: number): number {
    const totals = this.totalsDownTo(column, top, bottom);
    return totals ? (totals.sums[bottom] as number) : Number.NaN;
  }

  /** How many numbers rows `top` to `bottom` of a column hold; only after columnSum answered. */
  columnNumberCount(column: number, top: number, bottom: number): number {
    const totals = this.columnTotals[column] as ColumnTotals;
    return (totals.counts[bottom] as number) - (totals.counts[top - 1] as number);
  }

  private totalsDownTo(column: number, top: number, bottom: number): ColumnTotals | null {
    const values = this.columnValues[column];
    if (!values || top < 1 || bottom - top + 1 < MIN_TOTALS_ROWS || bottom >= values.length) return null;
    let totals = this.columnTotals[column];
    if (!totals || totals.sums.length <= bottom) {
      const size = Math.min(values.length, Math.max(bottom + 1, (totals?.sums.length ?? 0) * 2));
      if (this.totalsRows - (totals?.sums.length ?? 0) + size > MAX_TOTALS_ROWS) return null;
      this.totalsRows += size - (totals?.sums.length ?? 0);
      const grown: ColumnTotals = {
        sums: new Float64Array(size),
        counts: new Uint32Array(size),
        errors: new Uint32Array(size),
        validUpTo: 0,
      };
      if (totals) {
        grown.sums.set(totals.sums.subarray(0, totals.validUpTo + 1));
        grown.counts.set(totals.counts.subarray(0, totals.validUpTo + 1));
        grown.errors.set(totals.errors.subarray(0, totals.validUpTo + 1));
        grown.validUpTo = totals.validUpTo;
      }
      totals = grown;
      this.columnTotals[column] = totals;
    }
    const { sums, counts, errors } = totals;
    for (let row = totals.validUpTo + 1; row <= bottom; row += 1) {
      const value = values[row];
      const isNumber = typeof value === "number";
      sums[row] = isNumber ? (sums[row - 1] as number) + value : (sums[row - 1] as number);
      counts[row] = (counts[row - 1] as number) + (isNumber ? 1 : 0);
      errors[row] = (errors[row - 1] as number) + (typeof value === "object" && value !== null ? 1 : 0);
    }
    if (bottom > totals.validUpTo) totals.validUpTo = bottom;
    if (sums[top - 1] !== 0 || errors[bottom] !== errors[top - 1]) return null;
    return totals;
  }

  /** Stores a constant (not null). While a sheet loads, each cell is new. */
  setConstant(key: number, constant: CellConstant, isLoading = false): void {
    if (!isLoading) this.removeInput(key);
    this.inputCount += 1;
    this.setValue(key, constant);
    this.appendToOrder(key);
  }

  private appendToOrder(key: number): void {
    const column = key % COLUMN_STRIDE;
    let positions = this.inputOrder[column];
    if (!positions) {
      positions = [];
      this.inputOrder[column] = positions;
    }
    positions[Math.floor(key / COLUMN_STRIDE)] = this.order.length;
    this.order.push(key);
    if (this.order.length > 2 * this.inputCount + 1024) this.compactOrder();
  }

  private isCurrentInOrder(key: number, index: number): boolean {
    return this.inputOrder[key % COLUMN_STRIDE]?.[Math.floor(key / COLUMN_STRIDE)] === index;
  }

  private compactOrder(): void {
    const current: number[] = [];
    for (let index = 0; index < this.order.length; index += 1) {
      const key = this.order[index] as number;
      if (!this.isCurrentInOrder(key, index)) continue;
      (this.inputOrder[key % COLUMN_STRIDE] as number[])[Math.floor(key / COLUMN_STRIDE)] = current.length;
      current.push(key);
    }
    this.order = current;
  }

  /** Stores a formula; it has no value until it is calculated. While a sheet loads, each cell is new. */
  setFormula(key: number, formula: FormulaCell, isLoading = false): void {
    // No value is written until the formula is calculated: an empty slot reads as null, and a column of
    // formulas that all give numbers stays an array of plain numbers.
    if (!isLoading) this.removeInput(key);
    this.inputCount += 1;
    this.appendToOrder(key);
    const column = key % COLUMN_STRIDE;
    const row = Math.floor(key / COLUMN_STRIDE);
    let formulas = this.columnFormulas[column];
    if (!formulas) {
      formulas = [];
      this.columnFormulas[column] = formulas;
    }
    formulas[row] = formula;
    let rows = this.formulaRows[column];
    if (!rows) {
      rows = [];
      this.formulaRows[column] = rows;
    }
    // While a sheet loads, rows are appended and sorted once at the end.
    if (isLoading) {
      if (rows.length > 0 && (rows[rows.length - 1] as number) > row) this.hasUnsortedFormulaRows = true;
      rows.push(row);
    } else {
      this.sortFormulaRows();
      rows.splice(lowerBound(rows, row), 0, row);
    }
  }

  removeInput(key: number): void {
    if (!this.hasInput(key)) return;
    this.inputCount -= 1;
    this.setValue(key, undefined);
    const column = key % COLUMN_STRIDE;
    const row = Math.floor(key / COLUMN_STRIDE);
    (this.inputOrder[column] as number[])[row] = -1;
    const formulas = this.columnFormulas[column];
    if (formulas?.[row] === undefined) return;
    formulas[row] = undefined;
    const rows = this.formulaRows[column];
    if (!rows) return;
    this.sortFormulaRows();
    const index = lowerBound(rows, row);
    if (rows[index] === row) rows.splice(index, 1);
  }

  sortFormulaRows(): void {
    if (!this.hasUnsortedFormulaRows) return;
    for (const rows of this.formulaRows) rows?.sort((left, right) => left - right);
    this.hasUnsortedFormulaRows = false;
  }

  /** Calls `visit` with the key of every formula cell inside `area`. */
  forEachFormulaIn(area: CellArea, visit: (key: number) => void): void {
    this.sortFormulaRows();
    for (let column = area.left; column <= area.right; column += 1) {
      const rows = this.formulaRows[column];
      if (!rows) continue;
      for (let index = lowerBound(rows, area.top); index < rows.length; index += 1) {
        const row = rows[index] as number;
        if (row > area.bottom) break;
        visit(cellKey(row, column));
      }
    }
  }

  /** Calls `visit` for every cell holding an input, in the order the inputs were set: its formula, or its constant. */
  forEachInput(visit: (key: number, formula: FormulaCell | undefined, constant: CellConstant) => void): void {
    const order = this.order;
    for (let index = 0; index < order.length; index += 1) {
      const key = order[index] as number;
      if (!this.isCurrentInOrder(key, index)) continue;
      const formula = this.formulaOf(key);
      visit(key, formula, formula ? null : (this.valueOf(key) as CellConstant));
    }
  }
}
