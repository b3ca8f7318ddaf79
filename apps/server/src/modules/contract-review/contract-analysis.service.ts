import { randomUUID } from "node:crypto";
import {
  CONTRACT_MAX_FILE_BYTES,
  DEFAULT_CONTRACT_TYPE,
  formatDate,
  type TContractAnalysesQuery,
  type TContractAnalysis,
  type TContractAnalysisReport,
  type TContractAnalysisStarted,
  type TContractInsights,
  type TDocumentAnalysis,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import { type AiProvider, withFirmBudget } from "../ai/index.ts";
import { requireFirmMatter } from "../matters/index.ts";
import { analyzeContract, sniffContractFile } from "./analysis/index.ts";
import { CONTRACT_ANALYSIS_JOB, queueContractAnalysis } from "./contract-analysis.job.ts";
import {
  type ContractAnalysisRow,
  findFirmAnalysis,
  insertAnalysis,
  listFirmAnalyses,
  readInsightRows,
} from "./contract-analysis.repository.ts";
import { linkReferences, toSharedFinding } from "./contract-analysis-run.ts";
import { writeContractReportDocx, writeContractReportPdf } from "./contract-report.ts";
import { contractReviewError } from "./contract-review.errors.ts";

export type ContractReviewDeps = {
  db: Db;
  jobs: Pick<JobQueue, "send" | "wake">;
  fileStorage: FileStorage;
  ai: AiProvider;
};

/** What was sent: a file (which wins), or pasted text; the type, title and matter are optional. */
export type ContractSubmission = {
  file: { bytes: Uint8Array; fileName: string } | null;
  contractText?: string;
  contractType?: string;
  contractTitle?: string;
  matterId?: string;
};

/**
 * Accepts a contract for review: judges a file by its bytes (PDF, Word, text; 10 MB), keeps it in file
 * storage, and writes the analysis's row and its job in one transaction (202: the job reads and
 * analyses it). If the row cannot be written, the stored file is removed again.
 */
export async function startContractAnalysis(
  deps: ContractReviewDeps,
  identity: FirmIdentity,
  submission: ContractSubmission,
): Promise<TContractAnalysisStarted> {
  const { firmId } = identity.membership;
  const file = submission.file;
  const pasted = submission.contractText?.trim() ? submission.contractText : undefined;
  if (!file && !pasted) throw contractReviewError("no_contract");
  let fileKind: string | null = null;
  if (file) {
    if (file.bytes.length === 0) throw contractReviewError("empty_file");
    if (file.bytes.length > CONTRACT_MAX_FILE_BYTES) throw contractReviewError("file_too_large");
    fileKind = sniffContractFile(file.bytes);
    if (!fileKind) throw contractReviewError("invalid_file_type");
  }
  if (submission.matterId) await requireFirmMatter(deps.db, firmId, submission.matterId);

  const id = randomUUID();
  const title =
    submission.contractTitle?.trim() ||
    (file ? file.fileName || "Uploaded contract" : `Text Contract - ${formatDate(new Date())}`);
  const contractType = submission.contractType?.trim() || DEFAULT_CONTRACT_TYPE;
  const fileKey = file ? `${firmId}/contracts/${id}.${fileKind}` : null;
  if (file && fileKey) await deps.fileStorage.put(fileKey, file.bytes);
  try {
    await deps.db.transaction(async (tx) => {
      await insertAnalysis(tx, {
        id,
        firmId,
        matterId: submission.matterId ?? null,
        requestedByUserId: identity.userId,
        title,
        contractType,
        fileName: file ? file.fileName : null,
        fileKey,
        contractText: file ? null : (pasted ?? null),
      });
      await recordAuditEvent(tx, {
        action: "contract_review.analysis_requested",
        firmId,
        userId: identity.userId,
        entityType: "contract_analysis",
        entityId: id,
        ipAddress: identity.ipAddress,
        data: { title, contractType },
      });
      await queueContractAnalysis(deps, tx, id);
    });
  } catch (error) {
    if (fileKey) await deps.fileStorage.delete(fileKey).catch(() => undefined);
    throw error;
  }
  deps.jobs.wake(CONTRACT_ANALYSIS_JOB);
  return { id, status: "queued" };
}

function toContractAnalysis(row: Omit<ContractAnalysisRow, "contractText" | "clauses">): TContractAnalysis {
  return {
    id: row.id,
    contractTitle: row.title,
    contractType: row.contractType,
    uploadDate: row.createdAt.toISOString(),
    status: row.status,
    stage: row.stage,
    error: row.error,
    fileName: row.fileName,
    matterId: row.matterId,
    riskScore: row.riskScore,
    summary: row.summary,
    keyFindings: row.findings,
    complianceChecks: row.complianceChecks,
    engine: row.engine,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function listContractAnalyses(
  deps: Pick<ContractReviewDeps, "db">,
  identity: FirmIdentity,
  query: TContractAnalysesQuery,
): Promise<{ analyses: TContractAnalysis[]; total: number }> {
  const { rows, total } = await listFirmAnalyses(deps.db, identity.membership.firmId, query);
  return { analyses: rows.map(toContractAnalysis), total };
}

/** One of the firm's analyses with every clause; another firm's (or no such id) answers 404. */
export async function readContractAnalysis(
  deps: Pick<ContractReviewDeps, "db">,
  identity: FirmIdentity,
  id: string,
): Promise<TContractAnalysisReport> {
  const row = isUuid(id) ? await findFirmAnalysis(deps.db, identity.membership.firmId, id) : null;
  if (!row) throw contractReviewError("analysis_not_found");
  return { ...toContractAnalysis(row), clauses: row.clauses, removedCitations: row.removedCitations };
}

/** The full report as a file to download (409 until the analysis has completed). */
export async function exportContractReport(
  deps: Pick<ContractReviewDeps, "db">,
  identity: FirmIdentity,
  id: string,
  format: "pdf" | "docx",
): Promise<TContractAnalysisReport & { bytes: Uint8Array }> {
  const report = await readContractAnalysis(deps, identity, id);
  if (report.status !== "completed") throw contractReviewError("report_not_ready");
  const firmName = identity.membership.firmName;
  const bytes =
    format === "pdf"
      ? await writeContractReportPdf(report, firmName)
      : await writeContractReportDocx(report, firmName);
  return { ...report, bytes };
}

export async function readContractInsights(
  deps: Pick<ContractReviewDeps, "db">,
  identity: FirmIdentity,
): Promise<TContractInsights> {
  const rows = await readInsightRows(deps.db, identity.membership.firmId);
  return {
    analysedCount: rows.totals.analysed,
    averageRiskScore: rows.totals.average_risk,
    riskyClauseTypes: rows.riskyTypes,
    frequentFindings: rows.findings.map((row) => ({
      id: row.id,
      type: row.type,
      legalReference: row.legal_reference,
      count: row.count,
    })),
    byContractType: rows.byType.map((row) => ({
      contractType: row.contract_type,
      count: row.count,
      averageRiskScore: row.average_risk,
    })),
    overTime: rows.byMonth.map((row) => ({
      month: row.month,
      count: row.count,
      averageRiskScore: row.average_risk,
    })),
  };
}

/** "High risk (62/100): 1 critical and 2 high findings in 14 clauses." — the figures, in words. */
export function describeRisk(
  riskScore: number,
  counts: Record<string, number>,
  totalClauses: number,
): string {
  const level = riskScore >= 60 ? "High" : riskScore >= 30 ? "Medium" : "Low";
  const parts = (["critical", "high", "medium", "low"] as const)
    .filter((severity) => (counts[severity] ?? 0) > 0)
    .map((severity) => `${counts[severity]} ${severity}`);
  const findings =
    parts.length === 0
      ? "no findings"
      : `${parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]} finding${
          Object.values(counts).reduce((sum, value) => sum + value, 0) === 1 ? "" : "s"
        }`;
  return `${level} risk (${riskScore}/100): ${findings} in ${totalClauses} clause${totalClauses === 1 ? "" : "s"}.`;
}

/**
 * The AI assistant's Document Analysis: the contract engine on pasted text, answered at once (the text
 * is bounded to 50,000 characters by the request schema; longer documents go to Contract review).
 */
export async function analyzeDocumentText(
  deps: Pick<ContractReviewDeps, "db" | "ai">,
  identity: FirmIdentity,
  documentText: string,
): Promise<TDocumentAnalysis> {
  const ai = withFirmBudget(deps.ai, deps.db, identity.membership.firmId);
  const outcome = await analyzeContract({ text: documentText, contractType: DEFAULT_CONTRACT_TYPE }, { ai });
  const findings = outcome.review.findings;
  const documentIds = await linkReferences(deps.db, identity.membership.firmId, findings);
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.severity] = (counts[finding.severity] ?? 0) + 1;
  return {
    riskScore: outcome.review.riskScore,
    riskAssessment: describeRisk(outcome.review.riskScore, counts, outcome.review.summary.totalClauses),
    issues: findings.map((finding) => toSharedFinding(finding, documentIds)),
    recommendations: [...new Set(findings.map((finding) => finding.recommendation))],
    totalClauses: outcome.review.summary.totalClauses,
    engine: outcome.engine,
  };
}
