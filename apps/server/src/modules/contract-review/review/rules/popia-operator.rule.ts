import { citeSection, PROTECTION_OF_PERSONAL_INFORMATION_ACT } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  categoryLabel,
  findClauses,
  findFirstMatch,
  type ReviewContext,
} from "../review-context.ts";

export const PERSONAL_INFORMATION_WORDING =
  /personal\s+(?:information|data)|data\s+subjects?|\bPOPIA\b|Protection\s+of\s+Personal\s+Information/i;
/** Processing of personal information in the same clause: the sign of an operator arrangement. */
const PROCESSING_PERSONAL_INFORMATION =
  /process\w*[^.]{0,120}personal\s+(?:information|data)|personal\s+(?:information|data)[^.]{0,120}process\w*|\boperator\b/i;

const SECURITY_MEASURES =
  /security\s+(?:measures|safeguards|controls)|technical\s+and\s+organi[sz]ational\s+measures|section\s+19\b|\bs\s*19\b/i;
const BREACH_NOTIFICATION =
  /notif\w*[^.]{0,120}(?:security\s+compromise|breach|unauthori[sz]ed\s+(?:access|acquisition|person|disclosure))|section\s+2[12]\s*\(2\)|reasonable\s+grounds\s+to\s+believe/i;
const AUTHORISED_PROCESSING =
  /knowledge\s+or\s+authori[sz]ation|(?:only\s+)?(?:on|in\s+accordance\s+with)\s+(?:the\s+)?(?:documented\s+|written\s+|lawful\s+)?instructions|only\s+for\s+the\s+purpose|treat\s+[^.]{0,60}as\s+confidential/i;

/**
 * Protection of Personal Information Act 4 of 2013, s 21 (with ss 19 and 20): a responsible party that
 * has an operator process personal information for it must, by a written contract, ensure that the
 * operator establishes and maintains the security measures of s 19 (s 21(1)); the operator must process
 * only with the responsible party's knowledge or authorisation and treat the information as confidential
 * (s 20), and must notify the responsible party immediately of reasonable grounds to believe the
 * information was accessed or acquired by an unauthorised person (s 21(2)). Applies when a clause has
 * personal information processed; no check otherwise.
 */
export function reviewPopiaOperator(context: ReviewContext): RuleOutcome {
  const personalInformationClauses = findClauses(context, {
    categories: ["personal-information", "operator-terms"],
    pattern: PERSONAL_INFORMATION_WORDING,
  });
  const processing = findFirstMatch(personalInformationClauses, PROCESSING_PERSONAL_INFORMATION);
  if (processing === null) return { checks: [], findings: [] };

  const wording = personalInformationClauses.map((clause) => clause.text).join("\n");
  const missingTerms = [
    {
      isPresent: SECURITY_MEASURES.test(wording),
      name: "security measures (s 19)",
      severity: "high" as const,
    },
    {
      isPresent: AUTHORISED_PROCESSING.test(wording),
      name: "processing only on instruction and in confidence (s 20)",
      severity: "medium" as const,
    },
    {
      isPresent: BREACH_NOTIFICATION.test(wording),
      name: "notice of a security compromise (s 21(2))",
      severity: "medium" as const,
    },
  ].filter((term) => !term.isPresent);

  const findings: Finding[] = [];
  if (missingTerms.length > 0) {
    const names = missingTerms.map((term) => term.name).join(", ");
    findings.push(
      buildClauseFinding(processing.clause, processing.focus, {
        id: "popia-s21-operator",
        type: categoryLabel("operator-terms"),
        severity: missingTerms.some((term) => term.severity === "high") ? "high" : "medium",
        description: `Personal information is processed for another party, but the contract lacks the operator terms POPIA requires: ${names}. The responsible party stays accountable for the operator's processing.`,
        recommendation:
          "Add an operator clause: process only on the responsible party's written instructions and in confidence, maintain appropriate technical and organisational security measures (s 19), and notify the responsible party immediately of any suspected security compromise.",
        source: citeSection(PROTECTION_OF_PERSONAL_INFORMATION_ACT, "21"),
      }),
    );
  }
  return {
    checks: [
      buildCheck(
        "popia-s21",
        "Written operator terms with security measures for personal information (POPIA s 21)",
        findings.length === 0 ? "compliant" : "non_compliant",
        findings.length === 0
          ? "The contract binds the operator to security measures, authorised and confidential processing, and notice of security compromises."
          : `Missing: ${missingTerms.map((term) => term.name).join(", ")}.`,
      ),
    ],
    findings,
  };
}
