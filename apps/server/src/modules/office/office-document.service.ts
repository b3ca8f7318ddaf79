import { randomUUID } from "node:crypto";
import {
  DocumentFileError,
  documentHtmlToDocx,
  documentHtmlToPdf,
  documentMetrics,
  docxToDocumentHtml,
  sanitizeDocumentHtml,
} from "@inkundla/documents";
import {
  hasVisibleText,
  OFFICE_DOCUMENT_MAX_IMPORT_BYTES,
  type TOfficeDocument,
  type TOfficeDocumentCreateRequest,
  type TOfficeDocumentListItem,
  type TOfficeDocumentListQuery,
  type TOfficeDocumentOrigin,
  type TOfficeDocumentUpdateRequest,
  type TOfficeDocumentVersion,
  type TOfficeDocumentVersionSummary,
} from "@inkundla/shared";
import { and, eq } from "drizzle-orm";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import { clientTable } from "../clients/client.tables.ts";
import { requireFirmMatter } from "../matters/index.ts";
import { officeError } from "./office.errors.ts";
import {
  deleteDocument,
  findFirmDocumentContent,
  findLatestVersion,
  findVersion,
  findVisibleDocument,
  insertDocument,
  insertVersion,
  listVersions,
  listVisibleDocuments,
  type OfficeDocumentListRow,
  updateDocumentAtVersion,
  type VersionSummaryRow,
} from "./office-document.repository.ts";
import { isAuthorOrOwner, shownMember, viewerOf } from "./office-item-access.ts";
import { versionConflictError } from "./office-version-conflict.ts";

export type OfficeDeps = { db: Db };

type VersionReason = TOfficeDocumentVersionSummary["reason"];

function toListItem(identity: FirmIdentity, row: OfficeDocumentListRow): TOfficeDocumentListItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    template: row.template,
    origin: row.origin,
    clientId: row.clientId,
    clientName: row.clientName,
    matterId: row.matterId,
    matterReference: row.matterReference,
    matterTitle: row.matterTitle,
    isShared: row.isShared,
    version: row.version,
    metadata: { wordCount: row.wordCount, pages: row.pages },
    author: shownMember(row.authorUserId, row.authorName),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    canEdit: true,
    canDelete: isAuthorOrOwner(identity, row),
  };
}

function toVersionSummary(row: VersionSummaryRow): TOfficeDocumentVersionSummary {
  return {
    version: row.version,
    title: row.title,
    savedAt: row.savedAt.toISOString(),
    savedBy: shownMember(row.savedByUserId, row.savedByName),
    wordCount: row.wordCount,
    reason: row.reason,
  };
}

/**
 * The content as stored: the editor's HTML through the sanitiser (scripts, event handlers and anything
 * outside the document dialect removed), refused when nothing readable is left.
 */
function cleanContent(html: string): { content: string; wordCount: number; pages: number } {
  const content = sanitizeDocumentHtml(html);
  if (!hasVisibleText(content)) throw officeError("blank_document");
  const { wordCount, pages } = documentMetrics(content);
  return { content, wordCount, pages };
}

/**
 * The client and matter a document belongs to, both checked to be the firm's (404 otherwise). A matter
 * given alone brings its client; a matter of another client than the one given is refused.
 */
export async function resolveDocumentOwnership(
  db: DbExecutor,
  firmId: string,
  clientId: string | null | undefined,
  matterId: string | null | undefined,
): Promise<{ clientId: string | null; matterId: string | null }> {
  if (clientId) {
    const [client] = await db
      .select({ id: clientTable.id })
      .from(clientTable)
      .where(and(eq(clientTable.id, clientId), eq(clientTable.firmId, firmId)));
    if (!client) throw officeError("client_not_found");
  }
  if (!matterId) return { clientId: clientId ?? null, matterId: null };
  const matter = await requireFirmMatter(db, firmId, matterId);
  if (clientId && matter.clientId !== clientId) throw officeError("matter_not_client");
  return { clientId: matter.clientId, matterId };
}

async function requireVisible(db: DbExecutor, identity: FirmIdentity, id: string) {
  const row = isUuid(id) ? await findVisibleDocument(db, viewerOf(identity), id) : null;
  if (!row) throw officeError("document_not_found");
  return row;
}

export async function listDocuments(
  deps: OfficeDeps,
  identity: FirmIdentity,
  query: TOfficeDocumentListQuery,
): Promise<{ items: TOfficeDocumentListItem[]; total: number }> {
  const { rows, total } = await listVisibleDocuments(deps.db, viewerOf(identity), query);
  return { items: rows.map((row) => toListItem(identity, row)), total };
}

