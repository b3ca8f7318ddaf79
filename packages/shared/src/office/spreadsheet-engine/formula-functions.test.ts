import { describe, expect, it } from "vitest";
import { SpreadsheetEngine } from "./spreadsheet-engine.ts";

type Inputs = Record<string, string | number | boolean | null>;

// 26 November 2026, 23:30 in Johannesburg, still the 26th there (21:30 UTC).
const NOW = new Date("2026-11-26T21:30:00Z");
const SERIAL_26_NOV_2026 = 46352;

function calculate(formula: string, values: Inputs = {}) {
  const engine = SpreadsheetEngine.load(
    { rows: 20, columns: 10, values, formulas: { J20: formula } },
    { now: () => NOW },
  );
  return engine.getValue("J20");
}

const NUMBERS: Inputs = { A1: 1, A2: 2, A3: 3, A4: "text", A5: true, A6: null };

describe("aggregate functions", () => {
  it("SUM adds numbers in ranges, skipping text and TRUE there, but counts typed values", () => {
    expect(calculate("=SUM(A1:A6)", NUMBERS)).toBe(6);
    expect(calculate("=SUM(A1:A3,10,TRUE)", NUMBERS)).toBe(17);
    expect(calculate('=SUM("5",1)')).toBe(6);
    expect(calculate('=SUM("five",1)')).toMatchObject({ error: "#VALUE!" });
  });

  it("passes an error in a range on", () => {
    expect(calculate("=SUM(A1:A2)", { A1: 1, A2: "=1/0" })).toBe(1);
    const engine = SpreadsheetEngine.load({
      rows: 5,
      columns: 2,
      values: { A1: 1 },
      formulas: { A2: "=1/0", B1: "=SUM(A1:A2)" },
    });
    expect(engine.getValue("B1")).toMatchObject({ error: "#DIV/0!" });
  });

  it("AVERAGE, MIN, MAX and their empty cases", () => {
    expect(calculate("=AVERAGE(A1:A6)", NUMBERS)).toBe(2);
    expect(calculate("=AVERAGE(B1:B3)")).toMatchObject({ error: "#DIV/0!" });
    expect(calculate("=MIN(A1:A6)", NUMBERS)).toBe(1);
    expect(calculate("=MAX(A1:A6, -4)", NUMBERS)).toBe(3);
    expect(calculate("=MIN(B1:B3)")).toBe(0);
    expect(calculate("=MAX(B1:B3)")).toBe(0);
  });

  it("COUNT counts numbers and COUNTA counts anything not empty", () => {
    expect(calculate("=COUNT(A1:A6)", NUMBERS)).toBe(3);
    expect(calculate('=COUNT(1,"2","x",TRUE)')).toBe(3);
    expect(calculate("=COUNTA(A1:A6)", NUMBERS)).toBe(5);
    expect(calculate("=COUNTBLANK(A1:A6)", NUMBERS)).toBe(1);
  });
});

describe("logical functions", () => {
  it("IF takes one branch, defaulting the missing one to FALSE", () => {
    expect(calculate('=IF(A1>0,"yes","no")', { A1: 5 })).toBe("yes");
    expect(calculate('=IF(A1>0,"yes","no")', { A1: -5 })).toBe("no");
    expect(calculate('=IF(A1>0,"yes")', { A1: -5 })).toBe(false);
    expect(calculate("=IF(A1=0,0,1/A1)", { A1: 0 })).toBe(0);
    expect(calculate('=IF("maybe",1,2)')).toMatchObject({ error: "#VALUE!" });
  });

  it("IFERROR catches any error and IFNA only #N/A", () => {
    expect(calculate('=IFERROR(1/0,"none")')).toBe("none");
    expect(calculate('=IFERROR(5,"none")')).toBe(5);
    expect(calculate('=IFNA(1/0,"none")')).toMatchObject({ error: "#DIV/0!" });
    expect(calculate('=IFNA(NA(),"none")')).toBe("none");
    expect(calculate("=IFERROR(FOO(),2)")).toBe(2);
  });

  it("errors propagate through arithmetic and text", () => {
    expect(calculate("=1/0+1")).toMatchObject({ error: "#DIV/0!" });
    expect(calculate('=(1/0)&"x"')).toMatchObject({ error: "#DIV/0!" });
    expect(calculate('="a"+1')).toMatchObject({ error: "#VALUE!", message: '"a" is text, not a number.' });
  });

  it("AND, OR and NOT", () => {
    expect(calculate("=AND(TRUE,1,A1)", { A1: true })).toBe(true);
    expect(calculate("=AND(TRUE,0)")).toBe(false);
    expect(calculate("=OR(FALSE,0,A1:A2)", { A1: false, A2: 3 })).toBe(true);
    expect(calculate("=OR(A1:A2)", { A1: "x" })).toMatchObject({ error: "#VALUE!" });
    expect(calculate("=NOT(1>2)")).toBe(true);
    expect(calculate("=AND(1/0,TRUE)")).toMatchObject({ error: "#DIV/0!" });
  });

  it("IS functions look at a value without failing", () => {
    expect(calculate("=ISBLANK(A1)")).toBe(true);
    expect(calculate("=ISERROR(1/0)")).toBe(true);
    expect(calculate("=ISNUMBER(A1)", { A1: 3 })).toBe(true);
    expect(calculate("=ISTEXT(A1)", { A1: "x" })).toBe(true);
  });
});

