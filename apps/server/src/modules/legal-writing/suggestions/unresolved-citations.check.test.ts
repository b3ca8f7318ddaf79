import { describe, expect, it } from "vitest";
import { checkInput } from "./check-test-helpers.ts";
import { checkUnresolvedCitations } from "./unresolved-citations.check.ts";

const TEXT =
  "See [2021] ZASCA 7, [2019] ZACC 3 and again [2019] ZACC 3, s 187 of the Labour Relations Act 66 of 1995, and s 25.";

describe("checkUnresolvedCitations", () => {
  it("names each citation the resolver does not know, once, with cases graver than Acts", () => {
    const known = new Set(["neutral:2021/ZASCA/7"]);
    const findings = checkUnresolvedCitations(
      checkInput({ text: TEXT }, "heads_of_argument", (_text, key) => known.has(key)),
    );
    expect(findings.map((finding) => [finding.text, finding.severity])).toEqual([
      ['"[2019] ZACC 3" was not found in the corpus.', "high"],
      ['"s 187 of the Labour Relations Act 66 of 1995" was not found in the corpus.', "medium"],
    ]);
  });

  it("passes the resolver the Act's key without the section", () => {
    const keys: string[] = [];
    checkUnresolvedCitations(
      checkInput({ text: TEXT }, "heads_of_argument", (_text, key) => keys.push(key) > 0),
    );
    expect(keys).toContain("act:1995/66");
  });

  it("says nothing when every citation resolves, or when there is no resolver", () => {
    expect(checkUnresolvedCitations(checkInput({ text: TEXT }, "heads_of_argument", () => true))).toEqual([]);
    expect(checkUnresolvedCitations(checkInput({ text: TEXT }, "heads_of_argument"))).toEqual([]);
  });
});
