import { describe, expect, it } from "vitest";
import { countCitedAuthorities, MOST_AUTHORITIES, readCaseName } from "./cited-authorities.ts";

describe("readCaseName", () => {
  it("reads the parties around the 'v' written right before the citation", () => {
    const text = "as was held (per Botha JA in S v Xaba 1983 (3) SA 717 (A))";
    expect(readCaseName(text, text.indexOf("1983"))).toBe("S v Xaba");
  });

  it("keeps a company's name whole and drops the words that introduce the case", () => {
    const text = "See Brisley v Drotsky and Others 2002 (4) SA 1 (SCA).";
    expect(readCaseName(text, text.indexOf("2002"))).toBe("Brisley v Drotsky and Others");
    const company = "In Acme (Pty) Ltd v Minister of Finance 2001 (1) SA 10 (A)";
    expect(readCaseName(company, company.indexOf("2001"))).toBe("Acme (Pty) Ltd v Minister of Finance");
  });

  it("gives no name when the citation stands alone", () => {
    const text = "The rule was restated in 1995 (3) SA 391 (CC).";
    expect(readCaseName(text, text.indexOf("1995"))).toBeNull();
  });
});

describe("countCitedAuthorities", () => {
  const text = `[1] In S v Makwanyane 1995 (3) SA 391 (CC) the court held so. Section 12 of the Criminal
Procedure Act 51 of 1977 applies, and s 35 of the Criminal Procedure Act 51 of 1977 too.
[2] Again S v Makwanyane 1995 (3) SA 391 (CC) para 10. See also S v Zuma 1995 (2) SA 642 (CC).`;

  it("counts each case and each Act, most cited first", () => {
    const { cases, legislation } = countCitedAuthorities(text);
    expect(cases.map((authority) => [authority.caseName, authority.count])).toEqual([
      ["S v Makwanyane", 2],
      ["S v Zuma", 1],
    ]);
    expect(legislation).toHaveLength(1);
    expect(legislation[0]).toMatchObject({ citation: "Criminal Procedure Act 51 of 1977", count: 2 });
  });

  it("leaves out citations before the offset given (the header's own report citations)", () => {
    const { cases } = countCitedAuthorities(text, text.indexOf("[2]"));
    expect(cases.map((authority) => authority.count)).toEqual([1, 1]);
  });

  it("lists at most the most-cited few of each kind", () => {
    const many = Array.from(
      { length: 15 },
      (_, index) => `X v Y${index} ${1980 + index} (1) SA ${index + 1} (A).`,
    );
    expect(countCitedAuthorities(many.join(" ")).cases).toHaveLength(MOST_AUTHORITIES);
  });
});
