import { type CitedSource, CONSUMER_PROTECTION_ACT, citeSection } from "../legal-sources.ts";
import type { Finding, FindingSeverity, RuleOutcome } from "../review.types.ts";
import { buildClauseFinding, type ReviewContext, settleConsumerProtectionRule } from "../review-context.ts";

const EXCLUSION_OF_LIABILITY =
  /(?:not\s+be\s+(?:held\s+)?(?:liable|responsible)|no\s+liability|exclud\w*\s+(?:all\s+|any\s+)?liability|exempt\w*\s+from\s+(?:all\s+|any\s+)?liability|indemnif\w*|hold\s+harmless)/i;
const CARVE_OUT = /(?:except|save|other\s+than|excluding|unless|does\s+not\s+apply)\b[^.]{0,80}$/i;

type ProhibitedTerm = {
  id: string;
  severity: FindingSeverity;
  /** Finds the prohibited wording in a clause, or null. */
  locate: (clauseText: string) => { index: number; length: number } | null;
  description: string;
  recommendation: string;
  source: CitedSource;
};

/** The first match of the pattern that no "except", "save" or "unless" qualifies just before it. */
function locateUnqualified(clauseText: string, pattern: RegExp): { index: number; length: number } | null {
  for (const match of clauseText.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))) {
    const sentenceStart = Math.max(clauseText.lastIndexOf(".", match.index) + 1, 0);
    if (!CARVE_OUT.test(clauseText.slice(sentenceStart, match.index))) {
      return { index: match.index, length: match[0].length };
    }
  }
  return null;
}

function locateWithinExclusion(
  clauseText: string,
  pattern: RegExp,
): { index: number; length: number } | null {
  return EXCLUSION_OF_LIABILITY.test(clauseText) ? locateUnqualified(clauseText, pattern) : null;
}

const PROHIBITED_TERMS: ProhibitedTerm[] = [
  {
    id: "cpa-s51-gross-negligence",
    severity: "critical",
    locate: (clauseText) => locateWithinExclusion(clauseText, /gross(?:ly)?\s+neglig\w*/i),
    description:
      "The clause excludes or limits the supplier's liability for gross negligence (or makes the consumer bear that risk). Such a term is prohibited and void.",
    recommendation: "Carve gross negligence (and intentional wrongdoing) out of the exclusion expressly.",
    source: citeSection(CONSUMER_PROTECTION_ACT, "51(1)(c)"),
  },
  {
    id: "cpa-s51-blanket-exclusion",
    severity: "high",
    locate: (clauseText) =>
      /gross(?:ly)?\s+neglig/i.test(clauseText)
        ? null
        : locateWithinExclusion(
            clauseText,
            /howsoever\s+(?:arising|caused)|however\s+(?:arising|caused)|of\s+whatsoever\s+nature|from\s+any\s+cause\s+whatsoever/i,
          ),
    description:
      "The exclusion covers loss however caused, which includes loss caused by the supplier's gross negligence. To that extent the term is prohibited and void.",
    recommendation: "Exclude gross negligence and intentional wrongdoing from the exclusion expressly.",
    source: citeSection(CONSUMER_PROTECTION_ACT, "51(1)(c)"),
  },
  {
    id: "cpa-reg44-personal-injury",
    severity: "high",
    locate: (clauseText) =>
      locateWithinExclusion(
        clauseText,
        /death|(?:personal|bodily)\s+injur\w*|injury\s+to\s+(?:the\s+)?(?:person|consumer)/i,
      ),
    description:
      "The supplier excludes liability for death or personal injury caused by its own act or omission, a term presumed unfair under reg 44(3)(a).",
    recommendation:
      "Remove the exclusion for death or personal injury caused by the supplier's act or omission.",
    source: citeSection(CONSUMER_PROTECTION_ACT, "48", "reg 44(3)(a) of the CPA Regulations"),
  },
  {
    id: "cpa-s51-waiver-of-rights",
    severity: "critical",
    locate: (clauseText) =>
      locateUnqualified(
        clauseText,
        /(?:waives?|renounces?|abandons?|gives?\s+up)\s+[^.]{0,80}(?:rights?|benefits?|protections?|remedies)\s+(?:in\s+terms\s+of|under|conferred\s+by)\s+(?:the\s+)?(?:Consumer\s+Protection\s+Act|Act\b|common\s+law|any\s+law)|(?:waives?|renounces?)\s+[^.]{0,60}common[- ]law\s+(?:rights?|remedies)/i,
      ),
    description:
      "The consumer waives rights given by the Consumer Protection Act or the common law. A term that purports to waive or deprive a consumer of a right under the Act is prohibited and void.",
    recommendation:
      "Remove the waiver; the consumer's statutory and common-law rights cannot be contracted away.",
    source: citeSection(CONSUMER_PROTECTION_ACT, "51(1)(b)"),
  },
  {
    id: "cpa-s51-forfeiture",
    severity: "high",
    locate: (clauseText) =>
      locateUnqualified(
        clauseText,
        /\bforfeit(?:s|ed|ure)?\b|(?:entitled\s+to\s+)?retain\s+(?:all|any)\s+(?:amounts|monies|moneys|payments|deposits?)\s+(?:already\s+)?paid/i,
      ),
    description:
      "Money the consumer has paid is forfeited to the supplier. A consumer may not be made to forfeit money for exercising a right under the Act or money the supplier is not entitled to by law.",
    recommendation:
      "Replace the forfeiture with a refund less a reasonable cancellation charge that reflects the supplier's actual loss.",
    source: citeSection(CONSUMER_PROTECTION_ACT, "51(1)"),
  },
];

/**
 * Consumer Protection Act 68 of 2008, s 51 (prohibited terms), read with reg 44: a term is void to the
 * extent that it waives or deprives the consumer of a right under the Act (s 51(1)(b)); limits or
 * exempts the supplier from liability for loss caused by its gross negligence, or makes the consumer
 * assume that risk (s 51(1)(c)); or makes the consumer forfeit money the supplier is not entitled to.
 * Reg 44(3)(a) presumes unfair a term excluding liability for death or personal injury caused by the
 * supplier. An exclusion "howsoever caused" reaches gross negligence unless it is carved out.
 */
export function reviewCpaProhibitedTerms(context: ReviewContext): RuleOutcome {
  const findings: Finding[] = [];
  for (const clause of context.clauses) {
    for (const term of PROHIBITED_TERMS) {
      const focus = term.locate(clause.text);
      if (focus === null) continue;
      findings.push(
        buildClauseFinding(clause, focus, {
          id: term.id,
          type: "Prohibited term",
          severity: term.severity,
          description: term.description,
          recommendation: term.recommendation,
          source: term.source,
        }),
      );
    }
  }
  return settleConsumerProtectionRule(
    context,
    {
      id: "cpa-s51",
      requirement:
        "No prohibited terms: gross negligence exclusions, waivers of rights, forfeitures (CPA s 51, reg 44)",
      compliantDetails:
        "No exclusion of gross negligence, waiver of the consumer's rights or forfeiture of money paid was found.",
      breachDetails: `${findings.length} prohibited or presumed-unfair term${findings.length === 1 ? " was" : "s were"} found.`,
    },
    findings,
  );
}
