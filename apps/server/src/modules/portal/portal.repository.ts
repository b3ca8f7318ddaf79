import { and, asc, desc, eq, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../platform/db.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { userTable } from "../auth/auth.tables.ts";
import { invoiceTable } from "../billing/billing.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { firmTable } from "../firms/firm.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { officeDocumentTable } from "../office/office-document.tables.ts";
import { taskTable } from "../tasks/task.tables.ts";
import {
  portalMemberTable,
  portalMessageTable,
  portalSharedDocumentTable,
  portalUploadTable,
} from "./portal.tables.ts";

/**
 * Every query here names the firm and, for what a portal user reads, the client: a row of another firm
 * or another client of the same firm is never returned, so the service answers it as "not found".
 */

/** A person's live portal access: joined, not revoked. Null for everyone else (firm members included). */
export type PortalAccessRecord = {
  memberId: string;
  userId: string;
  firmId: string;
  firmName: string;
  clientId: string;
  clientName: string;
};

export async function findLivePortalAccess(
  db: DbExecutor,
  userId: string,
): Promise<PortalAccessRecord | null> {
  const [row] = await db
    .select({
      memberId: portalMemberTable.id,
      userId: portalMemberTable.userId,
      firmId: portalMemberTable.firmId,
      firmName: firmTable.name,
      clientId: portalMemberTable.clientId,
      clientName: clientTable.name,
    })
    .from(portalMemberTable)
    .innerJoin(firmTable, eq(firmTable.id, portalMemberTable.firmId))
    .innerJoin(
      clientTable,
      and(eq(clientTable.id, portalMemberTable.clientId), eq(clientTable.firmId, portalMemberTable.firmId)),
    )
    .where(
      and(
        eq(portalMemberTable.userId, userId),
        isNotNull(portalMemberTable.joinedAt),
        isNull(portalMemberTable.revokedAt),
      ),
    );
  return row ?? null;
}

export async function findFirmClient(
  db: DbExecutor,
  firmId: string,
  clientId: string,
): Promise<{ id: string; name: string; isArchived: boolean } | null> {
  const [row] = await db
    .select({ id: clientTable.id, name: clientTable.name, archivedAt: clientTable.archivedAt })
    .from(clientTable)
    .where(and(eq(clientTable.firmId, firmId), eq(clientTable.id, clientId)));
  return row ? { id: row.id, name: row.name, isArchived: row.archivedAt !== null } : null;
}

export async function findFirmName(db: DbExecutor, firmId: string): Promise<string | null> {
  const [row] = await db.select({ name: firmTable.name }).from(firmTable).where(eq(firmTable.id, firmId));
  return row?.name ?? null;
}

/** Who has an account with this address, and their portal membership if they have one. */
export async function findAccountByEmail(
  db: DbExecutor,
  email: string,
): Promise<{
  userId: string;
  portalMemberId: string | null;
  portalClientId: string | null;
  joinedAt: Date | null;
} | null> {
  const [row] = await db
    .select({
      userId: userTable.id,
      portalMemberId: portalMemberTable.id,
      portalClientId: portalMemberTable.clientId,
      joinedAt: portalMemberTable.joinedAt,
    })
    .from(userTable)
    .leftJoin(portalMemberTable, eq(portalMemberTable.userId, userTable.id))
    .where(eq(sql`lower(${userTable.email})`, email.toLowerCase()));
  return row ?? null;
}

export type PortalMemberRecord = {
  id: string;
  firmId: string;
  clientId: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  invitedAt: Date;
  joinedAt: Date | null;
  revokedAt: Date | null;
};

const memberColumns = {
  id: portalMemberTable.id,
  firmId: portalMemberTable.firmId,
  clientId: portalMemberTable.clientId,
  userId: portalMemberTable.userId,
  email: userTable.email,
  firstName: userTable.firstName,
  lastName: userTable.lastName,
  invitedAt: portalMemberTable.invitedAt,
  joinedAt: portalMemberTable.joinedAt,
  revokedAt: portalMemberTable.revokedAt,
};

export async function findPortalMemberByUser(
  db: DbExecutor,
  userId: string,
): Promise<PortalMemberRecord | null> {
  const [row] = await db
    .select(memberColumns)
    .from(portalMemberTable)
    .innerJoin(userTable, eq(userTable.id, portalMemberTable.userId))
    .where(eq(portalMemberTable.userId, userId));
  return row ?? null;
}

export async function lockClientPortalMember(
  db: DbExecutor,
  scope: { firmId: string; clientId: string; memberId: string },
): Promise<PortalMemberRecord | null> {
  const [row] = await db
    .select(memberColumns)
    .from(portalMemberTable)
    .innerJoin(userTable, eq(userTable.id, portalMemberTable.userId))
    .where(
      and(
        eq(portalMemberTable.firmId, scope.firmId),
        eq(portalMemberTable.clientId, scope.clientId),
        eq(portalMemberTable.id, scope.memberId),
      ),
    )
    .for("update", { of: portalMemberTable });
  return row ?? null;
}

export function listClientPortalMembers(
  db: DbExecutor,
  firmId: string,
  clientId: string,
): Promise<PortalMemberRecord[]> {
  return db
    .select(memberColumns)
    .from(portalMemberTable)
    .innerJoin(userTable, eq(userTable.id, portalMemberTable.userId))
    .where(and(eq(portalMemberTable.firmId, firmId), eq(portalMemberTable.clientId, clientId)))
    .orderBy(asc(portalMemberTable.invitedAt));
}

export async function insertPortalMember(
  db: DbExecutor,
  values: { firmId: string; clientId: string; userId: string; invitedByUserId: string },
): Promise<string> {
  const [row] = await db.insert(portalMemberTable).values(values).returning({ id: portalMemberTable.id });
  if (!row) throw new Error("the portal member was not written");
  return row.id;
}

export async function markPortalMemberInvitedAgain(
  db: DbExecutor,
  memberId: string,
  invitedByUserId: string,
) {
  await db
    .update(portalMemberTable)
    .set({ invitedAt: sql`now()`, invitedByUserId, revokedAt: null })
    .where(eq(portalMemberTable.id, memberId));
}

export async function markPortalMemberJoined(db: DbExecutor, memberId: string) {
  await db
    .update(portalMemberTable)
    .set({ joinedAt: sql`now()` })
    .where(and(eq(portalMemberTable.id, memberId), isNull(portalMemberTable.joinedAt)));
}

export async function markPortalMemberRevoked(db: DbExecutor, memberId: string) {
  await db.update(portalMemberTable).set({ revokedAt: sql`now()` }).where(eq(portalMemberTable.id, memberId));
}

const responsible = alias(userTable, "responsible");

/** The client's matters, newest first, with the responsible attorney and the next open deadline from today. */
export function listClientMatters(db: DbExecutor, firmId: string, clientId: string, today: string) {
  const nextDeadline = sql<string | null>`(
    select ${taskTable.dueOn}::text || '|' || ${taskTable.title} from ${taskTable}
    where ${taskTable.matterId} = ${matterTable.id} and ${taskTable.firmId} = ${firmId}
      and ${taskTable.isDeadline} and not ${taskTable.isDone} and ${taskTable.dueOn} >= ${today}
    order by ${taskTable.dueOn}, ${taskTable.id} limit 1)`;
  return db
    .select({
      id: matterTable.id,
      reference: matterTable.reference,
      title: matterTable.title,
      status: matterTable.status,
      responsibleFirstName: responsible.firstName,
      responsibleLastName: responsible.lastName,
      responsibleEmail: responsible.email,
      nextDeadline,
    })
    .from(matterTable)
    .leftJoin(responsible, eq(responsible.id, matterTable.responsibleUserId))
    .where(and(eq(matterTable.firmId, firmId), eq(matterTable.clientId, clientId)))
    .orderBy(desc(matterTable.createdAt), desc(matterTable.id));
}

/** One matter of this client of this firm; null for any other. */
export async function findClientMatter(
  db: DbExecutor,
  scope: { firmId: string; clientId?: string },
  matterId: string,
): Promise<{ id: string; reference: string; title: string; clientId: string; clientName: string } | null> {
  const [row] = await db
    .select({
      id: matterTable.id,
      reference: matterTable.reference,
      title: matterTable.title,
      clientId: matterTable.clientId,
      clientName: clientTable.name,
    })
    .from(matterTable)
    .innerJoin(clientTable, eq(clientTable.id, matterTable.clientId))
    .where(
      and(
        eq(matterTable.firmId, scope.firmId),
        eq(matterTable.id, matterId),
        scope.clientId === undefined ? undefined : eq(matterTable.clientId, scope.clientId),
      ),
    );
  return row ?? null;
}

/** The client's issued invoices (never drafts or voided ones), newest first. */
export function listClientInvoices(db: DbExecutor, firmId: string, clientId: string) {
  return db
    .select({
      id: invoiceTable.id,
      number: invoiceTable.number,
      issueDate: invoiceTable.issueDate,
      dueDate: invoiceTable.dueDate,
      status: invoiceTable.status,
      totalCents: invoiceTable.totalCents,
      paidCents: invoiceTable.paidCents,
      creditedCents: invoiceTable.creditedCents,
      matterReference: matterTable.reference,
    })
    .from(invoiceTable)
    .leftJoin(matterTable, eq(matterTable.id, invoiceTable.matterId))
    .where(
      and(
        eq(invoiceTable.firmId, firmId),
        eq(invoiceTable.clientId, clientId),
        isNotNull(invoiceTable.number),
        notInArray(invoiceTable.status, ["draft", "void"]),
      ),
    )
    .orderBy(desc(invoiceTable.issueDate), desc(invoiceTable.number));
}

const sharedMatter = alias(matterTable, "shared_matter");

export function listClientSharedDocuments(db: DbExecutor, firmId: string, clientId: string) {
  return db
    .select({
      id: portalSharedDocumentTable.id,
      title: officeDocumentTable.title,
      matterReference: sharedMatter.reference,
      sharedAt: portalSharedDocumentTable.createdAt,
    })
    .from(portalSharedDocumentTable)
    .innerJoin(
      officeDocumentTable,
      and(
        eq(officeDocumentTable.id, portalSharedDocumentTable.officeDocumentId),
        eq(officeDocumentTable.firmId, portalSharedDocumentTable.firmId),
      ),
    )
    .leftJoin(sharedMatter, eq(sharedMatter.id, portalSharedDocumentTable.matterId))
    .where(
      and(eq(portalSharedDocumentTable.firmId, firmId), eq(portalSharedDocumentTable.clientId, clientId)),
    )
    .orderBy(desc(portalSharedDocumentTable.createdAt));
}

export async function findClientSharedDocument(
  db: DbExecutor,
  scope: { firmId: string; clientId: string },
  shareId: string,
): Promise<{ id: string; officeDocumentId: string | null } | null> {
  const [row] = await db
    .select({
      id: portalSharedDocumentTable.id,
      officeDocumentId: portalSharedDocumentTable.officeDocumentId,
    })
    .from(portalSharedDocumentTable)
    .where(
      and(
        eq(portalSharedDocumentTable.firmId, scope.firmId),
        eq(portalSharedDocumentTable.clientId, scope.clientId),
        eq(portalSharedDocumentTable.id, shareId),
      ),
    );
  return row ?? null;
}

/** Shares a document with the client; sharing it again answers the existing share. */
export async function insertSharedDocument(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string | null;
    officeDocumentId: string;
    sharedByUserId: string;
  },
): Promise<{ id: string; isNew: boolean }> {
  const [inserted] = await db
    .insert(portalSharedDocumentTable)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: portalSharedDocumentTable.id });
  if (inserted) return { id: inserted.id, isNew: true };
  const [existing] = await db
    .select({ id: portalSharedDocumentTable.id })
    .from(portalSharedDocumentTable)
    .where(
      and(
        eq(portalSharedDocumentTable.clientId, values.clientId),
        eq(portalSharedDocumentTable.officeDocumentId, values.officeDocumentId),
      ),
    );
  if (!existing) throw new Error("the shared document was neither written nor found");
  return { id: existing.id, isNew: false };
}

