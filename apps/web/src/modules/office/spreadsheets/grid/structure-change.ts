import type { CellPosition } from "./grid-navigation";

/** Rows or columns inserted before `start`, or deleted from `start` on (counted from 1). */
export interface StructureChange {
  axis: "row" | "column";
  kind: "insert" | "delete";
  start: number;
  count: number;
}

/**
 * Where a cell's format or name goes when rows or columns are inserted or deleted, as the formulas
 * pointing at it move in the engine: cells at or after an insertion move on, cells after a deletion
 * move back, and a cell inside the deleted band is gone (null).
 */
export function shiftPosition(position: CellPosition, change: StructureChange): CellPosition | null {
  const index = change.axis === "row" ? position.row : position.column;
  let moved = index;
  if (change.kind === "insert") {
    if (index >= change.start) moved = index + change.count;
  } else if (index >= change.start + change.count) {
    moved = index - change.count;
  } else if (index >= change.start) {
    return null;
  }
  return change.axis === "row"
    ? { row: moved, column: position.column }
    : { row: position.row, column: moved };
}

/** A per-index list (column widths) after the change: inserted entries take `filler`, deleted ones go. */
export function shiftList<TValue>(
  list: readonly TValue[],
  change: StructureChange,
  filler: TValue,
): TValue[] {
  const at = change.start - 1;
  if (change.kind === "insert") {
    return [...list.slice(0, at), ...Array.from({ length: change.count }, () => filler), ...list.slice(at)];
  }
  return [...list.slice(0, at), ...list.slice(at + change.count)];
}
