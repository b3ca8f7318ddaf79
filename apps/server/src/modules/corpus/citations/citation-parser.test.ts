import { describe, expect, it } from "vitest";
import { type FoundCitation, findCitations } from "./citation-parser.ts";
import { SOUTH_AFRICAN_COURT_CODES } from "./court-codes.ts";

function only(text: string): FoundCitation {
  const found = findCitations(text);
  expect(found).toHaveLength(1);
  return found[0]!;
}

function keys(text: string): string[] {
  return findCitations(text).map((citation) => citation.key);
}

describe("neutral citations", () => {
  it("reads year, court and judgment number", () => {
    expect(only("See Benicon Group v NUMSA [1999] ZASCA 12.")).toEqual({
      kind: "neutral",
      text: "[1999] ZASCA 12",
      start: 26,
      end: 41,
      key: "neutral:1999/ZASCA/12",
      year: 1999,
      court: "ZASCA",
      number: 12,
    });
  });

  it.each(SOUTH_AFRICAN_COURT_CODES)("recognises the court code %s", (code) => {
    expect(only(`as held in [2015] ${code} 101 at the time`)).toMatchObject({
      kind: "neutral",
      court: code,
      key: `neutral:2015/${code}/101`,
    });
  });

  it("reads a paragraph pinpoint written after it, with or without 'at' and brackets", () => {
    const plain = only("[2019] ZACC 10 para 34");
    expect(plain).toMatchObject({
      text: "[2019] ZACC 10",
      end: 14,
      pinpoint: "para 34",
      endWithPinpoint: 22,
    });
    expect(only("[2019] ZACC 10 at para [34].").pinpoint).toBe("para 34");
    expect(only("[2019] ZACC 10 paras 12-14").pinpoint).toBe("paras 12-14");
  });

  it("does not take a longer code for a shorter one (ZALCJHB is not ZALC)", () => {
    expect(only("[2020] ZALCJHB 7").court).toBe("ZALCJHB");
  });

  it("ignores a code that is not a South African court", () => {
    expect(findCitations("[2019] EWCA Civ 10 and [2019] ZAXX 3")).toEqual([]);
  });
});

