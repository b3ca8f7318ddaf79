import { describe, expect, it } from "vitest";
import { findHeaderCitations } from "./judgment-header-citations.ts";

describe("findHeaderCitations", () => {
  it("reads the neutral citation and the law reports on the 'Neutral citation' line", () => {
    const header =
      "Case no: 1145/2018\nIn the matter between:\nX Appellant\nand\nY Respondent\nNeutral citation: X v Y (1145/2018) [2020] ZASCA 12; 2020 (4) SA 1 (SCA) (27 March 2020)\nCoram: Ponnan JA";
    expect(findHeaderCitations(header)).toEqual({
      neutralCitation: "[2020] ZASCA 12",
      neutralCourt: "ZASCA",
      lawReportCitations: ["2020 (4) SA 1 (SCA)"],
    });
  });

  it("reads the Constitutional Court's neutral citation under its case number", () => {
    const header =
      "CONSTITUTIONAL COURT OF SOUTH AFRICA\nCase CCT 12/19\n[2020] ZACC 5\n\nIn the matter between:\nX Applicant";
    expect(findHeaderCitations(header).neutralCitation).toBe("[2020] ZACC 5");
  });

  it("reads the law reports SAFLII prints beside a copy of the neutral citation at the top of its page", () => {
    const page =
      "South Africa: Supreme Court of Appeal\nSAFLII >>\n[2020] ZASCA 51\nvan Zyl NO v Road Accident Fund (263/19) [2020] ZASCA 51; 2020 (4) SA 503 (SCA) (6 May 2020)\nTHE SUPREME COURT OF APPEAL OF SOUTH AFRICA\nCase no: 263/19\nIn the matter between:\nX APPELLANT\nand\nY RESPONDENT\nNeutral citation: X v Y (263/19) [2020] ZASCA 51 (6 May 2020)";
    expect(findHeaderCitations(page)).toEqual({
      neutralCitation: "[2020] ZASCA 51",
      neutralCourt: "ZASCA",
      lawReportCitations: ["2020 (4) SA 503 (SCA)"],
    });
  });

  it("reads a 'Reported as' line", () => {
    expect(
      findHeaderCitations("Reported as: 2001 (1) SA 1 (SCA)\nIn the matter between:\n").lawReportCitations,
    ).toEqual(["2001 (1) SA 1 (SCA)"]);
  });

  it("does not take cases cited in the summary for the judgment's own citations", () => {
    const header =
      "In the matter between:\nX Appellant\nand\nY Respondent\nSummary: Delict - Mahlangu v Minister of Police [2021] ZACC 10; 2021 (2) SACR 595 (CC) applied.";
    expect(findHeaderCitations(header)).toEqual({
      neutralCitation: null,
      neutralCourt: null,
      lawReportCitations: [],
    });
  });
});
