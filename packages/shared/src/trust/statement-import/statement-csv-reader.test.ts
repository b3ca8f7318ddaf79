import { describe, expect, it } from "vitest";
import { parseStatementCsvRows } from "./statement-csv-reader.ts";

describe("parseStatementCsvRows", () => {
  it("keeps commas, doubled quotes and line breaks inside quoted fields", () => {
    const text =
      'Date,Description,Amount\n20260105,"SHERIFF, JHB ""NORTH""",-1850.00\n20260106,"LINE ONE\nLINE TWO",5.00\n';
    expect(parseStatementCsvRows(text).rows).toEqual([
      ["Date", "Description", "Amount"],
      ["20260105", 'SHERIFF, JHB "NORTH"', "-1850.00"],
      ["20260106", "LINE ONE\nLINE TWO", "5.00"],
    ]);
  });

  it("reads CRLF, LF and lone CR line ends alike", () => {
    const expected = [
      ["a", "b"],
      ["c", "d"],
    ];
    expect(parseStatementCsvRows("a,b\r\nc,d\r\n").rows).toEqual(expected);
    expect(parseStatementCsvRows("a,b\nc,d").rows).toEqual(expected);
    expect(parseStatementCsvRows("a,b\rc,d\r").rows).toEqual(expected);
  });

  it("keeps a CRLF inside a quoted field as written", () => {
    expect(parseStatementCsvRows('"one\r\ntwo",x\r\n').rows).toEqual([["one\r\ntwo", "x"]]);
  });

  it("drops a leading byte-order mark so the first header is found by name", () => {
    expect(parseStatementCsvRows("\uFEFFDate,Amount\n20260105,1.00\n").rows[0]).toEqual(["Date", "Amount"]);
  });

  it("drops blank trailing lines but keeps a blank line in the middle so row numbers stay true", () => {
    expect(parseStatementCsvRows("a,b\n\nc,d\n\n\r\n,\n").rows).toEqual([["a", "b"], [""], ["c", "d"]]);
  });

  it("keeps empty cells, including a trailing one", () => {
    expect(parseStatementCsvRows("a,,c,\n").rows).toEqual([["a", "", "c", ""]]);
  });

  it("reads a quoted field that has spaces before its opening quote", () => {
    expect(parseStatementCsvRows('Posting Date, "Money In, R", Balance').rows).toEqual([
      ["Posting Date", "Money In, R", " Balance"],
    ]);
  });

  it("keeps a quote in the middle of plain text as text", () => {
    expect(parseStatementCsvRows('ADV O"BRIEN,5.00').rows).toEqual([['ADV O"BRIEN', "5.00"]]);
  });

  it("guesses ; for a semicolon export with decimal commas", () => {
    const table = parseStatementCsvRows(
      "Datum;Bedrag;Saldo\n02/02/2026;12 500,00;40 000,00\n03/02/2026;-50,00;39 950,00\n",
    );
    expect(table.delimiter).toBe(";");
    expect(table.rows[1]).toEqual(["02/02/2026", "12 500,00", "40 000,00"]);
  });

  it("guesses , for a comma export even when descriptions hold semicolons", () => {
    const table = parseStatementCsvRows(
      "Date,Description,Amount\n20260105,FEE; MONTHLY,-5.00\n20260106,DEPOSIT,5.00\n",
    );
    expect(table.delimiter).toBe(",");
    expect(table.rows[1]).toEqual(["20260105", "FEE; MONTHLY", "-5.00"]);
  });

  it("uses the delimiter it is given instead of guessing", () => {
    expect(parseStatementCsvRows("a;b,c\n", ",").rows).toEqual([["a;b", "c"]]);
    expect(parseStatementCsvRows("a;b,c\n", ";").rows).toEqual([["a", "b,c"]]);
  });

  it("says so when the text ends inside a quoted field", () => {
    const table = parseStatementCsvRows('a,"never closed\nb,c\n');
    expect(table.endsInsideQuotes).toBe(true);
    expect(table.rows).toEqual([["a", "never closed\nb,c\n"]]);
    expect(parseStatementCsvRows('a,"closed"\n').endsInsideQuotes).toBe(false);
  });

  it("gives no rows for an empty file", () => {
    expect(parseStatementCsvRows("").rows).toEqual([]);
    expect(parseStatementCsvRows("\uFEFF\r\n\r\n").rows).toEqual([]);
  });
});
