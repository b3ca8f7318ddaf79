import type { TComplianceStatus, TFindingSeverity } from "@inkundla/shared";
import type { ClassifiedClause } from "../clause-categories.ts";

export { COMPLIANCE_STATUSES, FINDING_SEVERITIES } from "@inkundla/shared";
export type FindingSeverity = TFindingSeverity;

/**
 * compliant: the rule applies and the contract meets it. non_compliant: it does not. needs_review: the
 * rule may apply but the text alone cannot settle it (e.g. whether the other party is a consumer).
 */
export type ComplianceStatus = TComplianceStatus;

/**
 * The source a finding rests on, in a shape a later step can look up in the corpus: an Act by its number
 * and year (the key the citation parser uses), or a judgment by its name and law-report citation.
 */
export type LegalSourceReference =
  | { kind: "legislation"; actTitle: string; actNumber: number; actYear: number; section: string }
  | { kind: "case"; name: string; citation: string };

/** The clause a finding is about, as the reader sees it: its number, heading and a readable excerpt. */
export type FindingClause = { number: string; heading: string; text: string };

export type Finding = {
  /** Stable within a review: the rule's finding id ("cpa-s14-fixed-term"), "-2", "-3" for repeats. */
  id: string;
  /** What kind of clause or problem it is: a taxonomy label or a short kind ("Missing clause"). */
  type: string;
  severity: FindingSeverity;
  /** Null when the finding is about something the contract lacks. */
  clause: FindingClause | null;
  clauseIndex: number | null;
  /** Offsets in the contract text of the words that show the problem (the clause when none are singled out). */
  start: number | null;
  end: number | null;
  description: string;
  recommendation: string;
  /** Human-readable, e.g. "Consumer Protection Act 68 of 2008, s 14". */
  legalReference: string;
  reference: LegalSourceReference | null;
};

export type ComplianceCheck = {
  id: string;
  requirement: string;
  status: ComplianceStatus;
  details: string;
};

export type ContractReviewSummary = {
  totalClauses: number;
  /** Distinct clauses with at least one finding of medium severity or above. */
  riskyClausesCount: number;
  /** 0–100; see RISK-FORMULA.md. */
  complianceScore: number;
};

export type ContractReview = {
  findings: Finding[];
  complianceChecks: ComplianceCheck[];
  /** 0–100; see RISK-FORMULA.md. */
  riskScore: number;
  summary: ContractReviewSummary;
};

export type ContractReviewInput = {
  text: string;
  contractType: string;
  clauses: ClassifiedClause[];
};

/** What one rule says about a contract. A rule whose subject is absent gives no check at all. */
export type RuleOutcome = { checks: ComplianceCheck[]; findings: Finding[] };
