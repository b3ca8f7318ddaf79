import {
  type TContractAnalysis,
  type TContractAnalysisReport,
  type TContractAnalysisStarted,
  type TContractInsights,
  ZContractAnalysis,
  ZContractAnalysisReport,
  ZContractAnalysisStarted,
  ZContractInsights,
} from "@inkundla/shared";
import { apiJson, apiMultipart, fetchListPage, type ListPage } from "../../lib/api-client";
import type { ContractSubmission } from "./contract-upload";

export const CONTRACT_ANALYSES_PATH = "/api/contract-analyses";
export const CONTRACT_INSIGHTS_PATH = `${CONTRACT_ANALYSES_PATH}/insights`;

/** Every list page of analyses sits beneath this key, so one invalidation refreshes them all. */
export const CONTRACT_ANALYSES_LIST_KEY = [CONTRACT_ANALYSES_PATH, "list"] as const;
export const contractAnalysesQueryKey = (page: { limit: number; offset: number }) =>
  [...CONTRACT_ANALYSES_LIST_KEY, page] as const;
export const contractAnalysisQueryKey = (analysisId: string) =>
  [CONTRACT_ANALYSES_PATH, "detail", analysisId] as const;
export const CONTRACT_INSIGHTS_QUERY_KEY = [CONTRACT_INSIGHTS_PATH] as const;

export type ReportFormat = "pdf" | "docx";

function analysisPath(analysisId: string): string {
  return `${CONTRACT_ANALYSES_PATH}/${encodeURIComponent(analysisId)}`;
}

/** Where the full report is downloaded as a file (the server names it and checks the firm). */
export function contractReportDownloadPath(analysisId: string, format: ReportFormat): string {
  return `${analysisPath(analysisId)}/report.${format}`;
}

/**
 * Starts an analysis: a chosen file goes as a multipart form (the server reads its content, not its
 * name), pasted text as JSON. The server answers 202 at once; the analysis runs as a job.
 */
export async function startContractAnalysis(
  submission: ContractSubmission,
): Promise<TContractAnalysisStarted> {
  if (submission.kind === "file") {
    const formData = new FormData();
    formData.append("contractType", submission.contractType);
    formData.append("contractTitle", submission.contractTitle);
    if (submission.matterId) formData.append("matterId", submission.matterId);
    // The file goes last: the server may read the fields before it streams the upload.
    formData.append("contract", submission.file, submission.file.name);
    return ZContractAnalysisStarted.parse(await apiMultipart(CONTRACT_ANALYSES_PATH, formData));
  }
  return ZContractAnalysisStarted.parse(
    await apiJson("POST", CONTRACT_ANALYSES_PATH, {
      contractText: submission.contractText,
      contractType: submission.contractType,
      contractTitle: submission.contractTitle,
      ...(submission.matterId ? { matterId: submission.matterId } : {}),
    }),
  );
}

/** One page of the firm's analyses, newest first, with the total from X-Total-Count. */
export async function fetchContractAnalyses(page: {
  limit: number;
  offset: number;
}): Promise<ListPage<TContractAnalysis>> {
  const { items, total } = await fetchListPage<unknown>(CONTRACT_ANALYSES_PATH, page);
  return { items: ZContractAnalysis.array().parse(items), total };
}

export async function fetchContractAnalysisReport(analysisId: string): Promise<TContractAnalysisReport> {
  return ZContractAnalysisReport.parse(await apiJson("GET", analysisPath(analysisId)));
}

export async function fetchContractInsights(): Promise<TContractInsights> {
  return ZContractInsights.parse(await apiJson("GET", CONTRACT_INSIGHTS_PATH));
}
