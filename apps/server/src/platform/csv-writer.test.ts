import { centsToDecimalText } from "@inkundla/shared";
import { describe, expect, it } from "vitest";
import { csvField, neutralizeFormula, writeCsv } from "./csv-writer.ts";

describe("writeCsv", () => {
  it("starts with a UTF-8 byte order mark and ends every line with CRLF", () => {
    const csv = writeCsv([
      ["Client", "Balance"],
      ["Naidoo Family Trust", "1250.00"],
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1)).toBe("Client,Balance\r\nNaidoo Family Trust,1250.00\r\n");
  });

  it("quotes fields with a comma, a quote or a line break, doubling the quotes (RFC 4180)", () => {
    expect(writeCsv([["Mokoena, Dlamini & Co", 'The "Oaks" farm', "line one\nline two", "cr\rhere"]])).toBe(
      '\uFEFF"Mokoena, Dlamini & Co","The ""Oaks"" farm","line one\nline two","cr\rhere"\r\n',
    );
  });

  it("writes empty fields for null and undefined and numbers as they are", () => {
    expect(writeCsv([[null, undefined, 42, -7, 12345678901234567890n, Number.NaN, ""]])).toBe(
      "\uFEFF,,42,-7,12345678901234567890,,\r\n",
    );
  });

  it("keeps accented and other non-ASCII text as UTF-8", () => {
    expect(writeCsv([["Zoë Ngcobo – Kwitansie"]])).toBe("\uFEFFZoë Ngcobo – Kwitansie\r\n");
  });
});

describe("CSV injection", () => {
  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")'],
    ["+27 82 555 0101", "'+27 82 555 0101"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tleading tab", "'\tleading tab"],
    ["\rleading return", "'\rleading return"],
    ["-", "'-"],
  ])("makes %j text with a leading apostrophe", (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it.each(["-12.50", "+12", "1234.00", "0", "-1234"])("leaves the plain number %j a number", (input) => {
    expect(neutralizeFormula(input)).toBe(input);
    expect(csvField(input)).toBe(input);
  });

  it("still quotes a neutralised field that needs quoting", () => {
    expect(csvField('=1+1,"x"')).toBe(`"'=1+1,""x"""`);
    expect(csvField("\rboom")).toBe(`"'\rboom"`);
  });

  it("leaves ordinary text alone", () => {
    expect(neutralizeFormula("Deposit on transfer")).toBe("Deposit on transfer");
    expect(neutralizeFormula("")).toBe("");
  });
});

describe("amounts in a CSV (centsToDecimalText)", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [-5, "-0.05"],
    [123450, "1234.50"],
    [-123450, "-1234.50"],
    [100, "1.00"],
    [9_999_999_999_999, "99999999999.99"],
    [Number.MAX_SAFE_INTEGER, "90071992547409.91"],
  ])("writes %s cents as %s", (cents, expected) => {
    expect(centsToDecimalText(cents)).toBe(expected);
  });

  it("writes amounts that stay numbers after injection protection", () => {
    expect(csvField(centsToDecimalText(-123450))).toBe("-1234.50");
  });
});
