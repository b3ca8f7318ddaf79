import { AMCOAL_V_TRUTER, citeCase } from "../legal-sources.ts";
import type { RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  buildMissingFinding,
  categoryLabel,
  findClauses,
  type ReviewContext,
} from "../review-context.ts";

const DOMICILIUM_WORDING =
  /domicili(?:um|a)|address\s+for\s+(?:the\s+)?(?:service|delivery)\s+of\s+(?:all\s+)?(?:legal\s+)?(?:process|notices)|chosen\s+address/i;
const POSTAL_ADDRESS = /P\.?\s?O\.?\s+Box|Private\s+Bag|Postnet\s+Suite/i;
const PHYSICAL_ADDRESS =
  /\b\d+[A-Za-z]?\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s+(?:Street|Str|Road|Rd|Avenue|Ave|Drive|Lane|Crescent|Boulevard|Way|Close|Place|Square)\b|physical\s+address|street\s+address|\bErf\b|\bStand\b|Office\s+Park|Building|Floor/i;

/**
 * Domicilium citandi et executandi: the address each party chooses for the service of legal process
 * and notices. The High Court's Uniform Rule 4(1)(a)(iv) allows service by leaving process at the
 * chosen domicilium, and a notice delivered there is good even if it never reaches the party (Amcoal
 * Collieries Ltd v Truter 1990 (1) SA 1 (A)); without one, a creditor must trace the debtor before
 * every summons or notice of breach. A South African contract without a domicilium clause is a high
 * risk; one giving only a post-office box needs review, since the sheriff serves at a physical address.
 */
export function reviewDomicilium(context: ReviewContext): RuleOutcome {
  const clauses = findClauses(context, { categories: ["domicilium"], pattern: DOMICILIUM_WORDING });
  const requirement = "Domicilium citandi et executandi chosen for each party";
  if (clauses.length === 0) {
    return {
      checks: [
        buildCheck(
          "domicilium",
          requirement,
          "non_compliant",
          "No party chooses a domicilium citandi et executandi for service of legal process and notices.",
        ),
      ],
      findings: [
        buildMissingFinding({
          id: "domicilium-missing",
          type: categoryLabel("domicilium"),
          severity: "high",
          description:
            "The contract has no domicilium citandi et executandi clause. Without a chosen address for service, every summons and notice of breach must be served personally or at the party's current residence or place of business, which has to be traced first.",
          recommendation:
            "Add a clause in which each party chooses a physical address in South Africa (and an e-mail address for notices) as its domicilium citandi et executandi, changeable on written notice to another physical address.",
          source: citeCase(AMCOAL_V_TRUTER),
        }),
      ],
    };
  }
  const wording = clauses.map((clause) => clause.text).join("\n");
  const isPostalOnly = POSTAL_ADDRESS.test(wording) && !PHYSICAL_ADDRESS.test(wording);
  const firstClause = clauses[0]!;
  return {
    checks: [
      buildCheck(
        "domicilium",
        requirement,
        isPostalOnly ? "needs_review" : "compliant",
        isPostalOnly
          ? "The domicilium is a postal address only; process is served at a physical address."
          : `A domicilium clause is present (clause ${firstClause.number || firstClause.index + 1}).`,
      ),
    ],
    findings: isPostalOnly
      ? [
          buildClauseFinding(firstClause, null, {
            id: "domicilium-postal-address",
            type: categoryLabel("domicilium"),
            severity: "medium",
            description:
              "The chosen domicilium is a post-office box or private bag. The sheriff cannot serve process at a postal address, so the clause does not do its work.",
            recommendation:
              "Choose a physical street address in South Africa as the domicilium, with a postal or e-mail address for notices only.",
            source: citeCase(AMCOAL_V_TRUTER),
          }),
        ]
      : [],
  };
}
