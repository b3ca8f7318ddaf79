import {
  balanceCentsOf,
  canManageClientPortal,
  type TPortalDocument,
  type TPortalInvoice,
  type TPortalMatter,
  type TPortalMessageRequest,
  type TPortalOverview,
  type TPortalSelf,
  type TPortalShareRequest,
  type TPortalThread,
  type TPortalTrustStatementQuery,
  todayInSouthAfrica,
} from "@inkundla/shared";
import type { FastifyBaseLogger } from "fastify";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db, DbExecutor } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import { saveStoredFile, type Upload, type UploadRules } from "../../platform/uploads.ts";
import { type BillingFile, renderClientInvoicePdf } from "../billing/index.ts";
import { type FileDownload, openFirmFile } from "../files/index.ts";
import { emailMatterAttorneys, INSTANT_EMAIL_JOB, notifyPortalActivity } from "../notifications/index.ts";
import { findDocumentForSharing, renderFirmDocumentPdf } from "../office/index.ts";
import { clientTrustStatementPdf } from "../trust/index.ts";
import { portalError } from "./portal.errors.ts";
import {
  deleteSharedDocument,
  findClientMatter,
  findClientSharedDocument,
  findFirmClient,
  findMatterUploadFile,
  insertMessage,
  insertSharedDocument,
  insertUpload,
  listClientInvoices,
  listClientMatters,
  listClientSharedDocuments,
  listMatterMessages,
  listMatterUploads,
} from "./portal.repository.ts";
import type { PortalIdentity } from "./portal-access.ts";

export type PortalDeps = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  fileStorage: FileStorage;
  jobs: Pick<JobQueue, "send" | "wake">;
};

/** What a client may upload to a matter: a PDF or an image, judged by its bytes, at most 10 MB. */
export const PORTAL_UPLOAD_RULES: UploadRules = {
  purpose: "portal_upload",
  maxBytes: 10 * 1024 * 1024,
  allowed: ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"],
};

/** The firm and client a portal view is for: the portal user's own, or the client a firm member previews. */
type ClientScope = { firmId: string; firmName: string; clientId: string; clientName: string };

function personName(first: string | null, last: string | null, email: string | null): string | null {
  const name = [first, last].filter((part) => part && part.trim() !== "").join(" ");
  return name || email;
}

async function overviewOf(db: DbExecutor, scope: ClientScope, self: TPortalSelf): Promise<TPortalOverview> {
  const [matterRows, invoiceRows, documentRows] = await Promise.all([
    listClientMatters(db, scope.firmId, scope.clientId, todayInSouthAfrica()),
    listClientInvoices(db, scope.firmId, scope.clientId),
    listClientSharedDocuments(db, scope.firmId, scope.clientId),
  ]);
  const matters: TPortalMatter[] = matterRows.map((row) => {
    const separator = row.nextDeadline?.indexOf("|") ?? -1;
    return {
      id: row.id,
      reference: row.reference,
      title: row.title,
      status: row.status,
      responsibleAttorney: personName(
        row.responsibleFirstName,
        row.responsibleLastName,
        row.responsibleEmail,
      ),
      nextDeadline:
        row.nextDeadline && separator > 0
          ? { dueDate: row.nextDeadline.slice(0, separator), title: row.nextDeadline.slice(separator + 1) }
          : null,
    };
  });
  const invoices: TPortalInvoice[] = invoiceRows.map((row) => ({
    id: row.id,
    number: row.number ?? "",
    issueDate: row.issueDate ?? "",
    dueDate: row.dueDate ?? "",
    status: row.status,
    totalCents: row.totalCents,
    balanceCents: balanceCentsOf(row),
    matterReference: row.matterReference,
  }));
  const documents: TPortalDocument[] = documentRows.map((row) => ({
    id: row.id,
    title: row.title,
    matterReference: row.matterReference,
    sharedAt: row.sharedAt.toISOString(),
  }));
  return {
    self,
    matters,
    invoices,
    outstandingCents: invoices.reduce((total, invoice) => total + invoice.balanceCents, 0),
    documents,
  };
}

