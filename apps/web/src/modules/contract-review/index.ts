/** One finding of a review, as the AI assistant's Document Analysis shows its issues too. */
export { ContractFindingCard } from "./components/contract-finding-card";
export { EngineLine } from "./components/engine-line";
export { RiskScoreDisplay } from "./components/risk-score-display";
