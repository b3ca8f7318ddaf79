import type { RuleOutcome } from "./review.types.ts";
import type { ReviewContext } from "./review-context.ts";
import { reviewArbitration } from "./rules/arbitration.rule.ts";
import { reviewBreachClause } from "./rules/breach-clause.rule.ts";
import { reviewConventionalPenalties } from "./rules/conventional-penalties.rule.ts";
import { reviewCpaFixedTerm } from "./rules/cpa-fixed-term.rule.ts";
import { reviewCpaNoticeOfRiskyTerms } from "./rules/cpa-notice-of-risky-terms.rule.ts";
import { reviewCpaProhibitedTerms } from "./rules/cpa-prohibited-terms.rule.ts";
import { reviewCpaUnfairTerms } from "./rules/cpa-unfair-terms.rule.ts";
import { reviewDomicilium } from "./rules/domicilium.rule.ts";
import { reviewEmploymentNotice } from "./rules/employment-notice.rule.ts";
import { reviewGoverningLawAndJurisdiction } from "./rules/governing-law.rule.ts";
import { reviewNcaInDuplum } from "./rules/nca-in-duplum.rule.ts";
import { reviewNonVariation } from "./rules/non-variation.rule.ts";
import { reviewPopiaCrossBorder } from "./rules/popia-cross-border.rule.ts";
import { reviewPopiaOperator } from "./rules/popia-operator.rule.ts";
import { reviewPrescription } from "./rules/prescription.rule.ts";
import { reviewRestraintOfTrade } from "./rules/restraint-of-trade.rule.ts";
import { reviewVat } from "./rules/vat.rule.ts";
import { reviewWholeAgreement } from "./rules/whole-agreement.rule.ts";

/** One South African rule: a pure function from the contract to its checks and findings. */
export type ReviewRule = (context: ReviewContext) => RuleOutcome;

/** Every rule, in the order their checks are listed when their status is the same. */
export const REVIEW_RULES: readonly ReviewRule[] = [
  reviewCpaFixedTerm,
  reviewCpaUnfairTerms,
  reviewCpaNoticeOfRiskyTerms,
  reviewCpaProhibitedTerms,
  reviewPopiaOperator,
  reviewPopiaCrossBorder,
  reviewNcaInDuplum,
  reviewConventionalPenalties,
  reviewPrescription,
  reviewRestraintOfTrade,
  reviewEmploymentNotice,
  reviewArbitration,
  reviewGoverningLawAndJurisdiction,
  reviewDomicilium,
  reviewBreachClause,
  reviewNonVariation,
  reviewWholeAgreement,
  reviewVat,
];