/** GET /api/portal/me: whose portal this is. */
export function portalSelf(portal: PortalIdentity): TPortalSelf {
  return {
    firmName: portal.firmName,
    clientName: portal.clientName,
    email: portal.email,
    name: personName(portal.firstName, portal.lastName, null),
  };
}

/** GET /api/portal/overview: the portal user's own client, nothing else. */
export function getPortalOverview(deps: PortalDeps, portal: PortalIdentity): Promise<TPortalOverview> {
  return overviewOf(deps.db, portal, portalSelf(portal));
}

/** GET /api/clients/{clientId}/portal-preview: what that client's portal shows, for a firm member. */
export async function previewPortal(
  deps: PortalDeps,
  identity: FirmIdentity,
  clientId: string,
): Promise<TPortalOverview> {
  const { firmId, firmName } = identity.membership;
  const client = isUuid(clientId) ? await findFirmClient(deps.db, firmId, clientId) : null;
  if (!client) throw portalError("client_not_found");
  return overviewOf(
    deps.db,
    { firmId, firmName, clientId: client.id, clientName: client.name },
    { firmName, clientName: client.name, email: "", name: null },
  );
}

/** The portal user's matter, or 404: another client's matter (of any firm) is never found. */
async function requirePortalMatter(db: DbExecutor, portal: PortalIdentity, matterId: string) {
  const matter = isUuid(matterId)
    ? await findClientMatter(db, { firmId: portal.firmId, clientId: portal.clientId }, matterId)
    : null;
  if (!matter) throw portalError("matter_not_found");
  return matter;
}

async function requireFirmMatter(db: DbExecutor, identity: FirmIdentity, matterId: string) {
  const matter = isUuid(matterId)
    ? await findClientMatter(db, { firmId: identity.membership.firmId }, matterId)
    : null;
  if (!matter) throw portalError("matter_not_found");
  return matter;
}

