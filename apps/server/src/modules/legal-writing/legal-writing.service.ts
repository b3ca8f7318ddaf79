import { randomUUID } from "node:crypto";
import {
  LEGAL_WRITING_DOCUMENT_TYPES,
  type TLegalWritingDocument,
  type TLegalWritingRequest,
  type TOfficeDocumentType,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { Db } from "../../platform/db.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import type { AiProvider } from "../ai/index.ts";
import { createDocument, resolveDocumentOwnership } from "../office/index.ts";
import { legalWritingError } from "./legal-writing.errors.ts";
import { LEGAL_WRITING_JOB, queueLegalWriting } from "./legal-writing.job.ts";
import {
  findFirmLegalWriting,
  insertLegalWriting,
  type LegalWritingRow,
  linkOfficeDocument,
  listFirmLegalWritings,
} from "./legal-writing.repository.ts";

export type LegalWritingDeps = { db: Db; jobs: Pick<JobQueue, "send" | "wake">; ai: AiProvider };

/** The ten fields as they were asked, kept with the draft (the job reads them from here). */
export type StoredLegalWritingRequest = Omit<TLegalWritingRequest, "clientId" | "matterId">;

function isDocumentType(value: string): value is TLegalWritingDocument["documentType"] {
  return (LEGAL_WRITING_DOCUMENT_TYPES as readonly string[]).includes(value);
}

export function toLegalWritingDocument(row: LegalWritingRow): TLegalWritingDocument {
  const request = row.request as unknown as StoredLegalWritingRequest;
  return {
    id: row.id,
    title: row.title,
    documentType: isDocumentType(row.documentType) ? row.documentType : "legal_memorandum",
    status: row.status,
    error: row.error,
    content: row.content ?? "",
    wordCount: row.wordCount ?? 0,
    createdDate: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    metadata: { practiceArea: request.practiceArea, complexity: request.complexity },
    citations: row.citations,
    suggestions: row.suggestions,
    notFound: row.notFound,
    removedCitations: row.removedCitations,
    engine: row.engine,
    clientId: row.clientId,
    matterId: row.matterId,
    officeDocumentId: row.officeDocumentId,
  };
}

/**
 * Accepts a writing request: the client and matter checked to be the firm's, then the row and its job
 * in one transaction (202: the job retrieves the law, drafts and checks the citations).
 */
export async function startLegalWriting(
  deps: LegalWritingDeps,
  identity: FirmIdentity,
  input: TLegalWritingRequest,
): Promise<{ id: string; status: "queued" }> {
  const { firmId } = identity.membership;
  const id = randomUUID();
  const { clientId, matterId, ...request } = input;
  await deps.db.transaction(async (tx) => {
    const ownership = await resolveDocumentOwnership(tx, firmId, clientId, matterId);
    await insertLegalWriting(tx, {
      id,
      firmId,
      requestedByUserId: identity.userId,
      ...ownership,
      title: request.title,
      documentType: request.documentType,
      request: request as unknown as Record<string, string>,
    });
    await recordAuditEvent(tx, {
      action: "legal_writing.requested",
      firmId,
      userId: identity.userId,
      entityType: "legal_writing_document",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: { title: request.title, documentType: request.documentType },
    });
    await queueLegalWriting(deps, tx, id);
  });
  deps.jobs.wake(LEGAL_WRITING_JOB);
  return { id, status: "queued" };
}

export async function listLegalWritings(
  deps: Pick<LegalWritingDeps, "db">,
  identity: FirmIdentity,
): Promise<TLegalWritingDocument[]> {
  const rows = await listFirmLegalWritings(deps.db, identity.membership.firmId, 100);
  return rows.map(toLegalWritingDocument);
}

async function requireFirmWriting(deps: Pick<LegalWritingDeps, "db">, identity: FirmIdentity, id: string) {
  const row = isUuid(id) ? await findFirmLegalWriting(deps.db, identity.membership.firmId, id) : null;
  if (!row) throw legalWritingError("document_not_found");
  return row;
}

export async function readLegalWriting(
  deps: Pick<LegalWritingDeps, "db">,
  identity: FirmIdentity,
  id: string,
): Promise<TLegalWritingDocument> {
  return toLegalWritingDocument(await requireFirmWriting(deps, identity, id));
}

/** The word processor's type for a draft: pleadings for court papers, letters as correspondence. */
const OFFICE_TYPE_OF: Record<TLegalWritingDocument["documentType"], TOfficeDocumentType> = {
  legal_opinion: "correspondence",
  legal_memorandum: "correspondence",
  court_application: "pleading",
  affidavit: "pleading",
  notice_of_motion: "pleading",
  heads_of_argument: "pleading",
  legal_brief: "pleading",
  settlement_agreement: "contract",
  legal_letter: "correspondence",
  contract_analysis: "correspondence",
  case_summary: "correspondence",
  legal_research_report: "correspondence",
};

/**
 * Opens a completed draft in the word processor: the first opening makes it a firm document (on the
 * draft's client and matter, shared with the firm as the draft is); later openings return the same one.
 */
export async function openLegalWritingInEditor(
  deps: Pick<LegalWritingDeps, "db">,
  identity: FirmIdentity,
  id: string,
): Promise<{ documentId: string }> {
  await requireFirmWriting(deps, identity, id);
  // The row is locked while the document is made, so two openings at once make one document.
  return deps.db.transaction(async (tx) => {
    const row = await findFirmLegalWriting(tx, identity.membership.firmId, id, { lockForUpdate: true });
    if (!row) throw legalWritingError("document_not_found");
    if (row.status !== "completed" || row.html === null) throw legalWritingError("not_ready");
    if (row.officeDocumentId) return { documentId: row.officeDocumentId };
    const document = await createDocument(
      { db: tx },
      identity,
      {
        title: row.title,
        type: OFFICE_TYPE_OF[toLegalWritingDocument(row).documentType],
        template: null,
        content: row.html,
        clientId: row.clientId,
        matterId: row.matterId,
        isShared: true,
      },
      { origin: "legal_writing", reason: "generated" },
    );
    await linkOfficeDocument(tx, id, document.id);
    return { documentId: document.id };
  });
}

/** The draft's HTML, for the DOCX download (a completed draft only). */
export async function readLegalWritingDraft(
  deps: Pick<LegalWritingDeps, "db">,
  identity: FirmIdentity,
  id: string,
): Promise<{ title: string; html: string }> {
  const row = await requireFirmWriting(deps, identity, id);
  if (row.status !== "completed" || row.html === null) throw legalWritingError("not_ready");
  return { title: row.title, html: row.html };
}
