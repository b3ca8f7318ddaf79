import {
  COURT_LEVEL_LABELS,
  FILING_STATUS_LABELS,
  type TCourtFiling,
  type TCourtFilingDetail,
  type TCourtFilingListQuery,
  type TCourtFilingRecordRequest,
  type TCourtFilingStats,
  type TCourtIntegration,
} from "@inkundla/shared";
import { recordAuditEvent } from "../../platform/audit.ts";
import type { AppConfig } from "../../platform/config.ts";
import type { Db } from "../../platform/db.ts";
import type { FileStorage } from "../../platform/file-storage.ts";
import type { FirmIdentity } from "../../platform/identity.ts";
import { isUuid } from "../../platform/ids.ts";
import type { JobQueue } from "../../platform/jobs/index.ts";
import { emailMatterAttorneys, INSTANT_EMAIL_JOB } from "../notifications/index.ts";
import { courtFilingError } from "./court-filing.errors.ts";
import {
  type CourtFilingRow,
  countFirmFilings,
  findFirmFiling,
  findStoredFileKey,
  listFilingDocuments,
  listFirmFilings,
  updateFilingStatus,
} from "./court-filing.repository.ts";
import { requireCourtFilingAccess } from "./court-filing-access.ts";
import { adapterOf, describeIntegrations } from "./filing-systems.ts";

export type CourtFilingDeps = {
  db: Db;
  fileStorage: FileStorage;
  config: AppConfig;
  jobs: Pick<JobQueue, "send" | "wake">;
};

const RECENT_FILINGS = 5;

function toFiling(row: CourtFilingRow): TCourtFiling {
  return {
    id: row.id,
    date: row.preparedAt.toISOString().slice(0, 10),
    caseNumber: row.caseNumber,
    documentType: row.documentType,
    court: COURT_LEVEL_LABELS[row.courtLevel],
    courtLevel: row.courtLevel,
    status: row.status,
    system: row.system,
    urgency: row.urgency,
    matter: {
      id: row.matterId,
      reference: row.matterReference,
      title: row.matterTitle,
      clientName: row.clientName,
    },
    reference: row.courtReference,
    statusNote: row.statusNote,
    preparedAt: row.preparedAt.toISOString(),
    filedAt: row.filedAt?.toISOString() ?? null,
    bundleFileId: row.bundleFileId,
    bundlePageCount: row.bundlePageCount,
    responseTaskId: row.responseTaskId,
  };
}

export async function requireFiling(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  id: string,
): Promise<CourtFilingRow> {
  const row = isUuid(id) ? await findFirmFiling(deps.db, identity.membership.firmId, id) : null;
  if (!row) throw courtFilingError("filing_not_found");
  return row;
}

async function readDetail(
  deps: CourtFilingDeps,
  firmId: string,
  row: CourtFilingRow,
): Promise<TCourtFilingDetail> {
  const documents = await listFilingDocuments(deps.db, firmId, row.id);
  const adapter = adapterOf(row.system);
  return {
    ...toFiling(row),
    documents: documents.map((document) => ({
      id: document.id,
      position: document.position,
      fileId: document.fileId,
      fileName: document.fileName,
      placement: document.placement,
      pageCount: document.pageCount,
      firstPage: document.firstPage,
      lastPage: document.lastPage,
    })),
    copyFields: adapter.copyFields({
      courtLevel: row.courtLevel,
      caseNumber: row.caseNumber,
      documentType: row.documentType,
      urgency: row.urgency,
      matter: { reference: row.matterReference, title: row.matterTitle, clientName: row.clientName },
      bundlePageCount: row.bundlePageCount,
    }),
    instructions: [...adapter.steps],
  };
}

export async function listFilings(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  query: TCourtFilingListQuery,
): Promise<{ filings: TCourtFiling[]; total: number }> {
  requireCourtFilingAccess(identity);
  const { rows, total } = await listFirmFilings(
    deps.db,
    identity.membership.firmId,
    { caseNumber: query.caseNumber || undefined, party: query.party || undefined, status: query.status },
    query,
  );
  return { filings: rows.map(toFiling), total };
}

