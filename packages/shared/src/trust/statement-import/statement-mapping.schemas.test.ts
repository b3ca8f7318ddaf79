import { describe, expect, it } from "vitest";
import { ZStatementMapping } from "./statement-mapping.schemas.ts";

const BASE = {
  headerRow: true,
  skipRows: 0,
  dateColumn: "Date",
  dateFormat: "YYYYMMDD",
  descriptionColumn: "Description",
  amountColumn: "Amount",
};

function messagesOf(input: unknown): string[] {
  const result = ZStatementMapping.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("ZStatementMapping", () => {
  it("accepts a signed amount column or a money in/out pair", () => {
    expect(messagesOf(BASE)).toEqual([]);
    expect(
      messagesOf({ ...BASE, amountColumn: undefined, moneyInColumn: "Credits", moneyOutColumn: "Debits" }),
    ).toEqual([]);
  });

  it("accepts several date layouts and several description columns", () => {
    expect(
      messagesOf({
        ...BASE,
        dateFormat: ["YYYY/MM/DD", "D MMM YYYY"],
        descriptionColumn: ["Description", "Memo"],
      }),
    ).toEqual([]);
  });

  it("trims column names", () => {
    expect(ZStatementMapping.parse({ ...BASE, dateColumn: "  Date " }).dateColumn).toBe("Date");
  });

  it("refuses a mapping with no amount column, or with both kinds", () => {
    const message = "Choose either one Amount column, or both a Money in and a Money out column";
    expect(messagesOf({ ...BASE, amountColumn: undefined })).toEqual([message]);
    expect(messagesOf({ ...BASE, amountColumn: undefined, moneyInColumn: "In" })).toEqual([message]);
    expect(messagesOf({ ...BASE, moneyInColumn: "In", moneyOutColumn: "Out" })).toEqual([message]);
  });

  it("refuses column names for a file without a header row", () => {
    expect(messagesOf({ ...BASE, headerRow: false })).toEqual([
      "Without a header row, name each column by its position (0 for the first column)",
    ]);
    expect(
      messagesOf({ ...BASE, headerRow: false, dateColumn: 0, descriptionColumn: [1, 2], amountColumn: 3 }),
    ).toEqual([]);
  });

  it("refuses a header search in a file without a header row", () => {
    const positions = { dateColumn: 0, descriptionColumn: 1, amountColumn: 2 };
    expect(messagesOf({ ...BASE, ...positions, headerRow: false, headerSearch: true })).toEqual([
      "Searching for the header row needs a file with a header row",
    ]);
  });

  it("refuses unknown date layouts, delimiters, negative positions and unknown keys", () => {
    expect(messagesOf({ ...BASE, dateFormat: "MM/DD/YYYY" })[0]).toMatch(/^Choose a date format/);
    expect(messagesOf({ ...BASE, delimiter: "\t" })).toEqual(["The delimiter must be , or ;"]);
    expect(messagesOf({ ...BASE, dateColumn: -1 })).toHaveLength(1);
    expect(messagesOf({ ...BASE, skipRows: 1.5 })).toEqual(["Lines to skip must be a whole number"]);
    expect(messagesOf({ ...BASE, sheet: "Transactions" })).toHaveLength(1);
  });
});
