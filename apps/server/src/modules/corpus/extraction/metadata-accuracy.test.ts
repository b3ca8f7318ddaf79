import { describe, expect, it } from "vitest";
import type { JudgmentMetadata } from "./judgment-metadata.ts";
import {
  accuracyOf,
  isFieldMatch,
  parseCsv,
  readExpectedCsv,
  scoreMetadata,
  toScoredRow,
} from "./metadata-accuracy.ts";

const EMPTY_ROW = {
  title: "",
  court: "",
  case_numbers: "",
  neutral_citation: "",
  judges: "",
  hearing_date: "",
  judgment_date: "",
  language: "",
};

describe("parseCsv", () => {
  it("reads quoted cells holding commas, quotes and line breaks", () => {
    expect(parseCsv('file,title\r\na.txt,"X, Y and ""Z"" v W"\nb.txt,"two\nlines"\n')).toEqual([
      ["file", "title"],
      ["a.txt", 'X, Y and "Z" v W'],
      ["b.txt", "two\nlines"],
    ]);
  });
});

describe("readExpectedCsv", () => {
  it("keys rows by file and leaves absent columns empty", () => {
    const expected = readExpectedCsv("file,title,language\na.txt,X v Y,en\n");
    expect(expected.get("a.txt")).toEqual({ ...EMPTY_ROW, title: "X v Y", language: "en" });
  });

  it("rejects a CSV without a file column", () => {
    expect(() => readExpectedCsv("title\nX v Y\n")).toThrow(/file/);
  });
});

describe("isFieldMatch", () => {
  it("ignores case and spacing", () => {
    expect(isFieldMatch("title", "Felthun v The State", "FELTHUN  v the state")).toBe(true);
    expect(isFieldMatch("title", "Felthun v The State", "Felthun v S")).toBe(false);
  });

  it("compares lists as sets", () => {
    expect(isFieldMatch("judges", "Hefer JA; Vivier JA", "vivier ja;  Hefer JA")).toBe(true);
    expect(isFieldMatch("judges", "Hefer JA; Vivier JA", "Hefer JA")).toBe(false);
    expect(isFieldMatch("case_numbers", "631/97", "631 / 97")).toBe(true);
  });

  it("counts an empty extraction as right where the text gives nothing, and an invented value as wrong", () => {
    expect(isFieldMatch("court", "", "")).toBe(true);
    expect(isFieldMatch("court", "", "Supreme Court of Appeal")).toBe(false);
  });
});

describe("toScoredRow", () => {
  it("joins lists and leaves a language it could not tell empty", () => {
    const metadata: JudgmentMetadata = {
      title: "X v Y",
      parties: { applicants: ["X"], respondents: ["Y"] },
      court: null,
      courtCode: null,
      caseNumbers: ["1/98", "2/98"],
      neutralCitation: null,
      lawReportCitations: [],
      judges: ["Hefer JA", "Madlanga AJA"],
      hearingDate: "1999-02-22",
      judgmentDate: null,
      language: "other",
      paragraphs: [],
      missing: [
        "court",
        "courtCode",
        "neutralCitation",
        "lawReportCitations",
        "judgmentDate",
        "language",
        "paragraphs",
      ],
    };
    expect(toScoredRow(metadata)).toEqual({
      ...EMPTY_ROW,
      title: "X v Y",
      case_numbers: "1/98; 2/98",
      judges: "Hefer JA; Madlanga AJA",
      hearing_date: "1999-02-22",
    });
  });
});

describe("scoreMetadata", () => {
  it("scores each field and the whole, and lists the misses", () => {
    const report = scoreMetadata([
      {
        file: "a.txt",
        expected: { ...EMPTY_ROW, title: "X v Y", language: "en" },
        actual: { ...EMPTY_ROW, title: "X v Y", language: "af" },
      },
      { file: "b.txt", expected: { ...EMPTY_ROW, title: "P v Q" }, actual: { ...EMPTY_ROW, title: "P v Q" } },
    ]);
    expect(report.fields.title).toEqual({ correct: 2, total: 2 });
    expect(report.fields.language).toEqual({ correct: 1, total: 2 });
    expect(report.overall).toEqual({ correct: 15, total: 16 });
    expect(report.misses).toEqual([{ file: "a.txt", field: "language", expected: "en", actual: "af" }]);
    expect(accuracyOf(report.fields.language)).toBe(0.5);
  });
});
