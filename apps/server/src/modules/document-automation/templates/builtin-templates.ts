/** The library of templates every firm starts with. Keys are stable: documents record where they came from. */

import { acknowledgementOfDebtTemplate } from "./builtin/acknowledgement-of-debt.template.ts";
import { affidavitTemplate } from "./builtin/affidavit.template.ts";
import { directorsResolutionTemplate } from "./builtin/directors-resolution.template.ts";
import { engagementLetterTemplate } from "./builtin/engagement-letter.template.ts";
import { generalPowerOfAttorneyTemplate } from "./builtin/general-power-of-attorney.template.ts";
import { legalMemorandumTemplate } from "./builtin/legal-memorandum.template.ts";
import { letterOfDemandTemplate } from "./builtin/letter-of-demand.template.ts";
import { letterOfDemandCreditAgreementTemplate } from "./builtin/letter-of-demand-credit-agreement.template.ts";
import { mandateAndFeeAgreementTemplate } from "./builtin/mandate-and-fee-agreement.template.ts";
import { nonDisclosureAgreementTemplate } from "./builtin/non-disclosure-agreement.template.ts";
import { noticeOfIntentionToDefendTemplate } from "./builtin/notice-of-intention-to-defend.template.ts";
import { noticeOfMotionTemplate } from "./builtin/notice-of-motion.template.ts";
import { residentialLeaseTemplate } from "./builtin/residential-lease.template.ts";
import { serviceContractTemplate } from "./builtin/service-contract.template.ts";
import { settlementAgreementTemplate } from "./builtin/settlement-agreement.template.ts";
import { specialPowerOfAttorneyTransferTemplate } from "./builtin/special-power-of-attorney-transfer.template.ts";
import type { BuiltinTemplate } from "./document-template.types.ts";

export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  letterOfDemandTemplate,
  letterOfDemandCreditAgreementTemplate,
  mandateAndFeeAgreementTemplate,
  generalPowerOfAttorneyTemplate,
  affidavitTemplate,
  noticeOfMotionTemplate,
  settlementAgreementTemplate,
  engagementLetterTemplate,
  nonDisclosureAgreementTemplate,
  residentialLeaseTemplate,
  acknowledgementOfDebtTemplate,
  specialPowerOfAttorneyTransferTemplate,
  noticeOfIntentionToDefendTemplate,
  directorsResolutionTemplate,
  serviceContractTemplate,
  legalMemorandumTemplate,
];

/** The six templates the word processor offers, in the order it lists them. */
export const WORD_PROCESSOR_TEMPLATE_KEYS = [
  "letter-of-demand",
  "mandate-and-fee-agreement",
  "general-power-of-attorney",
  "affidavit",
  "notice-of-motion",
  "settlement-agreement",
] as const;

const TEMPLATES_BY_KEY = new Map(BUILTIN_TEMPLATES.map((template) => [template.key, template]));

export function findBuiltinTemplate(key: string): BuiltinTemplate | undefined {
  return TEMPLATES_BY_KEY.get(key);
}

export function listWordProcessorTemplates(): BuiltinTemplate[] {
  return WORD_PROCESSOR_TEMPLATE_KEYS.map((key) => TEMPLATES_BY_KEY.get(key)!);
}
