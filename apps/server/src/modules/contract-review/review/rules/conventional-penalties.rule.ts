import { CONVENTIONAL_PENALTIES_ACT, citeSection } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  categoryLabel,
  findClauses,
  findFirstMatch,
  type ReviewContext,
} from "../review-context.ts";

const PENALTY_WORDING = /\bpenalt(?:y|ies)\b|liquidated\s+damages|pre-?estimate|\brouwkoop\b/i;
const PENALTY_AND_DAMAGES =
  /(?:in\s+addition\s+to|as\s+well\s+as|together\s+with|over\s+and\s+above|without\s+prejudice\s+to)[^.]{0,80}\bdamages\b|\bdamages\b[^.]{0,60}(?:in\s+addition\s+to|as\s+well\s+as|over\s+and\s+above)[^.]{0,40}(?:penalt|amount)/i;
const OPEN_ENDED_PENALTY =
  /per\s+(?:calendar\s+)?(?:day|week|month)|for\s+each\s+(?:day|week|month)|(?:all|any)\s+(?:amounts|monies|moneys|payments)\s+(?:already\s+)?paid|\bforfeit\w*|full\s+(?:contract\s+)?(?:price|value)|\b\d{2,3}\s*%\s+of\s+the\s+(?:contract|purchase|total)/i;
const PENALTY_CAP = /maximum|not\s+exceed|capped|limited\s+to|up\s+to\s+a\s+total/i;

/**
 * Conventional Penalties Act 15 of 1962: a penalty stipulation (a sum payable or a performance due on
 * breach, including a pre-estimate of damages and a forfeiture on withdrawal, s 4) is enforceable (s 1),
 * but the creditor may not recover both the penalty and damages for the same act or omission (s 2(1)),
 * and a court may reduce a penalty out of proportion to the prejudice the creditor suffered (s 3).
 * A clause claiming the penalty in addition to damages is non-compliant; an open-ended penalty (per
 * day without a cap, all money paid, the full price) needs review for proportionality. No check when
 * the contract has no penalty stipulation.
 */
export function reviewConventionalPenalties(context: ReviewContext): RuleOutcome {
  const penaltyClauses = findClauses(context, {
    categories: ["penalty", "liquidated-damages"],
    pattern: PENALTY_WORDING,
  });
  if (penaltyClauses.length === 0) return { checks: [], findings: [] };
  const findings: Finding[] = [];
  const cumulation = findFirstMatch(penaltyClauses, PENALTY_AND_DAMAGES);
  if (cumulation !== null) {
    findings.push(
      buildClauseFinding(cumulation.clause, cumulation.focus, {
        id: "conventional-penalties-s2-penalty-and-damages",
        type: categoryLabel("penalty"),
        severity: "high",
        description:
          "The clause claims the penalty as well as damages for the same breach. A creditor may not recover both a penalty and damages in respect of the same act or omission.",
        recommendation:
          "Let the creditor elect between the penalty and proven damages, and say expressly whether damages may be claimed instead of the penalty.",
        source: citeSection(CONVENTIONAL_PENALTIES_ACT, "2(1)"),
      }),
    );
  }
  const openEnded = penaltyClauses.find(
    (clause) => OPEN_ENDED_PENALTY.test(clause.text) && !PENALTY_CAP.test(clause.text),
  );
  if (openEnded !== undefined) {
    const focus = findFirstMatch([openEnded], OPEN_ENDED_PENALTY)?.focus ?? null;
    findings.push(
      buildClauseFinding(openEnded, focus, {
        id: "conventional-penalties-s3-proportion",
        type: categoryLabel("penalty"),
        severity: "medium",
        description:
          "The penalty has no ceiling (it runs per day, forfeits money paid or equals the full price), so it may fall out of proportion to the prejudice actually suffered; a court may then reduce it to what is equitable.",
        recommendation:
          "Cap the penalty and record how it relates to the loss the creditor expects to suffer.",
        source: citeSection(CONVENTIONAL_PENALTIES_ACT, "3"),
      }),
    );
  }
  return {
    checks: [
      buildCheck(
        "conventional-penalties",
        "Penalty stipulations not cumulated with damages and proportionate (Conventional Penalties Act ss 2–3)",
        cumulation !== null ? "non_compliant" : openEnded !== undefined ? "needs_review" : "compliant",
        cumulation !== null
          ? "The penalty is claimed in addition to damages for the same breach."
          : openEnded !== undefined
            ? "The penalty is open-ended; whether it is proportionate to the prejudice depends on the facts."
            : "The penalty stands instead of damages and is limited.",
      ),
    ],
    findings,
  };
}
