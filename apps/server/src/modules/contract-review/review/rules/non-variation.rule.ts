import { citeCase, SHIFREN } from "../legal-sources.ts";
import type { RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  buildMissingFinding,
  categoryLabel,
  findClauses,
  type ReviewContext,
} from "../review-context.ts";

const NON_VARIATION_WORDING =
  /non-variation|(?:no|any)\s+(?:variation|amendment|alteration|addition|consensual\s+cancellation)[^.]{0,200}(?:in\s+writing|reduced\s+to\s+writing)|(?:variation|amendment)s?\s+(?:of|to)\s+this\s+agreement[^.]{0,120}in\s+writing/i;
const ENTRENCHED =
  /(?:including|includes?|and)\s+(?:this\s+clause|the\s+provisions\s+of\s+this\s+clause|this\s+(?:sub)?clause\s+[\d.]+)|this\s+clause\s+(?:itself|included)/i;
const SIGNED = /\bsign(?:ed|ature)/i;

/**
 * Non-variation. A clause that no variation is valid unless in writing and signed, and that protects
 * itself from oral variation, binds the parties: an oral variation is then of no effect (SA Sentrale
 * Ko-op Graanmaatskappy Bpk v Shifren 1964 (4) SA 760 (A)). Without it, either party may claim the
 * contract was varied orally; a clause that does not entrench itself or require signature is weaker.
 */
export function reviewNonVariation(context: ReviewContext): RuleOutcome {
  const clauses = findClauses(context, { categories: ["non-variation"], pattern: NON_VARIATION_WORDING });
  const requirement = "Entrenched non-variation clause (Shifren)";
  const firstClause = clauses[0];
  if (firstClause === undefined) {
    return {
      checks: [
        buildCheck("non-variation", requirement, "non_compliant", "The contract can be varied orally."),
      ],
      findings: [
        buildMissingFinding({
          id: "non-variation-missing",
          type: categoryLabel("non-variation"),
          severity: "medium",
          description:
            "There is no non-variation clause, so a party may claim the contract was varied by word of mouth or conduct, which leads to disputes of fact.",
          recommendation:
            'Add: "No variation of this agreement, including of this clause, is of any force unless reduced to writing and signed by both parties." Say whether an electronic signature counts.',
          source: citeCase(SHIFREN),
        }),
      ],
    };
  }
  const wording = clauses.map((clause) => clause.text).join("\n");
  const isEntrenched = ENTRENCHED.test(wording) && SIGNED.test(wording);
  return {
    checks: [
      buildCheck(
        "non-variation",
        requirement,
        isEntrenched ? "compliant" : "needs_review",
        isEntrenched
          ? "Variations must be in writing and signed, and the clause protects itself."
          : "The non-variation clause does not protect itself from oral variation or does not require signature.",
      ),
    ],
    findings: isEntrenched
      ? []
      : [
          buildClauseFinding(firstClause, null, {
            id: "non-variation-not-entrenched",
            type: categoryLabel("non-variation"),
            severity: "low",
            description:
              "The non-variation clause does not extend to itself or does not require signature, so its protection against oral variation is weaker than the Shifren principle allows.",
            recommendation:
              'Extend the clause to itself ("including this clause") and require signature by both parties.',
            source: citeCase(SHIFREN),
          }),
        ],
  };
}
