import { describe, expect, it } from "vitest";
import { DEADLINE_RULES, describeDeadlineRule } from "./deadline-rules.ts";

describe("describeDeadlineRule", () => {
  it("names a preset rule by its label and citation instead of its id", () => {
    expect(describeDeadlineRule("hc-notice-of-intention-to-defend")).toBe(
      "Notice of intention to defend (Uniform Rule 19(1))",
    );
    for (const rule of DEADLINE_RULES) expect(describeDeadlineRule(rule.id)).not.toContain(rule.id);
  });

  it("shows a rule typed by hand as it was written", () => {
    expect(describeDeadlineRule("Court order of 3 March: file heads")).toBe(
      "Court order of 3 March: file heads",
    );
  });
});
