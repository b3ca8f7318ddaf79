import { citeSection, SUPERIOR_COURTS_ACT } from "../legal-sources.ts";
import type { ComplianceCheck, Finding, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  buildMissingFinding,
  categoryLabel,
  findClauses,
  findFirstMatch,
  type ReviewContext,
} from "../review-context.ts";

const GOVERNING_LAW_WORDING =
  /governed\s+by|governing\s+law|construed\s+(?:and\s+\w+\s+)?in\s+accordance\s+with|applicable\s+law|laws?\s+of\s+(?:the\s+Republic|South\s+Africa)/i;
const SOUTH_AFRICAN_LAW =
  /laws?\s+of\s+(?:the\s+)?(?:Republic\s+of\s+South\s+Africa|South\s+Africa|Republic|RSA)\b|South\s+African\s+law/i;
const NAMED_LAW =
  /laws?\s+of\s+(?:the\s+)?(?:State\s+of\s+)?([A-Z][A-Za-z]+(?:\s+(?:and\s+)?[A-Z][A-Za-z]+){0,3})/;

const JURISDICTION_WORDING =
  /jurisdiction|submit\s+to\s+the\s+(?:exclusive\s+|non-exclusive\s+)?courts?|High\s+Court|Magistrates?['’]?\s*Courts?/i;
const SOUTH_AFRICAN_COURT =
  /High\s+Court|Magistrates?['’]?\s*Courts?|South\s+Africa|Republic|Gauteng|Western\s+Cape|KwaZulu[- ]Natal|Eastern\s+Cape|Free\s+State|Limpopo|Mpumalanga|North\s+West|Northern\s+Cape|section\s+45/i;
const FOREIGN_COURT =
  /courts?\s+of\s+(?:the\s+)?(?:State\s+of\s+)?(?!the\s+Republic|South\s+Africa|RSA)([A-Z][A-Za-z]+(?:\s+(?:and\s+)?[A-Z][A-Za-z]+){0,3})/;

function reviewGoverningLaw(context: ReviewContext): { check: ComplianceCheck; findings: Finding[] } {
  const requirement = "South African governing law stated";
  const clauses = findClauses(context, { categories: ["governing-law"], pattern: GOVERNING_LAW_WORDING });
  if (clauses.length === 0) {
    return {
      check: buildCheck(
        "governing-law",
        requirement,
        "non_compliant",
        "The contract does not say which law governs it.",
      ),
      findings: [
        buildMissingFinding({
          id: "governing-law-missing",
          type: categoryLabel("governing-law"),
          severity: "medium",
          description:
            "No governing-law clause. A court would have to infer the proper law of the contract from the parties' circumstances, which invites dispute when a party or the performance is outside South Africa.",
          recommendation: 'Add: "This agreement is governed by the laws of the Republic of South Africa."',
          source: { legalReference: "Common law: the proper law of the contract", reference: null },
        }),
      ],
    };
  }
  if (clauses.some((clause) => SOUTH_AFRICAN_LAW.test(clause.text))) {
    return {
      check: buildCheck(
        "governing-law",
        requirement,
        "compliant",
        "The contract is governed by South African law.",
      ),
      findings: [],
    };
  }
  const foreign = findFirstMatch(clauses, NAMED_LAW);
  if (foreign === null) {
    return {
      check: buildCheck(
        "governing-law",
        requirement,
        "needs_review",
        "A governing-law clause exists but does not name a legal system.",
      ),
      findings: [],
    };
  }
  const system = NAMED_LAW.exec(foreign.clause.text)?.[1] ?? "a foreign system";
  return {
    check: buildCheck(
      "governing-law",
      requirement,
      "non_compliant",
      `The contract is governed by the law of ${system}.`,
    ),
    findings: [
      buildClauseFinding(foreign.clause, foreign.focus, {
        id: "governing-law-foreign",
        type: categoryLabel("governing-law"),
        severity: "high",
        description: `The contract is governed by the law of ${system}. A South African party would need foreign-law advice and expert evidence of that law in a South African court, and statutory protections may still apply regardless of the choice.`,
        recommendation:
          "Choose the law of the Republic of South Africa, or take advice on the chosen law before signing.",
        source: { legalReference: "Common law: the proper law of the contract", reference: null },
      }),
    ],
  };
}

function reviewJurisdiction(context: ReviewContext): { check: ComplianceCheck; findings: Finding[] } {
  const requirement = "Jurisdiction of a South African court stated";
  const clauses = findClauses(context, { categories: ["jurisdiction"], pattern: JURISDICTION_WORDING });
  if (clauses.length === 0) {
    return {
      check: buildCheck(
        "jurisdiction",
        requirement,
        "non_compliant",
        "The contract does not say which court has jurisdiction.",
      ),
      findings: [
        buildMissingFinding({
          id: "jurisdiction-missing",
          type: categoryLabel("jurisdiction"),
          severity: "low",
          description:
            "No jurisdiction clause. Jurisdiction then follows the ordinary rules (a High Court division has jurisdiction over persons residing or being in, and causes arising within, its area), and parties cannot use the cheaper Magistrates' Court by consent.",
          recommendation:
            "Add a consent to the jurisdiction of a named High Court division and, for smaller claims, of the Magistrates' Court under s 45 of the Magistrates' Courts Act 32 of 1944.",
          source: citeSection(SUPERIOR_COURTS_ACT, "21"),
        }),
      ],
    };
  }
  const foreign = findFirstMatch(clauses, FOREIGN_COURT);
  const isSouthAfrican = clauses.some((clause) => SOUTH_AFRICAN_COURT.test(clause.text));
  if (foreign !== null && !isSouthAfrican) {
    const forum = FOREIGN_COURT.exec(foreign.clause.text)?.[1] ?? "a foreign country";
    return {
      check: buildCheck(
        "jurisdiction",
        requirement,
        "non_compliant",
        `Disputes go to the courts of ${forum}.`,
      ),
      findings: [
        buildClauseFinding(foreign.clause, foreign.focus, {
          id: "jurisdiction-foreign",
          type: categoryLabel("jurisdiction"),
          severity: "high",
          description: `Disputes must be brought in the courts of ${forum}. Litigating abroad is costly, and a foreign judgment must still be recognised before it can be enforced in South Africa.`,
          recommendation: "Give a South African court (a named High Court division) jurisdiction.",
          source: citeSection(SUPERIOR_COURTS_ACT, "21"),
        }),
      ],
    };
  }
  return {
    check: buildCheck(
      "jurisdiction",
      requirement,
      isSouthAfrican ? "compliant" : "needs_review",
      isSouthAfrican
        ? "A South African court has jurisdiction."
        : "A jurisdiction clause exists but does not name the court.",
    ),
    findings: [],
  };
}

/**
 * Governing law and jurisdiction. South African courts give effect to the parties' choice of law, but
 * for a South African contract a foreign law means proving that law as a fact and advice from abroad,
 * and a missing choice leaves the court to infer the proper law. Jurisdiction without a clause follows
 * the Superior Courts Act 10 of 2013, s 21 (persons residing or being in, and causes arising within, a
 * division's area); a foreign forum means litigating abroad and then having the judgment recognised
 * here. Always gives two checks: governing law and jurisdiction.
 */
export function reviewGoverningLawAndJurisdiction(context: ReviewContext): RuleOutcome {
  const governingLaw = reviewGoverningLaw(context);
  const jurisdiction = reviewJurisdiction(context);
  return {
    checks: [governingLaw.check, jurisdiction.check],
    findings: [...governingLaw.findings, ...jurisdiction.findings],
  };
}
