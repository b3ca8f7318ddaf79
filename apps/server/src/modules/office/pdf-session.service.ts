import { randomUUID } from "node:crypto";
import {
  applyEditsDetailed,
  buildPdfBundle,
  hasPdfSignature,
  loadPdf,
  PdfEditError,
  type PdfModificationEdit,
  parsePageRanges,
  planPages,
  splitPdf,
} from "@inkundla/documents";
import {
  PDF_SESSION_MAX_UNDO,
  type TPdfAnnotation,
  type TPdfModification,
  type TPdfSession,
  type TPdfSessionCard,
  type TPdfSessionFile,
  type TPdfSessionListQuery,
  type TPdfSplitResult,
  type ZPdfAnnotationDraft,
  type ZPdfBundleRequest,
  type ZPdfModificationDraft,
} from "@inkundla/shared";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { DbExecutor } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { documentFileName, resolveDocumentOwnership } from "./office-document.service.ts";
import { FORMER_MEMBER, isAuthorOrOwner } from "./office-item-access.ts";
import type { OfficeSuiteDeps } from "./office-suite.deps.ts";
import { pdfSessionError } from "./pdf-session.errors.ts";
import {
  deleteSession,
  findFirmSession,
  insertSession,
  insertSessionFile,
  listFirmSessionCounts,
  listFirmSessions,
  listSessionFiles,
  type PdfEditState,
  type PdfSessionCountedRow,
  type PdfSessionFileRow,
  type PdfSessionListedRow,
  type PdfSessionRow,
  updateSessionAtVersion,
} from "./pdf-session.repository.ts";
import { pdfSessionTable } from "./pdf-session.tables.ts";
import { decryptPdf } from "./pdf-session-decrypt.ts";
import { findFirmPdfs, readPdfBytes, storePdf } from "./pdf-session-storage.ts";

/** A PDF received from a form: its bytes and the uploader's file name. */
export type ReceivedPdf = { bytes: Uint8Array; fileName: string };

function toFile(row: PdfSessionFileRow): TPdfSessionFile {
  return { fileId: row.fileId, fileName: row.fileName, pageCount: row.pageCount };
}

/** What a session's full form and its card share. */
function sessionFields(
  identity: FirmIdentity,
  row: Omit<PdfSessionCountedRow, "editCounts">,
  files: PdfSessionFileRow[],
) {
  return {
    id: row.id,
    fileName: row.fileName,
    clientId: row.clientId,
    clientName: row.clientName,
    matterId: row.matterId,
    matterReference: row.matterReference,
    pageCount: row.pageCount,
    sizeBytes: row.sizeBytes,
    version: row.version,
    files: files.map(toFile),
    canUndo: row.canUndo,
    exportedAt: row.exportedAt,
    exportFileName: row.exportFileName,
    exportFileId: row.exportFileId,
    author: row.authorUserId ? { id: row.authorUserId, name: row.authorName ?? FORMER_MEMBER } : null,
    canDelete: isAuthorOrOwner(identity, row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toSession(
  identity: FirmIdentity,
  row: PdfSessionListedRow,
  files: PdfSessionFileRow[],
): TPdfSession {
  return {
    ...sessionFields(identity, row, files),
    annotations: row.annotations,
    modifications: row.modifications,
  };
}

function toSessionCard(identity: FirmIdentity, row: PdfSessionCountedRow): TPdfSessionCard {
  return { ...sessionFields(identity, row, []), editCounts: row.editCounts };
}

async function requireSession(db: DbExecutor, identity: FirmIdentity, id: string, lockForUpdate = false) {
  const row = isUuid(id)
    ? await findFirmSession(db, identity.membership.firmId, id, { lockForUpdate })
    : null;
  if (!row) throw pdfSessionError("pdf_session_not_found");
  return row;
}

function conflict(currentVersion: number): AppError {
  return new AppError(
    409,
    "pdf_session_version_conflict",
    "Someone changed this PDF session since you opened it. Reload it to see their changes.",
    {},
    { currentVersion },
  );
}

/** Turns the library's reasons into the route's 400s, with the library's words. */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof PdfEditError)) return error;
  switch (error.problem) {
    case "not_pdf":
      return pdfSessionError("not_pdf");
    case "encrypted":
      return pdfSessionError("pdf_encrypted");
    case "damaged":
      return pdfSessionError("pdf_damaged");
    case "page_not_found":
      return pdfSessionError("page_not_found", error.message);
    case "bad_range":
      return pdfSessionError("bad_page_ranges", error.message);
    default: {
      const unhandled: never = error.problem;
      return new Error(`unhandled PDF problem ${unhandled}`);
    }
  }
}