async function threadOf(db: DbExecutor, firmId: string, matterId: string): Promise<TPortalThread> {
  const [messages, uploads] = await Promise.all([
    listMatterMessages(db, firmId, matterId),
    listMatterUploads(db, firmId, matterId),
  ]);
  return {
    matterId,
    messages: messages.map((row) => ({
      id: row.id,
      authorKind: row.authorKind,
      authorName: personName(row.authorFirstName, row.authorLastName, row.authorEmail),
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    })),
    uploads: uploads.map((row) => ({
      id: row.id,
      matterId: row.matterId,
      fileId: row.storedFileId,
      fileName: row.fileName,
      sizeBytes: row.sizeBytes,
      uploadedByName: personName(row.uploaderFirstName, row.uploaderLastName, row.uploaderEmail),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export async function getPortalThread(
  deps: PortalDeps,
  portal: PortalIdentity,
  matterId: string,
): Promise<TPortalThread> {
  const matter = await requirePortalMatter(deps.db, portal, matterId);
  return threadOf(deps.db, portal.firmId, matter.id);
}

export async function getFirmThread(
  deps: PortalDeps,
  identity: FirmIdentity,
  matterId: string,
): Promise<TPortalThread> {
  const matter = await requireFirmMatter(deps.db, identity, matterId);
  return threadOf(deps.db, identity.membership.firmId, matter.id);
}

type Matter = Awaited<ReturnType<typeof requirePortalMatter>>;

/**
 * Writes a message and its audit row together. The audit row ("portal.message_posted", entity the
 * matter) is what the notifier reads to tell the firm about a client's message.
 */
async function writeMessage(
  deps: PortalDeps,
  author: { firmId: string; userId: string; ipAddress: string; kind: "firm" | "client" },
  matter: Matter,
  body: string,
): Promise<TPortalThread> {
  await deps.db.transaction(async (tx) => {
    const messageId = await insertMessage(tx, {
      firmId: author.firmId,
      clientId: matter.clientId,
      matterId: matter.id,
      authorUserId: author.userId,
      authorKind: author.kind,
      body,
    });
    await recordAuditEvent(tx, {
      action: "portal.message_posted",
      firmId: author.firmId,
      userId: author.userId,
      entityType: "matter",
      entityId: matter.id,
      ipAddress: author.ipAddress,
      data: {
        matterTitle: matter.title,
        matterReference: matter.reference,
        clientId: matter.clientId,
        clientName: matter.clientName,
        authorKind: author.kind,
        messageId,
      },
    });
    if (author.kind === "client") {
      const notice = {
        sourceKey: `portal_message:${messageId}`,
        title: `Message from ${matter.clientName} on ${matter.reference}`,
        link: `/practice/matters/${matter.id}?tab=portal`,
      };
      await notifyPortalActivity(tx, {
        ...notice,
        firmId: author.firmId,
        matterId: matter.id,
        body: body.length > 200 ? `${body.slice(0, 199)}…` : body,
      });
      // "Email for new messages": the whole message, to whoever has the switch on.
      await emailMatterAttorneys(tx, deps.jobs, {
        firmId: author.firmId,
        matterId: matter.id,
        topic: "portal_message",
        subject: notice.title,
        text: `${matter.clientName} wrote on ${matter.reference} (${matter.title}) in the client portal:\n\n${body}`,
        link: notice.link,
        sourceKey: notice.sourceKey,
      });
    }
  });
  if (author.kind === "client") deps.jobs.wake(INSTANT_EMAIL_JOB);
  return threadOf(deps.db, author.firmId, matter.id);
}

export async function postPortalMessage(
  deps: PortalDeps,
  portal: PortalIdentity,
  matterId: string,
  input: TPortalMessageRequest,
): Promise<TPortalThread> {
  const matter = await requirePortalMatter(deps.db, portal, matterId);
  return writeMessage(
    deps,
    { firmId: portal.firmId, userId: portal.userId, ipAddress: portal.ipAddress, kind: "client" },
    matter,
    input.body,
  );
}

export async function postFirmMessage(
  deps: PortalDeps,
  identity: FirmIdentity,
  matterId: string,
  input: TPortalMessageRequest,
): Promise<TPortalThread> {
  const matter = await requireFirmMatter(deps.db, identity, matterId);
  return writeMessage(
    deps,
    {
      firmId: identity.membership.firmId,
      userId: identity.userId,
      ipAddress: identity.ipAddress,
      kind: "firm",
    },
    matter,
    input.body,
  );
}

/** Checks the matter before the upload is read, so a file for someone else's matter is never stored. */
export async function checkPortalUploadMatter(deps: PortalDeps, portal: PortalIdentity, matterId: string) {
  return requirePortalMatter(deps.db, portal, matterId);
}

/**
 * Keeps a client's upload: the bytes, their stored_file row, the portal_upload row and the audit row
 * ("portal.document_uploaded", entity the matter, which the notifier reads) in one transaction; the
 * bytes are removed again when it fails.
 */
/** A document the client's people sent on one of their matters, for them to open again. */
export async function openPortalUpload(
  deps: PortalDeps,
  portal: PortalIdentity,
  matterId: string,
  uploadId: string,
): Promise<FileDownload> {
  const matter = await requirePortalMatter(deps.db, portal, matterId);
  const fileId = isUuid(uploadId)
    ? await findMatterUploadFile(deps.db, portal.firmId, matter.id, uploadId)
    : null;
  if (!fileId) throw portalError("upload_not_found");
  return openFirmFile(deps, portal.firmId, fileId);
}

export async function uploadToMatter(
  deps: PortalDeps,
  portal: PortalIdentity,
  matter: Matter,
  upload: Upload,
): Promise<TPortalThread> {
  let storageKey: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const stored = await saveStoredFile(tx, deps.fileStorage, portal.firmId, portal.userId, upload);
      storageKey = stored.storageKey;
      const uploadId = await insertUpload(tx, {
        firmId: portal.firmId,
        clientId: portal.clientId,
        matterId: matter.id,
        storedFileId: stored.id,
        uploadedByUserId: portal.userId,
      });
      await recordAuditEvent(tx, {
        action: "portal.document_uploaded",
        firmId: portal.firmId,
        userId: portal.userId,
        entityType: "matter",
        entityId: matter.id,
        ipAddress: portal.ipAddress,
        data: {
          matterTitle: matter.title,
          matterReference: matter.reference,
          clientId: portal.clientId,
          clientName: portal.clientName,
          uploadId,
          fileName: upload.fileName,
        },
      });
      await notifyPortalActivity(tx, {
        firmId: portal.firmId,
        matterId: matter.id,
        sourceKey: `portal_upload:${uploadId}`,
        title: `${portal.clientName} uploaded ${upload.fileName}`,
        body: `${matter.reference} · ${matter.title}`,
        link: `/practice/matters/${matter.id}?tab=portal`,
      });
    });
  } catch (error) {
    if (storageKey) await deps.fileStorage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return threadOf(deps.db, portal.firmId, matter.id);
}

/** GET /api/portal/invoices/{id}/pdf: the client's own issued invoice, through billing's PDF. */
export async function portalInvoicePdf(
  deps: PortalDeps,
  portal: PortalIdentity,
  invoiceId: string,
  log: FastifyBaseLogger,
): Promise<BillingFile> {
  const file = await renderClientInvoicePdf(
    deps,
    { firmId: portal.firmId, clientId: portal.clientId, invoiceId },
    log,
  );
  if (!file) throw portalError("invoice_not_found");
  return file;
}

/** GET /api/portal/trust-statement: the client's own trust ledger, through trust's statement report. */
export function portalTrustStatementPdf(
  deps: PortalDeps,
  portal: PortalIdentity,
  query: TPortalTrustStatementQuery,
) {
  return clientTrustStatementPdf(
    deps,
    {
      userId: portal.userId,
      ipAddress: portal.ipAddress,
      email: portal.email,
      firstName: portal.firstName,
      lastName: portal.lastName,
      membership: { firmId: portal.firmId, firmName: portal.firmName },
    },
    { clientId: portal.clientId, from: query.from, to: query.to },
  );
}

/** GET /api/portal/documents/{id}: a document the firm shared with this client, as a PDF. */
export async function portalDocumentPdf(deps: PortalDeps, portal: PortalIdentity, shareId: string) {
  const share = isUuid(shareId)
    ? await findClientSharedDocument(deps.db, { firmId: portal.firmId, clientId: portal.clientId }, shareId)
    : null;
  const file = share?.officeDocumentId
    ? await renderFirmDocumentPdf(deps, portal.firmId, share.officeDocumentId)
    : null;
  if (!file) throw portalError("document_not_found");
  return file;
}

/** POST /api/clients/{clientId}/portal-documents: shares a document the member can see with the client. */
export async function shareDocument(
  deps: PortalDeps,
  identity: FirmIdentity,
  clientId: string,
  input: TPortalShareRequest,
): Promise<TPortalDocument[]> {
  if (!canManageClientPortal(identity.membership)) throw portalError("manage_forbidden");
  const { firmId } = identity.membership;
  const client = isUuid(clientId) ? await findFirmClient(deps.db, firmId, clientId) : null;
  if (!client) throw portalError("client_not_found");
  const document = await findDocumentForSharing(deps, identity, input.officeDocumentId);
  if (!document) throw portalError("document_not_found");
  if (input.matterId) {
    const matter = await findClientMatter(deps.db, { firmId, clientId: client.id }, input.matterId);
    if (!matter) throw portalError("matter_not_found");
  }
  await deps.db.transaction(async (tx) => {
    const share = await insertSharedDocument(tx, {
      firmId,
      clientId: client.id,
      matterId: input.matterId ?? null,
      officeDocumentId: document.id,
      sharedByUserId: identity.userId,
    });
    if (!share.isNew) return;
    await recordAuditEvent(tx, {
      action: "portal.document_shared",
      firmId,
      userId: identity.userId,
      entityType: "client",
      entityId: client.id,
      ipAddress: identity.ipAddress,
      data: { clientName: client.name, title: document.title },
    });
  });
  return (await previewPortal(deps, identity, client.id)).documents;
}

export async function unshareDocument(
  deps: PortalDeps,
  identity: FirmIdentity,
  clientId: string,
  shareId: string,
): Promise<void> {
  if (!canManageClientPortal(identity.membership)) throw portalError("manage_forbidden");
  const scope = { firmId: identity.membership.firmId, clientId };
  const removed =
    isUuid(clientId) && isUuid(shareId) ? await deleteSharedDocument(deps.db, scope, shareId) : false;
  if (!removed) throw portalError("document_not_found");
}
