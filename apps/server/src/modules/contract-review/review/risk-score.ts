import type {
  ComplianceCheck,
  ComplianceStatus,
  ContractReviewSummary,
  Finding,
  FindingSeverity,
} from "./review.types.ts";

/**
 * How much one finding of each severity adds to the risk, read as the chance (0–1) that it alone causes
 * the client a material problem.
 */
export const SEVERITY_RISK_WEIGHTS: Record<FindingSeverity, number> = {
  critical: 0.45,
  high: 0.25,
  medium: 0.1,
  low: 0.03,
};

/**
 * Risk score 0–100 from the findings (see RISK-FORMULA.md):
 *
 *   riskScore = round(100 × (1 − Π over severities s of (1 − w_s)^n_s))
 *
 * where n_s is the number of findings of severity s and w_s its weight above. Findings combine like
 * independent risks ("noisy-OR"): each new finding raises the score, by less the higher it already is,
 * so the score never passes 100 and is 0 only with no findings. It depends only on the counts per
 * severity, so the same findings in any order score the same.
 */
export function computeRiskScore(findings: readonly Finding[]): number {
  const counts = countBySeverity(findings);
  let chanceOfNoProblem = 1;
  for (const severity of Object.keys(SEVERITY_RISK_WEIGHTS) as FindingSeverity[]) {
    chanceOfNoProblem *= (1 - SEVERITY_RISK_WEIGHTS[severity]) ** counts[severity];
  }
  return Math.min(100, Math.max(0, Math.round(100 * (1 - chanceOfNoProblem))));
}

function countBySeverity(findings: readonly Finding[]): Record<FindingSeverity, number> {
  const counts: Record<FindingSeverity, number> = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const finding of findings) counts[finding.severity] += 1;
  return counts;
}

/** A needs-review check earns half the credit of a compliant one: it is neither cleared nor failed. */
export const COMPLIANCE_CREDIT: Record<ComplianceStatus, number> = {
  compliant: 1,
  needs_review: 0.5,
  non_compliant: 0,
};

/**
 * Compliance score 0–100: the average credit of the checks (compliant 1, needs review ½, non-compliant
 * 0), rounded. 100 when there are no checks at all: nothing was found wanting.
 */
export function computeComplianceScore(checks: readonly ComplianceCheck[]): number {
  if (checks.length === 0) return 100;
  const credit = checks.reduce((total, check) => total + COMPLIANCE_CREDIT[check.status], 0);
  return Math.round((100 * credit) / checks.length);
}

const RISKY_SEVERITIES: ReadonlySet<FindingSeverity> = new Set(["critical", "high", "medium"]);

/** Distinct clauses with at least one finding of medium severity or above; missing-clause findings have none. */
export function countRiskyClauses(findings: readonly Finding[]): number {
  const riskyClauseIndexes = new Set<number>();
  for (const finding of findings) {
    if (finding.clauseIndex !== null && RISKY_SEVERITIES.has(finding.severity)) {
      riskyClauseIndexes.add(finding.clauseIndex);
    }
  }
  return riskyClauseIndexes.size;
}

export function summarizeReview(
  totalClauses: number,
  findings: readonly Finding[],
  checks: readonly ComplianceCheck[],
): ContractReviewSummary {
  return {
    totalClauses,
    riskyClausesCount: countRiskyClauses(findings),
    complianceScore: computeComplianceScore(checks),
  };
}