/**
 * Checks that bytes are a PDF that can be edited: the signature first (a renamed text file), then
 * pdf-lib (damaged files). An encrypted PDF is decrypted with the password when one is given and qpdf
 * can open it; otherwise refused with a message saying it needs one.
 */
async function checkPdf(
  bytes: Uint8Array,
  password?: string,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  if (!hasPdfSignature(bytes)) throw pdfSessionError("not_pdf");
  try {
    return { bytes, pageCount: (await loadPdf(bytes)).getPageCount() };
  } catch (error) {
    if (!(error instanceof PdfEditError) || error.problem !== "encrypted") throw toHttpError(error);
  }
  if (!password) {
    throw pdfSessionError(
      "pdf_encrypted",
      "This PDF is protected with a password. Enter its password, or remove the password and upload it again.",
    );
  }
  const decrypted = await decryptPdf(bytes, password);
  if (!decrypted.ok) {
    throw decrypted.reason === "wrong_password"
      ? pdfSessionError("pdf_wrong_password")
      : pdfSessionError("pdf_encrypted");
  }
  try {
    return { bytes: decrypted.bytes, pageCount: (await loadPdf(decrypted.bytes)).getPageCount() };
  } catch (error) {
    throw toHttpError(error);
  }
}

function pdfName(fileName: string): string {
  const trimmed = fileName.trim() || "document.pdf";
  return /\.pdf$/i.test(trimmed) ? trimmed : `${trimmed}.pdf`;
}

export async function listSessions(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  query: TPdfSessionListQuery,
): Promise<{ items: TPdfSession[] | TPdfSessionCard[]; total: number }> {
  const firmId = identity.membership.firmId;
  // The list carries no added files (one query for the page); GET /{id} has them.
  if (query.view === "card") {
    const { rows, total } = await listFirmSessionCounts(deps.db, firmId, query);
    return { items: rows.map((row) => toSessionCard(identity, row)), total };
  }
  const { rows, total } = await listFirmSessions(deps.db, firmId, query);
  return { items: rows.map((row) => toSession(identity, row, [])), total };
}

