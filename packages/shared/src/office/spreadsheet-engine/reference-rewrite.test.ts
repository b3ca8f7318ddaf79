import { describe, expect, it } from "vitest";
import { rewriteFormulaReferences, rewriteScannedFormulaReferences } from "./reference-rewrite.ts";
import { SpreadsheetEngine } from "./spreadsheet-engine.ts";

describe("rewriting references when rows or columns move", () => {
  it("moves references at or after the insertion and keeps the rest of the text as typed", () => {
    const shift = { axis: "row", change: "insert", start: 3, count: 2 } as const;
    expect(rewriteFormulaReferences('=IF( A2 > 0 , "A3" , $B$3 )  & b4', shift)).toBe(
      '=IF( A2 > 0 , "A3" , $B$5 )  & B6',
    );
  });

  it("keeps absolute markers on both ends of a range", () => {
    const shift = { axis: "column", change: "insert", start: 1, count: 1 } as const;
    expect(rewriteFormulaReferences("=SUM($A1:B$2)", shift)).toBe("=SUM($B1:C$2)");
  });

  it("narrows a range whose edge is deleted and clears one wholly deleted", () => {
    const shift = { axis: "row", change: "delete", start: 1, count: 2 } as const;
    expect(rewriteFormulaReferences("=SUM(A1:A5)", shift)).toBe("=SUM(A1:A3)");
    expect(rewriteFormulaReferences("=SUM(A1:A2)+A1", shift)).toBe("=SUM(#REF!)+#REF!");
  });

  it("leaves text it cannot read unchanged", () => {
    const shift = { axis: "row", change: "insert", start: 1, count: 1 } as const;
    expect(rewriteFormulaReferences('="unclosed A1', shift)).toBe('="unclosed A1');
  });
});

describe("rewriting by the shape scan, as inserting rows does for readable formulas", () => {
  const formulas = [
    "=A1*B2",
    "=$A$3+a4-$b5",
    '=IF(H5>1000,"high A5","low")',
    "=SUM($A$1:A5)+SUM(B7:A2)",
    "=ROUND(G12*1.15,2)&C3",
    "=SUM(A1:A2)+A1",
    "=1E5+E5",
    "=AB12/ $C$1",
  ];
  const shifts = [
    { axis: "row", change: "insert", start: 3, count: 2 },
    { axis: "row", change: "delete", start: 2, count: 2 },
    { axis: "column", change: "insert", start: 1, count: 1 },
    { axis: "column", change: "delete", start: 2, count: 1 },
  ] as const;

  it("writes the same text as the tokenizer-based rewrite", () => {
    for (const shift of shifts) {
      for (const formula of formulas) {
        expect(rewriteScannedFormulaReferences(formula, shift), `${formula} ${JSON.stringify(shift)}`).toBe(
          rewriteFormulaReferences(formula, shift),
        );
      }
    }
  });

  it("returns a formula with nothing to move unchanged", () => {
    const shift = { axis: "row", change: "insert", start: 50, count: 1 } as const;
    expect(rewriteScannedFormulaReferences("=A1+SUM(B1:B9)", shift)).toBe("=A1+SUM(B1:B9)");
  });

  it("widens a range when rows are inserted inside it, in a filled-down column too", () => {
    const values: Record<string, number> = {};
    const formulas: Record<string, string> = {};
    for (let row = 1; row <= 10; row += 1) {
      values[`A${row}`] = row;
      formulas[`B${row}`] = `=SUM($A$1:A${row})`;
    }
    const engine = SpreadsheetEngine.load({ rows: 10, columns: 2, values, formulas });
    engine.insertRows(3, 2);
    expect(engine.getInput("B1")).toBe("=SUM($A$1:A1)");
    expect(engine.getInput("B2")).toBe("=SUM($A$1:A2)");
    expect(engine.getInput("B5")).toBe("=SUM($A$1:A5)");
    expect(engine.getInput("B12")).toBe("=SUM($A$1:A12)");
    expect(engine.getValue("B12")).toBe(55);
    engine.setInput("A3", "100");
    expect(engine.getValue("B12")).toBe(155);
    expect(engine.getValue("B2")).toBe(3);
  });
});
