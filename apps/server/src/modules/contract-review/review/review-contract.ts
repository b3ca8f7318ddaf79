import type {
  ComplianceCheck,
  ComplianceStatus,
  ContractReview,
  ContractReviewInput,
  Finding,
} from "./review.types.ts";
import { buildReviewContext, compareSeverity } from "./review-context.ts";
import { REVIEW_RULES } from "./review-rules.ts";
import { computeRiskScore, summarizeReview } from "./risk-score.ts";

const STATUS_ORDER: Record<ComplianceStatus, number> = { non_compliant: 0, needs_review: 1, compliant: 2 };

/**
 * Severest first (the results screen shows the first three), then in reading order, findings about a
 * missing clause after those about a clause of the same severity, then by id.
 */
function compareFindings(first: Finding, second: Finding): number {
  return (
    compareSeverity(first.severity, second.severity) ||
    (first.clauseIndex ?? Number.MAX_SAFE_INTEGER) - (second.clauseIndex ?? Number.MAX_SAFE_INTEGER) ||
    (first.start ?? 0) - (second.start ?? 0) ||
    first.id.localeCompare(second.id)
  );
}

/** A rule that flags the same problem in several clauses gives each the same id: number the repeats. */
function makeIdsUnique(findings: readonly Finding[]): Finding[] {
  const timesSeen = new Map<string, number>();
  return findings.map((finding) => {
    const seen = (timesSeen.get(finding.id) ?? 0) + 1;
    timesSeen.set(finding.id, seen);
    return seen === 1 ? finding : { ...finding, id: `${finding.id}-${seen}` };
  });
}

/**
 * Reviews a classified contract against South African law: runs every rule in REVIEW_RULES, orders
 * the findings (severest first) and the checks (problems first, then rule order), and scores the
 * result. Pure and deterministic: the same contract always gives the same review.
 */
export function reviewContract(input: ContractReviewInput): ContractReview {
  const context = buildReviewContext(input);
  const outcomes = REVIEW_RULES.map((rule) => rule(context));
  const findings = makeIdsUnique(outcomes.flatMap((outcome) => outcome.findings).sort(compareFindings));
  const complianceChecks: ComplianceCheck[] = outcomes
    .flatMap((outcome) => outcome.checks)
    .sort((first, second) => STATUS_ORDER[first.status] - STATUS_ORDER[second.status]);
  return {
    findings,
    complianceChecks,
    riskScore: computeRiskScore(findings),
    summary: summarizeReview(input.clauses.length, findings, complianceChecks),
  };
}
