import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatCaseCitation, formatLegislationCitation, sectionLabelFromAknId } from "./citation-format.ts";

describe("formatCaseCitation", () => {
  it("cites the law report, then the neutral citation, then the paragraph", () => {
    expect(
      formatCaseCitation(
        {
          title: "S v Makwanyane and Another",
          neutralCitation: "[1995] ZACC 3",
          lawReportCitations: ["1995 (3) SA 391 (CC)"],
        },
        { paragraph: 144 },
      ),
    ).toBe("S v Makwanyane and Another 1995 (3) SA 391 (CC); [1995] ZACC 3 para 144");
  });

  it("cites the law report alone when there is no neutral citation", () => {
    expect(
      formatCaseCitation(
        {
          title: "S v Makwanyane and Another",
          neutralCitation: null,
          lawReportCitations: ["1995 (3) SA 391 (CC)"],
        },
        { paragraph: 144 },
      ),
    ).toBe("S v Makwanyane and Another 1995 (3) SA 391 (CC) para 144");
  });

  it("cites the neutral citation when the judgment is unreported", () => {
    expect(
      formatCaseCitation(
        { title: "Benicon Group v National Union of Metalworkers of SA", neutralCitation: "[1999] ZASCA 12" },
        { paragraph: 5 },
      ),
    ).toBe("Benicon Group v National Union of Metalworkers of SA [1999] ZASCA 12 para 5");
  });

  it("prefers the SA Law Reports to other series, whatever their order", () => {
    expect(
      formatCaseCitation({
        title: "S v Makwanyane",
        lawReportCitations: ["1995 (6) BCLR 665 (CC)", "[1995] 4 All SA 1 (CC)", "1995 (3) SA 391 (CC)"],
      }),
    ).toBe("S v Makwanyane 1995 (3) SA 391 (CC)");
    expect(
      formatCaseCitation({
        title: "X v Y",
        lawReportCitations: ["(1997) 18 ILJ 123 (LAC)", "[1996] 3 BLLR 330 (IC)"],
      }),
    ).toBe("X v Y (1997) 18 ILJ 123 (LAC)");
  });

  it("tidies the layout of the citations given", () => {
    expect(
      formatCaseCitation({
        title: "  National Union of Mineworkers v\nEast Rand Gold ",
        neutralCitation: "[1991]  ZASCA 5",
        lawReportCitations: ["1992(1) S.A. 700(A)"],
      }),
    ).toBe("National Union of Mineworkers v East Rand Gold 1992 (1) SA 700 (A); [1991] ZASCA 5");
  });

  it("keeps a citation it cannot read as given", () => {
    expect(formatCaseCitation({ title: "A v B", lawReportCitations: ["2004 JDR 0123 (SCA)"] })).toBe(
      "A v B 2004 JDR 0123 (SCA)",
    );
  });

  it("gives the title alone when there is no citation", () => {
    expect(formatCaseCitation({ title: "A v B", neutralCitation: "", lawReportCitations: [] })).toBe("A v B");
  });
});

describe("formatLegislationCitation", () => {
  it("cites a section of the Constitution", () => {
    expect(
      formatLegislationCitation({
        title: "Constitution of the Republic of South Africa, 1996",
        section: ["25", "1", "a"],
      }),
    ).toBe("s 25(1)(a) of the Constitution of the Republic of South Africa, 1996");
  });

  it("does not double the article or put one before a bare Act number", () => {
    expect(
      formatLegislationCitation({ title: "The Labour Relations Act 66 of 1995", section: ["187"] }),
    ).toBe("s 187 of the Labour Relations Act 66 of 1995");
    expect(formatLegislationCitation({ title: "Act 108 of 1996", section: ["9", "3"] })).toBe(
      "s 9(3) of Act 108 of 1996",
    );
  });

  it("gives the title alone without a section", () => {
    expect(formatLegislationCitation({ title: "Labour Relations Act 66 of 1995" })).toBe(
      "Labour Relations Act 66 of 1995",
    );
    expect(formatLegislationCitation({ title: "Labour Relations Act 66 of 1995", section: [] })).toBe(
      "Labour Relations Act 66 of 1995",
    );
  });
});

describe("sectionLabelFromAknId", () => {
  it("reads the Akoma Ntoso 2.0 ids of the Constitution corpus", () => {
    expect(sectionLabelFromAknId("section-25")).toEqual(["25"]);
    expect(sectionLabelFromAknId("section-25.1")).toEqual(["25", "1"]);
    expect(sectionLabelFromAknId("section-25.3.list0.a")).toEqual(["25", "3", "a"]);
    expect(sectionLabelFromAknId("section-74.3.list0.b.list0.ii")).toEqual(["74", "3", "b", "ii"]);
    expect(sectionLabelFromAknId("section-2.paragraph0")).toEqual(["2"]);
  });

  it("reads Akoma Ntoso 3.0 ids", () => {
    expect(sectionLabelFromAknId("sec_25")).toEqual(["25"]);
    expect(sectionLabelFromAknId("sec_25__subsec_1")).toEqual(["25", "1"]);
    expect(sectionLabelFromAknId("sec_25__subsec_1__para_a")).toEqual(["25", "1", "a"]);
    expect(sectionLabelFromAknId("chp_2__sec_25__subsec_3__list_1__item_b")).toEqual(["25", "3", "b"]);
  });

  it("gives no label for what is not a section", () => {
    expect(sectionLabelFromAknId("chapter-2")).toEqual([]);
    expect(sectionLabelFromAknId("schedule-6.paragraph0")).toEqual([]);
    expect(sectionLabelFromAknId("chp_2")).toEqual([]);
  });

  it("labels every section id in the Constitution's English text", () => {
    const xml = readFileSync(new URL("../../../../corpus/constitution/en.xml", import.meta.url), "utf8");
    const ids = [...xml.matchAll(/ id="(section-[^"]+)"/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(1000);
    for (const id of ids) {
      const label = sectionLabelFromAknId(id);
      expect(label[0], id).toMatch(/^\d+[A-Z]?$/);
      for (const part of label.slice(1)) expect(part, id).toMatch(/^(?:\d+[A-Z]?|[a-z]{1,5})$/);
    }
  });
});