describe("maths functions", () => {
  it("ROUND takes halves away from zero on the decimal digits shown", () => {
    expect(calculate("=ROUND(2.675,2)")).toBe(2.68);
    expect(calculate("=ROUND(1.005,2)")).toBe(1.01);
    expect(calculate("=ROUND(-2.5,0)")).toBe(-3);
    expect(calculate("=ROUND(2.5,0)")).toBe(3);
    expect(calculate("=ROUND(1234.5678,-2)")).toBe(1200);
    expect(calculate("=ROUND(0.1+0.2,10)")).toBe(0.3);
    expect(calculate("=ROUND(0.004,2)")).toBe(0);
  });

  it("ROUNDUP goes away from zero and ROUNDDOWN towards it", () => {
    expect(calculate("=ROUNDUP(3.2,0)")).toBe(4);
    expect(calculate("=ROUNDUP(-3.2,0)")).toBe(-4);
    expect(calculate("=ROUNDUP(2.1,1)")).toBe(2.1);
    expect(calculate("=ROUNDUP(0.001,2)")).toBe(0.01);
    expect(calculate("=ROUNDDOWN(3.99,1)")).toBe(3.9);
    expect(calculate("=ROUNDDOWN(-3.99,0)")).toBe(-3);
  });

  it("ABS, INT, MOD and POWER as Excel has them", () => {
    expect(calculate("=ABS(-4)")).toBe(4);
    expect(calculate("=INT(-3.5)")).toBe(-4);
    expect(calculate("=INT(3.5)")).toBe(3);
    expect(calculate("=MOD(10,3)")).toBe(1);
    expect(calculate("=MOD(-3,2)")).toBe(1);
    expect(calculate("=MOD(3,-2)")).toBe(-1);
    expect(calculate("=MOD(1,0)")).toMatchObject({ error: "#DIV/0!" });
    expect(calculate("=POWER(2,10)")).toBe(1024);
    expect(calculate("=POWER(0,-1)")).toMatchObject({ error: "#DIV/0!" });
    expect(calculate("=POWER(-8,1/3)")).toMatchObject({ error: "#NUM!" });
    expect(calculate("=10^400")).toMatchObject({ error: "#NUM!" });
  });

  it("checks how many arguments a function takes", () => {
    expect(calculate("=ROUND(1,2,3)")).toMatchObject({
      error: "#VALUE!",
      message: "ROUND takes 1 to 2 arguments, not 3.",
    });
    expect(calculate("=ABS()")).toMatchObject({ error: "#VALUE!" });
  });

  it("compares numbers to 15 significant digits, so 0.1 + 0.2 equals 0.3", () => {
    expect(calculate("=0.1+0.2=0.3")).toBe(true);
    expect(calculate("=1=1.000001")).toBe(false);
  });
});