describe("law report citations", () => {
  it("reads an SA Law Reports citation", () => {
    expect(only("S v Makwanyane 1995 (3) SA 391 (CC) is the leading case")).toEqual({
      kind: "law_report",
      text: "1995 (3) SA 391 (CC)",
      start: 15,
      end: 35,
      key: "report:SA/1995/3/391",
      year: 1995,
      series: "SA",
      volume: 3,
      page: 391,
      reportCourt: "CC",
    });
  });

  it("reads a page pinpoint with margin letters, normalising the spacing", () => {
    const citation = only("1992 (1) SA 700 (A) at 723 B - G, and");
    expect(citation).toMatchObject({ text: "1992 (1) SA 700 (A)", reportCourt: "A", pinpoint: "at 723B-G" });
    expect(citation.endWithPinpoint).toBe("1992 (1) SA 700 (A) at 723 B - G".length);
    expect(only("1981 (3) SA 91 (N) at 95C-96H").pinpoint).toBe("at 95C-96H");
    expect(only("1997 (2) SACR 470 (NmSC) at 483i).").pinpoint).toBe("at 483i");
    expect(only("1993 (1) SA 69  (A) 75 D-F).").pinpoint).toBe("at 75D-F");
  });

  it("reads a citation wrapped over two lines of a text file", () => {
    const citation = only("Union and Others 1994 (2) SA 204\n(A) at 214 E - F");
    expect(citation).toMatchObject({
      text: "1994 (2) SA 204 (A)",
      key: "report:SA/1994/2/204",
      reportCourt: "A",
    });
    expect(only("Vetsak 1996\n (4) SA 577 (A)").text).toBe("1996 (4) SA 577 (A)");
  });

  it("gives the same key to S.A. and SA, and to spacing variants", () => {
    expect(keys("1995(3) S.A. 391(CC)")).toEqual(keys("1995 (3) SA 391 (CC)"));
    expect(only("1995(3) S.A. 391(CC)").series).toBe("SA");
  });

  it("reads SACR and BCLR citations", () => {
    expect(only("2001 (1) SACR 1 (SCA)")).toMatchObject({ key: "report:SACR/2001/1/1", series: "SACR" });
    expect(only("1995 (6) BCLR 665 (CC)")).toMatchObject({
      key: "report:BCLR/1995/6/665",
      reportCourt: "CC",
    });
  });

  it("reads the All SA layout and gives every spelling the ALLSA key", () => {
    expect(only("[2004] 2 All SA 123 (SCA)")).toMatchObject({
      key: "report:ALLSA/2004/2/123",
      series: "All SA",
      volume: 2,
      page: 123,
      reportCourt: "SCA",
    });
    expect(keys("[1998] 3 ALL SA 310 (T)")).toEqual(["report:ALLSA/1998/3/310"]);
    expect(keys("1997 (4) All SA 537 (LCC)")).toEqual(["report:ALLSA/1997/4/537"]);
  });

  it("reads the ILJ and BLLR layouts", () => {
    expect(only("see (1997) 18 ILJ 123 (LAC).")).toMatchObject({
      text: "(1997) 18 ILJ 123 (LAC)",
      key: "report:ILJ/1997/18/123",
      volume: 18,
      reportCourt: "LAC",
    });
    expect(keys("(2005) 26 ILJ 123")).toEqual(["report:ILJ/2005/26/123"]);
    expect(only("see  [1996] 3 BLLR  330\n(IC).")).toMatchObject({
      text: "[1996] 3 BLLR 330 (IC)",
      key: "report:BLLR/1996/3/330",
    });
  });

  it("reads the old provincial reports, which have no volumes", () => {
    expect(only("Estate Logie 1926 AD 312 at 319")).toMatchObject({
      key: "report:AD/1926/312",
      series: "AD",
      page: 312,
      pinpoint: "at 319",
    });
    expect(keys("1911 TPD 597; 1906 TS 661; 1935 CPD 378")).toEqual([
      "report:TPD/1911/597",
      "report:TS/1906/661",
      "report:CPD/1935/378",
    ]);
    expect(only("Hughes 1984 (2) SA 830 (TkSC) at 832 B - G").reportCourt).toBe("TkSC");
  });

  it("keeps parallel citations apart and attaches a pinpoint to the last", () => {
    const found = findCitations("[1995] ZACC 3; 1995 (3) SA 391 (CC); 1995 (6) BCLR 665 (CC) para 144");
    expect(found.map((citation) => citation.key)).toEqual([
      "neutral:1995/ZACC/3",
      "report:SA/1995/3/391",
      "report:BCLR/1995/6/665",
    ]);
    expect(found.map((citation) => citation.pinpoint)).toEqual([undefined, undefined, "para 144"]);
  });

  it("does not read a bracketed sentence as a bracketed year", () => {
    expect(only("(see Betha 1998 (3) SA 349 (SCA))")).toMatchObject({ text: "1998 (3) SA 349 (SCA)" });
  });
});

