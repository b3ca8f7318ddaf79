import { describe, expect, it } from "vitest";
import { courtCodeForName, findCourtName } from "./judgment-court.ts";

describe("findCourtName", () => {
  it("joins a court name split over two lines and puts it in ordinary case", () => {
    expect(
      findCourtName(
        "REPORTABLE\nCase no : 133 /\nIN THE SUPREME COURT OF APPEAL\nOF SOUTH AFRICA\nIn the matter between :",
      ),
    ).toBe("Supreme Court of Appeal of South Africa");
    expect(findCourtName("THE SUPREME COURT OF APPEAL OF SOUTH AFRICA\nJUDGMENT\nReportable")).toBe(
      "Supreme Court of Appeal of South Africa",
    );
  });

  it("keeps an Afrikaans court name in Afrikaans", () => {
    expect(
      findCourtName("DIE HOOGSTE HOF VAN APPèL\nVAN SUID AFRIKA\n\nSaaknommer: 77/97\nInsake die appèl van"),
    ).toBe("Hoogste Hof van Appèl van Suid-Afrika");
  });

  it("adds a High Court's division and seat, with or without brackets", () => {
    expect(
      findCourtName(
        "REPUBLIC OF SOUTH AFRICA\n\nIN THE HIGH COURT OF SOUTH AFRICA\nGAUTENG DIVISION, PRETORIA\n\nCASE NO: 1/2020",
      ),
    ).toBe("High Court of South Africa, Gauteng Division, Pretoria");
    expect(
      findCourtName(
        "IN THE HIGH COURT OF SOUTH AFRICA\n(WESTERN CAPE DIVISION, CAPE TOWN)\nCase No: A 123/2019",
      ),
    ).toBe("High Court of South Africa, Western Cape Division, Cape Town");
  });

  it("reads the Constitutional Court and the Labour Court", () => {
    expect(
      findCourtName("CONSTITUTIONAL COURT OF SOUTH AFRICA\n\nCase CCT 232/19\n\nIn the matter between:"),
    ).toBe("Constitutional Court of South Africa");
    expect(
      findCourtName("IN THE LABOUR COURT OF SOUTH AFRICA, JOHANNESBURG\nNot Reportable\nCase no: JR 1234/18"),
    ).toBe("Labour Court of South Africa, Johannesburg");
    expect(findCourtName("IN THE LABOUR COURT OF SOUTH AFRICA\nHELD AT CAPE TOWN\nCase no: C 12/19")).toBe(
      "Labour Court of South Africa, Cape Town",
    );
  });

  it("skips the navigation of a page saved from SAFLII and the High Court's reportability box", () => {
    expect(
      findCourtName(
        "South Africa: Constitutional Court\nSAFLII >>\nDatabases >>\nCONSTITUTIONAL COURT OF SOUTH AFRICA\nCase CCT 182/20\nIn the matter between:",
      ),
    ).toBe("Constitutional Court of South Africa");
    expect(
      findCourtName(
        "IN THE HIGH COURT OF SOUTH AFRICA\nGAUTENG DIVISION, JOHANNESBURG\nCASE NO: 79462/18\nREPORTABLE: NO\nOF INTEREST TO OTHER JUDGES: NO",
      ),
    ).toBe("High Court of South Africa, Gauteng Division, Johannesburg");
    expect(
      findCourtName(
        "IN THE HIGH COURT OF SOUTH AFRICA        CASE NO: 123/2019\nEASTERN CAPE DIVISION, GRAHAMSTOWN",
      ),
    ).toBe("High Court of South Africa, Eastern Cape Division, Grahamstown");
  });

  it("does not take the court appealed from, below the parties, for this court", () => {
    expect(
      findCourtName(
        "Case No: 1/2020\nIn the matter between:\nX Appellant\nand\nY Respondent\nOn appeal from: Gauteng Division of the High Court",
      ),
    ).toBeNull();
  });
});

describe("courtCodeForName", () => {
  it("gives the neutral-citation code of the court and its division", () => {
    expect(courtCodeForName("Supreme Court of Appeal of South Africa")).toBe("ZASCA");
    expect(courtCodeForName("Hoogste Hof van Appèl van Suid-Afrika")).toBe("ZASCA");
    expect(courtCodeForName("Constitutional Court of South Africa")).toBe("ZACC");
    expect(courtCodeForName("High Court of South Africa, Gauteng Division, Pretoria")).toBe("ZAGPPHC");
    expect(courtCodeForName("High Court of South Africa, Gauteng Local Division, Johannesburg")).toBe(
      "ZAGPJHC",
    );
    expect(courtCodeForName("High Court of South Africa, KwaZulu-Natal Local Division, Durban")).toBe(
      "ZAKZDHC",
    );
    expect(courtCodeForName("High Court of South Africa, Eastern Cape Division, Grahamstown")).toBe(
      "ZAECGHC",
    );
    expect(courtCodeForName("Labour Court of South Africa, Johannesburg")).toBe("ZALCJHB");
    expect(courtCodeForName("Labour Appeal Court of South Africa")).toBe("ZALAC");
  });

  it("gives no code for a court it does not know", () => {
    expect(courtCodeForName("Transvaal Provincial Division")).toBeNull();
  });
});
