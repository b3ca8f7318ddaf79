import { ZSpreadsheetData } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import {
  buildStoredSpreadsheet,
  calculateSpreadsheet,
  editorDataText,
  filledCellCount,
  newSpreadsheet,
  randToCents,
  ratioToBasisPoints,
  SpreadsheetContentError,
  spreadsheetData,
  storedSpreadsheetData,
  storedSpreadsheetText,
  totalsFromNamedCells,
} from "./spreadsheet-content.ts";

describe("a new sheet", () => {
  it("is 20 × 6 with the spec's headers as row 1's values and the header row frozen", () => {
    const sheet = newSpreadsheet();
    expect(sheet.structure).toEqual({
      rows: 20,
      columns: 6,
      headers: ["Item", "Description", "Amount", "Date", "Category", "Notes"],
    });
    expect(sheet.values).toEqual({
      A1: "Item",
      B1: "Description",
      C1: "Amount",
      D1: "Date",
      E1: "Category",
      F1: "Notes",
    });
    expect(sheet.frozenRows).toBe(1);
    expect(sheet.formulas).toEqual({});
  });

  it("fills a header only where the body left row 1's cell empty, and reads the headers back from row 1", () => {
    const sheet = buildStoredSpreadsheet(
      { rows: 5, columns: 3, headers: ["Item", "Amount", "Notes"] },
      { values: { A1: "Fee note" }, formulas: { B1: "=1+1" }, formats: {}, names: {}, frozenRows: 0 },
    );
    expect(sheet.values).toEqual({ A1: "Fee note", C1: "Notes" });
    expect(sheet.structure.headers).toEqual(["Fee note", "", "Notes"]);
    expect(sheet.frozenRows).toBe(0);
  });
});

describe("the card's figures from named cells", () => {
  it("turns rand amounts into cents and a ratio into basis points", () => {
    expect(randToCents(1234.565)).toBe(123457);
    expect(randToCents(-0.1)).toBe(-10);
    expect(ratioToBasisPoints(0.25)).toBe(2500);
    expect(ratioToBasisPoints(0.12345)).toBe(1235);
  });

  it("gives null for a missing name, an empty cell, text or an error, never a made-up zero", () => {
    const cells: Record<string, unknown> = {
      B1: "R 100",
      B2: { error: "#DIV/0!", message: "Division by zero" },
    };
    const readCell = (reference: string) => cells[reference] as never;
    expect(totalsFromNamedCells({ revenue: "B1", profit: "B2", margin: "B3" }, readCell)).toEqual({
      totalRevenue: null,
      totalProfit: null,
      avgMargin: null,
    });
    expect(totalsFromNamedCells({}, readCell)).toEqual({
      totalRevenue: null,
      totalProfit: null,
      avgMargin: null,
    });
  });

  it("reads the named cells' calculated values when a sheet is calculated", () => {
    const sheet = buildStoredSpreadsheet(
      { rows: 10, columns: 3, headers: ["Item", "Amount"] },
      {
        values: { B2: 1000, B3: 400.5 },
        formulas: { B4: "=B2-B3", B5: "=B4/B2" },
        formats: { B2: "rand", B3: "rand", B4: "rand", B5: "percent" },
        names: { revenue: "B2", profit: "B4", margin: "B5" },
        frozenRows: 1,
      },
    );
    const calculated = calculateSpreadsheet(sheet);
    expect(calculated.calculations).toEqual({ B4: 599.5, B5: 0.5995 });
    expect(calculated.totals).toEqual({ totalRevenue: 100000, totalProfit: 59950, avgMargin: 5995 });
    expect(calculated.cellCount).toBe(6);
  });

  it("answers the editor in the documented shape (the sheet routes write it without checking it again)", () => {
    const sheet = buildStoredSpreadsheet(
      { rows: 6, columns: 3, headers: ["Item", "Amount", "When"] },
      {
        values: { A2: "Fees", B2: 1000, C2: 46_000, A3: true },
        formulas: { B3: "=B2*2", B4: "=B5", B5: "=B4", B6: "=1/0" },
        formats: { B2: "rand", C2: "date" },
        names: { revenue: "B3" },
        frozenRows: 1,
        columnWidths: { "1": 160 },
      },
    );
    const data = spreadsheetData(calculateSpreadsheet(sheet));
    expect(ZSpreadsheetData.parse(data)).toEqual(data);
    expect(data.calculations.B6).toMatchObject({ error: "#DIV/0!" });
  });

  it("counts a value under a formula once, and an empty value not at all", () => {
    expect(
      filledCellCount({ values: { A1: 1, A2: "", A3: null, B1: 5 }, formulas: { B1: "=A1", B2: "=A1" } }),
    ).toBe(3);
  });

  it("shows a circular reference as an error cell and no total", () => {
    const sheet = buildStoredSpreadsheet(
      { rows: 5, columns: 2, headers: [] },
      {
        values: {},
        formulas: { A1: "=B1+1", B1: "=A1+1" },
        formats: {},
        names: { revenue: "A1" },
        frozenRows: 1,
      },
    );
    const calculated = calculateSpreadsheet(sheet);
    expect(calculated.calculations.A1).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(calculated.totals.totalRevenue).toBeNull();
  });
});