describe("legislation", () => {
  it("reads an Act by number alone, naming the Constitution", () => {
    expect(only("in terms of Act 108 of 1996")).toEqual({
      kind: "legislation",
      text: "Act 108 of 1996",
      start: 12,
      end: 27,
      key: "act:1996/108",
      actNumber: 108,
      actYear: 1996,
      actName: "Constitution",
    });
  });

  it("reads an Act with its short title, leaving out 'the'", () => {
    expect(only("under the Labour Relations Act 66 of 1995.")).toMatchObject({
      text: "Labour Relations Act 66 of 1995",
      key: "act:1995/66",
      actName: "Labour Relations Act",
    });
    expect(only("Act No. 66 of 1995").key).toBe("act:1995/66");
    expect(only("the Land Reform (Labour Tenants) Act, 3 of 1996")).toMatchObject({
      actName: "Land Reform (Labour Tenants) Act",
      key: "act:1996/3",
    });
  });

  it("reads the short title and the number in brackets as one citation", () => {
    expect(only("the Insolvency Act, 1936 (Act No 24 of 1936) as amended")).toMatchObject({
      text: "Insolvency Act, 1936 (Act No 24 of 1936)",
      key: "act:1936/24",
      actName: "Insolvency Act",
    });
  });

  it("gives the Constitution one key however it is written", () => {
    expect(keys("the Constitution")).toEqual(["act:1996/108"]);
    expect(keys("the Constitution of the Republic of South Africa, 1996")).toEqual(["act:1996/108"]);
    expect(keys("die Grondwet")).toEqual(["act:1996/108"]);
    expect(only("the Constitution of the Republic of South Africa, 1996").actName).toBe("Constitution");
  });

  it("tells the interim Constitution apart", () => {
    expect(keys("the interim Constitution")).toEqual(["act:1993/200"]);
    expect(keys("Act 200 of 1993")).toEqual(["act:1993/200"]);
    expect(keys("the Constitution of the Republic of South Africa Act 200 of 1993")).toEqual([
      "act:1993/200",
    ]);
  });

  it("does not take the constitution of a company for the Constitution", () => {
    expect(findCitations("the Constitution of the company and the constitution")).toEqual([]);
  });

  it("gives a short title mentioned alone the number it was cited with elsewhere", () => {
    const found = findCitations("the Supreme Court Act 59 of 1959. Later, the Supreme Court Act applies.");
    expect(found.map((citation) => [citation.text, citation.key])).toEqual([
      ["Supreme Court Act 59 of 1959", "act:1959/59"],
      ["Supreme Court Act", "act:1959/59"],
    ]);
  });

  it("keys a short title never cited with a number by its name", () => {
    expect(only("the Riotous Assemblies Act applies")).toMatchObject({
      key: "act:name:riotous-assemblies-act",
      actName: "Riotous Assemblies Act",
    });
  });

  it("reads Afrikaans Act citations", () => {
    expect(only("Wet 66 van 1995")).toMatchObject({ key: "act:1995/66", text: "Wet 66 van 1995" });
    expect(only("die Wet op die Hooggeregshof 59 van 1959")).toMatchObject({
      key: "act:1959/59",
      actName: "Wet op die Hooggeregshof",
    });
    expect(only("die Multilaterale Motorvoertuigongelukkefondswet 93 van 1989")).toMatchObject({
      key: "act:1989/93",
      actName: "Multilaterale Motorvoertuigongelukkefondswet",
    });
  });

  it("reads a year typed with a lower-case L", () => {
    expect(only("the Criminal Procedure Act 51 of l977").key).toBe("act:1977/51");
  });
});

describe("sections", () => {
  it("reads a section of the Constitution", () => {
    expect(only("section 25(1)(a) of the Constitution provides")).toEqual({
      kind: "legislation",
      text: "section 25(1)(a) of the Constitution",
      start: 0,
      end: 36,
      key: "act:1996/108#25(1)(a)",
      actNumber: 108,
      actYear: 1996,
      actName: "Constitution",
      section: ["25", "1", "a"],
    });
  });

  it("reads a section of a named and numbered Act", () => {
    expect(only("s 12(8)(a) of the Copyright Act 98 of 1978")).toMatchObject({
      key: "act:1978/98#12(8)(a)",
      actName: "Copyright Act",
      section: ["12", "8", "a"],
    });
  });

  it("reads a section written after the Act it belongs to", () => {
    expect(only("the Copyright Act 98 of 1978, s 12(8)(a), leaves")).toMatchObject({
      text: "Copyright Act 98 of 1978, s 12(8)(a)",
      key: "act:1978/98#12(8)(a)",
    });
  });

  it("reads a bare section as kind section", () => {
    expect(only("as s 25(1)(a) requires")).toEqual({
      kind: "section",
      text: "s 25(1)(a)",
      start: 3,
      end: 13,
      key: "section:25(1)(a)",
      section: ["25", "1", "a"],
    });
    expect(only("Section 21A applies").section).toEqual(["21A"]);
    expect(only("sec 21 (1) (c) applies").section).toEqual(["21", "1", "c"]);
  });

  it("gives one citation per section of a list, the Act applying to all", () => {
    const found = findCitations("ss 25 and 26 of the Constitution");
    expect(found.map((citation) => [citation.text, citation.key])).toEqual([
      ["ss 25", "act:1996/108#25"],
      ["26 of the Constitution", "act:1996/108#26"],
    ]);
    expect(keys("sections 9(3) and 10")).toEqual(["section:9(3)", "section:10"]);
    expect(keys("arts 13, 14 en 15(1)")).toEqual(["section:13", "section:14", "section:15(1)"]);
    expect(keys("sections 2 (5) and (6) of the Act")).toEqual(["section:2(5)", "section:2(6)"]);
  });

  it("gives one citation for a range, carrying the first section", () => {
    expect(only("ss 25-28 of the Constitution")).toMatchObject({
      text: "ss 25-28 of the Constitution",
      key: "act:1996/108#25",
      section: ["25"],
      sectionRangeEnd: ["28"],
    });
  });

  it("continues a list only after a plural section word", () => {
    expect(keys("s 9(3) and 10 people")).toEqual(["section:9(3)"]);
  });

  it("reads Afrikaans sections", () => {
    expect(only("artikel 25(1)").key).toBe("section:25(1)");
    expect(only("artikel 173 van die Grondwet 108 van 1996").key).toBe("act:1996/108#173");
  });

  it("resolves 'of the Act' to the Act defined as 'the Act'", () => {
    const text =
      "the Insolvency Act 24 of 1936 (\u201cthe Act\u201d) and the Companies Act 61 of 1973. Under s 21(2) of the Act";
    expect(findCitations(text).at(-1)).toMatchObject({
      text: "s 21(2) of the Act",
      key: "act:1936/24#21(2)",
      actName: "Insolvency Act",
    });
  });

  it("reads the quotation marks of the SCA's mis-encoded files around a definition", () => {
    const text =
      "Section 6 of the General Law Amendment Act 50 of 1956 (Athe Act@) and Act 68 of 1957. s 6 of the Act";
    expect(findCitations(text).at(-1)?.key).toBe("act:1956/50#6");
  });

  it("leaves 'of the Act' unresolved when two Acts were cited and neither was defined", () => {
    const found = findCitations("Act 24 of 1936 and Act 61 of 1973. s 5 of the Act");
    expect(found.at(-1)).toMatchObject({ kind: "section", text: "s 5", key: "section:5" });
  });

  it("resolves 'that Act' to the Act cited last", () => {
    expect(findCitations("the Supreme Court Act 59 of 1959. s 21A(1) of that Act").at(-1)?.key).toBe(
      "act:1959/59#21A(1)",
    );
  });
});