export async function deleteSharedDocument(
  db: DbExecutor,
  scope: { firmId: string; clientId: string },
  shareId: string,
): Promise<boolean> {
  const rows = await db
    .delete(portalSharedDocumentTable)
    .where(
      and(
        eq(portalSharedDocumentTable.firmId, scope.firmId),
        eq(portalSharedDocumentTable.clientId, scope.clientId),
        eq(portalSharedDocumentTable.id, shareId),
      ),
    )
    .returning({ id: portalSharedDocumentTable.id });
  return rows.length > 0;
}

const author = alias(userTable, "author");

/** A matter's portal thread, oldest first. */
export function listMatterMessages(db: DbExecutor, firmId: string, matterId: string) {
  return db
    .select({
      id: portalMessageTable.id,
      authorKind: portalMessageTable.authorKind,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      authorEmail: author.email,
      body: portalMessageTable.body,
      createdAt: portalMessageTable.createdAt,
    })
    .from(portalMessageTable)
    .leftJoin(author, eq(author.id, portalMessageTable.authorUserId))
    .where(and(eq(portalMessageTable.firmId, firmId), eq(portalMessageTable.matterId, matterId)))
    .orderBy(asc(portalMessageTable.createdAt), asc(portalMessageTable.id));
}

export async function insertMessage(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string;
    authorUserId: string;
    authorKind: "firm" | "client";
    body: string;
  },
): Promise<string> {
  const [row] = await db.insert(portalMessageTable).values(values).returning({ id: portalMessageTable.id });
  if (!row) throw new Error("the portal message was not written");
  return row.id;
}

