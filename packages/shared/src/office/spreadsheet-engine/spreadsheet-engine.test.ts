import { describe, expect, it } from "vitest";
import { type SheetInput, SPREADSHEET_LIMITS, SpreadsheetLimitError } from "./cell-value.ts";
import { SpreadsheetEngine } from "./spreadsheet-engine.ts";

function sheet(
  values: SheetInput["values"],
  formulas: SheetInput["formulas"],
  rows = 20,
  columns = 6,
): SheetInput {
  return { rows, columns, values, formulas };
}

describe("loading and reading a sheet", () => {
  it("calculates every formula once on load and reads inputs back as typed", () => {
    const engine = SpreadsheetEngine.load(
      sheet({ A1: 10, A2: 20, B1: "Fees", C1: true }, { A3: "=SUM(A1:A2)", A4: "=A3*2" }),
    );
    expect(engine.getValue("A3")).toBe(30);
    expect(engine.getValue("A4")).toBe(60);
    expect(engine.getValue("B1")).toBe("Fees");
    expect(engine.getValue("D1")).toBeNull();
    expect(engine.getInput("A3")).toBe("=SUM(A1:A2)");
    expect(engine.getInput("A1")).toBe("10");
    expect(engine.getInput("C1")).toBe("TRUE");
    expect(engine.getInput("D1")).toBe("");
    expect(engine.calculations()).toEqual({ A3: 30, A4: 60 });
    expect(engine.rows).toBe(20);
    expect(engine.columns).toBe(6);
  });

  it("keeps text that looks like a number as text, written back with an apostrophe", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: "0821234567" }, {}));
    expect(engine.getInput("A1")).toBe("'0821234567");
    engine.setInput("A2", engine.getInput("A1"));
    expect(engine.getValue("A2")).toBe("0821234567");
  });

  it("shows an empty referenced cell as 0", () => {
    const engine = SpreadsheetEngine.load(sheet({}, { A1: "=B1" }));
    expect(engine.getValue("A1")).toBe(0);
  });

  it("shows references outside the sheet as #REF!", () => {
    const engine = SpreadsheetEngine.load(sheet({}, { A1: "=Z1", A2: "=SUM(A3:A99)" }));
    expect(engine.getValue("A1")).toMatchObject({ error: "#REF!" });
    expect(engine.getValue("A2")).toMatchObject({ error: "#REF!" });
  });

  it("loads cells given as lists as it loads the same cells given as maps", () => {
    const values = { A1: 10, A2: 20, B1: "Fees", C1: true, D1: null, E1: "", F30: 5 };
    const formulas = { A3: "=SUM(A1:A2)", a3: "=A1", A4: " A3*2 ", A1: "=7", B2: "  " };
    const fromMaps = SpreadsheetEngine.load(sheet(values, formulas));
    const fromLists = SpreadsheetEngine.load({
      rows: 20,
      columns: 6,
      values: { refs: Object.keys(values), inputs: Object.values(values) },
      formulas: { refs: Object.keys(formulas), inputs: Object.values(formulas) },
    });
    expect(fromLists.toSheetInput()).toEqual(fromMaps.toSheetInput());
    expect(fromLists.calculations()).toEqual(fromMaps.calculations());
    // A later spelling of the same cell wins, a formula takes a constant's place, blanks are no cells.
    expect(fromLists.getInput("A3")).toBe("=A1");
    expect(fromLists.getValue("A1")).toBe(7);
    expect(fromLists.getValue("A4")).toBe(14);
    expect(fromLists.toSheetInput().values).toEqual({ A2: 20, B1: "Fees", C1: true });
  });

  it("round-trips its inputs through toSheetInput", () => {
    const input = sheet({ A1: 1, B2: "x" }, { C3: "=A1+1" });
    expect(SpreadsheetEngine.load(input).toSheetInput()).toEqual(input);
  });
});

