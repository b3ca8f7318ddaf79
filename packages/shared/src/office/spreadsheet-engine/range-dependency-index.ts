import type { CellArea } from "./formula-parser.ts";

type RowInterval = { top: number; bottom: number; dependent: number };

// Intervals are kept sorted by top row and summarised in chunks by their lowest-reaching bottom row, so
// a lookup skips whole chunks that end above the row asked about.
const CHUNK_SIZE = 32;

class ColumnIntervals {
  intervals: RowInterval[] = [];
  private chunkBottoms: number[] = [];
  private isSorted = true;

  add(interval: RowInterval): void {
    this.intervals.push(interval);
    this.isSorted = false;
  }

  remove(top: number, bottom: number, dependent: number): void {
    const index = this.intervals.findIndex(
      (interval) => interval.dependent === dependent && interval.top === top && interval.bottom === bottom,
    );
    if (index < 0) return;
    this.intervals.splice(index, 1);
    this.isSorted = false;
  }

  forEachContaining(row: number, visit: (dependent: number) => void): void {
    if (!this.isSorted) this.sort();
    const intervals = this.intervals;
    // Only intervals starting at or above the row can contain it: a prefix of the sorted list.
    let low = 0;
    let high = intervals.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((intervals[middle] as RowInterval).top <= row) low = middle + 1;
      else high = middle;
    }
    for (let chunkStart = 0; chunkStart < low; chunkStart += CHUNK_SIZE) {
      if ((this.chunkBottoms[chunkStart / CHUNK_SIZE] ?? 0) < row) continue;
      const chunkEnd = Math.min(low, chunkStart + CHUNK_SIZE);
      for (let index = chunkStart; index < chunkEnd; index += 1) {
        const interval = intervals[index] as RowInterval;
        if (interval.bottom >= row) visit(interval.dependent);
      }
    }
  }

  private sort(): void {
    this.intervals.sort((left, right) => left.top - right.top);
    this.chunkBottoms = [];
    for (let chunkStart = 0; chunkStart < this.intervals.length; chunkStart += CHUNK_SIZE) {
      let deepest = 0;
      const chunkEnd = Math.min(this.intervals.length, chunkStart + CHUNK_SIZE);
      for (let index = chunkStart; index < chunkEnd; index += 1) {
        deepest = Math.max(deepest, (this.intervals[index] as RowInterval).bottom);
      }
      this.chunkBottoms.push(deepest);
    }
    this.isSorted = true;
  }
}

/**
 * Which formulas read a cell through a range. One interval per column a range covers, instead of one
 * edge per cell: a sheet of 10 000 rows with SUM(A1:A10000) in many cells stays small.
 */
export class RangeDependencyIndex {
  private readonly columns = new Map<number, ColumnIntervals>();

  add(area: CellArea, dependent: number): void {
    for (let column = area.left; column <= area.right; column += 1) {
      let intervals = this.columns.get(column);
      if (!intervals) {
        intervals = new ColumnIntervals();
        this.columns.set(column, intervals);
      }
      intervals.add({ top: area.top, bottom: area.bottom, dependent });
    }
  }

  remove(area: CellArea, dependent: number): void {
    for (let column = area.left; column <= area.right; column += 1) {
      this.columns.get(column)?.remove(area.top, area.bottom, dependent);
    }
  }

  /** Calls `visit` for every formula whose ranges contain the cell (once per range containing it). */
  forEachDependent(row: number, column: number, visit: (dependent: number) => void): void {
    this.columns.get(column)?.forEachContaining(row, visit);
  }
}
