import { type Duration, durationInCalendarDays, findDurations } from "../contract-text.ts";
import { BARKHUIZEN_V_NAPIER, citeCase, citeSection, PRESCRIPTION_ACT } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  findClauses,
  findFirstMatch,
  type ReviewContext,
} from "../review-context.ts";

/** s 11(d): most debts, contractual claims among them, prescribe after three years. */
const ORDINARY_PRESCRIPTION_DAYS = 3 * 365;
/** Barkhuizen upheld a 90-day time bar; much shorter periods are hard to defend as fair. */
const SHORTEST_DEFENSIBLE_TIME_BAR_DAYS = 90;

const TIME_BAR =
  /(?:claims?|actions?|proceedings?|disputes?)[^.]{0,100}(?:must|shall)\s+be\s+(?:instituted|brought|commenced|made|lodged|referred|served|notified)[^.]{0,40}within\s+|time[- ]barred|(?:shall|will)\s+(?:lapse|be\s+forfeited|be\s+barred|be\s+extinguished)\s+(?:unless|if\s+not)|(?:no|any)\s+(?:claim|action)[^.]{0,80}(?:may|shall)\s+(?:not\s+)?be\s+(?:brought|instituted)[^.]{0,40}(?:after|later\s+than|unless)/i;
const PRESCRIPTION_ALTERED =
  /prescription[^.]{0,80}(?:shall|will)\s+not\s+(?:run|commence|begin|apply|be\s+pleaded)|prescription[^.]{0,40}(?:is|be|shall\s+be|will\s+be)\s+(?:suspended|interrupted|extended)|(?:waive|renounce)\w*[^.]{0,60}prescription|not\s+(?:to\s+)?(?:plead|raise|rely\s+on)[^.]{0,40}prescription/i;

/**
 * Prescription Act 68 of 1969: a debt is extinguished by prescription after the period in s 11 (three
 * years for most debts, s 11(d)), running from when it is due (s 12). A contract may shorten the time to
 * claim (a time bar), but only fairly: Barkhuizen v Napier 2007 (5) SA 323 (CC) tests such a clause
 * against public policy (a reasonable opportunity to go to court); a time bar shorter than 90 days is
 * flagged as non-compliant and one shorter than three years as needing review. A clause stopping
 * prescription from running or renouncing it in advance also needs review: the periods serve
 * legal certainty. No check when the contract neither limits the time to claim nor alters prescription.
 */
export function reviewPrescription(context: ReviewContext): RuleOutcome {
  const candidates = findClauses(context, { pattern: /prescri|time[- ]bar|within|lapse|forfeit|barred/i });
  const timeBar = findFirstMatch(candidates, TIME_BAR);
  const altered = findFirstMatch(candidates, PRESCRIPTION_ALTERED);
  if (timeBar === null && altered === null) return { checks: [], findings: [] };
  const findings: Finding[] = [];

  if (timeBar !== null) {
    const periodAfter: Duration | undefined = findDurations(timeBar.clause.text).find(
      (duration) => duration.index >= timeBar.focus.index,
    );
    const days = periodAfter === undefined ? null : durationInCalendarDays(periodAfter);
    if (days !== null && days < ORDINARY_PRESCRIPTION_DAYS) {
      const isTooShort = days < SHORTEST_DEFENSIBLE_TIME_BAR_DAYS;
      const source = citeCase(BARKHUIZEN_V_NAPIER);
      findings.push(
        buildClauseFinding(timeBar.clause, timeBar.focus, {
          id: isTooShort ? "prescription-short-time-bar" : "prescription-time-bar",
          type: "Time bar",
          severity: isTooShort ? "high" : "medium",
          description: `Claims must be brought within about ${Math.round(days)} days, instead of the three years in which most debts prescribe (Prescription Act 68 of 1969, s 11(d)). A time bar is enforceable only if it leaves a fair opportunity to approach a court${isTooShort ? "; one this short is unlikely to" : ""}.`,
          recommendation:
            "Lengthen the period to claim, let it run only from when the claimant knows of the claim, and provide for condonation of a late claim for good cause.",
          source: {
            ...source,
            legalReference: `${source.legalReference}; Prescription Act 68 of 1969, s 11(d)`,
          },
        }),
      );
    }
  }
  if (altered !== null) {
    findings.push(
      buildClauseFinding(altered.clause, altered.focus, {
        id: "prescription-altered",
        type: "Prescription",
        severity: "medium",
        description:
          "The clause stops prescription from running, or has a party undertake in advance not to plead it. The periods in the Prescription Act serve legal certainty, and such an advance undertaking may not bind.",
        recommendation:
          "Rely instead on an acknowledgement of liability, which interrupts prescription (s 14), or on instituting proceedings in time.",
        source: citeSection(PRESCRIPTION_ACT, "11"),
      }),
    );
  }
  const isNonCompliant = findings.some((finding) => finding.severity === "high");
  return {
    checks: [
      buildCheck(
        "prescription",
        "Time to claim not unfairly shorter than prescription; prescription not excluded (Prescription Act s 11)",
        isNonCompliant ? "non_compliant" : findings.length > 0 ? "needs_review" : "compliant",
        findings.length === 0
          ? "The time allowed to claim is not shorter than the three-year prescription period."
          : findings
              .map((finding) => finding.description.split(". ")[0])
              .join("; ")
              .concat("."),
      ),
    ],
    findings,
  };
}
