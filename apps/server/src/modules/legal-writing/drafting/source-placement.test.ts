import { describe, expect, it } from "vitest";
import type { GroundingSource } from "./legal-writing-request.ts";
import { CITATION_NOT_FOUND_MARK, placeSources, removeUnknownCaseCitations } from "./source-placement.ts";

const LEASE: GroundingSource = {
  citation: "Mokoena v Karoo Farms (Pty) Ltd [2021] ZASCA 7",
  title: "Mokoena v Karoo Farms (Pty) Ltd",
  text: "Cancellation of a lease requires notice to remedy the breach.",
};
const ACT: GroundingSource = {
  citation: "Labour Relations Act 66 of 1995",
  title: "Labour Relations Act 66 of 1995",
  pinpoint: "s 187",
  text: "A dismissal is automatically unfair if the reason for the dismissal is the employee's pregnancy.",
};

describe("placeSources", () => {
  it("places each source at the point sharing the most words with its passage", () => {
    const placement = placeSources(
      {
        keyPoints: "The dismissal was for pregnancy.\nThe lease cancellation needed notice.",
        precedentReferences: "",
      },
      [LEASE, ACT],
    );
    expect(placement.authorities.map((authority) => [authority.source.title, authority.pointIndex])).toEqual([
      ["Labour Relations Act 66 of 1995", 0],
      ["Mokoena v Karoo Farms (Pty) Ltd", 1],
    ]);
    expect(placement.authorities[0]!.citation).toBe("Labour Relations Act 66 of 1995 s 187");
  });

  it("resolves typed precedents by their key, whatever the spelling", () => {
    const placement = placeSources(
      {
        keyPoints: "Notice to remedy.",
        precedentReferences: "[2021]  ZASCA 7\nLabour Relations Act 66 of 1995",
      },
      [LEASE, ACT],
    );
    expect(placement.notFound).toEqual([]);
    expect(placement.authorities.every((authority) => authority.requested)).toBe(true);
  });

  it("reports a bare section as not found, since it names no Act", () => {
    const placement = placeSources({ keyPoints: "", precedentReferences: "s 25(1)" }, [LEASE]);
    expect(placement.notFound).toEqual(["s 25(1)"]);
  });
});

describe("removeUnknownCaseCitations", () => {
  it("replaces a case citation no source carries, with its pinpoint, and keeps a known one and Acts", () => {
    const result = removeUnknownCaseCitations(
      "See [2021] ZASCA 7 and [2019] ZACC 3 para 4, and s 10 of the Labour Relations Act 66 of 1995.",
      new Set(["neutral:2021/ZASCA/7"]),
    );
    expect(result.text).toBe(
      `See [2021] ZASCA 7 and ${CITATION_NOT_FOUND_MARK}, and s 10 of the Labour Relations Act 66 of 1995.`,
    );
    expect(result.removed).toEqual(["[2019] ZACC 3"]);
  });
});
