import { describe, expect, it } from "vitest";
import { cellRef, columnLabel, parseCellRef } from "./cell-reference.ts";
import { SPREADSHEET_LIMITS } from "./cell-value.ts";
import { parseFormula } from "./formula-parser.ts";
import { SpreadsheetEngine } from "./spreadsheet-engine.ts";

function calculate(formula: string, values: Record<string, string | number | boolean | null> = {}) {
  const engine = SpreadsheetEngine.load({ rows: 20, columns: 10, values, formulas: { J20: formula } });
  return engine.getValue("J20");
}

describe("cell references", () => {
  it("writes column letters as Excel does", () => {
    expect(columnLabel(1)).toBe("A");
    expect(columnLabel(26)).toBe("Z");
    expect(columnLabel(27)).toBe("AA");
    expect(columnLabel(52)).toBe("AZ");
    expect(columnLabel(200)).toBe("GR");
    expect(cellRef(7, 2)).toBe("B7");
  });

  it("reads refs with dollar signs and in any case, and refuses what is no ref", () => {
    expect(parseCellRef("B7")).toEqual({ row: 7, column: 2 });
    expect(parseCellRef("$b$7")).toEqual({ row: 7, column: 2 });
    expect(parseCellRef("AA10")).toEqual({ row: 10, column: 27 });
    expect(parseCellRef("A0")).toBeNull();
    expect(parseCellRef("7B")).toBeNull();
    expect(parseCellRef("ABCD1")).toBeNull();
    expect(parseCellRef("")).toBeNull();
  });
});

describe("parsing formulas", () => {
  it("follows Excel's precedence: * before +, ^ before *, comparison last", () => {
    expect(calculate("=1+2*3")).toBe(7);
    expect(calculate("=(1+2)*3")).toBe(9);
    expect(calculate("=2*3^2")).toBe(18);
    expect(calculate("=1+2=3")).toBe(true);
    expect(calculate('="a"&1+2')).toBe("a3");
    expect(calculate("=10-4-3")).toBe(3);
    expect(calculate("=2^3^2")).toBe(64);
  });

  it("binds negation tighter than ^ (-2^2 = 4) and reads percent and unary plus", () => {
    expect(calculate("=-2^2")).toBe(4);
    expect(calculate("=5%")).toBe(0.05);
    expect(calculate("=200*15%")).toBe(30);
    expect(calculate("=+3")).toBe(3);
    expect(calculate("=--3")).toBe(3);
  });

  it("reads strings with doubled quotes, booleans, and lower-case function names", () => {
    expect(calculate('="say ""hi"""')).toBe('say "hi"');
    expect(calculate("=true")).toBe(true);
    expect(calculate("=sum(1,2)")).toBe(3);
    expect(calculate("=SUM(1;2)")).toBe(3);
    expect(calculate("=1.5e2")).toBe(150);
  });

  it("compares with every operator", () => {
    expect(calculate("=2<>3")).toBe(true);
    expect(calculate("=2<=2")).toBe(true);
    expect(calculate("=2>=3")).toBe(false);
    expect(calculate("=2<3")).toBe(true);
    expect(calculate("=2>3")).toBe(false);
    expect(calculate('="Apple"="apple"')).toBe(true);
  });

  it("collects the cells and ranges a formula reads", () => {
    const parsed = parseFormula("=SUM($A$1:B3)+C4*2");
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.cells).toEqual([{ row: 4, column: 3 }]);
    expect(parsed.areas).toEqual([{ top: 1, left: 1, bottom: 3, right: 2 }]);
  });

  it("sorts reversed range corners", () => {
    const parsed = parseFormula("=SUM(B3:A1)");
    expect(parsed.ok && parsed.areas[0]).toEqual({ top: 1, left: 1, bottom: 3, right: 2 });
  });

  it("shows unreadable formulas as #VALUE! with a message instead of throwing", () => {
    for (const formula of ["=1+", "=(1", "=SUM(1", '="open', "=1)", "=1 2", "=@"]) {
      const value = calculate(formula);
      expect(value, formula).toMatchObject({ error: "#VALUE!" });
      expect((value as { message: string }).message.length, formula).toBeGreaterThan(5);
    }
  });

  it("explains that whole-column references are not supported", () => {
    expect(calculate("=SUM(A:A)")).toMatchObject({
      error: "#VALUE!",
      message: expect.stringContaining("A:A"),
    });
  });

  it("shows unknown names as #NAME?", () => {
    expect(calculate("=FOO(1)")).toEqual({ error: "#NAME?", message: "Unknown function FOO" });
    expect(calculate("=profit*2")).toMatchObject({ error: "#NAME?" });
  });

  it("refuses a formula longer than the limit", () => {
    const formula = `=${"1+".repeat(SPREADSHEET_LIMITS.maxFormulaLength / 2)}1`;
    expect(calculate(formula)).toMatchObject({
      error: "#VALUE!",
      message: expect.stringContaining("longer than"),
    });
  });

  it("refuses formulas nested too deeply rather than overflowing the stack", () => {
    expect(calculate(`=${"(".repeat(500)}1${")".repeat(500)}`)).toMatchObject({ error: "#VALUE!" });
  });

  it("calculates a long chain of additions", () => {
    const formula = `=${Array.from({ length: 2000 }, () => "1").join("+")}`;
    expect(calculate(formula)).toBe(2000);
  });

  it("reads error literals written into a formula", () => {
    expect(calculate("=#REF!+1")).toMatchObject({ error: "#REF!" });
    expect(calculate("=IFERROR(#N/A,7)")).toBe(7);
  });
});
