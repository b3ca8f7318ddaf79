import { describe, expect, it } from "vitest";
import { checkInput } from "./check-test-helpers.ts";
import { checkCitationFormat } from "./citation-format.check.ts";

function findings(text: string) {
  return checkCitationFormat(checkInput({ text }));
}

describe("checkCitationFormat", () => {
  it("says nothing of well-formed South African citations", () => {
    expect(
      findings(
        "See S v Makwanyane and Another 1995 (3) SA 391 (CC); [1995] ZACC 3 para 144 and [2004] 2 All SA 123 (SCA).",
      ),
    ).toEqual([]);
  });

  it("flags a neutral citation whose year is not in square brackets", () => {
    const [finding, ...rest] = findings("Benicon v Jacobs 2021 ZASCA 41 is in point.");
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      type: "citation",
      severity: "medium",
      recommendation: "Write it as [2021] ZASCA 41.",
    });
    expect(findings("Benicon v Jacobs (2021) ZASCA 41.")[0]!.recommendation).toBe(
      "Write it as [2021] ZASCA 41.",
    );
  });

  it("flags a neutral citation with the court's abbreviation or an unknown code", () => {
    expect(findings("See [2021] SCA 41.")[0]!.recommendation).toContain("[2021] ZASCA 41");
    expect(findings("See [2021] ZAXYZ 41.")[0]!.text).toContain('"ZAXYZ"');
  });

  it('flags "v." and "vs" between the parties', () => {
    expect(findings("In Smith v. Jones the court held.")[0]!.text).toContain('"v."');
    expect(findings("In Smith vs Jones the court held.")[0]!.text).toContain('"vs"');
    expect(findings("In Smith v Jones the court held.")).toEqual([]);
  });

  it("flags law reports not laid out as their series is cited", () => {
    expect(findings("Brisley v Drotsky (2002) 4 SA 1 (SCA).")[0]!.recommendation).toBe(
      "Write it as 2002 (4) SA 1 (SCA).",
    );
    expect(findings("Brisley v Drotsky 2002 4 SA 1 (SCA).")[0]!.recommendation).toContain("2002 (4) SA 1");
    expect(findings("Brisley v Drotsky 2002 (4) S.A. 1 (SCA).")[0]!.recommendation).toBe(
      "Write it as 2002 (4) SA 1 (SCA).",
    );
  });

  it("flags a law report without its court, at low severity", () => {
    const [finding] = findings("Brisley v Drotsky 2002 (4) SA 1.");
    expect(finding).toMatchObject({ severity: "low" });
    expect(finding!.text).toContain("does not name the court");
  });

  it("keeps a finding's id when the check runs again on the same text", () => {
    expect(findings("See [2021] SCA 41.")[0]!.id).toBe(findings("See [2021] SCA 41.")[0]!.id);
  });
});
