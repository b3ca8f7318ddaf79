import { durationInCalendarDays, findNoticePeriods } from "../contract-text.ts";
import { BASIC_CONDITIONS_OF_EMPLOYMENT_ACT, citeSection } from "../legal-sources.ts";
import type { Finding, RuleOutcome } from "../review.types.ts";
import {
  buildCheck,
  buildClauseFinding,
  buildMissingFinding,
  categoryLabel,
  findClauses,
  type ReviewContext,
} from "../review-context.ts";

/** s 37(1)(a): the shortest notice the Act allows, in the first six months. */
const SHORTEST_NOTICE_DAYS = 7;
/** s 37(1)(c): after a year's service (and for farm and domestic workers after six months). */
const NOTICE_AFTER_A_YEAR_DAYS = 28;
const TIERED_NOTICE =
  /first\s+(?:six|6)\s+months|(?:more|longer)\s+than\s+(?:six|6)\s+months|(?:one|1|a)\s+year\s+or\s+(?:more|longer)|after\s+(?:one|1|the\s+first)\s+year|(?:more|longer)\s+than\s+(?:one|1|a)\s+year|probation/i;

/**
 * Basic Conditions of Employment Act 75 of 1997, s 37(1): a contract of employment may be terminated
 * only on notice of not less than one week in the first six months of employment, two weeks after six
 * months and up to a year, and four weeks after a year (s 37(2) lets a collective agreement reduce the
 * four weeks to two). A shorter contractual period is replaced by the statutory minimum (s 4), so a
 * notice clause below it misstates the parties' rights. A single period applying throughout must be at
 * least four weeks to hold for long-serving employees. Employment contracts only; without a notice
 * clause the check needs review (the statutory minimum applies).
 */
export function reviewEmploymentNotice(context: ReviewContext): RuleOutcome {
  if (!context.isEmploymentContract) return { checks: [], findings: [] };
  const terminationClauses = findClauses(context, {
    categories: ["termination", "termination-for-convenience"],
    pattern: /terminat|resign|notice\s+period/i,
  });
  const clausesWithNotice = terminationClauses
    .map((clause) => ({ clause, notices: findNoticePeriods(clause.text) }))
    .filter((entry) => entry.notices.length > 0);
  const requirement = "Notice of termination at least the BCEA minimum (1, 2 or 4 weeks, s 37)";

  if (clausesWithNotice.length === 0) {
    return {
      checks: [
        buildCheck(
          "bcea-s37",
          requirement,
          "needs_review",
          "The contract states no notice period; the statutory minimum applies by law.",
        ),
      ],
      findings: [
        buildMissingFinding({
          id: "bcea-s37-notice-missing",
          type: categoryLabel("termination"),
          severity: "low",
          description:
            "The employment contract states no notice period for termination. The minimum notice in s 37 then applies, but the parties may not know it.",
          recommendation:
            "State the notice period: at least one week in the first six months, two weeks up to a year, and four weeks after a year.",
          source: citeSection(BASIC_CONDITIONS_OF_EMPLOYMENT_ACT, "37"),
        }),
      ],
    };
  }

  const findings: Finding[] = [];
  for (const { clause, notices } of clausesWithNotice) {
    const days = notices.map(durationInCalendarDays);
    const shortest = Math.min(...days);
    const longest = Math.max(...days);
    const isTiered = TIERED_NOTICE.test(clause.text);
    const shortestNotice = notices[days.indexOf(shortest)]!;
    const focus = { index: shortestNotice.index, length: shortestNotice.length };
    if (shortest < SHORTEST_NOTICE_DAYS) {
      findings.push(
        buildClauseFinding(clause, focus, {
          id: "bcea-s37-notice",
          type: categoryLabel("termination"),
          severity: "high",
          description: `The contract allows termination on less than a week's notice. No employment may be terminated on less than one week's notice, so the clause is unlawful to that extent.`,
          recommendation:
            "Provide at least one week's notice in the first six months, two weeks up to a year, and four weeks after a year of service.",
          source: citeSection(BASIC_CONDITIONS_OF_EMPLOYMENT_ACT, "37(1)"),
        }),
      );
    } else if (longest < NOTICE_AFTER_A_YEAR_DAYS) {
      findings.push(
        buildClauseFinding(clause, focus, {
          id: "bcea-s37-notice",
          type: categoryLabel("termination"),
          severity: "medium",
          description: isTiered
            ? "The longest notice period is under four weeks; after a year of service the employee is entitled to at least four weeks' notice."
            : `The notice period of about ${Math.round(longest / 7)} week(s) applies throughout, but after a year of service at least four weeks' notice is required.`,
          recommendation:
            "Provide four weeks' notice after the first year of service (two weeks only under a collective agreement).",
          source: citeSection(BASIC_CONDITIONS_OF_EMPLOYMENT_ACT, "37(1)(c)"),
        }),
      );
    }
  }
  return {
    checks: [
      buildCheck(
        "bcea-s37",
        requirement,
        findings.length === 0 ? "compliant" : "non_compliant",
        findings.length === 0
          ? "The notice periods meet the minimum in s 37(1)."
          : findings
              .map((finding) => finding.description.split(". ")[0])
              .join("; ")
              .concat("."),
      ),
    ],
    findings,
  };
}
