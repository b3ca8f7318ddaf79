import type { ClassifiedClause } from "../../clause-categories.ts";
import {
  durationInBusinessDays,
  durationInMonths,
  findDates,
  findDurations,
  findNoticePeriods,
  monthsBetween,
} from "../contract-text.ts";
import { CONSUMER_PROTECTION_ACT, citeSection } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildClauseFinding,
  categoryLabel,
  findClauses,
  locateInClause,
  type ReviewContext,
  settleConsumerProtectionRule,
} from "../review-context.ts";

/** Reg 5(1): a fixed term may not exceed 24 months unless the supplier shows a financial benefit. */
const MAXIMUM_FIXED_TERM_MONTHS = 24;
/** A small margin so "1 March 2024 to 1 March 2026" (both days included) is not read as over 24 months. */
const MONTHS_TOLERANCE = 0.1;
/**
 * s 14(2)(b)(i): the consumer may cancel on 20 business days' notice. One calendar month (20–23
 * weekdays, read as 21) is accepted; a longer notice period is not.
 */
const LONGEST_ACCEPTABLE_NOTICE_IN_BUSINESS_DAYS = 22;

const TERM_CLAUSE_WORDING =
  /commenc\w*|period of|initial (?:period|term)|fixed[- ]term|minimum (?:period|term)|duration|shall (?:endure|continue|remain in (?:force|effect))|term of (?:this|the) (?:agreement|contract)|contract (?:term|period)/i;
/** The words just before a period that make it the agreement's term rather than a time for payment. */
const TERM_LEAD_IN =
  /(?:(?:period|term|duration)\s+of\s+|(?:endure|continue|run|remain in (?:force|effect)|be (?:valid|binding|in force))\s+(?:for\s+)?(?:a\s+(?:fixed\s+|minimum\s+|initial\s+)?(?:period|term)\s+of\s+)?|\bfor\s+(?:a\s+(?:fixed\s+|minimum\s+|initial\s+)?(?:period|term)\s+of\s+)?)(?:not\s+less\s+than\s+|a\s+minimum\s+of\s+|at\s+least\s+)?$/i;
const DATE_RANGE_WORDING = /commenc|from|until|expir|terminat|end(?:s|ing)?\s+on/i;

const CANCELLATION_WORDING = /\bcancel|\bterminat/i;
const NO_EARLY_CANCELLATION =
  /(?:may|shall|will|is)\s+not\s+(?:be\s+)?(?:entitled|permitted|allowed)?\s*(?:to\s+)?(?:cancel|terminate)[^.]{0,80}(?:before|prior to|during)|no\s+(?:early\s+)?(?:cancellation|termination)\s+(?:is\s+|shall\s+be\s+)?(?:permitted|allowed)|non-cancell?able|may\s+not\s+be\s+(?:cancelled|terminated)\s+(?:before|prior to|during)/i;
const FULL_BALANCE_PENALTY =
  /(?:remainder|balance|rest|unexpired\s+(?:portion|part))\s+of\s+the\s+(?:fixed\s+|initial\s+)?(?:term|period|contract)[^.]{0,80}(?:due|payable)|(?:all|the)\s+(?:remaining|outstanding)\s+(?:monthly\s+)?(?:instalments|payments|fees|rentals|amounts)[^.]{0,60}(?:remainder|balance|rest)\s+of\s+the\s+(?:fixed\s+)?(?:term|period)/i;

type TermEvidence = { clause: ClassifiedClause; months: number; focus: { index: number; length: number } };

/** The agreement's term in each clause that states one: a period ("36 months") or a start and end date. */
export function findFixedTerms(context: ReviewContext): TermEvidence[] {
  const evidence: TermEvidence[] = [];
  const termClauses = findClauses(context, {
    categories: ["duration", "expiration-date", "renewal-term"],
    pattern: TERM_CLAUSE_WORDING,
  });
  for (const clause of termClauses) {
    const noticeIndexes = new Set(findNoticePeriods(clause.text).map((notice) => notice.index));
    for (const duration of findDurations(clause.text)) {
      if (noticeIndexes.has(duration.index)) continue;
      const before = clause.text.slice(Math.max(0, duration.index - 80), duration.index);
      if (!TERM_LEAD_IN.test(before)) continue;
      evidence.push({
        clause,
        months: durationInMonths(duration),
        focus: { index: duration.index, length: duration.length },
      });
    }
    const dates = findDates(clause.text);
    const first = dates[0];
    const last = dates.at(-1);
    if (
      first !== undefined &&
      last !== undefined &&
      dates.length >= 2 &&
      DATE_RANGE_WORDING.test(clause.text)
    ) {
      evidence.push({
        clause,
        months: monthsBetween(first.date, last.date),
        focus: { index: first.index, length: last.index + last.length - first.index },
      });
    }
  }
  return evidence;
}

function formatMonths(months: number): string {
  const rounded = Math.round(months);
  return rounded % 12 === 0 ? `${rounded / 12} year${rounded === 12 ? "" : "s"}` : `${rounded} months`;
}

