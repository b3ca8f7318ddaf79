import { createHash, randomUUID } from "node:crypto";
import {
  COURT_LEVEL_LABELS,
  FILING_DOCUMENT_TYPE_LABELS,
  type TCourtFilingDetail,
  type TCourtFilingSubmitFields,
  type TRecordedFilingStatus,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { saveStoredFile, type Upload } from "../../platform/uploads.ts";
import { requireFirmMatter } from "../matters/index.ts";
import { courtFilingError } from "./court-filing.errors.ts";
import { insertFiling, insertFilingDocuments, updateFilingStatus } from "./court-filing.repository.ts";
import { type CourtFilingDeps, readFiling } from "./court-filing.service.ts";
import { requireCourtFilingAccess } from "./court-filing-access.ts";
import { UnreadableFilingDocumentError } from "./filing-bundle.ts";
import { adapterForCourt } from "./filing-systems.ts";

/** A PDF as an upload: a bundle the adapter made, or a document of a seeded filing. */
function pdfUpload(
  purpose: "court_filing_bundle" | "court_filing_document",
  bytes: Uint8Array,
  fileName: string,
): Upload {
  return {
    purpose,
    bytes,
    fileName,
    mime: "application/pdf",
    extension: "pdf",
    sizeBytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    fields: {},
  };
}

function sourceKind(upload: Upload): "pdf" | "docx" | "doc" {
  switch (upload.mime) {
    case "application/pdf":
      return "pdf";
    case "application/vnd.openxmlformats-officedocument.wordprocessingml.document":
      return "docx";
    case "application/msword":
      return "doc";
    default:
      // The route lets only these three types through.
      throw new Error(`a court filing document of type ${upload.mime}`);
  }
}

/** Prepares a filing for the signed-in person (see prepareFiling), who must be allowed to file. */
export async function submitFiling(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  fields: TCourtFilingSubmitFields,
  uploads: readonly Upload[],
): Promise<TCourtFilingDetail> {
  requireCourtFilingAccess(identity);
  const filingId = await prepareFiling(
    deps,
    { firmId: identity.membership.firmId, userId: identity.userId, ipAddress: identity.ipAddress },
    fields,
    uploads,
  );
  return readFiling(deps, identity, filingId);
}

/** Who prepares a filing: the firm, the person, and the address the audit line records. */
type FilingPreparer = { firmId: string; userId: string; ipAddress: string | null };

/**
 * Prepares a filing and answers its id: the matter must be the firm's, the adapter for the court makes
 * the bundle, then the documents, the bundle, the filing and (unless `seeded`) its audit line are kept
 * together. Nothing is kept when any step fails (bytes already written are removed again). A seeded
 * filing (the demo firm's) is dated `preparedAt` and has no audit line, as no one prepared it.
 */
async function prepareFiling(
  deps: Pick<CourtFilingDeps, "db" | "fileStorage">,
  preparer: FilingPreparer,
  fields: TCourtFilingSubmitFields,
  uploads: readonly Upload[],
  seeded?: { preparedAt: Date },
): Promise<string> {
  const { firmId } = preparer;
  const matter = await requireFirmMatter(deps.db, firmId, fields.matterId);
  const adapter = adapterForCourt(fields.courtLevel);
  let bundle: Awaited<ReturnType<typeof adapter.prepare>>;
  try {
    bundle = await adapter.prepare({
      courtLevel: fields.courtLevel,
      caseNumber: fields.caseNumber,
      documentType: fields.documentType,
      urgency: fields.urgency,
      matter: { reference: matter.reference, title: matter.title, clientName: matter.clientName },
      sources: uploads.map((upload) => ({
        fileName: upload.fileName,
        kind: sourceKind(upload),
        bytes: upload.bytes,
      })),
    });
  } catch (error) {
    if (error instanceof UnreadableFilingDocumentError)
      throw courtFilingError("unreadable_document", error.message);
    throw error;
  }

  const filingId = randomUUID();
  const writtenKeys: string[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const bundleName = `${matter.reference} ${fields.caseNumber.replace(/[/\\]/g, "-")} ${FILING_DOCUMENT_TYPE_LABELS[fields.documentType]} bundle.pdf`;
      const bundleFile = await saveStoredFile(
        tx,
        deps.fileStorage,
        firmId,
        preparer.userId,
        pdfUpload("court_filing_bundle", bundle.bytes, bundleName),
      );
      writtenKeys.push(bundleFile.storageKey);
      await insertFiling(tx, {
        id: filingId,
        firmId,
        matterId: matter.id,
        courtLevel: fields.courtLevel,
        caseNumber: fields.caseNumber,
        documentType: fields.documentType,
        urgency: fields.urgency,
        system: adapter.id,
        status: "prepared",
        bundleFileId: bundleFile.id,
        bundlePageCount: bundle.pageCount,
        preparedByUserId: preparer.userId,
        ...(seeded ? { preparedAt: seeded.preparedAt } : {}),
      });
      const documents = [];
      for (const [position, upload] of uploads.entries()) {
        const stored = await saveStoredFile(tx, deps.fileStorage, firmId, preparer.userId, upload);
        writtenKeys.push(stored.storageKey);
        const placed = bundle.documents[position];
        if (!placed) throw new Error("the bundle lost a document");
        documents.push({
          firmId,
          filingId,
          position: position + 1,
          fileId: stored.id,
          fileName: upload.fileName,
          placement: placed.placement,
          pageCount: placed.pageCount,
          firstPage: placed.firstPage,
          lastPage: placed.lastPage,
        });
      }
      await insertFilingDocuments(tx, documents);
      if (seeded) return;
      await recordAuditEvent(tx, {
        action: "court_filing.prepared",
        firmId,
        userId: preparer.userId,
        entityType: "court_filing",
        entityId: filingId,
        ipAddress: preparer.ipAddress,
        data: {
          matterTitle: matter.title,
          matterReference: matter.reference,
          caseNumber: fields.caseNumber,
          documentType: fields.documentType,
          court: COURT_LEVEL_LABELS[fields.courtLevel],
        },
      });
    });
  } catch (error) {
    await Promise.all(writtenKeys.map((key) => deps.fileStorage.delete(key).catch(() => undefined)));
    throw error;
  }
  return filingId;
}

/**
 * A filing written straight into a seeded database (the demo firm): its PDF documents bundled by the
 * court's adapter as a person's would be, dated `preparedAt`, and, when given, the court's answer as
 * recorded at `answer.recordedAt`. No audit line and no e-mail, as no one did it.
 */
export async function seedFiling(
  deps: Pick<CourtFilingDeps, "db" | "fileStorage">,
  filing: {
    firmId: string;
    userId: string;
    preparedAt: Date;
    fields: TCourtFilingSubmitFields;
    documents: readonly { fileName: string; bytes: Uint8Array }[];
    answer?: { status: TRecordedFilingStatus; reference: string; note: string | null; recordedAt: Date };
  },
): Promise<string> {
  const { firmId, userId, answer } = filing;
  const uploads = filing.documents.map((document) =>
    pdfUpload("court_filing_document", document.bytes, document.fileName),
  );
  const id = await prepareFiling(deps, { firmId, userId, ipAddress: null }, filing.fields, uploads, {
    preparedAt: filing.preparedAt,
  });
  if (answer) {
    await updateFilingStatus(deps.db, firmId, id, {
      status: answer.status,
      courtReference: answer.reference,
      statusNote: answer.note,
      filedAt: answer.recordedAt,
      filedByUserId: userId,
    });
  }
  return id;
}
