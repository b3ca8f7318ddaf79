import { describe, expect, it } from "vitest";
import { findAuthorLine, findCoramText, findJudges, parseCoram } from "./judgment-judges.ts";

describe("parseCoram", () => {
  it("gives every name before a plural title that title in the singular", () => {
    expect(parseCoram("HEFER, OLIVIER, ZULMAN JJA, FARLAM AND MADLANGA AJJA")).toEqual([
      "Hefer JA",
      "Olivier JA",
      "Zulman JA",
      "Farlam AJA",
      "Madlanga AJA",
    ]);
  });

  it("reads 'et', a title standing alone after a comma, and a trailing full stop", () => {
    expect(parseCoram("Smalberger, Schutz, JJA et Madlanga AJA")).toEqual([
      "Smalberger JA",
      "Schutz JA",
      "Madlanga AJA",
    ]);
    expect(parseCoram("VIVIER, HOWIE JJA, and MPATI AJA.")).toEqual(["Vivier JA", "Howie JA", "Mpati AJA"]);
  });

  it("reads the modern SCA and Constitutional Court lists", () => {
    expect(parseCoram("Ponnan, Mocumie and Dambuza JJA and Weiner and Eksteen AJJA")).toEqual([
      "Ponnan JA",
      "Mocumie JA",
      "Dambuza JA",
      "Weiner AJA",
      "Eksteen AJA",
    ]);
    expect(parseCoram("Mogoeng CJ, Khampepe ADCJ, Froneman J, Mathopo AJ and Victor AJ")).toEqual([
      "Mogoeng CJ",
      "Khampepe ADCJ",
      "Froneman J",
      "Mathopo AJ",
      "Victor AJ",
    ]);
  });

  it("reads Afrikaans titles, acting judges of appeal included", () => {
    expect(parseCoram("VAN HEERDEN AHR, VIVIER, HOWIE, SCOTT ARR en MELUNSKY WndAR")).toEqual([
      "Van Heerden AHR",
      "Vivier AR",
      "Howie AR",
      "Scott AR",
      "Melunsky Wnd AR",
    ]);
    expect(parseCoram("SMALBERGER, MARAIS, OLIVIER ARR, MELUNSKY en MADLANGA Wnd ARR")).toEqual([
      "Smalberger AR",
      "Marais AR",
      "Olivier AR",
      "Melunsky Wnd AR",
      "Madlanga Wnd AR",
    ]);
    expect(parseCoram("VAN HEERDEN Adj HR, GROSSKOPF, HARMS en STREICHER ARR")).toEqual([
      "Van Heerden Adj HR",
      "Grosskopf AR",
      "Harms AR",
      "Streicher AR",
    ]);
  });
});

describe("findCoramText", () => {
  it("collects a list spread over several lines, up to the next label", () => {
    const header =
      "CORAM: MAHOMED\nCJ,\nSMALBERGER,\nOLIVIER JJA and MELUNSKY AJA\n\nDATE OF HEARING: 17 MAY 1999";
    expect(findCoramText(header)).toBe("MAHOMED CJ, SMALBERGER, OLIVIER JJA and MELUNSKY AJA");
  });

  it("reads 'Composition of the court', 'BEFORE' and the Afrikaans 'Hof'", () => {
    expect(
      findCoramText("Composition of the court    :\n\nMAHOMED CJ, HOWIE,\nOLIVIER JJA\nDate of hearing : 1"),
    ).toBe("MAHOMED CJ, HOWIE, OLIVIER JJA");
    expect(findCoramText("BEFORE: VAN HEERDEN DCJ, HEFER JJA\nHEARD: 7 MAY 1999")).toBe(
      "VAN HEERDEN DCJ, HEFER JJA",
    );
    expect(findCoramText("HOF:\nVan Heerden AHR, Vivier en Scott ARR\nVERHOOR:\n9 September 1999")).toBe(
      "Van Heerden AHR, Vivier en Scott ARR",
    );
  });

  it("stops at the next labelled line when the text has no blank lines", () => {
    expect(findCoramText("Coram:\tMogoeng CJ and Jafta J\nJudgments:\tJafta J (majority): [1] to [85]")).toBe(
      "Mogoeng CJ and Jafta J",
    );
  });
});

describe("findAuthorLine", () => {
  it("finds the line introducing the judgment, with or without the concurring judges", () => {
    expect(findAuthorLine("JUDGMENT\nVIVIER JA:\nThis is an appeal")?.judge).toBe("Vivier JA");
    expect(findAuthorLine("Ponnan JA (Mocumie JA concurring):\n[1] The respondent")?.judge).toBe("Ponnan JA");
  });

  it("finds a name alone under the JUDGMENT heading, and gives the heading's offset", () => {
    const text = "Case no: 1/2020\nJUDGMENT\n\nMOLOPA-SETHOSA J\n\nINTRODUCTION\n[1] The plaintiff";
    expect(findAuthorLine(text)).toEqual({ index: 16, judge: "Molopa-Sethosa J" });
    expect(findAuthorLine("JUDGMENT\nTLHOTLHALEMAJE, J\nIntroduction:")?.judge).toBe("Tlhotlhalemaje J");
  });

  it("does not take the Constitutional Court's list of judgments for the author", () => {
    expect(
      findAuthorLine("Judgments:\tJafta J (majority): [1] to [85]\n\tMogoeng CJ (dissenting): [86] to [120]"),
    ).toBeNull();
  });
});

describe("findJudges", () => {
  it("prefers the header's bench to the author", () => {
    const text =
      "Coram: Hefer, Vivier JJA et Madlanga AJA\nHeard: 22 February 1999\nVIVIER JA:\nThis is an appeal";
    expect(findJudges(text, text)).toEqual(["Hefer JA", "Vivier JA", "Madlanga AJA"]);
  });

  it("falls back on the author where the header names no bench (High Court)", () => {
    const text =
      "In the matter between:\nX Plaintiff\nand\nY Defendant\nJUDGMENT\nMOLOPA-SETHOSA J\n[1] The plaintiff";
    expect(findJudges(text.slice(0, 60), text)).toEqual(["Molopa-Sethosa J"]);
  });

  it("returns no judges when the text names none", () => {
    expect(findJudges("In the matter between", "The appeal is dismissed.")).toEqual([]);
  });
});