describe("recalculating after a change", () => {
  it("returns the changed cell and every dependent whose value changed", () => {
    const engine = SpreadsheetEngine.load(
      sheet({ A1: 1, A2: 2, B5: 7 }, { A3: "=SUM(A1:A2)", A4: "=A3*10", B1: "=B5+1", C1: "=A1>0" }),
    );
    const changed = engine.setInput("A1", "5");
    expect(changed[0]).toBe("A1");
    expect(changed.sort()).toEqual(["A1", "A3", "A4"]);
    expect(engine.getValue("A4")).toBe(70);
  });

  it("recalculates only what depends on the changed cell", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: 1, B1: 1 }, { A2: "=A1", B2: "=B1" }));
    const before = engine.getValue("B2");
    expect(engine.setInput("A1", "2")).toEqual(["A1", "A2"]);
    expect(engine.getValue("B2")).toBe(before);
  });

  it("reports nothing but the cell when the new value changes no result", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: 5 }, { A2: "=IF(A1>0,1,0)" }));
    expect(engine.setInput("A1", "6")).toEqual(["A1"]);
    expect(engine.setInput("A1", "6")).toEqual([]);
  });

  it("recalculates through ranges and picks up a new formula's dependencies", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: 1, A2: 2 }, {}));
    expect(engine.setInput("B1", "=SUM(A1:A10)")).toEqual(["B1"]);
    expect(engine.getValue("B1")).toBe(3);
    expect(engine.setInput("A10", "4")).toEqual(["A10", "B1"]);
    expect(engine.getValue("B1")).toBe(7);
    engine.setInput("B1", "=A1");
    expect(engine.setInput("A2", "100")).toEqual(["A2"]);
  });

  it("clears a cell to empty, and typed SA numbers become numbers", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: 5 }, { A2: "=A1*2" }));
    engine.setInput("A1", "R 1 234,50");
    expect(engine.getValue("A2")).toBe(2469);
    engine.setInput("A1", "");
    expect(engine.getValue("A1")).toBeNull();
    expect(engine.getValue("A2")).toBe(0);
    expect(engine.toSheetInput().values).toEqual({});
  });

  it("orders recalculation so a cell is computed after what it reads", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: 1 }, { C1: "=B1*2", B1: "=A1+1", D1: "=C1+B1" }));
    engine.setInput("A1", "10");
    expect(engine.getValue("D1")).toBe(33);
  });

  it("refuses a ref outside the sheet", () => {
    const engine = SpreadsheetEngine.load(sheet({}, {}));
    expect(() => engine.setInput("Z99", "1")).toThrow(RangeError);
  });
});

describe("circular references", () => {
  it("shows every cell in the cycle and its dependents as #CIRC!, naming the cycle, and calculates the rest", () => {
    const engine = SpreadsheetEngine.load(
      sheet({ C1: 4 }, { A1: "=B1+1", B1: "=A1+1", D1: "=A1*2", E1: "=C1*2" }),
    );
    const message = (engine.getValue("A1") as { message: string }).message;
    expect(engine.getValue("A1")).toMatchObject({ error: "#CIRC!" });
    expect(engine.getValue("B1")).toMatchObject({ error: "#CIRC!" });
    expect(engine.getValue("D1")).toMatchObject({ error: "#CIRC!" });
    expect(message).toMatch(/^Circular reference: (A1 → B1 → A1|B1 → A1 → B1)$/);
    expect(engine.getValue("E1")).toBe(8);
  });

  it("names a cell that refers to itself", () => {
    const engine = SpreadsheetEngine.load(sheet({}, { A1: "=A1+1" }));
    expect(engine.getValue("A1")).toEqual({ error: "#CIRC!", message: "Circular reference: A1 → A1" });
  });

  it("clears the error once the cycle is broken", () => {
    const engine = SpreadsheetEngine.load(sheet({}, { A1: "=B1+1", B1: "=A1+1", C1: "=A1" }));
    const changed = engine.setInput("B1", "5");
    expect(changed.sort()).toEqual(["A1", "B1", "C1"]);
    expect(engine.getValue("A1")).toBe(6);
    expect(engine.getValue("C1")).toBe(6);
  });

  it("detects a cycle made by a new formula, and a cycle through a range", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: 1 }, { A2: "=SUM(A1:A1)" }));
    engine.setInput("A1", "=A2");
    expect(engine.getValue("A1")).toMatchObject({ error: "#CIRC!" });
    expect(engine.getValue("A2")).toMatchObject({ error: "#CIRC!" });
    engine.setInput("A1", "3");
    expect(engine.getValue("A2")).toBe(3);
  });

  it("calculates a chain of 10 000 formulas without overflowing the stack", () => {
    const formulas: SheetInput["formulas"] = {};
    for (let row = 1; row < 10_000; row += 1) formulas[`A${row}`] = `=A${row + 1}+1`;
    const engine = SpreadsheetEngine.load(sheet({ A10000: 0 }, formulas, 10_000, 1));
    expect(engine.getValue("A1")).toBe(9_999);
    engine.setInput("A10000", "1");
    expect(engine.getValue("A1")).toBe(10_000);
  });

  it("names a long cycle without overflowing the stack", () => {
    const formulas: SheetInput["formulas"] = { A5000: "=A1" };
    for (let row = 1; row < 5000; row += 1) formulas[`A${row}`] = `=A${row + 1}`;
    const engine = SpreadsheetEngine.load(sheet({}, formulas, 5000, 1));
    expect(engine.getValue("A2500")).toMatchObject({ error: "#CIRC!" });
  });
});