describe("limits", () => {
  it("refuses a cell outside the sheet's rows and columns", () => {
    const sheet = buildStoredSpreadsheet({ rows: 2, columns: 2, headers: [] }, undefined);
    sheet.values.C3 = 1;
    expect(() => calculateSpreadsheet(sheet)).toThrow(SpreadsheetContentError);
    expect(() => calculateSpreadsheet(sheet)).toThrow(
      "Cell C3 lies outside the sheet's 2 rows and 2 columns.",
    );
  });

  it("refuses more than 100,000 filled cells before the engine sees them", () => {
    const values: Record<string, number> = {};
    for (let row = 1; row <= 20_001; row += 1) {
      for (const column of ["A", "B", "C", "D", "E"]) values[`${column}${row}`] = row;
    }
    const sheet = buildStoredSpreadsheet(
      { rows: 20_001, columns: 5, headers: [] },
      {
        values,
        formulas: {},
        formats: {},
        names: {},
        frozenRows: 1,
      },
    );
    expect(filledCellCount(sheet)).toBe(100_005);
    expect(() => calculateSpreadsheet(sheet)).toThrow(/larger than 100[\s\u00a0,]000 filled cells/);
  });
});

describe("the workbook as stored, and the editor's read of it", () => {
  // Text that looks like the stored layout's own keys, in a header and in a value.
  const sheet = buildStoredSpreadsheet(
    { rows: 4, columns: 2, headers: ['x,"structure":{"rows":1}', "Amount"] },
    {
      values: { A2: '"},"structure":{', B2: 1000, A3: "é \\ \n", B3: null, A4: false },
      formulas: { B4: '=SUM(B2:B3)&","' },
      formats: { B2: "rand" },
      names: { revenue: "B4" },
      frozenRows: 0,
      columnWidths: { "2": 120 },
    },
  );

  it("keeps every field of the workbook, the sheet's size included", () => {
    expect(JSON.parse(storedSpreadsheetText(sheet))).toEqual(sheet);
  });

  it("gives the editor the stored cells as stored, with no formula's result, whatever the cells hold", () => {
    const stored = storedSpreadsheetText(sheet);
    const dataText = editorDataText(stored);
    const data = JSON.parse(dataText);
    expect(data).toEqual(storedSpreadsheetData(sheet));
    expect(data).not.toHaveProperty("structure");
    expect(ZSpreadsheetData.parse(data)).toEqual(data);
    // Cut from the stored text, not parsed and written again.
    expect(stored.startsWith(dataText.slice(0, -',"calculations":{}}'.length))).toBe(true);
  });

  it("reads a workbook stored in another key order (as jsonb prints it) the same way", () => {
    const { structure, names, values, formats, formulas, frozenRows, columnWidths } = sheet;
    const reordered = JSON.stringify(
      { names, values, formats, formulas, structure, frozenRows, columnWidths },
      null,
      1,
    );
    expect(JSON.parse(editorDataText(reordered))).toEqual(storedSpreadsheetData(sheet));
  });
});
