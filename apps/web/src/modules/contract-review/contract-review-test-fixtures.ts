import type {
  TComplianceCheck,
  TContractAnalysis,
  TContractAnalysisReport,
  TContractFinding,
  TContractInsights,
} from "@inkundla/shared";

export const ANALYSIS_ID = "77777777-7777-4777-8777-777777777777";
export const CPA_DOCUMENT_ID = "88888888-8888-4888-8888-888888888888";
export const LOCAL_ENGINE = "Rule-based analysis — no language model configured";

export function buildFinding(overrides: Partial<TContractFinding> = {}): TContractFinding {
  return {
    id: "cpa-s14-fixed-term",
    type: "Fixed term over 24 months",
    severity: "high",
    clause: "This agreement endures for a fixed period of 36 months from the signature date.",
    clauseLocation: "3.1 Duration",
    clauseIndex: 2,
    description: "A consumer agreement may not bind the consumer for longer than 24 months.",
    recommendation: "Shorten the term to 24 months or allow cancellation on 20 business days' notice.",
    legalReference: "Consumer Protection Act 68 of 2008, s 14",
    reference: { text: "Consumer Protection Act 68 of 2008, s 14", documentId: CPA_DOCUMENT_ID },
    source: "rules",
    ...overrides,
  };
}

export const DOMICILIUM_FINDING = buildFinding({
  id: "missing-domicilium",
  type: "No domicilium citandi et executandi",
  severity: "medium",
  clause: "The contract names no address for service of legal notices.",
  clauseLocation: null,
  clauseIndex: null,
  description: "Without a domicilium, serving process on the other party is harder.",
  recommendation: "Add a clause choosing each party's domicilium citandi et executandi.",
  legalReference: "Uniform Rules of Court, rule 4(1)(a)(iv)",
  reference: { text: "Uniform Rules of Court, rule 4(1)(a)(iv)", documentId: null },
});

export function buildCheck(overrides: Partial<TComplianceCheck> = {}): TComplianceCheck {
  return {
    id: "cpa-s14",
    requirement: "Fixed-term agreements (CPA s 14)",
    status: "non_compliant",
    details: "36 months exceeds the 24-month maximum.",
    ...overrides,
  };
}

/** A completed analysis: two findings and two checks. */
export function buildAnalysis(overrides: Partial<TContractAnalysis> = {}): TContractAnalysis {
  return {
    id: ANALYSIS_ID,
    contractTitle: "Gym membership.docx",
    contractType: "Service Agreement",
    uploadDate: "2026-03-10T08:00:00.000Z",
    status: "completed",
    stage: null,
    error: null,
    fileName: "Gym membership.docx",
    matterId: null,
    riskScore: 33,
    summary: { totalClauses: 14, riskyClausesCount: 2, complianceScore: 64, aiConfidence: 81 },
    keyFindings: [buildFinding(), DOMICILIUM_FINDING],
    complianceChecks: [
      buildCheck(),
      buildCheck({
        id: "governing-law",
        requirement: "South African governing law",
        status: "compliant",
        details: "Clause 18 chooses the law of South Africa.",
      }),
    ],
    engine: LOCAL_ENGINE,
    completedAt: "2026-03-10T08:00:05.000Z",
    ...overrides,
  };
}

/** An analysis still being read: nothing to show but its stage. */
export function buildRunningAnalysis(overrides: Partial<TContractAnalysis> = {}): TContractAnalysis {
  return buildAnalysis({
    status: "running",
    stage: "classifying",
    riskScore: null,
    summary: null,
    keyFindings: [],
    complianceChecks: [],
    engine: null,
    completedAt: null,
    ...overrides,
  });
}

export function buildReport(overrides: Partial<TContractAnalysisReport> = {}): TContractAnalysisReport {
  return {
    ...buildAnalysis(),
    clauses: [
      {
        index: 0,
        number: "1",
        heading: "Parties",
        text: "This agreement is between Fit4Life (Pty) Ltd and the member.",
        categories: [{ id: "parties", label: "Parties", source: "rules" }],
      },
      {
        index: 1,
        number: "3.1",
        heading: "Duration",
        text: "This agreement endures for a fixed period of 36 months from the signature date.",
        categories: [
          { id: "renewal-term", label: "Renewal Term", source: "rules" },
          { id: "fixed-term", label: "Fixed term", source: "model" },
        ],
      },
    ],
    ...overrides,
  };
}

export function buildContractInsights(overrides: Partial<TContractInsights> = {}): TContractInsights {
  return {
    analysedCount: 7,
    averageRiskScore: 58,
    riskyClauseTypes: [
      { type: "Restraint of trade", count: 5 },
      { type: "Cap on liability", count: 2 },
    ],
    frequentFindings: [
      {
        id: "cpa-s14-fixed-term",
        type: "Fixed term over 24 months",
        legalReference: "Consumer Protection Act 68 of 2008, s 14",
        count: 4,
      },
    ],
    byContractType: [{ contractType: "Employment Contract", count: 3, averageRiskScore: 41 }],
    overTime: [{ month: "2026-02", count: 6, averageRiskScore: 60 }],
    ...overrides,
  };
}

/** A file of the size given, without building that many bytes. */
export function fileOfSize(name: string, size: number, type = "application/pdf"): File {
  const file = new File(["contract"], name, { type });
  if (size !== file.size) Object.defineProperty(file, "size", { value: size });
  return file;
}
