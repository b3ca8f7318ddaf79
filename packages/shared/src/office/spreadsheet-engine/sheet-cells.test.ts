import { describe, expect, it } from "vitest";
import type { SheetInput } from "./cell-value.ts";
import { SpreadsheetEngine } from "./spreadsheet-engine.ts";

function runningTotals(numbers: readonly (number | string | boolean)[], formula = "SUM"): SheetInput {
  const values: SheetInput["values"] = {};
  const formulas: SheetInput["formulas"] = {};
  numbers.forEach((value, index) => {
    values[`A${index + 1}`] = value;
    formulas[`B${index + 1}`] = `=${formula}($A$1:A${index + 1})`;
  });
  return { rows: numbers.length, columns: 3, values, formulas };
}

/** The sum SUM must give: the numbers added one by one from 0, in row order. */
function addedOneByOne(numbers: readonly unknown[], count: number): number {
  let total = 0;
  for (const value of numbers.slice(0, count)) if (typeof value === "number") total += value;
  return total;
}

describe("running totals down a column", () => {
  it("give bit for bit the one-by-one sum, however the decimals round", () => {
    const numbers = Array.from({ length: 300 }, (_, index) => 0.1 * ((index % 7) + 1) + 1e-9 * index);
    const engine = SpreadsheetEngine.load(runningTotals(numbers));
    for (const row of [1, 31, 32, 33, 150, 300]) {
      expect(engine.getValue(`B${row}`)).toBe(addedOneByOne(numbers, row));
    }
  });

  it("follow a changed input at the top, and one in the middle", () => {
    const numbers = Array.from({ length: 200 }, (_, index) => index + 1);
    const engine = SpreadsheetEngine.load(runningTotals(numbers));
    engine.setInput("A1", "1001");
    expect(engine.getValue("B200")).toBe(20_100 + 1000);
    engine.setInput("A100", "0");
    expect(engine.getValue("B99")).toBe(4950 + 1000);
    expect(engine.getValue("B200")).toBe(20_100 + 1000 - 100);
  });

  it("skip text and TRUE/FALSE in the range, count only numbers for AVERAGE", () => {
    const numbers = Array.from({ length: 100 }, (_, index) =>
      index % 10 === 0 ? "note" : index % 10 === 1 ? true : 2,
    );
    const engine = SpreadsheetEngine.load(runningTotals(numbers, "AVERAGE"));
    expect(engine.getValue("B100")).toBe(2);
    const sums = SpreadsheetEngine.load(runningTotals(numbers));
    expect(sums.getValue("B100")).toBe(160);
  });

  it("show the first error inside the range, and recover when it is fixed", () => {
    const numbers = Array.from({ length: 100 }, () => 1);
    const sheet = runningTotals(numbers);
    sheet.formulas.A50 = "=1/0";
    const engine = SpreadsheetEngine.load(sheet);
    expect(engine.getValue("B49")).toBe(49);
    expect(engine.getValue("B100")).toMatchObject({ error: "#DIV/0!" });
    engine.setInput("A50", "1");
    expect(engine.getValue("B100")).toBe(100);
  });

  it("add a range that starts lower down exactly, and after a value already added", () => {
    const numbers = Array.from({ length: 100 }, (_, index) => 0.3 * (index + 1));
    const values: SheetInput["values"] = {};
    numbers.forEach((value, index) => {
      values[`A${index + 1}`] = value;
    });
    const engine = SpreadsheetEngine.load({
      rows: 100,
      columns: 3,
      values,
      formulas: { B1: "=SUM(A11:A100)", B2: "=SUM(0.7,A1:A100)" },
    });
    let fromEleven = 0;
    for (const value of numbers.slice(10)) fromEleven += value;
    expect(engine.getValue("B1")).toBe(fromEleven);
    let afterSeven = 0.7;
    for (const value of numbers) afterSeven += value;
    expect(engine.getValue("B2")).toBe(afterSeven);
  });

  it("read a column that formulas fill, row after row", () => {
    const formulas: SheetInput["formulas"] = { A1: "=1" };
    for (let row = 2; row <= 100; row += 1) formulas[`A${row}`] = `=SUM($A$1:A${row - 1})`;
    const engine = SpreadsheetEngine.load({ rows: 100, columns: 1, values: {}, formulas });
    expect(engine.getValue("A40")).toBe(2 ** 38);
    engine.setInput("A1", "2");
    expect(engine.getValue("A40")).toBe(2 ** 39);
  });
});
