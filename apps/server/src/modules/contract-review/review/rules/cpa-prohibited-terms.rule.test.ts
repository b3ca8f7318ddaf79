import { describe, expect, it } from "vitest";
import { BUSINESS_PARTIES, buildContextFor, CONSUMER_PARTIES } from "../review-test-fixtures.ts";
import { reviewCpaProhibitedTerms } from "./cpa-prohibited-terms.rule.ts";

describe("reviewCpaProhibitedTerms (CPA s 51, reg 44)", () => {
  it("passes an exclusion that carves out gross negligence", () => {
    const outcome = reviewCpaProhibitedTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "LIABILITY",
          text: "The Supplier shall not be liable for any loss suffered by the Consumer, save where the loss is caused by the gross negligence or wilful misconduct of the Supplier.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("compliant");
    expect(outcome.findings).toEqual([]);
  });

  it("flags as critical an exclusion of liability for gross negligence", () => {
    const outcome = reviewCpaProhibitedTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "LIABILITY",
          text: "The Supplier shall not be liable for any loss, including loss caused by its gross negligence.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({
      id: "cpa-s51-gross-negligence",
      severity: "critical",
      legalReference: "Consumer Protection Act 68 of 2008, s 51(1)(c)",
    });
  });

  it("flags blanket exclusions, injury exclusions, waivers of common-law rights and forfeiture", () => {
    const outcome = reviewCpaProhibitedTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        { heading: "LOSS", text: "The Supplier shall not be liable for any loss howsoever arising." },
        {
          heading: "INJURY",
          text: "The Supplier shall not be liable for the death of or bodily injury to the Consumer.",
        },
        {
          heading: "RIGHTS",
          text: "The Consumer waives all rights under the common law in respect of defective goods.",
        },
        {
          heading: "DEPOSIT",
          text: "On cancellation by the Consumer the deposit shall be forfeited to the Supplier.",
        },
      ]),
    );
    expect(outcome.findings.map((finding) => finding.id)).toEqual([
      "cpa-s51-blanket-exclusion",
      "cpa-reg44-personal-injury",
      "cpa-s51-waiver-of-rights",
      "cpa-s51-forfeiture",
    ]);
  });

  it("needs review between companies, with the gross negligence finding lowered to high", () => {
    const outcome = reviewCpaProhibitedTerms(
      buildContextFor([
        BUSINESS_PARTIES,
        {
          heading: "LIABILITY",
          text: "The Supplier shall not be liable for loss caused by its gross negligence.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
    expect(outcome.findings[0]?.severity).toBe("high");
    expect(outcome.findings[0]?.description).toContain("juristic persons");
  });
});
