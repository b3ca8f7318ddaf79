import { ARBITRATION_ACT, citeAct, citeSection, INTERNATIONAL_ARBITRATION_ACT } from "../legal-sources.ts";
import type { Finding, FindingSeverity, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  categoryLabel,
  findClauses,
  locateInClause,
  type ReviewContext,
} from "../review-context.ts";

const ARBITRATION_WORDING = /\barbitrat/i;
const SEAT =
  /\bseat\b|\bvenue\b|(?:held|conducted|take\s+place)\s+(?:in|at)\s+\S|\bin\s+(?:Johannesburg|Sandton|Pretoria|Tshwane|Cape\s+Town|Durban|Gqeberha|Port\s+Elizabeth|Bloemfontein|East\s+London|Polokwane|Mbombela|Nelspruit|Pietermaritzburg|Kimberley|Rustenburg|Stellenbosch|Centurion)\b/i;
const APPOINTMENT =
  /appoint\w*|nominat\w*|agreed\s+(?:upon\s+)?between\s+the\s+parties|failing\s+(?:such\s+)?agreement|\bAFSA\b|Arbitration\s+Foundation|chair(?:person|man)?\s+(?:for\s+the\s+time\s+being\s+)?of|President\s+(?:for\s+the\s+time\s+being\s+)?of|Legal\s+Practice\s+Council|Law\s+Society|rules\s+of\s+the/i;
const FOREIGN_SEAT =
  /(?:seat|held|venue|conducted)[^.]{0,40}\b(?:London|Paris|Geneva|Singapore|New\s+York|Mauritius|Dubai|Hong\s+Kong|Stockholm)\b|\bICC\b|\bLCIA\b|\bSIAC\b/i;
const ONLY_IF_AGREED =
  /if\s+the\s+parties\s+(?:so\s+)?agree|by\s+(?:mutual\s+)?agreement\s+between\s+the\s+parties\s+be\s+referred|may\s+agree\s+to\s+(?:refer|submit)/i;

/**
 * Arbitration Act 42 of 1965: an arbitration agreement is a written agreement to refer existing or
 * future disputes to arbitration (s 1); it binds until the parties agree otherwise or a court orders
 * (s 3), and court proceedings brought despite it may be stayed (s 6). Where the agreement does not
 * say how the arbitrator is appointed and the parties cannot agree, a party must ask the court to
 * appoint one (s 12), so a workable clause names the seat and the appointing authority. An
 * international commercial arbitration falls under the International Arbitration Act 15 of 2017. A
 * clause that only lets the parties arbitrate "if they agree" is not an arbitration agreement at all.
 * No check when there is no arbitration clause.
 */
export function reviewArbitration(context: ReviewContext): RuleOutcome {
  const arbitrationClauses = findClauses(context, {
    categories: ["arbitration"],
    pattern: ARBITRATION_WORDING,
  });
  const firstClause = arbitrationClauses[0];
  if (firstClause === undefined) return { checks: [], findings: [] };
  const wording = arbitrationClauses.map((clause) => clause.text).join("\n");
  const focus = locateInClause(firstClause, ARBITRATION_WORDING);
  const findings: Finding[] = [];
  const addFinding = (
    id: string,
    severity: FindingSeverity,
    description: string,
    recommendation: string,
    source = citeSection(ARBITRATION_ACT, "1"),
  ) =>
    findings.push(
      buildClauseFinding(firstClause, focus, {
        id,
        type: categoryLabel("arbitration"),
        severity,
        description,
        recommendation,
        source,
      }),
    );

  if (ONLY_IF_AGREED.test(wording)) {
    addFinding(
      "arbitration-only-if-agreed",
      "medium",
      "Disputes go to arbitration only if the parties later agree, which is not a binding arbitration agreement; either party may still go to court.",
      'Make the reference to arbitration binding: "any dispute shall be referred to and finally resolved by arbitration".',
    );
  }
  if (!SEAT.test(wording)) {
    addFinding(
      "arbitration-seat",
      "medium",
      "The clause does not name the seat or venue of the arbitration, which decides the supervising court and the governing arbitration law.",
      "Name the seat (e.g. Johannesburg) and the venue.",
    );
  }
  if (!APPOINTMENT.test(wording)) {
    addFinding(
      "arbitration-appointment",
      "medium",
      "The clause does not say how the arbitrator is appointed. If the parties cannot agree, a party must apply to court for an appointment, which costs time and money.",
      "Provide that, failing agreement within a set time, the arbitrator is appointed by a named body (e.g. the Arbitration Foundation of Southern Africa), and name the rules that apply.",
      citeSection(ARBITRATION_ACT, "12"),
    );
  }
  if (FOREIGN_SEAT.test(wording)) {
    addFinding(
      "arbitration-international",
      "low",
      "The arbitration is seated abroad or under international rules, so the Arbitration Act does not govern it; the International Arbitration Act 15 of 2017 governs recognition and enforcement of the award in South Africa.",
      "Confirm that a foreign seat is intended and that an award can be enforced against the other party's assets.",
      citeAct(INTERNATIONAL_ARBITRATION_ACT),
    );
  }
  const isNonCompliant = findings.some((finding) => finding.severity !== "low");
  return {
    checks: [
      buildCheck(
        "arbitration-act",
        "Written arbitration agreement naming the seat and how the arbitrator is appointed (Arbitration Act 42 of 1965)",
        isNonCompliant ? "non_compliant" : findings.length > 0 ? "needs_review" : "compliant",
        findings.length === 0
          ? "The written arbitration clause binds the parties and names the seat and the appointment of the arbitrator."
          : findings
              .map((finding) => finding.description.split(". ")[0])
              .join("; ")
              .concat("."),
      ),
    ],
    findings,
  };
}
