import { describe, expect, it } from "vitest";
import { findCaseNumbers } from "./judgment-case-numbers.ts";

describe("findCaseNumbers", () => {
  it("reads the labels and spellings the courts use", () => {
    expect(findCaseNumbers("Case No. 309/97\n", "")).toEqual(["309/97"]);
    expect(findCaseNumbers("Saaknommer: 77/97\n", "")).toEqual(["77/97"]);
    expect(findCaseNumbers("Saaknr: 299/98\n", "")).toEqual(["299/98"]);
    expect(findCaseNumbers("CASE NUMBER 459/97\n", "")).toEqual(["459/97"]);
    expect(findCaseNumbers("Case no: 1145/2018\n", "")).toEqual(["1145/2018"]);
  });

  it("reads several numbers on the label's line and on the lines below it", () => {
    expect(findCaseNumbers("CASE NO.312/97 & 523/97\n", "")).toEqual(["312/97", "523/97"]);
    expect(findCaseNumbers("Case No. 1/98 and 2/98\n", "")).toEqual(["1/98", "2/98"]);
    expect(findCaseNumbers("Case No: 390/94\n376/94\n639/98\nIN THE SUPREME COURT", "")).toEqual([
      "390/94",
      "376/94",
      "639/98",
    ]);
  });

  it("keeps court prefixes and the High Court's year-first numbers", () => {
    expect(findCaseNumbers("Case CCT 232/19\n", "")).toEqual(["CCT 232/19"]);
    expect(findCaseNumbers("Case no: JR 1234/18\n", "")).toEqual(["JR 1234/18"]);
    expect(findCaseNumbers("CASE NO: A 123/2019\n", "")).toEqual(["A 123/2019"]);
    expect(findCaseNumbers("Case No: 2019/12345\n", "")).toEqual(["2019/12345"]);
  });

  it("reads a label that follows other text on its line", () => {
    expect(findCaseNumbers("Reportable: YES   Case no: 123/2019\n", "")).toEqual(["123/2019"]);
  });

  it("completes a number cut off in the header from the labelled block after the judgment", () => {
    expect(findCaseNumbers("Case no : 133 /\n", "Concurring\nCase Number : 133 / 98\nRE : X v Y")).toEqual([
      "133/98",
    ]);
  });

  it("ignores case numbers of other matters mentioned in the body", () => {
    expect(
      findCaseNumbers(
        "",
        "an unreported decision in Case No 3700/95 in the High Court\nCase No 490/97 again",
      ),
    ).toEqual([]);
  });

  it("finds nothing in a header without a case number", () => {
    expect(findCaseNumbers("IN THE SUPREME COURT OF APPEAL\nIn the matter between\n", "")).toEqual([]);
  });
});
