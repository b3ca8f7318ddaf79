import type { ClassifiedClause } from "../../clause-categories.ts";
import { CONSUMER_PROTECTION_ACT, citeSection } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildClauseFinding,
  findClauses,
  locateInClause,
  type ReviewContext,
  settleConsumerProtectionRule,
} from "../review-context.ts";

/** The four kinds of term s 49(1) names: limitation of liability, assumption of risk, indemnity, acknowledgement. */
const RISKY_TERM =
  /(?:shall|will)\s+not\s+be\s+(?:held\s+)?(?:liable|responsible)|(?:limits?|limited|excludes?|excluded|exempts?)\s+(?:its\s+|their\s+|the\s+supplier['’]s\s+)?liability|liability[^.]{0,40}(?:limited\s+to|shall\s+not\s+exceed|capped)|\bindemnif(?:y|ies)\b|\bhold\s+harmless|at\s+(?:his|her|their|its|your|the\s+consumer['’]s|the\s+member['’]s)\s+own\s+risk|assumes?\s+(?:all\s+|any\s+|the\s+)?risks?|acknowledges?\s+that\s+(?:he|she|it|they|the\s+consumer|the\s+customer|you)\s+(?:has|have)\s+(?:read|been|received|inspected)/i;

/** Wording that shows the term was drawn to the consumer's attention, or a place to initial it. */
const NOTICE_WORDING =
  /\binitial(?:s|led)?\b|_{3,}|(?:attention|notice)\s+(?:is|has\s+been)\s+(?:specifically\s+|expressly\s+)?(?:drawn|brought)|draw[sn]?\s+(?:specifically\s+)?(?:to\s+)?(?:the\s+)?(?:consumer|customer|client|member|your)['’]?s?\s+attention|(?:specifically|expressly)\s+(?:brought|drawn)\s+to|section\s+49\b|\bs\s*49\b|\bin\s+bold\b/i;
const CONSPICUOUS_HEADING = /\bIMPORTANT\b|\bNOTE\b|\bWARNING\b/;

/** A clause written mostly in capitals stands out in a plain-text contract the way bold print does. */
function isWrittenInCapitals(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, "");
  if (letters.length < 40) return false;
  return letters.replace(/[^A-Z]/g, "").length / letters.length >= 0.6;
}

/** A sentence elsewhere in the contract that draws attention to this clause by its number. */
function isDrawnToAttentionElsewhere(text: string, clause: ClassifiedClause): boolean {
  if (clause.number === "") return false;
  const escapedNumber = clause.number.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(
    `attention[^.]{0,200}\\b${escapedNumber}\\b(?!\\.\\d)|\\b${escapedNumber}\\b(?!\\.\\d)[^.]{0,200}attention`,
    "i",
  );
  return pattern.test(text);
}

function isConspicuous(text: string, clause: ClassifiedClause): boolean {
  const wording = `${clause.heading}\n${clause.text}`;
  return (
    NOTICE_WORDING.test(wording) ||
    CONSPICUOUS_HEADING.test(wording) ||
    isWrittenInCapitals(clause.text) ||
    isDrawnToAttentionElsewhere(text, clause)
  );
}

/**
 * Consumer Protection Act 68 of 2008, s 49: a term that limits the supplier's risk or liability, makes
 * the consumer assume a risk or liability, obliges the consumer to indemnify anyone, or records the
 * consumer's acknowledgement of a fact must be written in plain language (s 49(3)) and drawn to the
 * consumer's attention in a conspicuous manner and form likely to attract an ordinarily alert consumer
 * (s 49(4)), before the consumer signs; for risks that could cause serious injury or death the consumer
 * must assent by signing or initialling the term (s 49(2)). Without notice such a term may not be
 * enforced. A term counts as drawn to attention when it is initialled, in capitals, headed IMPORTANT,
 * says it is brought to the consumer's attention, or another clause draws attention to it by number.
 */
export function reviewCpaNoticeOfRiskyTerms(context: ReviewContext): RuleOutcome {
  const riskyClauses = findClauses(context, { pattern: RISKY_TERM });
  const findings: Finding[] = [];
  for (const clause of riskyClauses) {
    if (isConspicuous(context.text, clause)) continue;
    findings.push(
      buildClauseFinding(clause, locateInClause(clause, RISKY_TERM), {
        id: "cpa-s49-notice",
        type: "Risky term without notice",
        severity: "high",
        description:
          "This term limits the supplier's liability, places a risk on the consumer, requires an indemnity or records an acknowledgement, but nothing shows it was drawn to the consumer's attention. Such a term must be in plain language and brought to the consumer's attention conspicuously before the agreement is concluded, or it may not be enforced.",
        recommendation:
          "Print the term in bold or capitals with a heading such as IMPORTANT, explain it in plain language, and have the consumer initial it beside the clause.",
        source: citeSection(CONSUMER_PROTECTION_ACT, "49"),
      }),
    );
  }
  if (riskyClauses.length === 0) return { checks: [], findings: [] };
  return settleConsumerProtectionRule(
    context,
    {
      id: "cpa-s49",
      requirement:
        "Limitations of liability, assumptions of risk and indemnities drawn to the consumer's attention (CPA s 49)",
      compliantDetails: `${riskyClauses.length} such term${riskyClauses.length === 1 ? " is" : "s are"} drawn to the consumer's attention.`,
      breachDetails: `${findings.length} of ${riskyClauses.length} such terms are not drawn to the consumer's attention.`,
    },
    findings,
  );
}
