import {
  type TCourtFiling,
  type TCourtFilingDetail,
  type TCourtFilingRecordRequest,
  type TCourtFilingResponseTaskRequest,
  type TCourtFilingStats,
  type TCourtFilingTemplate,
  type TCourtIntegration,
  ZCourtFiling,
  ZCourtFilingDetail,
  ZCourtFilingStats,
  ZCourtFilingTemplateList,
  ZCourtIntegrationList,
} from "@inkundla/shared";
import { apiJson, apiMultipart, downloadFile, fetchListPage, type ListPage } from "../../lib/api-client";

export const COURT_FILING_PATH = "/api/court-filing";
const FILINGS_PATH = `${COURT_FILING_PATH}/filings`;

/** Every court-filing query sits beneath this key, so one invalidation refreshes the overview and lists. */
export const COURT_FILING_KEY = [COURT_FILING_PATH] as const;
export const overviewQueryKey = [...COURT_FILING_KEY, "overview"] as const;
export const filingsQueryKey = (query: FilingListQuery) => [...COURT_FILING_KEY, "filings", query] as const;
export const filingQueryKey = (id: string) => [...COURT_FILING_KEY, "filing", id] as const;
export const integrationsQueryKey = [...COURT_FILING_KEY, "integrations"] as const;
export const templatesQueryKey = [...COURT_FILING_KEY, "templates"] as const;

export type FilingListQuery = { caseNumber?: string; party?: string; limit: number; offset: number };

export async function fetchOverview(): Promise<TCourtFilingStats> {
  return ZCourtFilingStats.parse(await apiJson("GET", `${COURT_FILING_PATH}/overview`));
}

export async function fetchFilings(query: FilingListQuery): Promise<ListPage<TCourtFiling>> {
  const { items, total } = await fetchListPage<unknown>(FILINGS_PATH, query);
  return { items: ZCourtFiling.array().parse(items), total };
}

export async function fetchFiling(id: string): Promise<TCourtFilingDetail> {
  return ZCourtFilingDetail.parse(await apiJson("GET", `${FILINGS_PATH}/${encodeURIComponent(id)}`));
}

/** The submit form as multipart: the fields, then the files in bundle order. */
export async function submitFiling(input: {
  matterId: string;
  courtLevel: string;
  caseNumber: string;
  documentType: string;
  urgency: string;
  files: readonly File[];
}): Promise<TCourtFilingDetail> {
  const form = new FormData();
  form.append("matterId", input.matterId);
  form.append("courtLevel", input.courtLevel);
  form.append("caseNumber", input.caseNumber);
  form.append("documentType", input.documentType);
  form.append("urgency", input.urgency);
  for (const file of input.files) form.append("files", file, file.name);
  return ZCourtFilingDetail.parse(await apiMultipart(`${COURT_FILING_PATH}/submit`, form));
}

export async function recordFilingStatus(
  id: string,
  request: TCourtFilingRecordRequest,
): Promise<TCourtFilingDetail> {
  return ZCourtFilingDetail.parse(
    await apiJson("PATCH", `${FILINGS_PATH}/${encodeURIComponent(id)}`, request),
  );
}

export async function createResponseTask(
  id: string,
  request: TCourtFilingResponseTaskRequest,
): Promise<TCourtFilingDetail> {
  return ZCourtFilingDetail.parse(
    await apiJson("POST", `${FILINGS_PATH}/${encodeURIComponent(id)}/response-task`, request),
  );
}

export function downloadBundle(id: string): Promise<string> {
  return downloadFile(`${FILINGS_PATH}/${encodeURIComponent(id)}/bundle`, "bundle.pdf");
}

export async function fetchIntegrations(): Promise<TCourtIntegration[]> {
  return ZCourtIntegrationList.parse(await apiJson("GET", `${COURT_FILING_PATH}/integrations`));
}

export async function fetchTemplates(): Promise<TCourtFilingTemplate[]> {
  return ZCourtFilingTemplateList.parse(await apiJson("GET", `${COURT_FILING_PATH}/templates`));
}
