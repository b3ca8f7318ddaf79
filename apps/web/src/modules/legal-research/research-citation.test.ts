import { describe, expect, it } from "vitest";
import { formatCitationForCopy } from "./research-citation";

const BENICON = {
  kind: "judgment" as const,
  title: "Benicon Group v National Union of Metal Workers of South Africa and Others",
  citation: "[1999] ZASCA 70",
};
const CONSTITUTION = {
  kind: "legislation" as const,
  title: "Constitution of the Republic of South Africa, 1996",
  citation: "Constitution of the Republic of South Africa, 1996",
};

describe("formatCitationForCopy", () => {
  it("cites a judgment by its title and citation, with the paragraph pinpointed", () => {
    expect(formatCitationForCopy(BENICON, "para 12")).toBe(
      "Benicon Group v National Union of Metal Workers of South Africa and Others [1999] ZASCA 70 para 12",
    );
  });

  it("cites the whole judgment when no paragraph is pinpointed", () => {
    expect(formatCitationForCopy(BENICON)).toBe(
      "Benicon Group v National Union of Metal Workers of South Africa and Others [1999] ZASCA 70",
    );
  });

  it("leaves off a pinpoint that names no paragraph, such as the judgment's heading", () => {
    expect(formatCitationForCopy(BENICON, "heading")).toBe(
      "Benicon Group v National Union of Metal Workers of South Africa and Others [1999] ZASCA 70",
    );
  });

  it("cites an unreported judgment without a citation by its title alone", () => {
    expect(formatCitationForCopy({ ...BENICON, citation: null }, "para 3")).toBe(
      "Benicon Group v National Union of Metal Workers of South Africa and Others para 3",
    );
  });

  it("cites a section of an Act as the section of the Act, with the article before its title", () => {
    expect(formatCitationForCopy(CONSTITUTION, "s 25(1)")).toBe(
      "s 25(1) of the Constitution of the Republic of South Africa, 1996",
    );
    expect(
      formatCitationForCopy({ kind: "legislation", title: "Act 66 of 1995", citation: null }, "s 187"),
    ).toBe("s 187 of Act 66 of 1995");
    expect(
      formatCitationForCopy(
        { kind: "legislation", title: "The Labour Relations Act", citation: null },
        "s 1",
      ),
    ).toBe("s 1 of the Labour Relations Act");
  });

  it("cites the preamble of an Act, and the Act alone for any other passage", () => {
    expect(formatCitationForCopy(CONSTITUTION, "Preamble")).toBe(
      "Preamble to the Constitution of the Republic of South Africa, 1996",
    );
    expect(formatCitationForCopy(CONSTITUTION, "text")).toBe(
      "Constitution of the Republic of South Africa, 1996",
    );
  });

  it("cites a firm's document like a judgment, its paragraph pinpointed", () => {
    expect(
      formatCitationForCopy(
        { kind: "firm_document", title: "Opinion on retrenchments", citation: null },
        "para 4",
      ),
    ).toBe("Opinion on retrenchments para 4");
  });
});
