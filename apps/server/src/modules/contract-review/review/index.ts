export type { LegalSourceReference } from "./review.types.ts";
export {
  COMPLIANCE_STATUSES,
  type ComplianceCheck,
  type ComplianceStatus,
  type ContractReview,
  type ContractReviewInput,
  type ContractReviewSummary,
  FINDING_SEVERITIES,
  type Finding,
  type FindingClause,
  type FindingSeverity,
} from "./review.types.ts";
export { reviewContract } from "./review-contract.ts";
export { REVIEW_RULES, type ReviewRule } from "./review-rules.ts";
export {
  COMPLIANCE_CREDIT,
  computeComplianceScore,
  computeRiskScore,
  countRiskyClauses,
  SEVERITY_RISK_WEIGHTS,
} from "./risk-score.ts";
