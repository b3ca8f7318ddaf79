import {
  type TPdfBundleRequest,
  type TPdfSession,
  type TPdfSessionCard,
  type TPdfSessionConflict,
  type TPdfSessionEditsRequest,
  type TPdfSessionFile,
  type TPdfSessionReplaceRequest,
  type TPdfSplitResult,
  ZPdfSession,
  ZPdfSessionCardList,
  ZPdfSessionConflict,
  ZPdfSessionFileAdded,
  ZPdfSplitResult,
} from "@inkundla/shared";
import {
  apiJson,
  apiMultipart,
  apiRequest,
  fetchListPage,
  type ListPage,
  readApiErrorStatus,
} from "../../../lib/api-client";

export const PDF_SESSIONS_PATH = "/api/office/pdf-sessions";

/** Every PDF-session query starts with the path, so one invalidation refreshes lists and sessions. */
export const PDF_SESSIONS_QUERY_KEY = [PDF_SESSIONS_PATH] as const;
/** Every page of every list starts with this, so one invalidation refreshes them all. */
export const PDF_SESSION_LIST_KEY = [PDF_SESSIONS_PATH, "list"] as const;
export const pdfSessionListQueryKey = (params: PdfSessionListParams) =>
  [...PDF_SESSION_LIST_KEY, params] as const;
export const pdfSessionQueryKey = (sessionId: string) => [PDF_SESSIONS_PATH, "detail", sessionId] as const;

/** A page of the list: a matter's sessions only when `matterId` is given; `search` finds part of the file name. */
export type PdfSessionListParams = {
  matterId?: string;
  search?: string;
  limit: number;
  offset: number;
};

/** The server's code for an upload that needs its password (answered with a 400). */
export const PDF_ENCRYPTED_CODE = "pdf_encrypted";

export function pdfSessionPath(sessionId: string): string {
  return `${PDF_SESSIONS_PATH}/${encodeURIComponent(sessionId)}`;
}

/** The original file, as uploaded (the viewer draws it; the edits are overlaid). */
export function pdfSessionFilePath(sessionId: string): string {
  return `${pdfSessionPath(sessionId)}/file`;
}

/** Where the newest export is downloaded. */
export function pdfSessionExportPath(sessionId: string): string {
  return `${pdfSessionPath(sessionId)}/export`;
}

/** What a change answered: the session as it now stands, or the newer version someone made meanwhile. */
export type PdfSessionChangeResult =
  | { kind: "saved"; session: TPdfSession }
  | { kind: "conflict"; conflict: TPdfSessionConflict };

/** The error a 409 throws, read back into the conflict it describes (null for any other error). */
function readConflict(error: unknown): TPdfSessionConflict | null {
  if (readApiErrorStatus(error) !== 409 || !(error instanceof Error)) return null;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^409: /, ""));
    const parsed = ZPdfSessionConflict.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Sends a change made over `baseVersion`. A 409 is an answer, not a failure: someone changed the
 * session since, and the person must reload before going on. Every other refusal throws.
 */
async function sendChange(request: () => Promise<unknown>): Promise<PdfSessionChangeResult> {
  try {
    return { kind: "saved", session: ZPdfSession.parse(await request()) };
  } catch (error) {
    const conflict = readConflict(error);
    if (conflict) return { kind: "conflict", conflict };
    throw error;
  }
}

/**
 * One page of the sessions as cards (their edits counted, not listed), newest change first, with how
 * many match in all (X-Total-Count).
 */
export async function fetchPdfSessions(params: PdfSessionListParams): Promise<ListPage<TPdfSessionCard>> {
  const { items, total } = await fetchListPage<unknown>(PDF_SESSIONS_PATH, { ...params, view: "card" });
  return { items: ZPdfSessionCardList.parse(items), total };
}

export async function fetchPdfSession(sessionId: string): Promise<TPdfSession> {
  return ZPdfSession.parse(await apiJson("GET", pdfSessionPath(sessionId)));
}

/** The original file's bytes, for pdf.js to draw. */
export async function fetchPdfSessionFile(sessionId: string): Promise<ArrayBuffer> {
  const response = await apiRequest("GET", pdfSessionFilePath(sessionId));
  return response.arrayBuffer();
}

export interface PdfSessionUpload {
  file: File;
  clientId: string | null;
  matterId: string | null;
  /** The password that opens a protected PDF, after the server asked for it. */
  password: string | null;
}

/** Uploads a PDF as a new session; the server checks its content again and refuses what it cannot open. */
export async function uploadPdfSession(upload: PdfSessionUpload): Promise<TPdfSession> {
  const formData = new FormData();
  if (upload.clientId) formData.append("clientId", upload.clientId);
  if (upload.matterId) formData.append("matterId", upload.matterId);
  if (upload.password) formData.append("password", upload.password);
  // The file goes last: the server reads the fields before it streams the upload.
  formData.append("file", upload.file, upload.file.name);
  return ZPdfSession.parse(await apiMultipart(PDF_SESSIONS_PATH, formData));
}

export async function deletePdfSession(sessionId: string): Promise<void> {
  await apiRequest("DELETE", pdfSessionPath(sessionId));
}

/** Adds annotations and modifications after the present ones. */
export function appendPdfSessionEdits(
  sessionId: string,
  request: TPdfSessionEditsRequest,
): Promise<PdfSessionChangeResult> {
  return sendChange(() => apiJson("POST", `${pdfSessionPath(sessionId)}/edits`, request));
}

/** Replaces the whole lists (how one edit is removed). */
export function replacePdfSessionEdits(
  sessionId: string,
  request: TPdfSessionReplaceRequest,
): Promise<PdfSessionChangeResult> {
  return sendChange(() => apiJson("PUT", pdfSessionPath(sessionId), request));
}

/** Goes back to the state before the newest change. */
export function undoPdfSessionEdit(sessionId: string, baseVersion: number): Promise<PdfSessionChangeResult> {
  return sendChange(() => apiJson("POST", `${pdfSessionPath(sessionId)}/undo`, { baseVersion }));
}

/** Adds another PDF to the session, whose pages an insert modification then names. */
export async function addPdfSessionFile(sessionId: string, file: File): Promise<TPdfSessionFile> {
  const formData = new FormData();
  formData.append("file", file, file.name);
  return ZPdfSessionFileAdded.parse(await apiMultipart(`${pdfSessionPath(sessionId)}/files`, formData));
}

/** Writes the edited PDF as a new file (the original is kept), filed under `matterId` when given. */
export async function exportPdfSession(sessionId: string, matterId: string | null): Promise<TPdfSession> {
  return ZPdfSession.parse(
    await apiJson("POST", `${pdfSessionPath(sessionId)}/export`, matterId ? { matterId } : {}),
  );
}

/** Splits the document into one PDF per page range ("1-3, 4-10"). */
export async function splitPdfSession(sessionId: string, ranges: string): Promise<TPdfSplitResult> {
  return ZPdfSplitResult.parse(await apiJson("POST", `${pdfSessionPath(sessionId)}/split`, { ranges }));
}

/** Merges sessions (or uploaded PDFs) into a bundle with an index page; answers the new session. */
export async function createPdfBundle(request: TPdfBundleRequest): Promise<TPdfSession> {
  return ZPdfSession.parse(await apiJson("POST", `${PDF_SESSIONS_PATH}/bundle`, request));
}
