import { describe, expect, it } from "vitest";
import { parseStatementDate, STATEMENT_DATE_FORMATS, type StatementDateFormat } from "./statement-date.ts";

describe("parseStatementDate", () => {
  it.each<[StatementDateFormat, string]>([
    ["YYYYMMDD", "20260105"],
    ["YYYY/MM/DD", "2026/01/05"],
    ["YYYY-MM-DD", "2026-01-05"],
    ["DD/MM/YYYY", "05/01/2026"],
    ["DD MMM YYYY", "05 Jan 2026"],
    ["D MMM YYYY", "5 Jan 2026"],
  ])("reads %s", (format, text) => {
    expect(parseStatementDate(text, format)).toBe("2026-01-05");
  });

  it("reads English month abbreviations and names in any case", () => {
    expect(parseStatementDate("05 JAN 2026", "DD MMM YYYY")).toBe("2026-01-05");
    expect(parseStatementDate("30 sep 2026", "DD MMM YYYY")).toBe("2026-09-30");
    expect(parseStatementDate("30 Sept 2026", "DD MMM YYYY")).toBe("2026-09-30");
    expect(parseStatementDate("1 December 2026", "D MMM YYYY")).toBe("2026-12-01");
    expect(parseStatementDate("15 Mar 2026", "D MMM YYYY")).toBe("2026-03-15");
    expect(parseStatementDate("05-Jan-2026", "DD MMM YYYY")).toBe("2026-01-05");
  });

  it("accepts a day or month without its leading zero where spreadsheets drop it", () => {
    expect(parseStatementDate("5/1/2026", "DD/MM/YYYY")).toBe("2026-01-05");
    expect(parseStatementDate("2026/1/5", "YYYY/MM/DD")).toBe("2026-01-05");
  });

  it("ignores a time of day after the date", () => {
    expect(parseStatementDate("2026-01-05 13:45", "YYYY-MM-DD")).toBe("2026-01-05");
    expect(parseStatementDate("2026-01-05T13:45:10", "YYYY-MM-DD")).toBe("2026-01-05");
    expect(parseStatementDate("05/01/2026 00:00:00", "DD/MM/YYYY")).toBe("2026-01-05");
  });

  it("refuses dates that do not exist", () => {
    expect(parseStatementDate("20260230", "YYYYMMDD")).toBeNull();
    expect(parseStatementDate("31/04/2026", "DD/MM/YYYY")).toBeNull();
    expect(parseStatementDate("2026-13-01", "YYYY-MM-DD")).toBeNull();
    expect(parseStatementDate("00 Jan 2026", "DD MMM YYYY")).toBeNull();
    expect(parseStatementDate("29 Feb 2026", "D MMM YYYY")).toBeNull();
  });

  it("knows leap years, including the century rule", () => {
    expect(parseStatementDate("20280229", "YYYYMMDD")).toBe("2028-02-29");
    expect(parseStatementDate("20000229", "YYYYMMDD")).toBe("2000-02-29");
    expect(parseStatementDate("21000229", "YYYYMMDD")).toBeNull();
  });

  it("refuses a date in another layout than the mapping names", () => {
    expect(parseStatementDate("2026-01-05", "YYYYMMDD")).toBeNull();
    expect(parseStatementDate("05/01/2026", "YYYY/MM/DD")).toBeNull();
    expect(parseStatementDate("5 Jan 2026", "DD MMM YYYY")).toBeNull();
    expect(parseStatementDate("05 Jna 2026", "DD MMM YYYY")).toBeNull();
    expect(parseStatementDate("", "YYYY-MM-DD")).toBeNull();
  });

  it("never reads one text as two different dates under two layouts", () => {
    const samples = [
      "20260105",
      "2026/01/05",
      "2026-01-05",
      "05/01/2026",
      "05 Jan 2026",
      "5 Jan 2026",
      "01/05/2026",
    ];
    for (const sample of samples) {
      const readings = new Set(
        STATEMENT_DATE_FORMATS.map((format) => parseStatementDate(sample, format)).filter(
          (date) => date !== null,
        ),
      );
      expect(readings.size, sample).toBe(1);
    }
  });
});