export async function readSession(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TPdfSession> {
  const row = await requireSession(deps.db, identity, id);
  const files = await listSessionFiles(deps.db, row.id);
  const card = {
    ...row,
    canUndo: row.undoHistory.length > 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    exportedAt: row.exportedAt?.toISOString() ?? null,
  };
  return toSession(identity, card, files);
}

/**
 * Creates a session from an uploaded PDF: checked, then its bytes stored, then the row written in one
 * transaction with the audit event. When the transaction fails, the stored bytes are removed again, so
 * nothing is half-recorded.
 */
export async function uploadSession(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  input: { file: ReceivedPdf | null; clientId?: string; matterId?: string; password?: string },
): Promise<TPdfSession> {
  if (!input.file || input.file.bytes.length === 0) throw pdfSessionError("no_file");
  const checked = await checkPdf(input.file.bytes, input.password);
  return createSessionFromBytes(deps, identity, {
    bytes: checked.bytes,
    pageCount: checked.pageCount,
    fileName: pdfName(input.file.fileName),
    clientId: input.clientId,
    matterId: input.matterId,
  });
}

async function createSessionFromBytes(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  input: {
    bytes: Uint8Array;
    pageCount: number;
    fileName: string;
    clientId?: string | null;
    matterId?: string | null;
  },
): Promise<TPdfSession> {
  const firmId = identity.membership.firmId;
  const ownership = await resolveDocumentOwnership(deps.db, firmId, input.clientId, input.matterId);
  const id = randomUUID();
  let storageKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const stored = await storePdf(
        tx,
        deps.fileStorage,
        { firmId, userId: identity.userId },
        {
          bytes: input.bytes,
          fileName: input.fileName,
          purpose: "office_pdf",
        },
      );
      storageKey = stored.storageKey;
      await insertSession(tx, {
        id,
        firmId,
        authorUserId: identity.userId,
        fileName: input.fileName,
        ...ownership,
        sourceFileId: stored.id,
        pageCount: input.pageCount,
      });
      await recordAuditEvent(tx, {
        action: "office.pdf_uploaded",
        firmId,
        userId: identity.userId,
        entityType: "pdf_session",
        entityId: id,
        ipAddress: identity.ipAddress,
        data: { fileName: input.fileName, pageCount: input.pageCount },
      });
    });
  } catch (error) {
    if (storageKey) await deps.fileStorage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return readSession(deps, identity, id);
}

/** The original PDF's bytes, for the viewer. */
export async function readSessionOriginal(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await requireSession(deps.db, identity, id);
  const bytes = await deps.fileStorage.get(row.sourceStorageKey);
  if (!bytes) throw new Error(`pdf session ${row.id} has no bytes under ${row.sourceStorageKey}`);
  return { bytes, fileName: row.fileName };
}

type AnnotationInput = z.output<typeof ZPdfAnnotationDraft>;
type ModificationInput = z.output<typeof ZPdfModificationDraft>;

function withIds(annotations: AnnotationInput[], modifications: ModificationInput[]): PdfEditState {
  return {
    annotations: annotations.map(
      (annotation) => ({ ...annotation, id: annotation.id ?? randomUUID() }) as TPdfAnnotation,
    ),
    modifications: modifications.map(
      (modification) => ({ ...modification, id: modification.id ?? randomUUID() }) as TPdfModification,
    ),
  };
}

/** Refuses (400) edits naming a page that does not exist at their step, before anything is written. */
function validateEdits(
  row: Pick<PdfSessionRow, "pageCount">,
  files: PdfSessionFileRow[],
  state: PdfEditState,
): void {
  for (const annotation of state.annotations) {
    if (annotation.page > row.pageCount) {
      throw pdfSessionError(
        "page_not_found",
        `Page ${annotation.page} does not exist: the PDF has ${row.pageCount} pages.`,
      );
    }
  }
  try {
    planPages(
      row.pageCount,
      state.modifications as PdfModificationEdit[],
      new Map(files.map((file) => [file.fileId, file.pageCount])),
    );
  } catch (error) {
    throw toHttpError(error);
  }
}

/**
 * Writes a new state of the edits when the session is still at `baseVersion` (409 otherwise), keeping
 * the state before it for undo (at most PDF_SESSION_MAX_UNDO).
 */
async function changeEdits(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  baseVersion: number,
  next: (row: PdfSessionRow) => PdfEditState,
): Promise<TPdfSession> {
  await deps.db.transaction(async (tx) => {
    const row = await requireSession(tx, identity, id, true);
    if (row.version !== baseVersion) throw conflict(row.version);
    const files = await listSessionFiles(tx, row.id);
    const state = next(row);
    validateEdits(row, files, state);
    const previous: PdfEditState = { annotations: row.annotations, modifications: row.modifications };
    const undoHistory = [...row.undoHistory, previous].slice(-PDF_SESSION_MAX_UNDO);
    const saved = await updateSessionAtVersion(tx, identity.membership.firmId, row.id, baseVersion, {
      ...state,
      undoHistory,
    });
    if (!saved) throw conflict(row.version + 1);
  });
  return readSession(deps, identity, id);
}

