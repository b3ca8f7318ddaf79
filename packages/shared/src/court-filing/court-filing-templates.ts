import type { TFilingDocumentType } from "./court-filing.enums.ts";

export type FilingTemplate = {
  documentType: TFilingDocumentType;
  /** The rules (and prescribed forms) a document of this type falls under. */
  rules: { court: "High Court" | "Supreme Court of Appeal" | "Magistrates' Court"; reference: string }[];
  /** Ids of the practice module's deadline presets (DEADLINE_RULES) that run from this document. */
  deadlineRuleIds: string[];
};

/**
 * Where each document type sits in the Uniform Rules of Court and the Magistrates' Courts Rules. A
 * guide, not the law: check the Rules as currently amended and any practice directive before relying on it.
 */
export const FILING_TEMPLATES: readonly FilingTemplate[] = [
  {
    documentType: "notice-of-motion",
    rules: [
      { court: "High Court", reference: "Uniform Rule 6 / Form 2(a)" },
      { court: "Magistrates' Court", reference: "MCR 55" },
    ],
    deadlineRuleIds: ["hc-notice-of-intention-to-oppose", "hc-answering-affidavit"],
  },
  {
    documentType: "founding-affidavit",
    rules: [
      { court: "High Court", reference: "Uniform Rule 6(1)" },
      { court: "Magistrates' Court", reference: "MCR 55(1)" },
    ],
    deadlineRuleIds: ["hc-notice-of-intention-to-oppose"],
  },
  {
    documentType: "answering-affidavit",
    rules: [
      { court: "High Court", reference: "Uniform Rule 6(5)(d)(ii)" },
      { court: "Magistrates' Court", reference: "MCR 55(5)" },
    ],
    deadlineRuleIds: ["hc-replying-affidavit"],
  },
  {
    documentType: "replying-affidavit",
    rules: [
      { court: "High Court", reference: "Uniform Rule 6(5)(e)" },
      { court: "Magistrates' Court", reference: "MCR 55(5)" },
    ],
    deadlineRuleIds: [],
  },
  {
    documentType: "heads-of-argument",
    rules: [
      { court: "High Court", reference: "Uniform Rule 6(5)(f) and the division's practice directives" },
      { court: "Supreme Court of Appeal", reference: "SCA Rule 10" },
    ],
    deadlineRuleIds: [],
  },
  {
    documentType: "notice-of-appeal",
    rules: [
      { court: "High Court", reference: "Uniform Rule 49" },
      { court: "Supreme Court of Appeal", reference: "SCA Rules 7 and 8" },
    ],
    deadlineRuleIds: [],
  },
  {
    documentType: "plea",
    rules: [
      { court: "High Court", reference: "Uniform Rule 22" },
      { court: "Magistrates' Court", reference: "MCR 17" },
    ],
    deadlineRuleIds: [],
  },
  {
    documentType: "application",
    rules: [
      { court: "High Court", reference: "Uniform Rule 6" },
      { court: "Magistrates' Court", reference: "MCR 55" },
    ],
    deadlineRuleIds: ["hc-notice-of-intention-to-oppose"],
  },
  {
    documentType: "summons",
    rules: [
      { court: "High Court", reference: "Uniform Rule 17 / Form 9 or 10" },
      { court: "Magistrates' Court", reference: "MCR 5" },
    ],
    deadlineRuleIds: [
      "hc-notice-of-intention-to-defend",
      "hc-notice-of-intention-to-defend-state",
      "mc-notice-of-intention-to-defend",
    ],
  },
];
