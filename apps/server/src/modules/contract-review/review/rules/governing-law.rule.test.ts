import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewGoverningLawAndJurisdiction } from "./governing-law.rule.ts";

describe("reviewGoverningLawAndJurisdiction", () => {
  it("passes South African law and a South African court", () => {
    const outcome = reviewGoverningLawAndJurisdiction(
      buildContextFor([
        {
          heading: "GOVERNING LAW",
          text: "This agreement is governed by the laws of the Republic of South Africa.",
          categories: ["governing-law"],
        },
        {
          heading: "JURISDICTION",
          text: "The parties consent to the jurisdiction of the Gauteng Division of the High Court, Johannesburg.",
          categories: ["jurisdiction"],
        },
      ]),
    );
    expect(outcome.checks.map((check) => [check.id, check.status])).toEqual([
      ["governing-law", "compliant"],
      ["jurisdiction", "compliant"],
    ]);
    expect(outcome.findings).toEqual([]);
  });

  it("flags missing governing-law and jurisdiction clauses", () => {
    const outcome = reviewGoverningLawAndJurisdiction(
      buildContextFor([{ text: "The Supplier shall deliver the goods." }]),
    );
    expect(outcome.checks.map((check) => check.status)).toEqual(["non_compliant", "non_compliant"]);
    expect(outcome.findings.map((finding) => [finding.id, finding.clauseIndex])).toEqual([
      ["governing-law-missing", null],
      ["jurisdiction-missing", null],
    ]);
  });

  it("flags a foreign governing law and foreign courts", () => {
    const outcome = reviewGoverningLawAndJurisdiction(
      buildContextFor([
        {
          heading: "LAW",
          text: "This agreement shall be governed by the laws of England and Wales, and the parties submit to the exclusive jurisdiction of the courts of England.",
        },
      ]),
    );
    expect(outcome.findings.map((finding) => [finding.id, finding.severity])).toEqual([
      ["governing-law-foreign", "high"],
      ["jurisdiction-foreign", "high"],
    ]);
    expect(outcome.findings[0]?.description).toContain("England and Wales");
  });
});
