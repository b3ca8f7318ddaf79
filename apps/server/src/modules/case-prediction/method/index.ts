export { weighKeyFactors } from "./key-factors.ts";
export { describeMethod, type PredictionRecords, predictCase, scopeTotalsOf } from "./predict-case.ts";
export { assessRisk, recommendFromRules } from "./risk-rules.ts";
export {
  type ComparableScope,
  type ComparableTotals,
  chooseComparableScope,
  confidenceFromCount,
  estimateSuccessProbability,
} from "./success-probability.ts";