export async function addEdits(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  input: { baseVersion: number; annotations?: AnnotationInput[]; modifications?: ModificationInput[] },
): Promise<TPdfSession> {
  const added = withIds(input.annotations ?? [], input.modifications ?? []);
  return changeEdits(deps, identity, id, input.baseVersion, (row) => ({
    annotations: [...row.annotations, ...added.annotations],
    modifications: [...row.modifications, ...added.modifications],
  }));
}

export async function replaceEdits(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  input: { baseVersion: number; annotations: AnnotationInput[]; modifications: ModificationInput[] },
): Promise<TPdfSession> {
  const state = withIds(input.annotations, input.modifications);
  return changeEdits(deps, identity, id, input.baseVersion, () => state);
}

/**
 * A session the seeds make: the PDF stored as an upload's is, then each step's edits added in turn and
 * checked as the editor checks them, so undo steps back through the steps. Returns its id. The caller's
 * transaction holds the row; the stored bytes stay if it rolls back (as a seed, rerun on an empty firm).
 */
export async function seedFirmPdfSession(
  deps: OfficeSuiteDeps,
  values: {
    firmId: string;
    authorUserId: string;
    fileName: string;
    bytes: Uint8Array;
    clientId: string | null;
    matterId: string | null;
    steps: { annotations: AnnotationInput[]; modifications: ModificationInput[] }[];
  },
): Promise<string> {
  const { pageCount } = await checkPdf(values.bytes);
  const stored = await storePdf(
    deps.db,
    deps.fileStorage,
    { firmId: values.firmId, userId: values.authorUserId },
    { bytes: values.bytes, fileName: values.fileName, purpose: "office_pdf" },
  );
  let state: PdfEditState = { annotations: [], modifications: [] };
  const undoHistory: PdfEditState[] = [];
  for (const step of values.steps) {
    const added = withIds(step.annotations, step.modifications);
    const next = {
      annotations: [...state.annotations, ...added.annotations],
      modifications: [...state.modifications, ...added.modifications],
    };
    validateEdits({ pageCount }, [], next);
    undoHistory.push(state);
    state = next;
  }
  const id = randomUUID();
  await insertSession(deps.db, {
    id,
    firmId: values.firmId,
    authorUserId: values.authorUserId,
    fileName: values.fileName,
    clientId: values.clientId,
    matterId: values.matterId,
    sourceFileId: stored.id,
    pageCount,
    ...state,
    undoHistory: undoHistory.slice(-PDF_SESSION_MAX_UNDO),
    version: 1 + values.steps.length,
  });
  return id;
}

/** Back to the state before the newest change (the version still rises: it is a change others must see). */
export async function undoEdit(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  baseVersion: number,
): Promise<TPdfSession> {
  await deps.db.transaction(async (tx) => {
    const row = await requireSession(tx, identity, id, true);
    if (row.version !== baseVersion) throw conflict(row.version);
    const previous = row.undoHistory.at(-1);
    if (!previous) throw pdfSessionError("nothing_to_undo");
    const saved = await updateSessionAtVersion(tx, identity.membership.firmId, row.id, baseVersion, {
      annotations: previous.annotations,
      modifications: previous.modifications,
      undoHistory: row.undoHistory.slice(0, -1),
    });
    if (!saved) throw conflict(row.version + 1);
  });
  return readSession(deps, identity, id);
}

