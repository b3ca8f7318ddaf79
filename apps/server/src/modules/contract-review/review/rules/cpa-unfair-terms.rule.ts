import { CONSUMER_PROTECTION_ACT, citeSection } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildClauseFinding,
  locateInClause,
  type ReviewContext,
  settleConsumerProtectionRule,
} from "../review-context.ts";

const CONSUMER_ROLE =
  /\b(?:consumer|customer|client|member|tenant|lessee|purchaser|buyer|subscriber|student|patient|you)\b/gi;
const SUPPLIER_ROLE =
  /\b(?:supplier|company|service provider|provider|lessor|landlord|seller|club|bank|lender|school|we|us)\b/gi;

/** The party named last before a position: a discretion belongs to whoever the sentence is about. */
function nearestRoleBefore(text: string, position: number): "consumer" | "supplier" | null {
  const before = text.slice(Math.max(0, position - 80), position);
  const lastConsumer = Math.max(-1, ...[...before.matchAll(CONSUMER_ROLE)].map((match) => match.index));
  const lastSupplier = Math.max(-1, ...[...before.matchAll(SUPPLIER_ROLE)].map((match) => match.index));
  if (lastConsumer === -1 && lastSupplier === -1) return null;
  return lastConsumer > lastSupplier ? "consumer" : "supplier";
}

type UnfairTermPattern = { id: string; pattern: RegExp; description: string; recommendation: string };

const UNFAIR_TERM_PATTERNS: UnfairTermPattern[] = [
  {
    id: "cpa-s48-sole-discretion",
    pattern: /\b(?:sole|absolute|unfettered|own)\s+(?:and\s+(?:absolute|sole|unfettered)\s+)?discretion\b/i,
    description:
      "The supplier decides in its sole discretion, without criteria or recourse for the consumer. A term so one-sided in the supplier's favour is unfair, unreasonable or unjust (s 48(2)(a)).",
    recommendation:
      "Replace the sole discretion with objective criteria, a duty to act reasonably, and notice to the consumer.",
  },
  {
    id: "cpa-s48-unilateral-variation",
    pattern:
      /(?:may|shall be entitled to|reserves? the right to)\s+(?:at any time\s+)?(?:and from time to time\s+)?(?:unilaterally\s+)?(?:amend|vary|change|alter|increase)\s+(?:these|the|this|its|any of the)\s+(?:terms|fees|prices|charges|tariffs|rates|agreement|conditions)(?![^.]{0,120}(?:notice|notify|agree|consent))/i,
    description:
      "The supplier may change the terms or the price on its own, without notice to the consumer or a right to cancel. Unilateral variation of this kind is one-sided and unfair (s 48(2)(a); reg 44(3)).",
    recommendation:
      "Require reasonable written notice of any change and let the consumer cancel without penalty if they do not accept it.",
  },
  {
    id: "cpa-s48-waiver",
    pattern:
      /\bwaives?\s+(?:any\s+and\s+)?(?:all\s+)?(?:of\s+)?(?:(?:its|his|her|their|your|any)\s+)?(?:rights?|claims?|remedies)(?![^.]{0,80}(?:Consumer Protection Act|common[- ]law|in terms of (?:this|the) Act))/i,
    description:
      "The consumer gives up rights or claims against the supplier. A waiver that leaves the consumer without a remedy is excessively one-sided (s 48(2)).",
    recommendation: "Remove the waiver, or limit it to a specific, reasonable and clearly explained matter.",
  },
  {
    id: "cpa-s48-no-refund",
    pattern:
      /\bno\s+refunds?\b|(?:fees|amounts|monies|moneys|deposits?|payments?)\s+(?:paid\s+)?(?:are|is|shall\s+be|will\s+be)\s+non-refundable/i,
    description:
      "The clause excludes any refund. A consumer keeps the right to return defective goods for a refund (s 56) and to a refund of advance payments less a reasonable cancellation charge (s 17), so a blanket no-refund term is unfair (s 48(1)).",
    recommendation:
      "State the refunds the Act requires and limit any non-refundable amount to a reasonable charge.",
  },
];

/**
 * Consumer Protection Act 68 of 2008, s 48: a supplier may not enter into an agreement on terms that
 * are unfair, unreasonable or unjust; s 48(2) makes a term unfair when it is excessively one-sided in
 * favour of anyone other than the consumer, or so adverse to the consumer as to be inequitable. Reg
 * 44(3) lists terms presumed unfair (among them unilateral changes to the terms or the price). Flags a
 * supplier's sole discretion, unilateral variation without notice, waivers of the consumer's claims and
 * blanket no-refund terms. Always gives a check unless the Act is excluded (employment, s 5(2)(e)).
 */
export function reviewCpaUnfairTerms(context: ReviewContext): RuleOutcome {
  const findings: Finding[] = [];
  for (const clause of context.clauses) {
    for (const unfairTerm of UNFAIR_TERM_PATTERNS) {
      const focus = locateInClause(clause, unfairTerm.pattern);
      if (focus === null) continue;
      if (
        unfairTerm.id === "cpa-s48-sole-discretion" &&
        nearestRoleBefore(clause.text, focus.index) === "consumer"
      ) {
        continue;
      }
      findings.push(
        buildClauseFinding(clause, focus, {
          id: unfairTerm.id,
          type: "Unfair term",
          severity: "medium",
          description: unfairTerm.description,
          recommendation: unfairTerm.recommendation,
          source: citeSection(CONSUMER_PROTECTION_ACT, "48"),
        }),
      );
    }
  }
  return settleConsumerProtectionRule(
    context,
    {
      id: "cpa-s48",
      requirement: "No unfair, unreasonable or unjust terms (CPA s 48)",
      compliantDetails:
        "No one-sided discretion, unilateral variation, waiver of claims or no-refund term was found.",
      breachDetails: `${findings.length} term${findings.length === 1 ? "" : "s"} may be unfair, unreasonable or unjust to the consumer.`,
    },
    findings,
  );
}
