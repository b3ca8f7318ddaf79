import {
  type ClassifiedClause,
  type ClauseCategoryId,
  CUAD_CATEGORIES,
  GENERAL_CATEGORIES,
  SOUTH_AFRICAN_CATEGORIES,
} from "../clause-categories.ts";
import { excerptAround } from "./contract-text.ts";
import type { CitedSource } from "./legal-sources.ts";
import type {
  ComplianceCheck,
  ComplianceStatus,
  ContractReviewInput,
  Finding,
  FindingSeverity,
} from "./review.types.ts";

/**
 * Who the contract is with, as far as the words show. The CPA protects consumers: natural persons and
 * juristic persons under the threshold (annual turnover or assets below R2 million, s 6 threshold
 * notice), and it does not apply to employment contracts at all (s 5(2)(e)).
 */
export type Counterparty = "consumer" | "business" | "unknown";

/** The input with what every rule needs to know about it worked out once. */
export type ReviewContext = ContractReviewInput & {
  isEmploymentContract: boolean;
  counterparty: Counterparty;
};

const EMPLOYMENT_TYPE = /employ|labou?r|staff|personnel|offer of appointment|letter of appointment/i;
const EMPLOYMENT_WORDING =
  /contract of employment|employment (?:contract|agreement)|letter of appointment|conditions of employment/i;

/**
 * Employment contracts are recognised from the type the user gave or from the wording: an explicit
 * "contract of employment", or an employer and an employee each named at least twice.
 */
export function detectEmploymentContract(text: string, contractType: string): boolean {
  if (EMPLOYMENT_TYPE.test(contractType)) return true;
  if (EMPLOYMENT_WORDING.test(text)) return true;
  const employerMentions = text.match(/\bemployer\b/gi)?.length ?? 0;
  const employeeMentions = text.match(/\bemployee\b/gi)?.length ?? 0;
  return employerMentions >= 2 && employeeMentions >= 2;
}

const NATURAL_PERSON_WORDING =
  /\bconsumer\b|natural person|identity (?:number|no\.?|document)|\bID (?:number|no\.?)\b|personal capacity|passport (?:number|no\.?)/i;
const CONSUMER_CONTRACT_TYPE =
  /consumer|residential|gym|membership|subscription|cell(?:ular|phone)|tenant|instal?ment sale|tuition|school/i;
const JURISTIC_NAME =
  /([A-Z0-9][\w&'’.-]*(?:\s+[A-Z0-9][\w&'’.-]*){0,5})\s+(?:\(Pty\)\s*Ltd|\(Proprietary\)\s+Limited|Proprietary\s+Limited|Ltd\b|Limited\b|CC\b|NPC\b|SOC\s+Ltd|Inc\b)/g;

/**
 * Consumer when a natural person shows (an identity number, "the Consumer", a consumer contract type);
 * business when at least two distinct companies or close corporations are named and no natural person
 * shows; unknown otherwise. Business is still only a guess: a small company is a CPA consumer.
 */
export function detectCounterparty(text: string, contractType: string): Counterparty {
  if (CONSUMER_CONTRACT_TYPE.test(contractType) || NATURAL_PERSON_WORDING.test(text)) return "consumer";
  const names = new Set<string>();
  for (const match of text.matchAll(JURISTIC_NAME)) names.add((match[1] ?? "").toLowerCase());
  return names.size >= 2 ? "business" : "unknown";
}

export function buildReviewContext(input: ContractReviewInput): ReviewContext {
  return {
    ...input,
    isEmploymentContract: detectEmploymentContract(input.text, input.contractType),
    counterparty: detectCounterparty(input.text, input.contractType),
  };
}

const CATEGORY_LABELS = new Map<string, string>(
  [...CUAD_CATEGORIES, ...SOUTH_AFRICAN_CATEGORIES, ...GENERAL_CATEGORIES].map((category) => [
    category.id,
    category.label,
  ]),
);

/** The taxonomy's label for a category, used as a finding's type. */
export function categoryLabel(category: ClauseCategoryId): string {
  return CATEGORY_LABELS.get(category) ?? category;
}

/** The clause's heading and text together, which is what a reader scans for a clause's subject. */
export function clauseWording(clause: ClassifiedClause): string {
  return clause.heading === "" ? clause.text : `${clause.heading}\n${clause.text}`;
}

/**
 * The clauses the classifier labelled with one of the categories, or whose heading or text matches
 * the pattern: the rules do not rely on the classifier alone, since a missed label must not hide a risk.
 */
export function findClauses(
  context: ReviewContext,
  search: { categories?: readonly ClauseCategoryId[]; pattern?: RegExp },
): ClassifiedClause[] {
  return context.clauses.filter(
    (clause) =>
      clause.labels.some((label) => search.categories?.includes(label.category) ?? false) ||
      (search.pattern !== undefined &&
        new RegExp(search.pattern.source, search.pattern.flags.replace("g", "")).test(clauseWording(clause))),
  );
}