/** Adds another PDF to the session, for insert modifications to name by its file id. */
export async function addSessionFile(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  input: { file: ReceivedPdf | null; password?: string },
): Promise<TPdfSessionFile> {
  const row = await requireSession(deps.db, identity, id);
  if (!input.file || input.file.bytes.length === 0) throw pdfSessionError("no_file");
  const checked = await checkPdf(input.file.bytes, input.password);
  const firmId = identity.membership.firmId;
  const fileName = pdfName(input.file.fileName);
  let storageKey: string | null = null;
  try {
    const fileId = await deps.db.transaction(async (tx) => {
      const stored = await storePdf(
        tx,
        deps.fileStorage,
        { firmId, userId: identity.userId },
        {
          bytes: checked.bytes,
          fileName,
          purpose: "office_pdf",
        },
      );
      storageKey = stored.storageKey;
      await insertSessionFile(tx, {
        sessionId: row.id,
        fileId: stored.id,
        firmId,
        pageCount: checked.pageCount,
      });
      return stored.id;
    });
    return { fileId, fileName, pageCount: checked.pageCount };
  } catch (error) {
    if (storageKey) await deps.fileStorage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

async function renderSession(deps: OfficeSuiteDeps, row: PdfSessionRow) {
  const original = await deps.fileStorage.get(row.sourceStorageKey);
  if (!original) throw new Error(`pdf session ${row.id} has no bytes under ${row.sourceStorageKey}`);
  const sources = new Map<string, Uint8Array>();
  for (const file of await listSessionFiles(deps.db, row.id)) {
    sources.set(
      file.fileId,
      await readPdfBytes(deps.fileStorage, {
        ...file,
        id: file.fileId,
        purpose: "office_pdf",
        fileName: file.fileName,
      }),
    );
  }
  try {
    return await applyEditsDetailed(
      original,
      { annotations: row.annotations, modifications: row.modifications as PdfModificationEdit[] },
      sources,
    );
  } catch (error) {
    if (error instanceof PdfEditError) throw toHttpError(error);
    throw pdfSessionError("export_failed");
  }
}

function baseName(fileName: string): string {
  return documentFileName(fileName.replace(/\.pdf$/i, ""), "pdf").replace(/\.pdf$/, "");
}

/**
 * Applies the edits to the original and stores the result as a new file (purpose office_pdf_export);
 * the original is never changed. With `matterId`, the session (and so its export) is filed under that
 * matter of the firm.
 */
export async function exportSession(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  input: { matterId?: string | null },
): Promise<TPdfSession> {
  const row = await requireSession(deps.db, identity, id);
  const firmId = identity.membership.firmId;
  const ownership = input.matterId
    ? await resolveDocumentOwnership(deps.db, firmId, null, input.matterId)
    : null;
  const result = await renderSession(deps, row);
  const fileName = `${baseName(row.fileName)} (edited).pdf`;
  let storageKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const stored = await storePdf(
        tx,
        deps.fileStorage,
        { firmId, userId: identity.userId },
        {
          bytes: result.bytes,
          fileName,
          purpose: "office_pdf_export",
        },
      );
      storageKey = stored.storageKey;
      await tx
        .update(pdfSessionTable)
        .set({ exportFileId: stored.id, exportedAt: new Date(), ...(ownership ?? {}) })
        .where(and(eq(pdfSessionTable.firmId, firmId), eq(pdfSessionTable.id, row.id)));
      await recordAuditEvent(tx, {
        action: "office.pdf_exported",
        firmId,
        userId: identity.userId,
        entityType: "pdf_session",
        entityId: row.id,
        ipAddress: identity.ipAddress,
        data: {
          fileName,
          pageCount: result.pageCount,
          redactions: row.modifications.filter((modification) => modification.type === "redact").length,
          bates: result.bates ? `${result.bates.first}–${result.bates.last}` : null,
        },
      });
    });
  } catch (error) {
    if (storageKey) await deps.fileStorage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return readSession(deps, identity, id);
}

/** The newest export's bytes, for download. */
export async function readExport(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await requireSession(deps.db, identity, id);
  if (!row.exportFileId) throw pdfSessionError("export_not_found");
  const [file] = await findFirmPdfs(deps.db, identity.membership.firmId, [row.exportFileId]);
  if (!file) throw pdfSessionError("export_not_found");
  return { bytes: await readPdfBytes(deps.fileStorage, file), fileName: file.fileName };
}

