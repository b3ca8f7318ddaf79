import { durationInMonths, findDurations, findNoticePeriods } from "../contract-text.ts";
import { citeCase, MAGNA_ALLOYS_V_ELLIS } from "../legal-sources.ts";
import type { Finding, FindingSeverity, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  categoryLabel,
  findClauses,
  locateInClause,
  type ReviewContext,
} from "../review-context.ts";

const RESTRAINT_WORDING =
  /\brestraint\b|(?:not|nor)\s+(?:directly\s+or\s+indirectly\s+)?(?:[\w,]+\s+){0,8}?(?:compete|competing)\b|\bin\s+competition\s+with\b/i;
const PERPETUAL =
  /in\s+perpetuity|indefinitely|for\s+all\s+time|\bforever\b|without\s+limit(?:ation)?\s+(?:of|in|as\s+to)\s+time|at\s+any\s+time\s+(?:thereafter|after)/i;
const AREA =
  /radius|\d+\s*(?:km|kilomet(?:re|er)s?)\b|province|Gauteng|Western\s+Cape|Eastern\s+Cape|Northern\s+Cape|KwaZulu[- ]Natal|Free\s+State|Limpopo|Mpumalanga|North\s+West|(?:magisterial|municipal)\s+district|metropolitan|city\s+of|territory|restraint\s+area|Republic|South\s+Africa/i;
const WORLDWIDE =
  /anywhere\s+in\s+the\s+world|world-?wide|globally|any\s+(?:other\s+)?country|any\s+where\s+in\s+the\s+world/i;
const ACTIVITY =
  /compet\w*|similar|same\s+(?:or\s+similar\s+)?(?:business|services|products|activities)|business\s+of\s+the|like\s+business|the\s+business|solicit|entice/i;
/** Two years is the longest period restraints are commonly upheld for without special justification. */
const LONGEST_ORDINARY_RESTRAINT_MONTHS = 24;

/**
 * Restraints of trade: since Magna Alloys and Research (SA) (Pty) Ltd v Ellis 1984 (4) SA 874 (A) a
 * restraint is valid and enforceable unless the party bound shows it is unreasonable, i.e. contrary to
 * public policy; Basson v Chilwan 1993 (3) SA 742 (A) asks whether there is a protectable interest, it
 * is threatened, and it outweighs the interest in being economically active. A restraint without a
 * limit in time, with no area or a worldwide one, or reaching any activity at all is the kind a court
 * will not enforce as written. A period over two years, or an unlimited area, needs review; no time
 * limit at all (or a perpetual one) is non-compliant. No check when there is no restraint.
 */
export function reviewRestraintOfTrade(context: ReviewContext): RuleOutcome {
  const restraintClauses = findClauses(context, {
    categories: ["restraint-of-trade", "non-compete", "no-solicit-of-customers", "no-solicit-of-employees"],
    pattern: RESTRAINT_WORDING,
  });
  const firstClause = restraintClauses[0];
  if (firstClause === undefined) return { checks: [], findings: [] };
  const wording = restraintClauses.map((clause) => clause.text).join("\n");
  const focus = locateInClause(firstClause, RESTRAINT_WORDING);
  const findings: Finding[] = [];
  const addFinding = (id: string, severity: FindingSeverity, description: string, recommendation: string) =>
    findings.push(
      buildClauseFinding(firstClause, focus, {
        id,
        type: categoryLabel("restraint-of-trade"),
        severity,
        description,
        recommendation,
        source: citeCase(MAGNA_ALLOYS_V_ELLIS),
      }),
    );

  const noticeIndexes = new Set(findNoticePeriods(wording).map((notice) => notice.index));
  const longestMonths = findDurations(wording)
    .filter((duration) => !noticeIndexes.has(duration.index))
    .reduce<number | null>((longest, duration) => Math.max(longest ?? 0, durationInMonths(duration)), null);

  if (PERPETUAL.test(wording)) {
    addFinding(
      "restraint-unlimited-period",
      "high",
      "The restraint applies indefinitely. A restraint unlimited in time goes further than any legitimate interest needs and is unlikely to be enforced as written.",
      "Limit the restraint to the shortest period that protects the business's confidential information and customer connections, usually 6 to 24 months.",
    );
  } else if (longestMonths === null) {
    addFinding(
      "restraint-no-period",
      "high",
      "The restraint states no period. Without a limit in time it is likely to be found unreasonable and contrary to public policy.",
      "State how long the restraint lasts after the relationship ends, usually 6 to 24 months.",
    );
  } else if (longestMonths > LONGEST_ORDINARY_RESTRAINT_MONTHS) {
    addFinding(
      "restraint-long-period",
      "medium",
      `The restraint lasts about ${Math.round(longestMonths)} months. Periods over two years need a clear protectable interest to be upheld.`,
      "Shorten the period, or record why the protectable interest (trade secrets, customer connections) needs it.",
    );
  }
  if (WORLDWIDE.test(wording)) {
    addFinding(
      "restraint-area",
      "medium",
      "The restraint applies anywhere in the world, further than the business's actual market.",
      "Limit the area to where the business actually trades, e.g. a province or a radius from its premises.",
    );
  } else if (!AREA.test(wording)) {
    addFinding(
      "restraint-no-area",
      "medium",
      "The restraint states no area. Its reasonableness depends on its reach; without one it may be read as unlimited.",
      "State the area the restraint covers, matched to where the business trades.",
    );
  }
  if (!ACTIVITY.test(wording)) {
    addFinding(
      "restraint-no-activity",
      "low",
      "The restraint does not say which activities it forbids, so it may reach work that does not compete with the business.",
      "Limit the restraint to activities that compete with the business.",
    );
  }
  const isNonCompliant = findings.some((finding) => finding.severity === "high");
  return {
    checks: [
      buildCheck(
        "restraint-of-trade",
        "Restraint of trade reasonable in time, area and activity (Magna Alloys v Ellis)",
        isNonCompliant ? "non_compliant" : findings.length > 0 ? "needs_review" : "compliant",
        findings.length === 0
          ? "The restraint is limited in time, area and activity."
          : findings
              .map((finding) => finding.description.split(". ")[0])
              .join("; ")
              .concat("."),
      ),
    ],
    findings,
  };
}
