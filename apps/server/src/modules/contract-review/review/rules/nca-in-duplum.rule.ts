import { citeSection, NATIONAL_CREDIT_ACT } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  categoryLabel,
  findClauses,
  findFirstMatch,
  type ReviewContext,
} from "../review-context.ts";

const INTEREST_WORDING =
  /\binterest\s+(?:at|on|shall|will|of|rate|calculated|accru\w*|charged|is\s+payable|thereon)|\bmora\s+interest|\bin\s+duplum\b/i;
const EXCEEDS_CAPITAL =
  /(?:even\s+if|notwithstanding\s+(?:that|the\s+fact\s+that)|irrespective\s+of\s+whether|regardless\s+of\s+whether|although)[^.]{0,80}(?:exceeds?|in\s+excess\s+of|more\s+than)[^.]{0,40}(?:capital|principal)|(?:waive|renounce|exclude)\w*[^.]{0,60}in\s+duplum|in\s+duplum\s+rule\s+(?:shall\s+|will\s+)?not\s+apply/i;
const CAPPED =
  /(?:subject\s+to|in\s+accordance\s+with)\s+the\s+in\s+duplum|(?:shall|will|may)\s+not\s+(?:in\s+(?:the\s+)?aggregate\s+)?exceed[^.]{0,60}(?:capital|principal|unpaid\s+balance)|section\s+103\s*\(5\)|\bs\s*103\s*\(5\)/i;
const ACCRUES_WITHOUT_LIMIT =
  /(?:continue\s+to\s+(?:accrue|run)|shall\s+accrue|will\s+accrue)[^.]{0,80}(?:until|up\s+to)\s+(?:the\s+)?(?:date\s+of\s+)?(?:(?:final|full|actual)\s+)?(?:payment|settlement)|continue\s+to\s+accrue/i;

/**
 * National Credit Act 34 of 2005, s 103(5): the amounts that accrue while a consumer is in default
 * under a credit agreement (interest, fees, default charges, collection costs) may not together exceed
 * the unpaid balance of the principal debt when the default occurred. The common-law in duplum rule
 * (Standard Bank v Oneanate Investments 1998 (1) SA 811 (SCA)) stops arrear interest at the unpaid
 * capital in every other contract, and cannot be waived in advance. A clause letting interest run past
 * the capital, or excluding the rule, is non-compliant; one saying interest "continues to accrue until
 * payment" with no limit overstates what may be recovered. No check without an interest clause.
 */
export function reviewNcaInDuplum(context: ReviewContext): RuleOutcome {
  const interestClauses = findClauses(context, { categories: ["interest"], pattern: INTEREST_WORDING });
  if (interestClauses.length === 0) return { checks: [], findings: [] };
  const wording = interestClauses.map((clause) => clause.text).join("\n");
  const findings: Finding[] = [];
  const exceeding = findFirstMatch(interestClauses, EXCEEDS_CAPITAL);
  const unlimited = CAPPED.test(wording) ? null : findFirstMatch(interestClauses, ACCRUES_WITHOUT_LIMIT);
  if (exceeding !== null) {
    findings.push(
      buildClauseFinding(exceeding.clause, exceeding.focus, {
        id: "nca-s103-5-in-duplum",
        type: categoryLabel("interest"),
        severity: "high",
        description:
          "The clause lets interest and charges run beyond the unpaid capital, or excludes the in duplum rule. Arrears may not exceed the unpaid principal at the time of default, and the rule cannot be waived.",
        recommendation:
          "Provide that interest and charges in default stop accruing when they equal the unpaid capital.",
        source: citeSection(NATIONAL_CREDIT_ACT, "103(5)"),
      }),
    );
  } else if (unlimited !== null) {
    findings.push(
      buildClauseFinding(unlimited.clause, unlimited.focus, {
        id: "nca-s103-5-unlimited-interest",
        type: categoryLabel("interest"),
        severity: "medium",
        description:
          "Interest is said to continue to accrue until payment without any limit. By law it stops when the arrears equal the unpaid capital, so the clause overstates what can be claimed.",
        recommendation:
          "Add that interest accrues subject to the in duplum rule (National Credit Act s 103(5)).",
        source: citeSection(NATIONAL_CREDIT_ACT, "103(5)"),
      }),
    );
  }
  return {
    checks: [
      buildCheck(
        "nca-s103-5",
        "Interest in default limited to the unpaid capital (in duplum, NCA s 103(5))",
        exceeding !== null ? "non_compliant" : unlimited !== null ? "non_compliant" : "compliant",
        exceeding !== null
          ? "Interest may run past the unpaid capital or the in duplum rule is excluded."
          : unlimited !== null
            ? "Interest accrues until payment with no limit stated."
            : "The interest clause does not claim more than the in duplum rule allows.",
      ),
    ],
    findings,
  };
}