describe("conditional sums and lookups", () => {
  const LEDGER: Inputs = {
    A1: "fees",
    B1: 100,
    A2: "disbursements",
    B2: 40,
    A3: "Fees",
    B3: 60,
    A4: "sheriff",
    B4: 25,
    A5: null,
    B5: 5,
  };

  it("SUMIF sums where the criterion holds, with operators and wildcards", () => {
    expect(calculate('=SUMIF(A1:A5,"fees",B1:B5)', LEDGER)).toBe(160);
    expect(calculate('=SUMIF(A1:A5,"f*",B1:B5)', LEDGER)).toBe(160);
    expect(calculate('=SUMIF(B1:B5,">=40")', LEDGER)).toBe(200);
    expect(calculate('=SUMIF(A1:A5,"<>fees",B1:B5)', LEDGER)).toBe(70);
    expect(calculate('=SUMIF(A1:A5,"",B1:B5)', LEDGER)).toBe(5);
    expect(calculate("=SUMIF(B1:B5,25)", LEDGER)).toBe(25);
    expect(calculate('=SUMIF(1,"x")')).toMatchObject({ error: "#VALUE!" });
  });

  it("COUNTIF counts matching cells", () => {
    expect(calculate('=COUNTIF(A1:A5,"fees")', LEDGER)).toBe(2);
    expect(calculate('=COUNTIF(B1:B5,"<50")', LEDGER)).toBe(3);
    expect(calculate('=COUNTIF(A1:A5,"????")', LEDGER)).toBe(2);
    expect(calculate('=COUNTIF(A1:A5,"<>")', LEDGER)).toBe(4);
  });

  const TARIFF: Inputs = {
    A1: 0,
    B1: "small",
    A2: 1000,
    B2: "medium",
    A3: 5000,
    B3: "large",
    D1: "b",
    E1: 2,
    D2: "a",
    E2: 1,
  };

  it("VLOOKUP finds an exact match or reports #N/A", () => {
    expect(calculate("=VLOOKUP(1000,A1:B3,2,FALSE)", TARIFF)).toBe("medium");
    expect(calculate("=VLOOKUP(999,A1:B3,2,FALSE)", TARIFF)).toMatchObject({ error: "#N/A" });
    expect(calculate('=VLOOKUP("A",D1:E2,2,FALSE)', TARIFF)).toBe(1);
    expect(calculate('=VLOOKUP("?",D1:E2,2,0)', TARIFF)).toBe(2);
  });

  it("VLOOKUP approximate takes the last row not greater than the value", () => {
    expect(calculate("=VLOOKUP(4999,A1:B3,2)", TARIFF)).toBe("medium");
    expect(calculate("=VLOOKUP(5000,A1:B3,2,TRUE)", TARIFF)).toBe("large");
    expect(calculate("=VLOOKUP(999999,A1:B3,2,TRUE)", TARIFF)).toBe("large");
    expect(calculate("=VLOOKUP(-1,A1:B3,2,TRUE)", TARIFF)).toMatchObject({ error: "#N/A" });
  });

  it("VLOOKUP refuses a column outside the table", () => {
    expect(calculate("=VLOOKUP(0,A1:B3,3,FALSE)", TARIFF)).toMatchObject({ error: "#REF!" });
    expect(calculate("=VLOOKUP(0,A1:B3,0,FALSE)", TARIFF)).toMatchObject({ error: "#VALUE!" });
  });
});

describe("text functions", () => {
  it("joins, measures and changes case", () => {
    expect(calculate('=CONCAT(A1:A2,"!")', { A1: "Hi ", A2: 5 })).toBe("Hi 5!");
    expect(calculate('=CONCATENATE("R",1.5,TRUE)')).toBe("R1.5TRUE");
    expect(calculate('=LEN("Inkundla")')).toBe(8);
    expect(calculate("=LEN(A1)")).toBe(0);
    expect(calculate('=UPPER("plaintiff")')).toBe("PLAINTIFF");
    expect(calculate('=LOWER("DEFENDANT")')).toBe("defendant");
    expect(calculate('=LEFT("Pretoria",3)&RIGHT("Pretoria",2)&MID("Pretoria",4,2)')).toBe("Preiato");
    expect(calculate('=TRIM("  a   b ")')).toBe("a b");
  });

  it("writes numbers inside text without binary noise", () => {
    expect(calculate('="total "&(0.1+0.2)')).toBe("total 0.3");
  });
});