export async function readDocument(
  deps: OfficeDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TOfficeDocument> {
  const row = await requireVisible(deps.db, identity, id);
  return { ...toListItem(identity, row), content: row.content };
}

/** How a document came to be: made in the editor by default, or by an import or a drafting tool. */
export type DocumentSource = { origin: TOfficeDocumentOrigin; reason: VersionReason };

/**
 * Stores a new firm document and its first version in one transaction. Other modules (document
 * automation, legal writing) call this too, so everything drafted opens in the word processor.
 */
export async function createDocument(
  deps: OfficeDeps,
  identity: FirmIdentity,
  input: TOfficeDocumentCreateRequest,
  source: DocumentSource = { origin: "word_processor", reason: "created" },
): Promise<TOfficeDocument> {
  const { firmId } = identity.membership;
  const title = input.title.trim();
  if (!title) throw officeError("blank_document");
  const cleaned = cleanContent(input.content);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    const ownership = await resolveDocumentOwnership(tx, firmId, input.clientId, input.matterId);
    await insertDocument(tx, {
      id,
      firmId,
      authorUserId: identity.userId,
      title,
      type: input.type,
      template: input.template ?? null,
      origin: source.origin,
      ...cleaned,
      ...ownership,
      isShared: input.isShared,
    });
    await insertVersion(tx, {
      documentId: id,
      firmId,
      version: 1,
      title,
      content: cleaned.content,
      wordCount: cleaned.wordCount,
      reason: source.reason,
      savedByUserId: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: "office.document_created",
      firmId,
      userId: identity.userId,
      entityType: "office_document",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { title, origin: source.origin },
    });
  });
  return readDocument(deps, identity, id);
}

/** The 409 of a stale save; the word processor adds that the typed text is kept in the editor. */
async function conflictError(db: DbExecutor, firmId: string, id: string) {
  const latest = await findLatestVersion(db, firmId, id);
  if (!latest) return officeError("document_not_found");
  return versionConflictError(
    "document",
    "document_version_conflict",
    latest,
    "Reload to see their changes; your text is not lost.",
  );
}

/**
 * Saves a new version over `baseVersion`. The version check is part of the UPDATE itself, so of two
 * people saving over the same version the second gets 409 and nothing of theirs is written.
 */
export async function updateDocument(
  deps: OfficeDeps,
  identity: FirmIdentity,
  id: string,
  input: TOfficeDocumentUpdateRequest,
  reason: VersionReason = "saved",
): Promise<TOfficeDocument> {
  const { firmId } = identity.membership;
  const current = await requireVisible(deps.db, identity, id);
  if (input.isShared !== current.isShared && !isAuthorOrOwner(identity, current)) {
    throw officeError("sharing_not_allowed");
  }
  const title = input.title.trim();
  if (!title) throw officeError("blank_document");
  const cleaned = cleanContent(input.content);
  const saved = await deps.db.transaction(async (tx) => {
    const ownership = await resolveDocumentOwnership(tx, firmId, input.clientId, input.matterId);
    const updated = await updateDocumentAtVersion(tx, firmId, id, input.baseVersion, {
      title,
      type: input.type,
      template: input.template ?? null,
      ...cleaned,
      ...ownership,
      isShared: input.isShared,
    });
    if (!updated) return null;
    await insertVersion(tx, {
      documentId: id,
      firmId,
      version: updated.version,
      title,
      content: cleaned.content,
      wordCount: cleaned.wordCount,
      reason,
      savedByUserId: identity.userId,
    });
    return updated;
  });
  if (!saved) throw await conflictError(deps.db, firmId, id);
  return readDocument(deps, identity, id);
}

export async function removeDocument(deps: OfficeDeps, identity: FirmIdentity, id: string): Promise<void> {
  const { firmId } = identity.membership;
  const current = await requireVisible(deps.db, identity, id);
  if (!isAuthorOrOwner(identity, current)) throw officeError("delete_not_allowed");
  await deps.db.transaction(async (tx) => {
    await deleteDocument(tx, firmId, id);
    await recordAuditEvent(tx, {
      action: "office.document_deleted",
      firmId,
      userId: identity.userId,
      entityType: "office_document",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { title: current.title },
    });
  });
}

