import type { TDeadlineCounting } from "../practice.enums.ts";

export const DEADLINE_COURTS = ["High Court", "Magistrates' Court"] as const;
export type TDeadlineCourt = (typeof DEADLINE_COURTS)[number];

export type DeadlineRule = {
  id: string;
  label: string;
  /** Where the period comes from, e.g. "Uniform Rule 19(1)". */
  citation: string;
  /** What starts the period, e.g. "after service of the summons". */
  trigger: string;
  days: number;
  counting: TDeadlineCounting;
  excludeDiesNon: boolean;
  court: TDeadlineCourt;
};

/**
 * Common periods of the Uniform Rules of Court (High Court) and the Magistrates' Courts Rules.
 * These are conveniences, not the law: the user can always enter a custom period instead, and each
 * preset must be checked against the Rules as currently amended (and any court order or practice
 * directive) before it is relied on. "Days" in both sets of rules are court days (Uniform Rule 1,
 * Magistrates' Courts Rule 2(1)); the dies non apply only where a rule says so (Uniform Rule 19(1),
 * Magistrates' Courts Rule 13(1)), never globally.
 */
export const DEADLINE_RULES: readonly DeadlineRule[] = [
  {
    id: "hc-notice-of-intention-to-defend",
    label: "Notice of intention to defend",
    citation: "Uniform Rule 19(1)",
    trigger: "after service of the summons",
    days: 10,
    counting: "court",
    excludeDiesNon: true,
    court: "High Court",
  },
  {
    id: "hc-notice-of-intention-to-defend-state",
    label: "Notice of intention to defend (the State as defendant)",
    citation: "Uniform Rule 19(2)",
    trigger: "after service of the summons on the State",
    days: 20,
    counting: "court",
    excludeDiesNon: true,
    court: "High Court",
  },
  {
    id: "hc-plea",
    label: "Plea",
    citation: "Uniform Rule 22(1)",
    trigger: "after delivery of the notice of intention to defend",
    days: 20,
    counting: "court",
    excludeDiesNon: false,
    court: "High Court",
  },
  {
    // Rule 6(5)(b)(iii): the notice of motion names a day, not less than five days after service, by
    // which the respondent must give notice of intention to oppose; 5 court days is the shortest.
    id: "hc-notice-of-intention-to-oppose",
    label: "Notice of intention to oppose an application (shortest period)",
    citation: "Uniform Rule 6(5)(b)(iii)",
    trigger: "after service of the notice of motion (or the later day the notice of motion names)",
    days: 5,
    counting: "court",
    excludeDiesNon: false,
    court: "High Court",
  },
  {
    id: "hc-answering-affidavit",
    label: "Answering affidavit",
    citation: "Uniform Rule 6(5)(d)(ii)",
    trigger: "after notice of intention to oppose",
    days: 15,
    counting: "court",
    excludeDiesNon: false,
    court: "High Court",
  },
  {
    id: "hc-replying-affidavit",
    label: "Replying affidavit",
    citation: "Uniform Rule 6(5)(e)",
    trigger: "after service of the answering affidavit",
    days: 10,
    counting: "court",
    excludeDiesNon: false,
    court: "High Court",
  },
  {
    id: "mc-notice-of-intention-to-defend",
    label: "Notice of intention to defend (Magistrates' Court)",
    citation: "Magistrates' Courts Rule 13(1)",
    trigger: "after service of the summons",
    days: 10,
    counting: "court",
    excludeDiesNon: true,
    court: "Magistrates' Court",
  },
];

export function findDeadlineRule(ruleId: string): DeadlineRule | undefined {
  return DEADLINE_RULES.find((rule) => rule.id === ruleId);
}

/**
 * A saved deadline's rule as people read it, e.g. "hc-notice-of-intention-to-defend" → "Notice of
 * intention to defend (Uniform Rule 19(1))". A rule typed by hand (no preset) is shown as written.
 */
export function describeDeadlineRule(ruleId: string): string {
  const rule = findDeadlineRule(ruleId);
  return rule ? `${rule.label} (${rule.citation})` : ruleId;
}
