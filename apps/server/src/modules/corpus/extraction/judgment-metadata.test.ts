import { describe, expect, it } from "vitest";
import {
  AFRIKAANS_1999_SAMPLE,
  CONSTITUTIONAL_COURT_SAMPLE,
  HIGH_COURT_SAMPLE,
  LABOUR_COURT_SAMPLE,
  MODERN_SCA_SAMPLE,
  SCA_1999_SAMPLE,
  WEB_PAGE_SAMPLE,
} from "./judgment-layout-samples.ts";
import { extractJudgmentMetadata } from "./judgment-metadata.ts";

describe("extractJudgmentMetadata", () => {
  it("reads the 1999 Supreme Court of Appeal layout", () => {
    const metadata = extractJudgmentMetadata(SCA_1999_SAMPLE);
    expect(metadata).toMatchObject({
      title: "Naushad Hoosen N.O. and Another v Yasmin Deedat",
      court: "Supreme Court of Appeal of South Africa",
      courtCode: "ZASCA",
      caseNumbers: ["336/97"],
      neutralCitation: null,
      judges: ["Mahomed CJ", "Smalberger JA", "Olivier JA", "Melunsky AJA"],
      hearingDate: "1999-05-17",
      judgmentDate: "1999-07-16",
      language: "en",
    });
    expect(metadata.paragraphs.map((paragraph) => paragraph.number)).toEqual(["[1]", "[2]", "[3]"]);
    expect(metadata.paragraphs[2]!.text).toBe("In the result the appeal is dismissed with costs.");
    expect(metadata.missing).toEqual(["neutralCitation", "lawReportCitations"]);
  });

  it("reads an Afrikaans judgment", () => {
    expect(extractJudgmentMetadata(AFRIKAANS_1999_SAMPLE)).toMatchObject({
      title: "Abram Paulus Venter v Die Staat",
      court: "Hoogste Hof van Appèl van Suid-Afrika",
      courtCode: "ZASCA",
      caseNumbers: ["381/97"],
      judges: ["Harms AR", "Marais AR", "Scott AR"],
      hearingDate: "1999-09-02",
      judgmentDate: "1999-09-08",
      language: "af",
    });
  });

  it("reads the modern SCA layout with its neutral citation and hand-down sentence", () => {
    const metadata = extractJudgmentMetadata(MODERN_SCA_SAMPLE);
    expect(metadata).toMatchObject({
      title: "Minister of Police and Another v Thabo Johannes Mokoena",
      parties: {
        applicants: ["Minister of Police", "National Director of Public Prosecutions"],
        respondents: ["Thabo Johannes Mokoena"],
      },
      court: "Supreme Court of Appeal of South Africa",
      courtCode: "ZASCA",
      caseNumbers: ["1145/2018"],
      neutralCitation: "[2020] ZASCA 12",
      judges: ["Ponnan JA", "Mocumie JA", "Dambuza JA", "Weiner AJA", "Eksteen AJA"],
      hearingDate: "2020-03-03",
      judgmentDate: "2020-03-27",
      language: "en",
    });
    // The order's "1 The appeal is upheld" is not a paragraph, and the last one stops at the signature.
    expect(metadata.paragraphs.map((paragraph) => paragraph.number)).toEqual(["[1]", "[2]", "[3]"]);
    expect(metadata.paragraphs[2]!.text).toBe("For these reasons the appeal must succeed.");
  });

  it("reads the Constitutional Court layout", () => {
    const metadata = extractJudgmentMetadata(CONSTITUTIONAL_COURT_SAMPLE);
    expect(metadata).toMatchObject({
      title: "Economic Freedom Fighters v Speaker of the National Assembly and Another",
      court: "Constitutional Court of South Africa",
      courtCode: "ZACC",
      caseNumbers: ["CCT 232/19"],
      neutralCitation: "[2020] ZACC 5",
      hearingDate: "2019-08-20",
      judgmentDate: "2020-03-10",
    });
    expect(metadata.judges).toHaveLength(8);
    expect(metadata.parties.respondents).not.toContain("Corruption Watch");
    expect(metadata.paragraphs.map((paragraph) => paragraph.number)).toEqual([
      "[1]",
      "[2]",
      "[3]",
      "[4]",
      "[5]",
    ]);
    expect(metadata.paragraphs[2]!.text).toBe("The application must therefore fail.");
  });

  it("reads a High Court judgment, with the dates after the judgment and the judge from its heading", () => {
    const metadata = extractJudgmentMetadata(HIGH_COURT_SAMPLE);
    expect(metadata).toMatchObject({
      title: "Johannes Petrus van der Merwe v Road Accident Fund",
      court: "High Court of South Africa, Gauteng Division, Pretoria",
      courtCode: "ZAGPPHC",
      caseNumbers: ["45781/2017"],
      judges: ["Molopa-Sethosa J"],
      hearingDate: "2020-02-12",
      judgmentDate: "2020-03-05",
    });
    expect(metadata.paragraphs).toHaveLength(3);
    expect(metadata.paragraphs[2]!.text).toMatch(
      /^In the result I make the following order:\n1\..*\n2\. .*costs\.$/,
    );
  });

  it("reads a Labour Court judgment with paragraphs numbered '1.'", () => {
    const metadata = extractJudgmentMetadata(LABOUR_COURT_SAMPLE);
    expect(metadata).toMatchObject({
      court: "Labour Court of South Africa, Johannesburg",
      courtCode: "ZALCJHB",
      caseNumbers: ["JR 1234/18"],
      judges: ["Tlhotlhalemaje J"],
      hearingDate: "2019-05-14",
      judgmentDate: "2019-08-02",
    });
    expect(metadata.title).toBe(
      "National Union of Metalworkers of South Africa and Another v Commission for Conciliation, Mediation and Arbitration and Others",
    );
    expect(metadata.paragraphs.map((paragraph) => paragraph.number)).toEqual(["1.", "2.", "3."]);
  });

  it("reads text copied from a web page, with offsets into the text as given", () => {
    const metadata = extractJudgmentMetadata(WEB_PAGE_SAMPLE);
    expect(metadata).toMatchObject({
      title: "The State v Sipho Ndlovu",
      court: "High Court of South Africa, Western Cape Division, Cape Town",
      courtCode: "ZAWCHC",
      caseNumbers: ["A 123/2019"],
      judges: ["Le Grange J", "Nuku J"],
      hearingDate: "2019-10-12",
      judgmentDate: "2019-11-15",
    });
    const first = metadata.paragraphs[0]!;
    expect(WEB_PAGE_SAMPLE.slice(first.start, first.start + 3)).toBe("[1]");
    expect(WEB_PAGE_SAMPLE.slice(first.end - first.text.length, first.end)).toBe(first.text);
    expect(first.text).toBe(
      "This is an appeal by the State against a sentence imposed in the regional court.",
    );
  });

  it("lists every field of an empty text as missing instead of guessing", () => {
    const metadata = extractJudgmentMetadata("\n");
    expect(metadata.title).toBeNull();
    expect(metadata.language).toBe("other");
    expect(metadata.missing).toEqual([
      "title",
      "parties",
      "court",
      "courtCode",
      "caseNumbers",
      "neutralCitation",
      "lawReportCitations",
      "judges",
      "hearingDate",
      "judgmentDate",
      "language",
      "paragraphs",
    ]);
  });
});
