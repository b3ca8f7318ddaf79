import {
  CONTRACT_ANALYSIS_STAGE_LABELS,
  CONTRACT_ANALYSIS_STAGES,
  type TComplianceStatus,
  type TContractAnalysis,
  type TFindingSeverity,
} from "@inkundla/shared";

export const SEVERITY_LABELS: Record<TFindingSeverity, { label: string; color: string }> = {
  critical: { label: "Critical", color: "red" },
  high: { label: "High", color: "orange" },
  medium: { label: "Medium", color: "yellow" },
  low: { label: "Low", color: "gray" },
};

export const COMPLIANCE_STATUS_LABELS: Record<TComplianceStatus, { label: string; color: string }> = {
  compliant: { label: "Compliant", color: "green" },
  non_compliant: { label: "Non-compliant", color: "red" },
  needs_review: { label: "Needs review", color: "yellow" },
};

export type RiskLevel = "low" | "medium" | "high";

export const RISK_LEVEL_LABELS: Record<RiskLevel, { label: string; color: string }> = {
  low: { label: "Low risk", color: "green" },
  medium: { label: "Medium risk", color: "orange" },
  high: { label: "High risk", color: "red" },
};

/**
 * The risk level a score reads as. The server's formula gives one critical finding 45 and a critical
 * with a high 59 (RISK-FORMULA.md), so 50 and over means more than one serious problem: high; one high
 * finding (25) is already worth a second look: medium.
 */
export function riskLevelOf(riskScore: number): RiskLevel {
  if (riskScore >= 50) return "high";
  if (riskScore >= 25) return "medium";
  return "low";
}

export interface AnalysisProgress {
  /** What the job is doing, e.g. "Classifying the clauses"; waiting for a worker before it starts. */
  label: string;
  /** The stage's place, from 1; 0 while queued. */
  step: number;
  stepCount: number;
  /** 0–100, for the progress bar: a stage counts as begun, not done. */
  percent: number;
}

/** How far an unfinished analysis has come, from its stage (the server reports no finer progress). */
export function analysisProgressOf(analysis: Pick<TContractAnalysis, "status" | "stage">): AnalysisProgress {
  const stepCount = CONTRACT_ANALYSIS_STAGES.length;
  if (analysis.stage === null) {
    return {
      label: analysis.status === "queued" ? "Waiting to start" : "Starting",
      step: 0,
      stepCount,
      percent: 0,
    };
  }
  const step = CONTRACT_ANALYSIS_STAGES.indexOf(analysis.stage) + 1;
  return {
    label: CONTRACT_ANALYSIS_STAGE_LABELS[analysis.stage],
    step,
    stepCount,
    percent: Math.round(((step - 1) / stepCount) * 100 + 100 / stepCount / 2),
  };
}

export function isAnalysisUnfinished(analysis: Pick<TContractAnalysis, "status">): boolean {
  return analysis.status === "queued" || analysis.status === "running";
}
