import { describe, expect, it } from "vitest";
import { shiftList, shiftPosition } from "./structure-change";

describe("shiftPosition", () => {
  it("moves a cell at or below an inserted row down by the rows inserted", () => {
    const change = { axis: "row", kind: "insert", start: 3, count: 2 } as const;
    expect(shiftPosition({ row: 3, column: 2 }, change)).toEqual({ row: 5, column: 2 });
    expect(shiftPosition({ row: 2, column: 2 }, change)).toEqual({ row: 2, column: 2 });
  });

  it("drops a cell in a deleted column and moves the columns after it back", () => {
    const change = { axis: "column", kind: "delete", start: 2, count: 1 } as const;
    expect(shiftPosition({ row: 4, column: 2 }, change)).toBeNull();
    expect(shiftPosition({ row: 4, column: 5 }, change)).toEqual({ row: 4, column: 4 });
    expect(shiftPosition({ row: 4, column: 1 }, change)).toEqual({ row: 4, column: 1 });
  });
});

describe("shiftList", () => {
  it("inserts filler entries before the start and removes deleted ones", () => {
    expect(shiftList([10, 20, 30], { axis: "column", kind: "insert", start: 2, count: 2 }, 0)).toEqual([
      10, 0, 0, 20, 30,
    ]);
    expect(shiftList([10, 20, 30], { axis: "column", kind: "delete", start: 1, count: 2 }, 0)).toEqual([30]);
  });
});