describe("date functions", () => {
  it("TODAY is the date in Johannesburg as a serial number", () => {
    expect(calculate("=TODAY()")).toBe(SERIAL_26_NOV_2026);
    // 22:30 UTC on the 26th is already the 27th in Johannesburg.
    const engine = SpreadsheetEngine.load(
      { rows: 1, columns: 1, values: {}, formulas: { A1: "=TODAY()" } },
      { now: () => new Date("2026-11-26T22:30:00Z") },
    );
    expect(engine.getValue("A1")).toBe(SERIAL_26_NOV_2026 + 1);
  });

  it("DATE builds serials as Excel does, rolling months and days over", () => {
    expect(calculate("=DATE(2026,11,26)")).toBe(SERIAL_26_NOV_2026);
    expect(calculate("=DATE(1900,3,1)")).toBe(61);
    expect(calculate("=DATE(2026,13,1)")).toBe(calculate("=DATE(2027,1,1)"));
    expect(calculate("=DATE(2026,3,0)")).toBe(calculate("=DATE(2026,2,28)"));
    expect(calculate("=DATE(26,1,1)")).toBe(calculate("=DATE(1926,1,1)"));
    expect(calculate("=DATE(10000,1,1)")).toMatchObject({ error: "#NUM!" });
  });

  it("YEAR, MONTH and DAY read a serial or a typed date", () => {
    expect(calculate('=YEAR(A1)&"-"&MONTH(A1)&"-"&DAY(A1)', { A1: SERIAL_26_NOV_2026 })).toBe("2026-11-26");
    expect(calculate('=MONTH("2024-02-29")')).toBe(2);
    expect(calculate("=YEAR(-1)")).toMatchObject({ error: "#NUM!" });
  });

  it("DAYS counts days between dates", () => {
    expect(calculate("=DAYS(DATE(2026,3,1),DATE(2026,2,1))")).toBe(28);
    expect(calculate("=DAYS(DATE(2024,3,1),DATE(2024,2,1))")).toBe(29);
  });

  it("EDATE keeps the day inside shorter months and EOMONTH finds month ends", () => {
    expect(calculate("=EDATE(DATE(2026,1,31),1)")).toBe(calculate("=DATE(2026,2,28)"));
    expect(calculate("=EDATE(DATE(2024,1,31),1)")).toBe(calculate("=DATE(2024,2,29)"));
    expect(calculate("=EDATE(DATE(2026,3,15),-3)")).toBe(calculate("=DATE(2025,12,15)"));
    expect(calculate("=EOMONTH(DATE(2026,1,15),0)")).toBe(calculate("=DATE(2026,1,31)"));
    expect(calculate("=EOMONTH(DATE(2026,1,15),1)")).toBe(calculate("=DATE(2026,2,28)"));
    expect(calculate("=EOMONTH(DATE(2026,1,15),-1)")).toBe(calculate("=DATE(2025,12,31)"));
  });

  it("DATEDIF counts whole days, months and years", () => {
    expect(calculate('=DATEDIF(DATE(2020,1,31),DATE(2020,2,28),"m")')).toBe(0);
    expect(calculate('=DATEDIF(DATE(2020,1,15),DATE(2026,1,14),"y")')).toBe(5);
    expect(calculate('=DATEDIF(DATE(2020,1,15),DATE(2026,1,15),"y")')).toBe(6);
    expect(calculate('=DATEDIF(DATE(2020,1,15),DATE(2020,3,15),"M")')).toBe(2);
    expect(calculate('=DATEDIF(DATE(2020,1,1),DATE(2020,12,31),"d")')).toBe(365);
    expect(calculate('=DATEDIF(DATE(2020,1,15),DATE(2021,3,20),"ym")')).toBe(2);
    expect(calculate('=DATEDIF(DATE(2020,1,15),DATE(2021,3,20),"md")')).toBe(5);
    expect(calculate('=DATEDIF(DATE(2026,1,2),DATE(2026,1,1),"d")')).toMatchObject({ error: "#NUM!" });
    expect(calculate('=DATEDIF(DATE(2026,1,1),DATE(2026,1,2),"w")')).toMatchObject({ error: "#NUM!" });
  });

  it("YEARFRAC on 30/360, actual/actual and actual/365", () => {
    // Figures checked against Excel.
    expect(calculate("=YEARFRAC(DATE(2026,1,1),DATE(2026,7,1))")).toBe(0.5);
    expect(calculate("=YEARFRAC(DATE(2026,1,31),DATE(2026,3,31),0)")).toBeCloseTo(60 / 360, 12);
    expect(calculate("=YEARFRAC(DATE(2026,1,1),DATE(2026,7,1),1)")).toBeCloseTo(181 / 365, 12);
    expect(calculate("=YEARFRAC(DATE(2024,1,1),DATE(2024,7,1),1)")).toBeCloseTo(182 / 366, 12);
    expect(calculate("=YEARFRAC(DATE(2023,6,1),DATE(2024,3,1),1)")).toBeCloseTo(274 / 366, 12);
    expect(calculate("=YEARFRAC(DATE(2022,1,1),DATE(2025,1,1),1)")).toBeCloseTo(
      1096 / ((365 * 3 + 366 * 1) / 4),
      12,
    );
    expect(calculate("=YEARFRAC(DATE(2024,1,1),DATE(2024,12,31),3)")).toBeCloseTo(365 / 365, 12);
    expect(calculate("=YEARFRAC(DATE(2026,7,1),DATE(2026,1,1),3)")).toBeCloseTo(181 / 365, 12);
    expect(calculate("=YEARFRAC(DATE(2026,1,1),DATE(2026,7,1),7)")).toMatchObject({ error: "#NUM!" });
  });

  it("calculates mora interest at the prescribed rate over actual days / 365", () => {
    const interest = calculate("=ROUND(100000*0.1175*YEARFRAC(DATE(2026,1,15),DATE(2026,11,26),3),2)");
    // 315 days at 11.75% on R 100 000.
    expect(interest).toBe(Math.round(100000 * 0.1175 * (315 / 365) * 100) / 100);
  });
});
