import {
  type TCorpusDocument,
  type TCorpusImport,
  type TCorpusImportStarted,
  type TRecentSearch,
  type TResearchNote,
  type TResearchNoteCreate,
  type TResearchSearchRequest,
  type TResearchSearchResponse,
  ZCorpusDocument,
  ZCorpusImport,
  ZCorpusImportStarted,
  ZRecentSearch,
  ZResearchNote,
  ZResearchSearchResponse,
} from "@inkundla/shared";
import { apiJson, apiMultipart } from "../../lib/api-client";

export const RESEARCH_SEARCH_PATH = "/api/legal-research/search";
export const RECENT_SEARCHES_PATH = "/api/legal-research/recent";
export const CORPUS_DOCUMENTS_PATH = "/api/legal-research/documents";
export const RESEARCH_NOTES_PATH = "/api/legal-research/notes";
export const FIRM_DOCUMENTS_PATH = "/api/legal-research/firm-documents";
export const CORPUS_IMPORTS_PATH = "/api/legal-research/imports";

export const RECENT_SEARCHES_QUERY_KEY = [RECENT_SEARCHES_PATH] as const;
/** The reader's key; the search's results are keyed apart, by their request. */
export const corpusDocumentQueryKey = (documentId: string) => [CORPUS_DOCUMENTS_PATH, documentId] as const;
/** Beneath the matter's own key, so whatever refreshes a matter refreshes its research too. */
export const matterResearchNotesQueryKey = (matterId: string) =>
  ["/api/matters", matterId, "research-notes"] as const;

export async function searchResearch(request: TResearchSearchRequest): Promise<TResearchSearchResponse> {
  return ZResearchSearchResponse.parse(await apiJson("POST", RESEARCH_SEARCH_PATH, request));
}

export async function fetchRecentSearches(): Promise<TRecentSearch[]> {
  return ZRecentSearch.array().parse(await apiJson("GET", RECENT_SEARCHES_PATH));
}

export async function fetchCorpusDocument(documentId: string): Promise<TCorpusDocument> {
  return ZCorpusDocument.parse(
    await apiJson("GET", `${CORPUS_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`),
  );
}

export async function saveResearchNote(request: TResearchNoteCreate): Promise<TResearchNote> {
  return ZResearchNote.parse(await apiJson("POST", RESEARCH_NOTES_PATH, request));
}

function matterResearchNotesPath(matterId: string): string {
  return `/api/matters/${encodeURIComponent(matterId)}/research-notes`;
}

export async function fetchMatterResearchNotes(matterId: string): Promise<TResearchNote[]> {
  return ZResearchNote.array().parse(await apiJson("GET", matterResearchNotesPath(matterId)));
}

export function removeResearchNote(matterId: string, noteId: string): Promise<unknown> {
  return apiJson("DELETE", `${matterResearchNotesPath(matterId)}/${encodeURIComponent(noteId)}`);
}

/** Sends the firm's files (PDF, DOCX, TXT, HTML or a ZIP of them) to be read into its own corpus. */
export async function uploadFirmDocuments(files: readonly File[]): Promise<TCorpusImportStarted> {
  const formData = new FormData();
  for (const file of files) formData.append("files", file, file.name);
  return ZCorpusImportStarted.parse(await apiMultipart(FIRM_DOCUMENTS_PATH, formData));
}

export function removeFirmDocument(documentId: string): Promise<unknown> {
  return apiJson("DELETE", `${FIRM_DOCUMENTS_PATH}/${encodeURIComponent(documentId)}`);
}

export async function fetchCorpusImport(importId: string): Promise<TCorpusImport> {
  return ZCorpusImport.parse(await apiJson("GET", `${CORPUS_IMPORTS_PATH}/${encodeURIComponent(importId)}`));
}
