import {
  type TLegalWritingDocument,
  type TLegalWritingRequest,
  type TLegalWritingTemplate,
  ZLegalWritingDocument,
  ZLegalWritingStarted,
  ZLegalWritingTemplates,
} from "@inkundla/shared";
import { z } from "zod";
import { apiJson } from "../../lib/api-client";

export const LEGAL_DOCUMENTS_PATH = "/api/legal-documents";
export const LEGAL_WRITING_TEMPLATES_PATH = `${LEGAL_DOCUMENTS_PATH}/templates`;

export const LEGAL_DOCUMENTS_QUERY_KEY = [LEGAL_DOCUMENTS_PATH, "list"] as const;
export const LEGAL_WRITING_TEMPLATES_QUERY_KEY = [LEGAL_WRITING_TEMPLATES_PATH] as const;

const ZOpenedInEditor = z.object({ documentId: z.uuid() });

function legalDocumentPath(legalDocumentId: string): string {
  return `${LEGAL_DOCUMENTS_PATH}/${encodeURIComponent(legalDocumentId)}`;
}

/** Where a generated document is downloaded as Word (the server converts the draft and names the file). */
export function legalDocumentDocxPath(legalDocumentId: string): string {
  return `${legalDocumentPath(legalDocumentId)}/export.docx`;
}

/** Asks for a document. The server answers 202 at once: the writing runs as a job, read from the list. */
export async function startLegalWriting(request: TLegalWritingRequest): Promise<{ id: string }> {
  return ZLegalWritingStarted.parse(await apiJson("POST", LEGAL_DOCUMENTS_PATH, request));
}

/** The firm's generated documents, newest first. */
export async function fetchLegalDocuments(): Promise<TLegalWritingDocument[]> {
  return ZLegalWritingDocument.array().parse(await apiJson("GET", LEGAL_DOCUMENTS_PATH));
}

/**
 * Makes the draft a word-processor document (the first time; later calls answer the same one) and
 * answers its id, for the editor's address.
 */
export async function openLegalDocumentInEditor(legalDocumentId: string): Promise<string> {
  const opened = ZOpenedInEditor.parse(
    await apiJson("POST", `${legalDocumentPath(legalDocumentId)}/open-in-editor`),
  );
  return opened.documentId;
}

export async function fetchLegalWritingTemplates(): Promise<TLegalWritingTemplate[]> {
  return ZLegalWritingTemplates.parse(await apiJson("GET", LEGAL_WRITING_TEMPLATES_PATH));
}