/**
 * Consumer Protection Act 68 of 2008, s 14 (fixed-term agreements) with reg 5:
 * - reg 5(1): the fixed term may not exceed 24 months from the date the consumer signs, unless the
 *   supplier can show a demonstrable financial benefit to the consumer (reg 5(2));
 * - s 14(2)(b)(i): the consumer may cancel at any time on 20 business days' notice in writing, so a
 *   clause forbidding early cancellation or demanding longer notice is contrary to the Act;
 * - s 14(3)(b): on such cancellation the supplier may charge only a reasonable cancellation penalty
 *   (reg 5(3) lists what makes it reasonable), not the whole balance of the term.
 * s 14(1) excludes transactions between juristic persons, so for a business counterparty the check is
 * "needs review". No check when the contract states no fixed term and restricts no cancellation.
 */
export function reviewCpaFixedTerm(context: ReviewContext): RuleOutcome {
  const findings: Finding[] = [];
  const terms = findFixedTerms(context);
  const longest = terms.reduce<TermEvidence | null>(
    (longestSoFar, term) =>
      longestSoFar === null || term.months > longestSoFar.months ? term : longestSoFar,
    null,
  );
  if (longest !== null && longest.months > MAXIMUM_FIXED_TERM_MONTHS + MONTHS_TOLERANCE) {
    findings.push(
      buildClauseFinding(longest.clause, longest.focus, {
        id: "cpa-s14-fixed-term",
        type: categoryLabel("duration"),
        severity: "high",
        description: `The agreement runs for a fixed term of ${formatMonths(longest.months)}. A consumer agreement's fixed term may not exceed 24 months unless the supplier can show a demonstrable financial benefit to the consumer, and the consumer may in any case cancel on 20 business days' notice.`,
        recommendation:
          "Limit the fixed term to 24 months, or record the demonstrable financial benefit to the consumer that justifies a longer term; state the consumer's right to cancel on 20 business days' written notice.",
        source: citeSection(CONSUMER_PROTECTION_ACT, "14"),
      }),
    );
  }

  const cancellationClauses = findClauses(context, {
    categories: ["termination", "termination-for-convenience", "notice-period-to-terminate-renewal"],
    pattern: CANCELLATION_WORDING,
  });
  for (const clause of cancellationClauses) {
    const prohibition = locateInClause(clause, NO_EARLY_CANCELLATION);
    if (prohibition !== null) {
      findings.push(
        buildClauseFinding(clause, prohibition, {
          id: "cpa-s14-cancellation",
          type: categoryLabel("termination"),
          severity: "high",
          description:
            "The clause stops the consumer from cancelling before the fixed term ends. Section 14(2)(b)(i) lets a consumer cancel a fixed-term agreement at any time on 20 business days' notice, and a term that waives that right is void (s 51(1)(b)).",
          recommendation:
            "Allow the consumer to cancel at any time on 20 business days' written notice, subject to a reasonable cancellation penalty.",
          source: citeSection(CONSUMER_PROTECTION_ACT, "14(2)(b)(i)"),
        }),
      );
    }
    const longestNotice = findNoticePeriods(clause.text).reduce(
      (longestSoFar, notice) => Math.max(longestSoFar, durationInBusinessDays(notice)),
      0,
    );
    if (prohibition === null && longestNotice > LONGEST_ACCEPTABLE_NOTICE_IN_BUSINESS_DAYS) {
      findings.push(
        buildClauseFinding(clause, null, {
          id: "cpa-s14-cancellation-notice",
          type: categoryLabel("termination"),
          severity: "medium",
          description: `The clause requires about ${Math.round(longestNotice)} business days' notice of cancellation; a consumer may cancel a fixed-term agreement on 20 business days' notice.`,
          recommendation: "Reduce the consumer's notice of cancellation to 20 business days.",
          source: citeSection(CONSUMER_PROTECTION_ACT, "14(2)(b)(i)"),
        }),
      );
    }
    const penalty = locateInClause(clause, FULL_BALANCE_PENALTY);
    if (penalty !== null) {
      findings.push(
        buildClauseFinding(clause, penalty, {
          id: "cpa-s14-cancellation-penalty",
          type: categoryLabel("termination"),
          severity: "high",
          description:
            "On early cancellation the consumer must pay the balance of the whole term. The supplier may charge only a reasonable cancellation penalty, judged by the factors in reg 5(3) (amounts still owed, value already received, notice given, the supplier's chance to re-let or resell, industry practice).",
          recommendation:
            "Replace the balance of the term with a reasonable cancellation penalty calculated under reg 5(3).",
          source: citeSection(CONSUMER_PROTECTION_ACT, "14(3)(b)"),
        }),
      );
    }
  }

  if (longest === null && findings.length === 0) return { checks: [], findings: [] };
  return settleConsumerProtectionRule(
    context,
    {
      id: "cpa-s14",
      requirement: "Fixed term of at most 24 months, cancellable on 20 business days' notice (CPA s 14)",
      compliantDetails:
        longest === null
          ? "No fixed term is stated and cancellation is not restricted."
          : `The fixed term is ${formatMonths(longest.months)}, within the 24-month limit, and cancellation is not restricted beyond 20 business days' notice.`,
      breachDetails: findings
        .map((finding) => finding.description.split(". ")[0])
        .join("; ")
        .concat("."),
    },
    findings,
  );
}
