import { describe, expect, it } from "vitest";
import { asSentence, isQuestion, shortenForHeading, splitKeyPoints } from "./key-points.ts";

describe("splitKeyPoints", () => {
  it("reads one point a line, without the list marks the person typed", () => {
    expect(splitKeyPoints("- The lease was signed.\n2. Rent was unpaid\n(a) Notice was given\n\n")).toEqual([
      "The lease was signed.",
      "Rent was unpaid",
      "Notice was given",
    ]);
  });

  it("reads one point a paragraph when paragraphs are separated by blank lines", () => {
    expect(splitKeyPoints("The lease ran for ten years\nand was renewed.\n\nRent was unpaid.")).toEqual([
      "The lease ran for ten years and was renewed.",
      "Rent was unpaid.",
    ]);
  });

  it("gives no points for an empty box", () => {
    expect(splitKeyPoints("  \n \n")).toEqual([]);
  });
});

describe("point helpers", () => {
  it("shortens a point to its first words for a heading", () => {
    expect(
      shortenForHeading("The restraint is unreasonable because it covers the whole country. More.", 5),
    ).toBe("The restraint is unreasonable because …");
    expect(shortenForHeading("Rent was unpaid.")).toBe("Rent was unpaid");
  });

  it("knows a question and ends a bare point with a full stop", () => {
    expect(isQuestion("Is the restraint enforceable?")).toBe(true);
    expect(isQuestion("The restraint is enforceable.")).toBe(false);
    expect(asSentence("Costs of suit")).toBe("Costs of suit.");
    expect(asSentence("Costs of suit.")).toBe("Costs of suit.");
  });
});
