import { describe, expect, it } from "vitest";
import type { SheetInput } from "./cell-value.ts";
import { FormulaCompiler } from "./formula-compiler.ts";
import { SpreadsheetEngine } from "./spreadsheet-engine.ts";

function filledDown(rows: number, columns: number, formula: (row: number) => string): SheetInput {
  const values: SheetInput["values"] = {};
  const formulas: SheetInput["formulas"] = {};
  for (let row = 1; row <= rows; row += 1) {
    values[`A${row}`] = row;
    formulas[`B${row}`] = formula(row);
  }
  return { rows, columns, values, formulas };
}

describe("formulas filled down a column share one parsed shape", () => {
  it("gives every row its own references", () => {
    const engine = SpreadsheetEngine.load(filledDown(50, 3, (row) => `=A${row}*2+$A$1`));
    for (let row = 1; row <= 50; row += 1) expect(engine.getValue(`B${row}`)).toBe(row * 2 + 1);
  });

  it("shares the tree between rows and keeps each row's own cells to depend on", () => {
    const compiler = new FormulaCompiler();
    const third = compiler.compile("=A3*2+$A$1", 3, 2, 10, 3);
    const fourth = compiler.compile("=A4*2+$A$1", 4, 2, 10, 3);
    expect(fourth.node).toBe(third.node);
    expect(third.cells).toEqual([3 * 256 + 1, 256 + 1]);
    expect(fourth.cells).toEqual([4 * 256 + 1, 256 + 1]);
  });

  it("recalculates only the row whose input changed", () => {
    const engine = SpreadsheetEngine.load(filledDown(20, 3, (row) => `=A${row}+1`));
    expect(engine.setInput("A7", "100")).toEqual(["A7", "B7"]);
    expect(engine.getValue("B7")).toBe(101);
    expect(engine.getValue("B8")).toBe(9);
  });

  it("does not share a tree between formulas that only look alike", () => {
    const compiler = new FormulaCompiler();
    const relative = compiler.compile("=A1+1", 1, 2, 10, 3);
    const absolute = compiler.compile("=$A$2+1", 2, 2, 10, 3);
    const text = compiler.compile('="A3"&1', 3, 2, 10, 3);
    expect(absolute.node).not.toBe(relative.node);
    expect(text.cells).toEqual([]);
  });

  it("reads a number with an exponent as a number, not as a cell of column E", () => {
    const engine = SpreadsheetEngine.load(
      filledDown(3, 5, (row) => (row === 1 ? "=1E2+A1" : `=1E${row + 1}+A${row}`)),
    );
    expect(engine.getValue("B1")).toBe(101);
    expect(engine.getValue("B2")).toBe(1002);
    expect(engine.getValue("B3")).toBe(10_003);
  });

  it("keeps each row's formula text as typed, lower-case references included", () => {
    const engine = SpreadsheetEngine.load(filledDown(3, 3, (row) => (row === 2 ? "=a2*2" : `=A${row}*2`)));
    expect(engine.getInput("B2")).toBe("=a2*2");
    expect(engine.getValue("B2")).toBe(4);
  });

  it("sizes each row's range on its own: one row within the limit, a later row past it", () => {
    const engine = SpreadsheetEngine.load({
      rows: 600,
      columns: 200,
      values: { B1: 5 },
      formulas: { A400: "=SUM($B$1:GR399)", A600: "=SUM($B$1:GR599)" },
    });
    expect(engine.getValue("A400")).toBe(5);
    expect(engine.getValue("A600")).toMatchObject({ error: "#LIMIT!" });
  });

  it("refers to cells above the first row as #REF! through a shared shape", () => {
    const engine = SpreadsheetEngine.load(filledDown(3, 3, (row) => `=A${row}+C${row + 1}`));
    expect(engine.getValue("B3")).toMatchObject({ error: "#REF!" });
    expect(engine.getValue("B2")).toBe(2);
  });
});
