import { describe, expect, it } from "vitest";
import { reviewContract } from "./review-contract.ts";
import { buildClassifiedContract, type ClauseDraft } from "./review-test-fixtures.ts";

/** A short South African gym membership: 36-month fixed term, an unnoticed indemnity, no domicilium clause. */
const GYM_MEMBERSHIP: ClauseDraft[] = [
  {
    heading: "PARTIES",
    text: "This membership agreement is entered into between Sunrise Fitness (Pty) Ltd (the Club) and Sipho Dlamini, identity number 9002025800087 (the Member).",
    categories: ["parties"],
  },
  {
    heading: "DURATION",
    text: "This agreement commences on the signature date and shall continue for a fixed term of thirty-six (36) months.",
    categories: ["duration"],
  },
  {
    heading: "FEES",
    text: "The Member shall pay a monthly fee of R650, inclusive of VAT, by debit order on the first day of each month.",
    categories: ["payment", "vat"],
  },
  {
    heading: "INDEMNITY",
    text: "The Member indemnifies the Club against all claims arising from the Member's use of the facilities.",
    categories: ["indemnity"],
  },
  {
    heading: "BREACH",
    text: "Should either party breach this agreement and fail to remedy the breach within 14 days of written notice, the other party may cancel this agreement.",
    categories: ["breach-and-notice-to-remedy"],
  },
  {
    heading: "GENERAL",
    text: "This agreement is governed by the laws of the Republic of South Africa and constitutes the whole agreement between the parties. No variation of this agreement, including this clause, is valid unless in writing and signed by both parties.",
    categories: ["governing-law", "whole-agreement", "non-variation"],
  },
];

describe("reviewContract", () => {
  it("finds the CPA s 14 fixed term and the missing domicilium in a 36-month consumer contract", () => {
    const review = reviewContract(buildClassifiedContract(GYM_MEMBERSHIP, "Gym Membership"));
    const findingIds = review.findings.map((finding) => finding.id);
    expect(findingIds).toContain("cpa-s14-fixed-term");
    expect(findingIds).toContain("domicilium-missing");
    expect(review.findings.find((finding) => finding.id === "cpa-s14-fixed-term")).toMatchObject({
      severity: "high",
      clauseIndex: 1,
      clause: { number: "2", heading: "DURATION" },
      reference: { kind: "legislation", actNumber: 68, actYear: 2008, section: "14" },
    });
    expect(review.findings.find((finding) => finding.id === "domicilium-missing")).toMatchObject({
      severity: "high",
      clause: null,
      clauseIndex: null,
    });
  });

  it("lists the severest findings first and problems before compliant checks", () => {
    const review = reviewContract(buildClassifiedContract(GYM_MEMBERSHIP, "Gym Membership"));
    const severities = review.findings.map((finding) => finding.severity);
    const order = { critical: 0, high: 1, medium: 2, low: 3 };
    expect(severities).toEqual([...severities].sort((first, second) => order[first] - order[second]));
    const statuses = review.complianceChecks.map((check) => check.status);
    expect(statuses.indexOf("compliant")).toBeGreaterThan(statuses.lastIndexOf("non_compliant"));
  });

  it("summarises the clauses, the risky ones and the compliance percentage", () => {
    const review = reviewContract(buildClassifiedContract(GYM_MEMBERSHIP, "Gym Membership"));
    // Risky: the duration clause (s 14) and the indemnity (s 49); the domicilium finding has no clause.
    expect(review.summary.totalClauses).toBe(6);
    expect(review.summary.riskyClausesCount).toBe(2);
    const compliant = review.complianceChecks.filter((check) => check.status === "compliant").length;
    const needsReview = review.complianceChecks.filter((check) => check.status === "needs_review").length;
    expect(review.summary.complianceScore).toBe(
      Math.round((100 * (compliant + needsReview / 2)) / review.complianceChecks.length),
    );
    expect(review.riskScore).toBeGreaterThan(0);
    expect(review.riskScore).toBeLessThanOrEqual(100);
  });

  it("gives the same review for the same contract every time", () => {
    const input = buildClassifiedContract(GYM_MEMBERSHIP, "Gym Membership");
    expect(reviewContract(input)).toEqual(reviewContract(structuredClone(input)));
  });

  it("scores a contract with more problems higher than the same contract with fewer", () => {
    const cleaner = GYM_MEMBERSHIP.filter((draft) => draft.heading !== "INDEMNITY");
    const review = reviewContract(buildClassifiedContract(GYM_MEMBERSHIP, "Gym Membership"));
    const cleanerReview = reviewContract(buildClassifiedContract(cleaner, "Gym Membership"));
    expect(review.riskScore).toBeGreaterThan(cleanerReview.riskScore);
  });

  it("numbers repeated findings so every id is unique", () => {
    const review = reviewContract(
      buildClassifiedContract([
        ...GYM_MEMBERSHIP,
        { heading: "CLASSES", text: "The Club may cancel classes in its sole discretion." },
        { heading: "LOCKERS", text: "The Club may allocate lockers in its sole discretion." },
      ]),
    );
    const ids = review.findings.map((finding) => finding.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["cpa-s48-sole-discretion", "cpa-s48-sole-discretion-2"]));
  });

  it("applies employment rules, not the CPA, to an employment contract", () => {
    const review = reviewContract(
      buildClassifiedContract(
        [
          {
            heading: "DURATION",
            text: "This contract of employment is for a fixed term of 36 months.",
            categories: ["duration"],
          },
          {
            heading: "TERMINATION",
            text: "Either party may terminate on 24 hours' notice.",
            categories: ["termination"],
          },
        ],
        "Employment Contract",
      ),
    );
    const ids = review.findings.map((finding) => finding.id);
    expect(ids).toContain("bcea-s37-notice");
    expect(ids.some((id) => id.startsWith("cpa-"))).toBe(false);
  });
});