export async function listDocumentVersions(
  deps: OfficeDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TOfficeDocumentVersionSummary[]> {
  await requireVisible(deps.db, identity, id);
  const rows = await listVersions(deps.db, identity.membership.firmId, id);
  return rows.map(toVersionSummary);
}

export async function readDocumentVersion(
  deps: OfficeDeps,
  identity: FirmIdentity,
  id: string,
  version: number,
): Promise<TOfficeDocumentVersion> {
  await requireVisible(deps.db, identity, id);
  const row = await findVersion(deps.db, identity.membership.firmId, id, version);
  if (!row) throw officeError("version_not_found");
  return { ...toVersionSummary(row), content: row.content };
}

/** Makes an old version the newest one (a new version with its title and text); nothing is deleted. */
export async function restoreDocumentVersion(
  deps: OfficeDeps,
  identity: FirmIdentity,
  id: string,
  version: number,
  baseVersion: number,
): Promise<TOfficeDocument> {
  const current = await requireVisible(deps.db, identity, id);
  const old = await findVersion(deps.db, identity.membership.firmId, id, version);
  if (!old) throw officeError("version_not_found");
  return updateDocument(
    deps,
    identity,
    id,
    {
      title: old.title,
      type: current.type,
      template: current.template,
      content: old.content,
      clientId: current.clientId,
      matterId: current.matterId,
      isShared: current.isShared,
      baseVersion,
    },
    "restored",
  );
}

export type DocumentImport = {
  file: { bytes: Uint8Array; fileName: string } | null;
  title?: string;
  clientId?: string;
  matterId?: string;
  isShared?: boolean;
};

/** A `.docx` read into the editor's dialect (mammoth), stored as a new document; a `.docm` is refused. */
export async function importDocx(
  deps: OfficeDeps,
  identity: FirmIdentity,
  submission: DocumentImport,
): Promise<{ document: TOfficeDocument; warnings: string[] }> {
  const file = submission.file;
  if (!file || file.bytes.length === 0) throw officeError("no_file");
  if (file.bytes.length > OFFICE_DOCUMENT_MAX_IMPORT_BYTES) throw officeError("file_too_large");
  let converted: { html: string; warnings: string[] };
  try {
    converted = await docxToDocumentHtml(Buffer.from(file.bytes));
  } catch (error) {
    if (error instanceof DocumentFileError) throw officeError("not_a_docx", error.reason);
    throw error;
  }
  const title =
    submission.title?.trim() || file.fileName.replace(/\.docx$/i, "").trim() || "Imported document";
  const document = await createDocument(
    deps,
    identity,
    {
      title,
      type: "contract",
      template: null,
      content: converted.html,
      clientId: submission.clientId ?? null,
      matterId: submission.matterId ?? null,
      isShared: submission.isShared ?? false,
    },
    { origin: "docx_import", reason: "imported" },
  );
  return { document, warnings: converted.warnings };
}

/** A file name from the title: letters, digits, spaces and dashes, never empty. */
export function documentFileName(title: string, extension: "docx" | "pdf"): string {
  const base = title
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return `${base || "document"}.${extension}`;
}

export async function exportDocument(
  deps: OfficeDeps,
  identity: FirmIdentity,
  id: string,
  format: "docx" | "pdf",
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await requireVisible(deps.db, identity, id);
  const author = row.authorName ?? undefined;
  const bytes =
    format === "docx"
      ? await documentHtmlToDocx(row.content, { title: row.title, author })
      : await documentHtmlToPdf(row.content, { title: row.title });
  return { bytes, fileName: documentFileName(row.title, format) };
}

/** A document the member can see, as the facts a share needs; null when it is not theirs to share. */
export async function findDocumentForSharing(
  deps: OfficeDeps,
  identity: FirmIdentity,
  id: string,
): Promise<{ id: string; title: string } | null> {
  const row = isUuid(id) ? await findVisibleDocument(deps.db, viewerOf(identity), id) : null;
  return row ? { id: row.id, title: row.title } : null;
}

/**
 * A firm document as a PDF for a reader outside the firm whom the firm chose to show it (a client on
 * the client portal): the caller has checked the share, so who in the firm may see it plays no part.
 */
export async function renderFirmDocumentPdf(
  deps: OfficeDeps,
  firmId: string,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
  const row = await findFirmDocumentContent(deps.db, firmId, id);
  if (!row) return null;
  return {
    bytes: await documentHtmlToPdf(row.content, { title: row.title }),
    fileName: documentFileName(row.title, "pdf"),
  };
}

/**
 * A document written straight into a seeded database (the demo firm): sanitised and measured as a
 * save would be, with its first version; no audit line, as no one did it.
 */
export async function seedFirmDocument(
  db: DbExecutor,
  values: {
    firmId: string;
    authorUserId: string;
    title: string;
    type: TOfficeDocumentCreateRequest["type"];
    template: string | null;
    origin: TOfficeDocumentOrigin;
    html: string;
    clientId: string | null;
    matterId: string | null;
    isShared: boolean;
  },
): Promise<string> {
  const { html, ...document } = values;
  const cleaned = cleanContent(html);
  const id = randomUUID();
  await insertDocument(db, { id, ...document, ...cleaned });
  await insertVersion(db, {
    documentId: id,
    firmId: values.firmId,
    version: 1,
    title: values.title,
    content: cleaned.content,
    wordCount: cleaned.wordCount,
    reason: values.origin === "word_processor" ? "created" : "generated",
    savedByUserId: values.authorUserId,
  });
  return id;
}
