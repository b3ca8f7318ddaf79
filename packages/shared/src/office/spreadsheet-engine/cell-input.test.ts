import { describe, expect, it } from "vitest";
import { parseCellInput } from "./cell-input.ts";

const typedValue = (text: string) => {
  const parsed = parseCellInput(text);
  return parsed.kind === "value" ? parsed.value : parsed;
};

describe("reading what a person typed into a cell", () => {
  it("reads a formula", () => {
    expect(parseCellInput("=SUM(A1:A3)")).toEqual({ kind: "formula", formula: "=SUM(A1:A3)" });
    expect(parseCellInput("=")).toEqual({ kind: "value", value: "=" });
  });

  it("reads empty text as an empty cell", () => {
    expect(typedValue("")).toBeNull();
    expect(typedValue("   ")).toBeNull();
  });

  it("reads numbers as they are typed in South Africa", () => {
    expect(typedValue("1234.5")).toBe(1234.5);
    expect(typedValue("1 234,56")).toBe(1234.56);
    expect(typedValue("1\u00a0234,56")).toBe(1234.56);
    expect(typedValue("R 1 234,56")).toBe(1234.56);
    expect(typedValue("R1234")).toBe(1234);
    expect(typedValue("-R 50")).toBe(-50);
    expect(typedValue("R -50")).toBe(-50);
    expect(typedValue("-12,5")).toBe(-12.5);
    expect(typedValue("1,234.56")).toBe(1234.56);
    expect(typedValue("1.234,56")).toBe(1234.56);
    expect(typedValue("1 000 000")).toBe(1_000_000);
    expect(typedValue(",5")).toBe(0.5);
    expect(typedValue("1e3")).toBe(1000);
  });

  it("reads percentages as fractions", () => {
    expect(typedValue("15%")).toBe(0.15);
    expect(typedValue("11,75%")).toBe(0.1175);
    expect(typedValue("14.1%")).toBe(0.141);
  });

  it("reads TRUE and FALSE in any case", () => {
    expect(typedValue("TRUE")).toBe(true);
    expect(typedValue("false")).toBe(false);
  });

  it("reads dates as serial numbers", () => {
    expect(typedValue("2026/11/26")).toBe(46352);
    expect(typedValue("2026-11-26")).toBe(46352);
    expect(typedValue("26 Nov 2026")).toBe(46352);
    expect(typedValue("2026-02-30")).toBe("2026-02-30");
  });

  it("keeps anything else as text, and an apostrophe forces text", () => {
    expect(typedValue("Fees")).toBe("Fees");
    expect(typedValue("12 34")).toBe("12 34");
    expect(typedValue("R")).toBe("R");
    expect(typedValue("Rand")).toBe("Rand");
    expect(typedValue("1,2,3.4.5")).toBe("1,2,3.4.5");
    expect(typedValue("'0821234567")).toBe("0821234567");
    expect(typedValue("'=A1")).toBe("=A1");
  });
});
