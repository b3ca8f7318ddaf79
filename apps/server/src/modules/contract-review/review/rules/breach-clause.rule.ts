import { citeCase, SINGH_V_MCCARTHY_RETAIL } from "../legal-sources.ts";
import type { RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildMissingFinding,
  categoryLabel,
  findClauses,
  type ReviewContext,
} from "../review-context.ts";

const BREACH_WORDING =
  /\bbreach\w*\b[^.]{0,200}\b(?:remedy|remedied|rectify|rectified|cure|cured|make\s+good)\b|\b(?:remedy|rectify|cure)\s+(?:the|such|that)\s+breach|notice\s+to\s+remedy|fails?\s+to\s+remedy/i;

/**
 * Breach and notice to remedy. Without a cancellation clause (lex commissoria) the innocent party may
 * cancel only for a breach that goes to the root of the contract, so that it cannot reasonably be
 * expected to hold the other to it (Singh v McCarthy Retail Ltd 2000 (4) SA 795 (SCA)), or after
 * making time of the essence by notice. A clause giving written notice to remedy within a set period,
 * then the right to cancel or claim performance plus damages, makes the remedy certain.
 */
export function reviewBreachClause(context: ReviewContext): RuleOutcome {
  const clauses = findClauses(context, {
    categories: ["breach-and-notice-to-remedy"],
    pattern: BREACH_WORDING,
  });
  const requirement = "Breach clause with notice to remedy and a right to cancel";
  if (clauses.length > 0) {
    return {
      checks: [
        buildCheck(
          "breach-clause",
          requirement,
          "compliant",
          "The contract gives notice to remedy a breach before cancellation.",
        ),
      ],
      findings: [],
    };
  }
  return {
    checks: [
      buildCheck(
        "breach-clause",
        requirement,
        "non_compliant",
        "The contract has no breach clause with notice to remedy.",
      ),
    ],
    findings: [
      buildMissingFinding({
        id: "breach-clause-missing",
        type: categoryLabel("breach-and-notice-to-remedy"),
        severity: "medium",
        description:
          "There is no breach clause. The innocent party may then cancel only for a material breach, and whether a breach is material is itself a common dispute.",
        recommendation:
          "Add a clause: if a party breaches and fails to remedy the breach within 14 days of written notice, the other may cancel or claim specific performance, in either case with damages.",
        source: citeCase(SINGH_V_MCCARTHY_RETAIL),
      }),
    ],
  };
}
