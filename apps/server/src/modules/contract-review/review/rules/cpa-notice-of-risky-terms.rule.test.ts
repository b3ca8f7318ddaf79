import { describe, expect, it } from "vitest";
import { buildContextFor, CONSUMER_PARTIES } from "../review-test-fixtures.ts";
import { reviewCpaNoticeOfRiskyTerms } from "./cpa-notice-of-risky-terms.rule.ts";

describe("reviewCpaNoticeOfRiskyTerms (CPA s 49)", () => {
  it("passes an indemnity drawn to the consumer's attention and initialled", () => {
    const outcome = reviewCpaNoticeOfRiskyTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "IMPORTANT: LIMITATION OF LIABILITY",
          text: "The attention of the Consumer is specifically drawn to this clause. The Supplier shall not be liable for loss of personal belongings left in the lockers. Consumer's initials: ______",
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "cpa-s49", status: "compliant" })]);
  });

  it("passes a limitation written in capitals, as it stands out like bold print", () => {
    const outcome = reviewCpaNoticeOfRiskyTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "RISK",
          text: "THE MEMBER USES THE GYM EQUIPMENT AT HIS OWN RISK AND THE CLUB SHALL NOT BE LIABLE FOR ANY INJURY.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("compliant");
  });

  it("flags an ordinary-print indemnity and assumption of risk", () => {
    const outcome = reviewCpaNoticeOfRiskyTerms(
      buildContextFor([
        CONSUMER_PARTIES,
        {
          heading: "INDEMNITY",
          text: "The Consumer indemnifies the Supplier against all claims by third parties.",
        },
        { heading: "RISK", text: "The Consumer enters the premises at his own risk." },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings).toHaveLength(2);
    expect(outcome.findings[0]).toMatchObject({ id: "cpa-s49-notice", severity: "high", clauseIndex: 1 });
  });

  it("gives no check when the contract has no such term", () => {
    const outcome = reviewCpaNoticeOfRiskyTerms(
      buildContextFor([CONSUMER_PARTIES, { heading: "FEES", text: "The fee is payable monthly." }]),
    );
    expect(outcome.checks).toEqual([]);
  });
});
