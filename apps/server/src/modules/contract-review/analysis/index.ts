/** The contract engine: reading a contract's file, and analysing its text (see analyze-contract.ts). */
export {
  type AnalysedClause,
  type AnalysedFinding,
  type AnalysisOptions,
  analyzeContract,
  type ContractAnalysisOutcome,
  categoryLabel,
  modelAgreement,
  ruleConfidence,
} from "./analyze-contract.ts";
export {
  ContractFileError,
  type ContractFileKind,
  readContractFile,
  sniffContractFile,
} from "./contract-file.ts";