describe("inserting and deleting rows and columns", () => {
  it("moves cells and rewrites references when rows are inserted", () => {
    const engine = SpreadsheetEngine.load(
      sheet({ A1: 1, A2: 2, A3: 3 }, { B1: "=SUM(A1:A3)", B2: "=$A$3*2", B3: "=A1+A2" }),
    );
    engine.insertRows(2, 2);
    expect(engine.rows).toBe(22);
    expect(engine.toSheetInput().formulas).toEqual({ B1: "=SUM(A1:A5)", B4: "=$A$5*2", B5: "=A1+A4" });
    expect(engine.getValue("A5")).toBe(3);
    expect(engine.getValue("B1")).toBe(6);
    engine.setInput("A2", "10");
    expect(engine.getValue("B1")).toBe(16);
  });

  it("does not widen a range when rows are inserted just below it", () => {
    const engine = SpreadsheetEngine.load(sheet({ A1: 1, A2: 2 }, { B1: "=SUM(A1:A2)" }));
    engine.insertRows(3, 1);
    expect(engine.getInput("B1")).toBe("=SUM(A1:A2)");
  });

  it("writes #REF! where a formula read a deleted row, and shrinks ranges", () => {
    const engine = SpreadsheetEngine.load(
      sheet(
        { A1: 1, A2: 2, A3: 3, A4: 4 },
        { C1: "=A2*10", C5: "=SUM(A1:A4)", C6: "=A4", C7: "=SUM(A2:A3)" },
      ),
    );
    engine.deleteRows(2, 2);
    expect(engine.rows).toBe(18);
    expect(engine.toSheetInput().formulas).toEqual({
      C1: "=#REF!*10",
      C3: "=SUM(A1:A2)",
      C4: "=A2",
      C5: "=SUM(#REF!)",
    });
    expect(engine.getValue("C3")).toBe(5);
    expect(engine.getValue("C4")).toBe(4);
  });

  it("deleting a referenced row shows #REF! and keeps the rest", () => {
    const engine = SpreadsheetEngine.load(
      sheet({ A1: 1, A2: 2, A3: 3 }, { C1: "=A2*10", C3: "=SUM(A1:A3)", C4: "=A3" }),
    );
    engine.deleteRows(2, 1);
    expect(engine.getInput("C1")).toBe("=#REF!*10");
    expect(engine.getValue("C1")).toMatchObject({ error: "#REF!" });
    expect(engine.getInput("C2")).toBe("=SUM(A1:A2)");
    expect(engine.getValue("C2")).toBe(4);
    expect(engine.getInput("C3")).toBe("=A2");
    expect(engine.getValue("C3")).toBe(3);
  });

  it("a range wholly deleted becomes #REF!", () => {
    const engine = SpreadsheetEngine.load(sheet({ A2: 2, A3: 3 }, { B1: "=SUM(A2:A3)+1" }));
    engine.deleteRows(2, 2);
    expect(engine.getInput("B1")).toBe("=SUM(#REF!)+1");
    expect(engine.getValue("B1")).toMatchObject({ error: "#REF!" });
  });

  it("moves references when columns are inserted and deleted", () => {
    const engine = SpreadsheetEngine.load(
      sheet({ A1: 1, B1: 2, C1: 3 }, { D1: "=SUM(A1:C1)", E1: "=B1+C1" }),
    );
    engine.insertColumns(2, 1);
    expect(engine.columns).toBe(7);
    expect(engine.getInput("E1")).toBe("=SUM(A1:D1)");
    expect(engine.getInput("F1")).toBe("=C1+D1");
    expect(engine.getValue("E1")).toBe(6);
    engine.deleteColumns(3, 1);
    expect(engine.getInput("E1")).toBe("=#REF!+C1");
    expect(engine.getInput("D1")).toBe("=SUM(A1:C1)");
    expect(engine.getValue("D1")).toBe(4);
  });

  it("refuses to grow past the row and column limits", () => {
    const engine = SpreadsheetEngine.load(
      sheet({}, {}, SPREADSHEET_LIMITS.maxRows, SPREADSHEET_LIMITS.maxColumns),
    );
    expect(() => engine.insertRows(1, 1)).toThrow(SpreadsheetLimitError);
    expect(() => engine.insertColumns(1, 1)).toThrow(SpreadsheetLimitError);
  });
});

