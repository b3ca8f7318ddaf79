import { citeCase, JOHNSTON_V_LEAL } from "../legal-sources.ts";
import type { RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildMissingFinding,
  categoryLabel,
  findClauses,
  type ReviewContext,
} from "../review-context.ts";

const WHOLE_AGREEMENT_WORDING =
  /whole\s+agreement|entire\s+agreement|sole\s+record|constitutes\s+the\s+(?:whole|entire)|supersedes?\s+all|no\s+(?:other\s+)?(?:representations|warranties|undertakings)[^.]{0,80}(?:other\s+than|save|except)/i;

/**
 * Whole agreement. The integration rule keeps extrinsic evidence from adding to or contradicting a
 * contract the parties meant as the complete record of their agreement (Johnston v Leal 1980 (3) SA 927
 * (A)); a whole-agreement clause states that intention, so representations and side terms from the
 * negotiations are excluded. Without it a party may argue the writing is only part of the deal.
 */
export function reviewWholeAgreement(context: ReviewContext): RuleOutcome {
  const clauses = findClauses(context, { categories: ["whole-agreement"], pattern: WHOLE_AGREEMENT_WORDING });
  const requirement = "Whole-agreement clause";
  if (clauses.length > 0) {
    return {
      checks: [
        buildCheck(
          "whole-agreement",
          requirement,
          "compliant",
          "The contract records that it is the whole agreement.",
        ),
      ],
      findings: [],
    };
  }
  return {
    checks: [
      buildCheck(
        "whole-agreement",
        requirement,
        "non_compliant",
        "The contract does not say it is the whole agreement.",
      ),
    ],
    findings: [
      buildMissingFinding({
        id: "whole-agreement-missing",
        type: categoryLabel("whole-agreement"),
        severity: "low",
        description:
          "There is no whole-agreement clause, so a party may argue that earlier representations or side agreements form part of the contract.",
        recommendation:
          'Add: "This agreement is the whole agreement between the parties; no representation, warranty or undertaking not recorded in it binds either party."',
        source: citeCase(JOHNSTON_V_LEAL),
      }),
    ],
  };
}
