import { describe, expect, it } from "vitest";
import { checkInput } from "./check-test-helpers.ts";
import { checkMissingRelief } from "./missing-relief.check.ts";

describe("checkMissingRelief", () => {
  it("flags heads of argument and a notice of motion that ask for no order", () => {
    const text = "INTRODUCTION\n\nThe lease was cancelled.\n\nARGUMENT\n\nThe notice was defective.";
    expect(checkMissingRelief(checkInput({ text }, "heads_of_argument"))).toMatchObject([
      { id: "missing-relief-0", type: "legal_accuracy", severity: "high" },
    ]);
    expect(checkMissingRelief(checkInput({ text }, "notice_of_motion"))[0]!.text).toContain("prayers");
  });

  it("accepts any usual wording of the relief, in edited headings too", () => {
    for (const text of [
      "<h2>ORDER SOUGHT</h2><p>Costs.</p>",
      "<p>It is submitted that the appeal should be upheld with costs.</p>",
      "<p>for an order in the following terms:</p>",
      "<h2>Relief</h2>",
    ])
      expect(checkMissingRelief(checkInput({ html: text }, "heads_of_argument"))).toEqual([]);
  });

  it("does not ask an opinion or a letter for relief", () => {
    expect(checkMissingRelief(checkInput({ text: "The lease was cancelled." }, "legal_opinion"))).toEqual([]);
    expect(checkMissingRelief(checkInput({ text: "The lease was cancelled." }, "legal_letter"))).toEqual([]);
  });
});