describe("limits", () => {
  it("refuses a sheet of more than 100 000 cells with a message for people", () => {
    const values: SheetInput["values"] = {};
    for (let row = 1; row <= 50_001; row += 1) {
      values[`A${row}`] = row;
      values[`B${row}`] = row;
    }
    expect(() => SpreadsheetEngine.load(sheet(values, {}, 60_000, 2))).toThrow(
      new SpreadsheetLimitError("The spreadsheet has more than 100 000 cells; split it into smaller sheets."),
    );
  });

  it("refuses more than 100 000 cells given as lists too", () => {
    const refs: string[] = [];
    for (let row = 1; row <= 50_001; row += 1) refs.push(`A${row}`, `B${row}`);
    const values = { refs, inputs: refs.map(() => 1) };
    expect(() =>
      SpreadsheetEngine.load({ rows: 60_000, columns: 2, values, formulas: { refs: [], inputs: [] } }),
    ).toThrow(SpreadsheetLimitError);
  });

  it("refuses too many rows or columns", () => {
    expect(() => SpreadsheetEngine.load(sheet({}, {}, 100_001, 1))).toThrow(SpreadsheetLimitError);
    expect(() => SpreadsheetEngine.load(sheet({}, {}, 1, 201))).toThrow(SpreadsheetLimitError);
  });

  it("answers #LIMIT! for a formula over more than 100 000 cells without walking them", () => {
    const started = performance.now();
    const engine = SpreadsheetEngine.load(
      sheet({ A1: 1 }, { A1: "=SUM(B1:GR100000)", A2: "=SUM(B1:B60000)+SUM(C1:C60000)" }, 100_000, 200),
    );
    expect(engine.getValue("A1")).toEqual({
      error: "#LIMIT!",
      message: "The formula refers to more than 100 000 cells.",
    });
    expect(engine.getValue("A2")).toMatchObject({ error: "#LIMIT!" });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("refuses a new cell once the sheet is full", () => {
    const values: SheetInput["values"] = {};
    for (let row = 1; row <= 50_000; row += 1) {
      values[`A${row}`] = 1;
      values[`B${row}`] = 1;
    }
    const engine = SpreadsheetEngine.load(sheet(values, {}, 50_000, 3));
    expect(() => engine.setInput("C1", "1")).toThrow(SpreadsheetLimitError);
    expect(engine.setInput("A1", "2")).toEqual(["A1"]);
  });
});

describe("TODAY", () => {
  it("recalculates TODAY() cells when the date has moved on", () => {
    let now = new Date("2026-11-26T08:00:00Z");
    const engine = SpreadsheetEngine.load(sheet({}, { A1: "=TODAY()", A2: "=A1+30" }), { now: () => now });
    const first = engine.getValue("A2") as number;
    now = new Date("2026-11-27T08:00:00Z");
    const changed = engine.setInput("B1", "x");
    expect(changed).toEqual(expect.arrayContaining(["A1", "A2"]));
    expect(engine.getValue("A2")).toBe(first + 1);
  });
});
