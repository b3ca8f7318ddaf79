import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewNcaInDuplum } from "./nca-in-duplum.rule.ts";

describe("reviewNcaInDuplum (NCA s 103(5))", () => {
  it("passes interest made subject to the in duplum rule", () => {
    const outcome = reviewNcaInDuplum(
      buildContextFor([
        {
          heading: "INTEREST",
          text: "Interest on overdue amounts shall accrue at the prime rate plus 2% until payment, subject to the in duplum rule.",
          categories: ["interest"],
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "nca-s103-5", status: "compliant" })]);
  });

  it("flags interest that runs even when it exceeds the capital", () => {
    const outcome = reviewNcaInDuplum(
      buildContextFor([
        {
          heading: "INTEREST",
          text: "Interest shall be charged at 24% per annum on arrears, even if the interest so charged exceeds the outstanding capital.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({ id: "nca-s103-5-in-duplum", severity: "high" });
  });

  it("flags interest that continues to accrue without limit", () => {
    const outcome = reviewNcaInDuplum(
      buildContextFor([
        {
          heading: "INTEREST",
          text: "Interest shall continue to accrue on the debt until the date of final payment.",
        },
      ]),
    );
    expect(outcome.findings[0]).toMatchObject({ id: "nca-s103-5-unlimited-interest", severity: "medium" });
  });

  it("gives no check without an interest clause", () => {
    expect(
      reviewNcaInDuplum(buildContextFor([{ text: "It is in the interests of both parties to co-operate." }]))
        .checks,
    ).toEqual([]);
  });
});
