import { describe, expect, it } from "vitest";
import { findHearingDate, findJudgmentDate, parseFirstDate } from "./judgment-dates.ts";

describe("parseFirstDate", () => {
  it("reads English and Afrikaans month names in any case", () => {
    expect(parseFirstDate("22  February  1999")).toBe("1999-02-22");
    expect(parseFirstDate("5 MAART 1999")).toBe("1999-03-05");
    expect(parseFirstDate("27 AUGUSTUS 1999")).toBe("1999-08-27");
    expect(parseFirstDate("1 Oktober 2001")).toBe("2001-10-01");
  });

  it("reads ordinals, abbreviations, month-first and numeric forms", () => {
    expect(parseFirstDate("12th March 2019")).toBe("2019-03-12");
    expect(parseFirstDate("3 Sept. 2020")).toBe("2020-09-03");
    expect(parseFirstDate("March 12, 2019")).toBe("2019-03-12");
    expect(parseFirstDate("2019-03-12")).toBe("2019-03-12");
    expect(parseFirstDate("12/03/2019")).toBe("2019-03-12");
  });

  it("takes the first day of a hearing over several days", () => {
    expect(parseFirstDate("12 and 13 March 2019")).toBe("2019-03-12");
    expect(parseFirstDate("12-13 May 2020")).toBe("2020-05-12");
  });

  it("takes the earliest written date when a line holds several", () => {
    expect(parseFirstDate("on 27 March 2020, revised 2020-04-01")).toBe("2020-03-27");
  });

  it("rejects impossible dates and text without a date", () => {
    expect(parseFirstDate("31 February 1999")).toBeNull();
    expect(parseFirstDate("This judgment was handed down electronically.")).toBeNull();
  });
});

describe("findHearingDate and findJudgmentDate", () => {
  it("reads the 1999 SCA layout, with the date on the line below its label", () => {
    const header =
      "Coram:\nHefer, Vivier JJA et Madlanga AJA\nHeard:\n22  February  1999\nDelivered:\n3 March 1999\n";
    expect(findHearingDate(header)).toBe("1999-02-22");
    expect(findJudgmentDate(header)).toBe("1999-03-03");
  });

  it("reads labels written without a colon", () => {
    const header = "DATE OF HEARING:    4 March 1999\n\nDATE OF DELIVERY    19 March 1999\n";
    expect(findHearingDate(header)).toBe("1999-03-04");
    expect(findJudgmentDate(header)).toBe("1999-03-19");
  });

  it("reads Afrikaans labels, also two on one line", () => {
    expect(findHearingDate("Verhoor: 12 NOVEMBER 1998 Gelewer: 5 MAART 1999")).toBe("1998-11-12");
    expect(findJudgmentDate("Verhoor: 12 NOVEMBER 1998 Gelewer: 5 MAART 1999")).toBe("1999-03-05");
    const header = "VERHOORDATUM:\n25 FEBRUARIE 1999\nLEWERINGSDATUM:\n23 MAART 1999\n";
    expect(findHearingDate(header)).toBe("1999-02-25");
    expect(findJudgmentDate(header)).toBe("1999-03-23");
  });

  it("finds the date inside the modern SCA hand-down sentence", () => {
    const header =
      "Heard: 3 March 2020\nDelivered: This judgment was handed down electronically by circulation to the parties' representatives by email, publication on the Supreme Court of Appeal website and release to SAFLII. The date and time for hand-down is deemed to be 10h00 on 27 March 2020.\n";
    expect(findHearingDate(header)).toBe("2020-03-03");
    expect(findJudgmentDate(header)).toBe("2020-03-27");
  });

  it("reads the Constitutional Court's 'Heard on' and 'Decided on'", () => {
    const header = "Heard on:\t20 August 2019\n\nDecided on:\t10 March 2020\n";
    expect(findHearingDate(header)).toBe("2019-08-20");
    expect(findJudgmentDate(header)).toBe("2020-03-10");
  });

  it("reads the High Court's 'Date of hearing' and 'Date of judgment'", () => {
    const appearances =
      "For the plaintiff: Adv P Smith\nDate of hearing: 12 February 2020\nDate of judgment: 5 March 2020\n";
    expect(findHearingDate(appearances)).toBe("2020-02-12");
    expect(findJudgmentDate(appearances)).toBe("2020-03-05");
  });

  it("ignores dates in sentences that are not labelled", () => {
    const body = "The appeal was heard on 3 March 2020 and the judgment delivered on 27 March 2020.";
    expect(findHearingDate(body)).toBeNull();
    expect(findJudgmentDate(body)).toBeNull();
  });

  it("does not take the next label's date for a label left empty", () => {
    expect(findHearingDate("Heard:\nDelivered: 3 March 1999")).toBeNull();
  });
});
