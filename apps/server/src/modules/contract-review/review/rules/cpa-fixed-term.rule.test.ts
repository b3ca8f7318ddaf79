import { describe, expect, it } from "vitest";
import { BUSINESS_PARTIES, buildContextFor, CONSUMER_PARTIES } from "../review-test-fixtures.ts";
import { reviewCpaFixedTerm } from "./cpa-fixed-term.rule.ts";

describe("reviewCpaFixedTerm (CPA s 14)", () => {
  it("passes a 24-month consumer agreement cancellable on 20 business days' notice", () => {
    const outcome = reviewCpaFixedTerm(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "DURATION",
          text: "This agreement shall endure for a period of twenty-four (24) months from the signature date.",
          categories: ["duration"],
        },
        {
          heading: "CANCELLATION",
          text: "The Consumer may cancel this agreement at any time on 20 (twenty) business days' written notice.",
          categories: ["termination"],
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "cpa-s14", status: "compliant" })]);
    expect(outcome.findings).toEqual([]);
  });

  it("flags a 36-month fixed term with its offsets", () => {
    const context = buildContextFor([
      CONSUMER_PARTIES,
      {
        heading: "DURATION",
        text: "This agreement shall commence on the signature date and continue for a fixed term of 36 months.",
        categories: ["duration"],
      },
    ]);
    const outcome = reviewCpaFixedTerm(context);
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    const finding = outcome.findings.find((candidate) => candidate.id === "cpa-s14-fixed-term");
    expect(finding).toMatchObject({
      severity: "high",
      clauseIndex: 1,
      legalReference: "Consumer Protection Act 68 of 2008, s 14",
    });
    expect(finding?.reference).toEqual({
      kind: "legislation",
      actTitle: "Consumer Protection Act",
      actNumber: 68,
      actYear: 2008,
      section: "14",
    });
    expect(context.text.slice(finding!.start!, finding!.end!)).toBe("36 months");
  });

  it("reads a term written in words and one given by start and end dates", () => {
    const inWords = reviewCpaFixedTerm(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "TERM",
          text: "The membership is for a period of three (3) years.",
          categories: ["duration"],
        },
      ]),
    );
    const byDates = reviewCpaFixedTerm(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "TERM",
          text: "The lease commences on 1 March 2024 and terminates on 28 February 2027.",
          categories: ["duration"],
        },
      ]),
    );
    expect(inWords.findings.map((finding) => finding.id)).toContain("cpa-s14-fixed-term");
    expect(byDates.findings.map((finding) => finding.id)).toContain("cpa-s14-fixed-term");
  });

  it("flags a clause forbidding early cancellation, longer notice and a full-balance penalty", () => {
    const outcome = reviewCpaFixedTerm(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "TERM",
          text: "This agreement shall endure for a period of 12 months.",
          categories: ["duration"],
        },
        {
          heading: "CANCELLATION",
          text: "The Consumer may not cancel this agreement before the expiry of the fixed term.",
          categories: ["termination"],
        },
        {
          heading: "NOTICE",
          text: "The Consumer may terminate on three (3) months' written notice, whereupon the balance of the fixed term shall immediately become due and payable.",
          categories: ["termination"],
        },
      ]),
    );
    expect(outcome.findings.map((finding) => finding.id).sort()).toEqual([
      "cpa-s14-cancellation",
      "cpa-s14-cancellation-notice",
      "cpa-s14-cancellation-penalty",
    ]);
  });

  it("needs review, one step less severe, when both parties are companies", () => {
    const outcome = reviewCpaFixedTerm(
      buildContextFor([
        BUSINESS_PARTIES,
        {
          heading: "TERM",
          text: "This agreement shall endure for a period of five years.",
          categories: ["duration"],
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
    expect(outcome.findings[0]?.severity).toBe("medium");
  });

  it("gives no check for an employment contract, which the CPA excludes", () => {
    const outcome = reviewCpaFixedTerm(
      buildContextFor(
        [{ heading: "TERM", text: "This contract of employment is for a fixed term of 36 months." }],
        "Employment Contract",
      ),
    );
    expect(outcome).toEqual({ checks: [], findings: [] });
  });
});
