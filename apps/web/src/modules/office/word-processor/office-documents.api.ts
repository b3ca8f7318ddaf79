import {
  OFFICE_DOCUMENT_TYPES,
  type TOfficeDocument,
  type TOfficeDocumentConflict,
  type TOfficeDocumentCreateRequest,
  type TOfficeDocumentListItem,
  type TOfficeDocumentUpdateRequest,
  type TOfficeDocumentVersion,
  type TOfficeDocumentVersionSummary,
  ZOfficeDocument,
  ZOfficeDocumentConflict,
  ZOfficeDocumentListItem,
  ZOfficeDocumentVersion,
  ZOfficeDocumentVersionList,
} from "@inkundla/shared";
import { z } from "zod";
import {
  apiJson,
  apiMultipart,
  apiRequest,
  fetchListPage,
  type ListPage,
  readApiErrorStatus,
} from "../../../lib/api-client";

export const OFFICE_DOCUMENTS_PATH = "/api/office/documents";
export const OFFICE_TEMPLATES_PATH = "/api/office/templates";

/** Every office-document query starts with the path, so one invalidation refreshes lists and documents. */
export const OFFICE_DOCUMENTS_QUERY_KEY = [OFFICE_DOCUMENTS_PATH] as const;
export const OFFICE_DOCUMENT_LIST_KEY = [OFFICE_DOCUMENTS_PATH, "list"] as const;
export const officeDocumentListQueryKey = (page: OfficeDocumentListParams) =>
  [...OFFICE_DOCUMENT_LIST_KEY, page] as const;
export const officeDocumentQueryKey = (documentId: string) =>
  [OFFICE_DOCUMENTS_PATH, "detail", documentId] as const;
export const officeDocumentVersionsQueryKey = (documentId: string) =>
  [OFFICE_DOCUMENTS_PATH, "versions", documentId] as const;
export const officeDocumentVersionQueryKey = (documentId: string, version: number) =>
  [OFFICE_DOCUMENTS_PATH, "versions", documentId, version] as const;
export const OFFICE_TEMPLATES_QUERY_KEY = [OFFICE_TEMPLATES_PATH] as const;

export type OfficeDocumentListParams = {
  search?: string;
  matterId?: string;
  clientId?: string;
  limit: number;
  offset: number;
};

/**
 * A built-in template of the word processor. Its document type is read leniently: a template of a
 * type this screen does not offer starts as a contract rather than failing the whole list.
 */
export const ZOfficeTemplate = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  documentType: z.enum(OFFICE_DOCUMENT_TYPES).catch("contract"),
  category: z.string(),
  content: z.string(),
});
export type TOfficeTemplate = z.infer<typeof ZOfficeTemplate>;

/** What a save answered: the saved document, or who saved a newer version in between. */
export type OfficeDocumentSaveResult =
  | { kind: "saved"; document: TOfficeDocument }
  | { kind: "conflict"; conflict: TOfficeDocumentConflict };

export function officeDocumentPath(documentId: string): string {
  return `${OFFICE_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`;
}

/** Where a document is downloaded as Word or PDF (the server converts its saved version). */
export function officeDocumentExportPath(documentId: string, format: "docx" | "pdf"): string {
  return `${officeDocumentPath(documentId)}/export.${format}`;
}

export async function fetchOfficeDocuments(
  params: OfficeDocumentListParams,
): Promise<ListPage<TOfficeDocumentListItem>> {
  const { items, total } = await fetchListPage<unknown>(OFFICE_DOCUMENTS_PATH, params);
  return { items: ZOfficeDocumentListItem.array().parse(items), total };
}

export async function fetchOfficeDocument(documentId: string): Promise<TOfficeDocument> {
  return ZOfficeDocument.parse(await apiJson("GET", officeDocumentPath(documentId)));
}

export async function createOfficeDocument(request: TOfficeDocumentCreateRequest): Promise<TOfficeDocument> {
  return ZOfficeDocument.parse(await apiJson("POST", OFFICE_DOCUMENTS_PATH, request));
}

/** The error a 409 throws, read back into the conflict it describes (null for any other error). */
function readConflict(error: unknown): TOfficeDocumentConflict | null {
  if (readApiErrorStatus(error) !== 409 || !(error instanceof Error)) return null;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^409: /, ""));
    const parsed = ZOfficeDocumentConflict.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Saves over `baseVersion`. A 409 is an answer, not a failure: someone saved a newer version, and the
 * screen must let the person choose rather than overwrite it. Every other refusal throws.
 */
export async function updateOfficeDocument(
  documentId: string,
  request: TOfficeDocumentUpdateRequest,
): Promise<OfficeDocumentSaveResult> {
  try {
    const document = ZOfficeDocument.parse(await apiJson("PUT", officeDocumentPath(documentId), request));
    return { kind: "saved", document };
  } catch (error) {
    const conflict = readConflict(error);
    if (conflict) return { kind: "conflict", conflict };
    throw error;
  }
}

export async function deleteOfficeDocument(documentId: string): Promise<void> {
  await apiRequest("DELETE", officeDocumentPath(documentId));
}

export async function fetchOfficeDocumentVersions(
  documentId: string,
): Promise<TOfficeDocumentVersionSummary[]> {
  return ZOfficeDocumentVersionList.parse(await apiJson("GET", `${officeDocumentPath(documentId)}/versions`));
}

export async function fetchOfficeDocumentVersion(
  documentId: string,
  version: number,
): Promise<TOfficeDocumentVersion> {
  return ZOfficeDocumentVersion.parse(
    await apiJson("GET", `${officeDocumentPath(documentId)}/versions/${version}`),
  );
}

/** Makes an old version the newest one; a 409 (a newer save meanwhile) is answered as for a save. */
export async function restoreOfficeDocumentVersion(
  documentId: string,
  version: number,
  baseVersion: number,
): Promise<OfficeDocumentSaveResult> {
  try {
    const document = ZOfficeDocument.parse(
      await apiJson("POST", `${officeDocumentPath(documentId)}/versions/${version}/restore`, { baseVersion }),
    );
    return { kind: "saved", document };
  } catch (error) {
    const conflict = readConflict(error);
    if (conflict) return { kind: "conflict", conflict };
    throw error;
  }
}

export interface OfficeDocumentImport {
  file: File;
  title: string;
  clientId: string | null;
  matterId: string | null;
  isShared: boolean;
}

/** Sends a Word file to become a document; the server converts it to the document HTML. */
export async function importOfficeDocument(request: OfficeDocumentImport): Promise<TOfficeDocument> {
  const formData = new FormData();
  if (request.title.trim()) formData.append("title", request.title.trim());
  if (request.clientId) formData.append("clientId", request.clientId);
  if (request.matterId) formData.append("matterId", request.matterId);
  formData.append("isShared", String(request.isShared));
  // The file goes last: the server may read the fields before it streams the upload.
  formData.append("file", request.file, request.file.name);
  return ZOfficeDocument.parse(await apiMultipart(`${OFFICE_DOCUMENTS_PATH}/import`, formData));
}

export async function fetchOfficeTemplates(): Promise<TOfficeTemplate[]> {
  return ZOfficeTemplate.array().parse(await apiJson("GET", OFFICE_TEMPLATES_PATH));
}