export async function readFiling(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  id: string,
): Promise<TCourtFilingDetail> {
  requireCourtFilingAccess(identity);
  const row = await requireFiling(deps, identity, id);
  return readDetail(deps, identity.membership.firmId, row);
}

/** The bundle's stored file, for download. */
export async function readFilingBundle(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  requireCourtFilingAccess(identity);
  const row = await requireFiling(deps, identity, id);
  const bytes = await readStoredBundle(deps, row);
  const safeCase = row.caseNumber.replace(/[^A-Za-z0-9-]+/g, "-");
  return { bytes, fileName: `${row.matterReference} ${safeCase} bundle.pdf` };
}

async function readStoredBundle(deps: CourtFilingDeps, row: CourtFilingRow): Promise<Uint8Array> {
  const storageKey = await findStoredFileKey(deps.db, row.firmId, row.bundleFileId);
  const bytes = storageKey ? await deps.fileStorage.get(storageKey) : null;
  // A filing without its bundle's bytes means storage was lost apart from the database: an operator's
  // problem, so it is a server error rather than a missing filing.
  if (!bytes) throw new Error(`court filing ${row.id} has no bundle bytes (file ${row.bundleFileId})`);
  return bytes;
}

/**
 * What the court's system answered once the person uploaded the bundle: the status, its reference and
 * a note. Moving to another status stamps the time it was recorded (the overview's time to file).
 */
export async function recordFilingStatus(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
  id: string,
  input: TCourtFilingRecordRequest,
): Promise<TCourtFilingDetail> {
  requireCourtFilingAccess(identity);
  const { firmId } = identity.membership;
  if (!isUuid(id)) throw courtFilingError("filing_not_found");
  await deps.db.transaction(async (tx) => {
    const row = await findFirmFiling(tx, firmId, id, { lockForUpdate: true });
    if (!row) throw courtFilingError("filing_not_found");
    const isNewStatus = row.status !== input.status;
    await updateFilingStatus(tx, firmId, id, {
      status: input.status,
      courtReference: input.reference || row.courtReference,
      statusNote: input.note ?? row.statusNote,
      filedAt: isNewStatus || !row.filedAt ? new Date() : row.filedAt,
      filedByUserId: identity.userId,
    });
    await recordAuditEvent(tx, {
      action: "court_filing.status_recorded",
      firmId,
      userId: identity.userId,
      entityType: "court_filing",
      entityId: id,
      ipAddress: identity.ipAddress,
      data: {
        matterTitle: row.matterTitle,
        matterReference: row.matterReference,
        caseNumber: row.caseNumber,
        status: input.status,
        reference: input.reference || row.courtReference,
      },
    });
    if (isNewStatus) {
      // "Court filing updates": the matter's attorney hears of it, unless they recorded it themselves.
      const reference = input.reference || row.courtReference;
      await emailMatterAttorneys(tx, deps.jobs, {
        firmId,
        matterId: row.matterId,
        topic: "court_filing",
        exceptUserId: identity.userId,
        subject: `Court filing on ${row.matterReference}: ${FILING_STATUS_LABELS[input.status]}`,
        text: [
          `${[identity.firstName, identity.lastName].filter(Boolean).join(" ") || identity.email} recorded the filing in case ${row.caseNumber} on ${row.matterReference} (${row.matterTitle}) as ${FILING_STATUS_LABELS[input.status].toLowerCase()}.`,
          reference ? `The court's reference: ${reference}.` : "",
          input.note ? `Note: ${input.note}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
        link: "/court-filing",
      });
    }
  });
  deps.jobs.wake(INSTANT_EMAIL_JOB);
  return readFiling(deps, identity, id);
}

export async function readFilingStats(
  deps: CourtFilingDeps,
  identity: FirmIdentity,
): Promise<TCourtFilingStats> {
  requireCourtFilingAccess(identity);
  const firmId = identity.membership.firmId;
  const [counts, recent] = await Promise.all([
    countFirmFilings(deps.db, firmId),
    listFirmFilings(deps.db, firmId, {}, { limit: RECENT_FILINGS, offset: 0 }),
  ]);
  return { ...counts, recent: recent.rows.map(toFiling) };
}

export function listIntegrations(identity: FirmIdentity): TCourtIntegration[] {
  requireCourtFilingAccess(identity);
  return describeIntegrations();
}