/**
 * Splits the edited PDF into one stored file per range (purpose office_pdf_export), answering their ids
 * for download at /api/files/{fileId}. The ranges count the pages of the edited result.
 */
export async function splitSession(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
  input: { ranges: string },
): Promise<TPdfSplitResult> {
  const row = await requireSession(deps.db, identity, id);
  const result = await renderSession(deps, row);
  let ranges: ReturnType<typeof parsePageRanges>;
  try {
    ranges = parsePageRanges(input.ranges, result.pageCount);
  } catch (error) {
    throw toHttpError(error);
  }
  const parts = await splitPdf(result.bytes, ranges);
  const firmId = identity.membership.firmId;
  const storageKeys: string[] = [];
  try {
    const files = await deps.db.transaction(async (tx) => {
      const stored: TPdfSplitResult["files"] = [];
      for (const [index, range] of ranges.entries()) {
        const fileName = `${baseName(row.fileName)} (pages ${range.label}).pdf`;
        const part = await storePdf(
          tx,
          deps.fileStorage,
          { firmId, userId: identity.userId },
          {
            bytes: parts[index] as Uint8Array,
            fileName,
            purpose: "office_pdf_export",
          },
        );
        storageKeys.push(part.storageKey);
        stored.push({ fileId: part.id, fileName, range: range.label, pageCount: range.to - range.from + 1 });
      }
      return stored;
    });
    return { files };
  } catch (error) {
    await Promise.all(storageKeys.map((key) => deps.fileStorage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * Builds a bundle from the firm's PDFs in the order given — each id a session (its newest export, else
 * its original) or a stored PDF of the editor — and opens it as a new session.
 */
export async function createBundle(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  input: z.output<typeof ZPdfBundleRequest>,
): Promise<TPdfSession> {
  const firmId = identity.membership.firmId;
  const documents: { name: string; bytes: Uint8Array }[] = [];
  for (const fileId of input.fileIds) {
    const session = await findFirmSession(deps.db, firmId, fileId);
    if (session) {
      const exported = session.exportFileId
        ? (await findFirmPdfs(deps.db, firmId, [session.exportFileId]))[0]
        : undefined;
      const bytes = exported
        ? await readPdfBytes(deps.fileStorage, exported)
        : await deps.fileStorage.get(session.sourceStorageKey);
      if (!bytes) throw new Error(`pdf session ${session.id} has no bytes`);
      documents.push({ name: session.fileName.replace(/\.pdf$/i, ""), bytes });
      continue;
    }
    const [file] = await findFirmPdfs(deps.db, firmId, [fileId]);
    if (!file) throw pdfSessionError("pdf_file_not_found");
    documents.push({
      name: file.fileName.replace(/\.pdf$/i, ""),
      bytes: await readPdfBytes(deps.fileStorage, file),
    });
  }
  let bundle: Awaited<ReturnType<typeof buildPdfBundle>>;
  try {
    bundle = await buildPdfBundle({ title: input.title, documents, bates: input.bates ?? null });
  } catch (error) {
    throw toHttpError(error);
  }
  return createSessionFromBytes(deps, identity, {
    bytes: bundle.bytes,
    pageCount: bundle.pageCount,
    fileName: documentFileName(input.title, "pdf"),
    clientId: input.clientId,
    matterId: input.matterId,
  });
}

/** The author or the firm's owner may delete a session; its stored files stay (exports may be filed). */
export async function removeSession(
  deps: OfficeSuiteDeps,
  identity: FirmIdentity,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await requireSession(tx, identity, id, true);
    if (!(identity.membership.isOwner || row.authorUserId === identity.userId))
      throw pdfSessionError("delete_not_allowed");
    await deleteSession(tx, identity.membership.firmId, row.id);
    await recordAuditEvent(tx, {
      action: "office.pdf_deleted",
      firmId: identity.membership.firmId,
      userId: identity.userId,
      entityType: "pdf_session",
      entityId: row.id,
      ipAddress: identity.ipAddress,
      data: { fileName: row.fileName },
    });
  });
}