const uploader = alias(userTable, "uploader");

/** The client's uploads to a matter, newest first. */
export function listMatterUploads(db: DbExecutor, firmId: string, matterId: string) {
  return db
    .select({
      id: portalUploadTable.id,
      matterId: portalUploadTable.matterId,
      storedFileId: portalUploadTable.storedFileId,
      fileName: storedFileTable.fileName,
      sizeBytes: storedFileTable.sizeBytes,
      uploaderFirstName: uploader.firstName,
      uploaderLastName: uploader.lastName,
      uploaderEmail: uploader.email,
      createdAt: portalUploadTable.createdAt,
    })
    .from(portalUploadTable)
    .innerJoin(
      storedFileTable,
      and(eq(storedFileTable.id, portalUploadTable.storedFileId), eq(storedFileTable.firmId, firmId)),
    )
    .leftJoin(uploader, eq(uploader.id, portalUploadTable.uploadedByUserId))
    .where(and(eq(portalUploadTable.firmId, firmId), eq(portalUploadTable.matterId, matterId)))
    .orderBy(desc(portalUploadTable.createdAt), desc(portalUploadTable.id));
}

/** The stored file of one upload on the firm's matter, or null. */
export async function findMatterUploadFile(
  db: DbExecutor,
  firmId: string,
  matterId: string,
  uploadId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ storedFileId: portalUploadTable.storedFileId })
    .from(portalUploadTable)
    .where(
      and(
        eq(portalUploadTable.id, uploadId),
        eq(portalUploadTable.firmId, firmId),
        eq(portalUploadTable.matterId, matterId),
      ),
    );
  return row?.storedFileId ?? null;
}

export async function insertUpload(
  db: DbExecutor,
  values: {
    firmId: string;
    clientId: string;
    matterId: string;
    storedFileId: string;
    uploadedByUserId: string;
  },
): Promise<string> {
  const [row] = await db.insert(portalUploadTable).values(values).returning({ id: portalUploadTable.id });
  if (!row) throw new Error("the portal upload was not written");
  return row.id;
}

/** Whether the person has (or had) client portal access: such a person is a portal user, never a firm's. */
export async function hasPortalMembership(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: portalMemberTable.id })
    .from(portalMemberTable)
    .where(eq(portalMemberTable.userId, userId))
    .limit(1);
  return row !== undefined;
}
