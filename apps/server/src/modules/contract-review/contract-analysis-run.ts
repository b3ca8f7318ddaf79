import type { TContractFinding } from "@inkundla/shared";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import type { JobLog } from "../../platform/jobs/index.ts";
import { type AiProvider, isAiError, withFirmBudget } from "../ai/index.ts";
import { findCitations, findKnownKeys } from "../corpus/index.ts";
import { notifyAiJobFinished } from "../notifications/index.ts";
import {
  type AnalysedFinding,
  analyzeContract,
  type ContractAnalysisOutcome,
  ContractFileError,
  categoryLabel,
  readContractFile,
} from "./analysis/index.ts";
import {
  type ContractAnalysisRow,
  completeAnalysis,
  failAnalysis,
  findAnalysisById,
  markAnalysisRunning,
  saveContractText,
  setAnalysisStage,
} from "./contract-analysis.repository.ts";
import { ANALYSIS_FAILURE_MESSAGES } from "./contract-review.errors.ts";

export type ContractAnalysisRunDeps = { db: Db; fileStorage: FileStorage; ai: AiProvider };

type AnalysisOwner = Pick<ContractAnalysisRow, "id" | "firmId" | "requestedByUserId" | "title">;

/** Fails the analysis with a readable reason and tells the person who asked, in one transaction. */
async function failAndAnnounce(db: Db, row: AnalysisOwner, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await failAnalysis(tx, row.id, error);
    await notifyAiJobFinished(tx, {
      firmId: row.firmId,
      requestedByUserId: row.requestedByUserId,
      sourceKey: `contract_analysis:${row.id}`,
      title: `Contract analysis failed: ${row.title}`,
      body: error,
      link: `/contract-review/${row.id}`,
    });
  });
}

/**
 * Works one analysis: reads the contract (from its pasted text, or its file in storage), analyses it
 * and writes every result at once, so an attempt cut short leaves nothing half-written and a retried
 * attempt simply starts again. A contract that cannot be read, or a language model that fails (after
 * its own retry of a malformed answer), ends the analysis as failed with the reason; those are not
 * retried. Anything else (a lost database connection, a worker stopped) is thrown for the queue to retry.
 */
export async function runContractAnalysis(
  deps: ContractAnalysisRunDeps,
  analysisId: string,
  log: JobLog,
): Promise<void> {
  const row = await findAnalysisById(deps.db, analysisId);
  // Gone with its firm, or finished by an earlier attempt that was delivered twice.
  if (!row || row.status === "completed" || row.status === "failed") return;
  await markAnalysisRunning(deps.db, analysisId);

  let text = row.contractText;
  if (text === null) {
    const bytes = row.fileKey ? await deps.fileStorage.get(row.fileKey) : null;
    if (!bytes) {
      await failAndAnnounce(deps.db, row, ANALYSIS_FAILURE_MESSAGES.fileMissing);
      return;
    }
    try {
      text = await readContractFile({ name: row.fileName ?? "contract", bytes });
    } catch (error) {
      if (!(error instanceof ContractFileError)) throw error;
      await failAndAnnounce(deps.db, row, error.message);
      return;
    }
    await saveContractText(deps.db, analysisId, text);
  }

  try {
    const outcome = await analyzeContract(
      { text, contractType: row.contractType },
      {
        ai: withFirmBudget(deps.ai, deps.db, row.firmId),
        onStage: (stage) => setAnalysisStage(deps.db, analysisId, stage),
      },
    );
    await setAnalysisStage(deps.db, analysisId, "saving");
    const results = await storedResultsOf(deps.db, row.firmId, outcome);
    await deps.db.transaction(async (tx) => {
      await completeAnalysis(tx, analysisId, results);
      await notifyAiJobFinished(tx, {
        firmId: row.firmId,
        requestedByUserId: row.requestedByUserId,
        sourceKey: `contract_analysis:${row.id}`,
        title: `Contract analysis ready: ${row.title}`,
        body: `Risk score ${results.riskScore} out of 100, ${results.findings.length} ${results.findings.length === 1 ? "finding" : "findings"}.`,
        link: `/contract-review/${row.id}`,
      });
    });
    log.info(
      { analysisId, clauses: results.clauses.length, riskScore: results.riskScore },
      "contract analysed",
    );
  } catch (error) {
    if (!isAiError(error)) throw error;
    await failAndAnnounce(
      deps.db,
      row,
      `The language model could not complete the analysis: ${error.message}`,
    );
  }
}

/** What an analysis keeps of the engine's outcome, its legal references linked to the corpus the firm reads. */
export async function storedResultsOf(
  db: DbExecutor,
  firmId: string,
  outcome: ContractAnalysisOutcome,
): Promise<Parameters<typeof completeAnalysis>[2]> {
  const documentIds = await linkReferences(db, firmId, outcome.review.findings);
  return {
    riskScore: outcome.review.riskScore,
    summary: { ...outcome.review.summary, aiConfidence: outcome.aiConfidence },
    findings: outcome.review.findings.map((finding) => toSharedFinding(finding, documentIds)),
    complianceChecks: outcome.review.complianceChecks,
    clauses: outcome.clauses.map((clause) => ({
      index: clause.index,
      number: clause.number,
      heading: clause.heading,
      text: clause.text,
      categories: clause.categories.map((category) => ({
        id: category.id,
        label: categoryLabel(category.id),
        source: category.source,
      })),
    })),
    removedCitations: outcome.removedCitations,
    engine: outcome.engine,
  };
}

/** After the last attempt failed: the analysis is marked failed with a readable reason. */
export async function failContractAnalysis(
  deps: Pick<ContractAnalysisRunDeps, "db">,
  analysisId: string,
  error: unknown,
): Promise<void> {
  const row = await findAnalysisById(deps.db, analysisId);
  if (!row || row.status === "completed" || row.status === "failed") return;
  const detail = error instanceof Error ? error.message : String(error);
  await failAndAnnounce(deps.db, row, ANALYSIS_FAILURE_MESSAGES.stopped(detail));
}

/** The citation key of a finding's legal reference ("Consumer Protection Act 68 of 2008, s 14" → the Act). */
function referenceKeyOf(finding: AnalysedFinding): string | null {
  if (!finding.reference) return null;
  const [citation] = findCitations(finding.legalReference);
  return citation ? citation.key.split("#")[0]! : null;
}

/** Which findings' legal sources are in the corpus the firm reads, to link them to the reader. */
export async function linkReferences(
  db: Db,
  firmId: string,
  findings: AnalysedFinding[],
): Promise<Map<string, string>> {
  const keys = [...new Set(findings.map(referenceKeyOf).filter((key): key is string => key !== null))];
  return findKnownKeys(db, { firmId, keys });
}

export function toSharedFinding(
  finding: AnalysedFinding,
  documentIds: Map<string, string>,
): TContractFinding {
  const key = referenceKeyOf(finding);
  const location = finding.clause
    ? [finding.clause.number, finding.clause.heading].filter(Boolean).join(" ")
    : "";
  return {
    id: finding.id,
    type: finding.type,
    severity: finding.severity,
    clause: finding.clause?.text ?? "Not found in the contract.",
    clauseLocation: location || null,
    clauseIndex: finding.clauseIndex,
    description: finding.description,
    recommendation: finding.recommendation,
    ...(finding.legalReference ? { legalReference: finding.legalReference } : {}),
    reference: finding.legalReference
      ? { text: finding.legalReference, documentId: (key && documentIds.get(key)) || null }
      : null,
    source: finding.source,
    modelNote: finding.modelNote,
  };
}
