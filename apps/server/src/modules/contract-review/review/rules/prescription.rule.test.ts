import { describe, expect, it } from "vitest";
import { buildContextFor } from "../review-test-fixtures.ts";
import { reviewPrescription } from "./prescription.rule.ts";

describe("reviewPrescription (Prescription Act)", () => {
  it("passes a time to claim no shorter than prescription", () => {
    const outcome = reviewPrescription(
      buildContextFor([
        {
          heading: "CLAIMS",
          text: "Any claim under this agreement must be instituted within three (3) years of the date on which it arose.",
        },
      ]),
    );
    expect(outcome.checks).toEqual([expect.objectContaining({ id: "prescription", status: "compliant" })]);
  });

  it("flags a 30-day time bar as non-compliant, citing Barkhuizen", () => {
    const outcome = reviewPrescription(
      buildContextFor([
        {
          heading: "CLAIMS",
          text: "Any claim against the Insurer must be instituted within 30 days of rejection, failing which it shall be time-barred.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("non_compliant");
    expect(outcome.findings[0]).toMatchObject({ id: "prescription-short-time-bar", severity: "high" });
    expect(outcome.findings[0]?.reference).toEqual({
      kind: "case",
      name: "Barkhuizen v Napier",
      citation: "2007 (5) SA 323 (CC)",
    });
  });

  it("needs review for a one-year time bar and for an undertaking not to plead prescription", () => {
    const outcome = reviewPrescription(
      buildContextFor([
        { heading: "CLAIMS", text: "Any claim must be brought within 12 months after delivery." },
        {
          heading: "PRESCRIPTION",
          text: "The Debtor undertakes not to plead prescription in respect of any amount owing.",
        },
      ]),
    );
    expect(outcome.checks[0]?.status).toBe("needs_review");
    expect(outcome.findings.map((finding) => finding.id)).toEqual([
      "prescription-time-bar",
      "prescription-altered",
    ]);
  });

  it("gives no check when nothing limits the time to claim", () => {
    expect(
      reviewPrescription(buildContextFor([{ text: "Payment is due within 30 days of invoice." }])).checks,
    ).toEqual([]);
  });
});
