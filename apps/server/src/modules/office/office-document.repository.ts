import type { TOfficeDocumentListQuery } from "@inkundla/shared";
import { and, desc, eq, getTableColumns, ilike, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { officeDocumentTable, officeDocumentVersionTable } from "./office-document.tables.ts";
import { type OfficeItemViewer, visibleTo } from "./office-item-access.ts";
import { type ListedRow, readListPage, withListedTimes } from "./office-item-list.ts";
import { itemAuthor, itemNameColumns, versionSaver } from "./office-item-names.ts";

export type OfficeDocumentRow = typeof officeDocumentTable.$inferSelect;
export type OfficeDocumentVersionRow = typeof officeDocumentVersionTable.$inferSelect;

/** A document with the names the cards show (client, matter, author). */
export type OfficeDocumentListRow = ListedRow<OfficeDocumentRow>;

const { content: _content, ...listedColumns } = getTableColumns(officeDocumentTable);
const listColumns = { ...listedColumns, ...itemNameColumns };

/** What narrows the list besides who may see it (each `undefined` when not asked for). */
function narrowingConditions(query: TOfficeDocumentListQuery): (SQL | undefined)[] {
  const search = query.search ? `%${escapeLikePattern(query.search)}%` : null;
  return [
    query.matterId ? eq(officeDocumentTable.matterId, query.matterId) : undefined,
    query.clientId ? eq(officeDocumentTable.clientId, query.clientId) : undefined,
    query.origin ? eq(officeDocumentTable.origin, query.origin) : undefined,
    search ? ilike(officeDocumentTable.title, search) : undefined,
  ];
}

/** The documents the viewer may see, most recently changed first, without their content; and how many. */
export async function listVisibleDocuments(
  db: DbExecutor,
  viewer: OfficeItemViewer,
  query: TOfficeDocumentListQuery,
): Promise<{ rows: OfficeDocumentListRow[]; total: number }> {
  return readListPage<OfficeDocumentListRow>(db, {
    table: officeDocumentTable,
    kind: "document",
    columns: listedColumns,
    viewer,
    limit: query.limit,
    offset: query.offset,
    narrowing: narrowingConditions(query),
  });
}

/** One of the firm's documents the viewer may see, with its content; anything else is not found. */
export async function findVisibleDocument(
  db: DbExecutor,
  viewer: OfficeItemViewer,
  id: string,
  options: { lockForUpdate?: boolean } = {},
): Promise<(OfficeDocumentListRow & { content: string }) | null> {
  const query = db
    .select({ ...listColumns, content: officeDocumentTable.content })
    .from(officeDocumentTable)
    .leftJoin(clientTable, eq(clientTable.id, officeDocumentTable.clientId))
    .leftJoin(matterTable, eq(matterTable.id, officeDocumentTable.matterId))
    .leftJoin(itemAuthor, eq(itemAuthor.id, officeDocumentTable.authorUserId))
    .where(and(eq(officeDocumentTable.id, id), visibleTo(officeDocumentTable, viewer)));
  const [row] = options.lockForUpdate ? await query.for("update", { of: officeDocumentTable }) : await query;
  return row ? withListedTimes(row) : null;
}

export async function insertDocument(
  db: DbExecutor,
  values: typeof officeDocumentTable.$inferInsert & { id: string },
): Promise<void> {
  await db.insert(officeDocumentTable).values(values);
}

/**
 * Writes a new state only over the version the editor loaded (`baseVersion`): the version check and
 * the raise happen in one statement, so of two saves over the same version exactly one wins. Null when
 * the document has moved on (or is gone).
 */
export async function updateDocumentAtVersion(
  db: DbExecutor,
  firmId: string,
  id: string,
  baseVersion: number,
  values: Pick<
    OfficeDocumentRow,
    "title" | "type" | "template" | "content" | "clientId" | "matterId" | "isShared" | "wordCount" | "pages"
  >,
): Promise<{ version: number } | null> {
  const [row] = await db
    .update(officeDocumentTable)
    .set({ ...values, version: sql`${officeDocumentTable.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(officeDocumentTable.id, id),
        eq(officeDocumentTable.firmId, firmId),
        eq(officeDocumentTable.version, baseVersion),
      ),
    )
    .returning({ version: officeDocumentTable.version });
  return row ?? null;
}

export async function deleteDocument(db: DbExecutor, firmId: string, id: string): Promise<void> {
  await db
    .delete(officeDocumentTable)
    .where(and(eq(officeDocumentTable.id, id), eq(officeDocumentTable.firmId, firmId)));
}

export async function insertVersion(
  db: DbExecutor,
  values: typeof officeDocumentVersionTable.$inferInsert,
): Promise<void> {
  await db.insert(officeDocumentVersionTable).values(values);
}

/** What a version summary shows: who saved it, when, why, and its size. */
const versionSummaryColumns = {
  version: officeDocumentVersionTable.version,
  title: officeDocumentVersionTable.title,
  wordCount: officeDocumentVersionTable.wordCount,
  reason: officeDocumentVersionTable.reason,
  savedAt: officeDocumentVersionTable.savedAt,
  savedByUserId: officeDocumentVersionTable.savedByUserId,
  savedByName: versionSaver.name,
};

function versionsOf(firmId: string, documentId: string): SQL | undefined {
  return and(
    eq(officeDocumentVersionTable.documentId, documentId),
    eq(officeDocumentVersionTable.firmId, firmId),
  );
}

/** A document's versions, newest first, without their content. */
export async function listVersions(db: DbExecutor, firmId: string, documentId: string) {
  return db
    .select(versionSummaryColumns)
    .from(officeDocumentVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officeDocumentVersionTable.savedByUserId))
    .where(versionsOf(firmId, documentId))
    .orderBy(desc(officeDocumentVersionTable.version));
}

export type VersionSummaryRow = Awaited<ReturnType<typeof listVersions>>[number];

export async function findVersion(db: DbExecutor, firmId: string, documentId: string, version: number) {
  const [row] = await db
    .select({ ...versionSummaryColumns, content: officeDocumentVersionTable.content })
    .from(officeDocumentVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officeDocumentVersionTable.savedByUserId))
    .where(and(versionsOf(firmId, documentId), eq(officeDocumentVersionTable.version, version)));
  return row ?? null;
}

/** The newest version's author and time, for a stale save's 409. */
export async function findLatestVersion(db: DbExecutor, firmId: string, documentId: string) {
  const [row] = await db
    .select(versionSummaryColumns)
    .from(officeDocumentVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officeDocumentVersionTable.savedByUserId))
    .where(versionsOf(firmId, documentId))
    .orderBy(desc(officeDocumentVersionTable.version))
    .limit(1);
  return row ?? null;
}

/** A firm's document by id, whoever wrote it: for readers the firm chose outside visibility (a client it shared it with). */
export async function findFirmDocumentContent(
  db: DbExecutor,
  firmId: string,
  id: string,
): Promise<{ id: string; title: string; content: string } | null> {
  const [row] = await db
    .select({
      id: officeDocumentTable.id,
      title: officeDocumentTable.title,
      content: officeDocumentTable.content,
    })
    .from(officeDocumentTable)
    .where(and(eq(officeDocumentTable.firmId, firmId), eq(officeDocumentTable.id, id)));
  return row ?? null;
}
