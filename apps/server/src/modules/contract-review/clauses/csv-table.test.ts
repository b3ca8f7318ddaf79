import { describe, expect, it } from "vitest";
import { parseCsv, parsePythonStringList, toRecords } from "./csv-table.ts";

describe("parseCsv", () => {
  it("keeps commas, doubled quotes and newlines inside quoted cells", () => {
    const rows = parseCsv('Filename,Text\na.pdf,"one, two ""three""\nfour"\r\nb.pdf,plain\n');
    expect(rows).toEqual([
      ["Filename", "Text"],
      ["a.pdf", 'one, two "three"\nfour'],
      ["b.pdf", "plain"],
    ]);
  });

  it("drops a byte-order mark and skips blank lines", () => {
    expect(parseCsv("\uFEFFa,b\n\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps empty cells, including a trailing one", () => {
    expect(parseCsv("a,b,c\n1,,\n")).toEqual([
      ["a", "b", "c"],
      ["1", "", ""],
    ]);
  });
});

describe("toRecords", () => {
  it("keys each row by the header and reads missing cells as empty", () => {
    expect(toRecords([["Filename", "Parties"], ["a.pdf"]])).toEqual([{ Filename: "a.pdf", Parties: "" }]);
  });
});

describe("parsePythonStringList", () => {
  it("reads an empty list as no strings", () => {
    expect(parsePythonStringList("[]")).toEqual([]);
  });

  it("reads single- and double-quoted strings with escapes", () => {
    expect(parsePythonStringList(`['first, part', "it's", 'line\\none', 'caf\\xe9 \\'x\\'']`)).toEqual([
      "first, part",
      "it's",
      "line\none",
      "café 'x'",
    ]);
  });
});
