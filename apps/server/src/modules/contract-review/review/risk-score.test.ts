import { describe, expect, it } from "vitest";
import type { ComplianceCheck, Finding, FindingSeverity } from "./review.types.ts";
import {
  computeComplianceScore,
  computeRiskScore,
  countRiskyClauses,
  summarizeReview,
} from "./risk-score.ts";

function finding(
  severity: FindingSeverity,
  clauseIndex: number | null = null,
  id = `finding-${severity}`,
): Finding {
  return {
    id,
    type: "Test",
    severity,
    clause: null,
    clauseIndex,
    start: null,
    end: null,
    description: "",
    recommendation: "",
    legalReference: "",
    reference: null,
  };
}

function check(status: ComplianceCheck["status"]): ComplianceCheck {
  return { id: status, requirement: "", status, details: "" };
}

describe("computeRiskScore", () => {
  it("is 0 without findings and follows the weights for one finding", () => {
    expect(computeRiskScore([])).toBe(0);
    expect(computeRiskScore([finding("critical")])).toBe(45);
    expect(computeRiskScore([finding("high")])).toBe(25);
    expect(computeRiskScore([finding("medium")])).toBe(10);
    expect(computeRiskScore([finding("low")])).toBe(3);
  });

  it("combines findings as independent risks: a critical and a high give 59", () => {
    // 1 − 0.55 × 0.75 = 0.5875
    expect(computeRiskScore([finding("critical"), finding("high")])).toBe(59);
  });

  it("never falls when a finding is added", () => {
    const severities: FindingSeverity[] = [
      "low",
      "medium",
      "high",
      "critical",
      "medium",
      "low",
      "high",
      "critical",
    ];
    const findings: Finding[] = [];
    let previous = computeRiskScore(findings);
    for (const severity of severities) {
      findings.push(finding(severity));
      const next = computeRiskScore(findings);
      expect(next).toBeGreaterThanOrEqual(previous);
      previous = next;
    }
  });

  it("ranks a severer finding above a milder one", () => {
    expect(computeRiskScore([finding("critical")])).toBeGreaterThan(computeRiskScore([finding("high")]));
    expect(computeRiskScore([finding("high")])).toBeGreaterThan(computeRiskScore([finding("medium")]));
    expect(computeRiskScore([finding("medium")])).toBeGreaterThan(computeRiskScore([finding("low")]));
  });

  it("stays within 100 however many findings there are", () => {
    const many = Array.from({ length: 200 }, () => finding("critical"));
    expect(computeRiskScore(many)).toBe(100);
    expect(computeRiskScore(Array.from({ length: 5 }, () => finding("critical")))).toBeLessThan(100);
  });

  it("scores the same findings the same in any order", () => {
    const findings = [
      finding("low"),
      finding("critical"),
      finding("medium"),
      finding("high"),
      finding("medium"),
    ];
    expect(computeRiskScore([...findings].reverse())).toBe(computeRiskScore(findings));
  });
});

describe("computeComplianceScore", () => {
  it("gives full credit for compliant, half for needs review and none for non-compliant", () => {
    expect(computeComplianceScore([check("compliant"), check("compliant")])).toBe(100);
    expect(computeComplianceScore([check("compliant"), check("non_compliant")])).toBe(50);
    expect(
      computeComplianceScore([
        check("compliant"),
        check("needs_review"),
        check("non_compliant"),
        check("non_compliant"),
      ]),
    ).toBe(38);
  });

  it("is 100 when there is nothing to check", () => {
    expect(computeComplianceScore([])).toBe(100);
  });
});

describe("countRiskyClauses and summarizeReview", () => {
  it("counts distinct clauses with a finding of medium or above, not missing-clause findings or low ones", () => {
    const findings = [
      finding("high", 2),
      finding("medium", 2, "other"),
      finding("critical", 5),
      finding("low", 7),
      finding("high", null),
    ];
    expect(countRiskyClauses(findings)).toBe(2);
    expect(summarizeReview(12, findings, [check("compliant"), check("non_compliant")])).toEqual({
      totalClauses: 12,
      riskyClausesCount: 2,
      complianceScore: 50,
    });
  });
});