describe("what is not a citation", () => {
  it.each([
    ["an ordinary number", "The appellant employed 185 workers in 1992 and 63 reported for duty."],
    ["a date", "DELIVERED: 1 OCTOBER 1999, heard on 3 September 1999"],
    ["a case number", "Case No. 309/97 and CASE NO. 622/97 & 623/97, Saaknommer: 77/97"],
    ["an amount", "damages of R1 234,55 and R 50 000 with interest at 15,5%"],
    ["a paragraph alone", "as stated in paragraph 12 and para 14 above, and in [5]"],
    ["a possessive before a number", "the appellant=s 3 cars and the company's 12 shops"],
    ["a criminal case name", "S v Makwanyane and S 25 of the list"],
    ["the Act undefined and alone", "in terms of the Act, an Act of Parliament"],
    ["a year and a volume without a series", "1995 (3) at 391"],
  ])("ignores %s", (_description, text) => {
    expect(findCitations(text)).toEqual([]);
  });
});

describe("findCitations as a whole", () => {
  it("returns citations sorted by start without overlaps, whose offsets cut the text", () => {
    const text =
      "In S v Makwanyane [1995] ZACC 3; 1995 (3) SA 391 (CC) para 144 the Court read s 11(2) of the interim " +
      "Constitution with section 33(1) of the Constitution and the Labour Relations Act 66 of 1995.";
    const found = findCitations(text);
    expect(found.map((citation) => citation.kind)).toEqual([
      "neutral",
      "law_report",
      "legislation",
      "legislation",
      "legislation",
    ]);
    for (const [index, citation] of found.entries()) {
      expect(text.slice(citation.start, citation.end).replace(/\s+/g, " ")).toBe(citation.text);
      const next = found[index + 1];
      if (next) expect(citation.end).toBeLessThanOrEqual(next.start);
    }
  });

  it("stays fast on a text the size of a 200-page judgment made of near-misses", () => {
    const chunk =
      "1995 (3) 1995 [1999] ZA 12 s s s 1( Act Act of 1995 ( ( ( the The Of Section section 9 ( (a)(b)(c) ";
    const text = chunk.repeat(6_000);
    const started = performance.now();
    findCitations(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
