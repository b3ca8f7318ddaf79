import { createHash, randomUUID } from "node:crypto";
import {
  COURT_LEVEL_LABELS,
  FILING_DOCUMENT_TYPE_LABELS,
  type TCourtFilingDetail,
  type TCourtFilingSubmitFields,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { saveStoredFile, type Upload } from "../../platform/uploads.ts";
import { requireFirmMatter } from "../matters/index.ts";
import { courtFilingError } from "./court-filing.errors.ts";
import { insertFiling, insertFilingDocuments } from "./court-filing.repository.ts";
import { type CourtFilingDeps, readFiling } from "./court-filing.service.ts";
import { requireCourtFilingAccess } from "./court-filing-access.ts";
import { UnreadableFilingDocumentError } from "./filing-bundle.ts";
import { adapterForCourt } from "./filing-systems.ts";

function bundleUpload(bytes: Uint8Array, fileName: string): Upload {
  return {
    purpose: "court_filing_bundle",
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

/**
 * Prepares a filing: the matter must be the firm's, the adapter for the court makes the bundle, then the
 * documents, the bundle, the filing and its audit line are kept together. Nothing is kept when any step
 * fails (bytes already written are removed again).
 */
export async function submitFiling(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  fields: TCourtFilingSubmitFields,
  uploads: readonly Upload[],
): Promise<TCourtFilingDetail> {
  requireCourtFilingAccess(identity);
  const { firmId } = identity.membership;
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
        identity.userId,
        bundleUpload(bundle.bytes, bundleName),
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
        preparedByUserId: identity.userId,
      });
      const documents = [];
      for (const [position, upload] of uploads.entries()) {
        const stored = await saveStoredFile(tx, deps.fileStorage, firmId, identity.userId, upload);
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
      await recordAuditEvent(tx, {
        action: "court_filing.prepared",
        firmId,
        userId: identity.userId,
        entityType: "court_filing",
        entityId: filingId,
        ipAddress: identity.ipAddress,
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
  return readFiling(deps, identity, filingId);
}