/** Where a pattern first matches within a clause's text (not its heading), or null. */
export function locateInClause(
  clause: ClassifiedClause,
  pattern: RegExp,
): { index: number; length: number } | null {
  const match = new RegExp(pattern.source, pattern.flags.replace("g", "")).exec(clause.text);
  return match === null ? null : { index: match.index, length: match[0].length };
}

/** The first clause (in reading order) whose text matches the pattern, with where it matches. */
export function findFirstMatch(
  clauses: readonly ClassifiedClause[],
  pattern: RegExp,
): { clause: ClassifiedClause; focus: { index: number; length: number } } | null {
  for (const clause of clauses) {
    const focus = locateInClause(clause, pattern);
    if (focus !== null) return { clause, focus };
  }
  return null;
}

type FindingContent = {
  id: string;
  type: string;
  severity: FindingSeverity;
  description: string;
  recommendation: string;
  source: CitedSource | { legalReference: string; reference: null };
};

/**
 * A finding about a clause. Offsets point at the words that show the problem when the rule singled
 * them out (`focus`, relative to the clause's text), otherwise at the whole clause.
 */
export function buildClauseFinding(
  clause: ClassifiedClause,
  focus: { index: number; length: number } | null,
  content: FindingContent,
): Finding {
  return {
    id: content.id,
    type: content.type,
    severity: content.severity,
    clause: { number: clause.number, heading: clause.heading, text: excerptAround(clause.text, focus) },
    clauseIndex: clause.index,
    start: focus === null ? clause.start : clause.start + focus.index,
    end: focus === null ? clause.end : clause.start + focus.index + focus.length,
    description: content.description,
    recommendation: content.recommendation,
    legalReference: content.source.legalReference,
    reference: content.source.reference,
  };
}

/** A finding about something the contract lacks: no clause, no offsets. */
export function buildMissingFinding(content: FindingContent): Finding {
  return {
    id: content.id,
    type: content.type,
    severity: content.severity,
    clause: null,
    clauseIndex: null,
    start: null,
    end: null,
    description: content.description,
    recommendation: content.recommendation,
    legalReference: content.source.legalReference,
    reference: content.source.reference,
  };
}

export function buildCheck(
  id: string,
  requirement: string,
  status: ComplianceStatus,
  details: string,
): ComplianceCheck {
  return { id, requirement, status, details };
}

const SEVERITY_RANK: Record<FindingSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const SEVERITY_ONE_STEP_LOWER: Record<FindingSeverity, FindingSeverity> = {
  critical: "high",
  high: "medium",
  medium: "low",
  low: "low",
};

export function compareSeverity(first: FindingSeverity, second: FindingSeverity): number {
  return SEVERITY_RANK[first] - SEVERITY_RANK[second];
}

/** The severest of the findings' severities (critical before high, …), or null when there are none. */
export function severestOf(findings: readonly Finding[]): FindingSeverity | null {
  return findings.reduce<FindingSeverity | null>(
    (severest, finding) =>
      severest === null || compareSeverity(finding.severity, severest) < 0 ? finding.severity : severest,
    null,
  );
}

/**
 * How a Consumer Protection Act rule applies here: fully to a consumer contract; not at all to an
 * employment contract (s 5(2)(e)); and uncertainly when the other party may be a juristic person above
 * the threshold, in which case a problem is "needs review" and its finding one step less severe.
 */
export type ConsumerProtectionApplication = "applies" | "uncertain" | "excluded";

export function consumerProtectionApplication(context: ReviewContext): ConsumerProtectionApplication {
  if (context.isEmploymentContract) return "excluded";
  return context.counterparty === "consumer" ? "applies" : "uncertain";
}

/**
 * Turns a CPA rule's findings into its outcome: compliant without findings; with findings,
 * non_compliant for a consumer, needs_review (severity one step lower) when the CPA may not apply.
 */
export function settleConsumerProtectionRule(
  context: ReviewContext,
  check: { id: string; requirement: string; compliantDetails: string; breachDetails: string },
  findings: Finding[],
): { checks: ComplianceCheck[]; findings: Finding[] } {
  const application = consumerProtectionApplication(context);
  if (application === "excluded") return { checks: [], findings: [] };
  if (findings.length === 0) {
    return {
      checks: [buildCheck(check.id, check.requirement, "compliant", check.compliantDetails)],
      findings: [],
    };
  }
  if (application === "applies") {
    return {
      checks: [buildCheck(check.id, check.requirement, "non_compliant", check.breachDetails)],
      findings,
    };
  }
  const uncertainty =
    context.counterparty === "business"
      ? " The parties appear to be juristic persons: the Act applies only if the other party is a consumer (a natural person, or a juristic person with turnover and assets below R2 million)."
      : " Whether the Act applies depends on whether the other party is a consumer (a natural person, or a juristic person with turnover and assets below R2 million), which the contract does not show.";
  return {
    checks: [buildCheck(check.id, check.requirement, "needs_review", `${check.breachDetails}${uncertainty}`)],
    findings: findings.map((finding) => ({
      ...finding,
      severity: SEVERITY_ONE_STEP_LOWER[finding.severity],
      description: `${finding.description}${uncertainty}`,
    })),
  };
}
