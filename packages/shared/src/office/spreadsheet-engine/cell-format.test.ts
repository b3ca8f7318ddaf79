import { describe, expect, it } from "vitest";
import { formatCents } from "../../money.ts";
import { formatCellValue } from "./cell-format.ts";

// Intl writes en-ZA groups with a no-break space; compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("showing a cell's value", () => {
  it("shows rand as formatCents does, negatives with a leading minus", () => {
    expect(plain(formatCellValue(1234.56, "rand"))).toBe("R 1 234,56");
    expect(plain(formatCellValue(-1234.56, "rand"))).toBe("-R 1 234,56");
    expect(formatCellValue(2250, "rand")).toBe(formatCents(225000));
    expect(plain(formatCellValue(0.005, "rand"))).toBe("R 0,01");
    expect(plain(formatCellValue(1.005, "rand"))).toBe("R 1,01");
  });

  it("shows percentages the en-ZA way", () => {
    expect(formatCellValue(0.15, "percent")).toBe("15%");
    expect(plain(formatCellValue(0.1175, "percent"))).toBe("11,75%");
  });

  it("shows a date serial as every screen writes a date", () => {
    expect(formatCellValue(46352, "date")).toBe("26 Nov 2026");
    expect(formatCellValue(46388.75, "date")).toBe("01 Jan 2027");
  });

  it("groups numbers with up to two decimals", () => {
    expect(plain(formatCellValue(1234567.891, "number"))).toBe("1 234 567,89");
    expect(plain(formatCellValue(-5, "number"))).toBe("-5");
  });

  it("shows general numbers with up to 10 significant digits and no float noise", () => {
    expect(formatCellValue(0.1 + 0.2, "general")).toBe("0,3");
    expect(formatCellValue(1 / 3, "general")).toBe("0,3333333333");
    expect(formatCellValue(1234567, "general")).toBe("1234567");
    expect(formatCellValue(1e20, "general")).toBe("1E+20");
  });

  it("shows text, booleans, errors and empty cells as themselves in any format", () => {
    expect(formatCellValue("Fees", "rand")).toBe("Fees");
    expect(formatCellValue(true, "general")).toBe("TRUE");
    expect(formatCellValue({ error: "#DIV/0!", message: "The formula divides by zero." }, "rand")).toBe(
      "#DIV/0!",
    );
    expect(formatCellValue(null, "number")).toBe("");
    expect(formatCellValue("00123", "text")).toBe("00123");
  });
});
