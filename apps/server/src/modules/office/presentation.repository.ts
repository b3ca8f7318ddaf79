import type { TPresentationContent, TPresentationListQuery } from "@inkundla/shared";
import { and, desc, eq, getTableColumns, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { storedFileTable } from "../../platform/platform.tables.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { type OfficeItemViewer, visibleTo } from "./office-item-access.ts";
import { type ListedRow, readListPage, withListedTimes } from "./office-item-list.ts";
import { itemAuthor, itemNameColumns, versionSaver } from "./office-item-names.ts";
import { officePresentationTable, officePresentationVersionTable } from "./presentation.tables.ts";

export type PresentationRow = typeof officePresentationTable.$inferSelect;

/** A deck with the names the cards show (client, matter, author), without its slides. */
export type PresentationListRow = ListedRow<PresentationRow>;

const { content: _content, ...listedColumns } = getTableColumns(officePresentationTable);
const listColumns = { ...listedColumns, ...itemNameColumns };

/** What narrows the list besides who may see it (each `undefined` when not asked for). */
function narrowingConditions(query: TPresentationListQuery): (SQL | undefined)[] {
  const search = query.search ? `%${escapeLikePattern(query.search)}%` : null;
  return [
    query.matterId ? eq(officePresentationTable.matterId, query.matterId) : undefined,
    query.clientId ? eq(officePresentationTable.clientId, query.clientId) : undefined,
    search ? ilike(officePresentationTable.title, search) : undefined,
  ];
}

/** The decks the viewer may see, most recently changed first, without their slides; and how many. */
export async function listVisiblePresentations(
  db: DbExecutor,
  viewer: OfficeItemViewer,
  query: TPresentationListQuery,
): Promise<{ rows: PresentationListRow[]; total: number }> {
  return readListPage<PresentationListRow>(db, {
    table: officePresentationTable,
    kind: "presentation",
    columns: listedColumns,
    viewer,
    limit: query.limit,
    offset: query.offset,
    narrowing: narrowingConditions(query),
  });
}

/** One of the firm's decks the viewer may see, with its slides; anything else is not found. */
export async function findVisiblePresentation(
  db: DbExecutor,
  viewer: OfficeItemViewer,
  id: string,
): Promise<(PresentationListRow & { content: TPresentationContent }) | null> {
  const [row] = await db
    .select({ ...listColumns, content: officePresentationTable.content })
    .from(officePresentationTable)
    .leftJoin(clientTable, eq(clientTable.id, officePresentationTable.clientId))
    .leftJoin(matterTable, eq(matterTable.id, officePresentationTable.matterId))
    .leftJoin(itemAuthor, eq(itemAuthor.id, officePresentationTable.authorUserId))
    .where(and(eq(officePresentationTable.id, id), visibleTo(officePresentationTable, viewer)));
  return row ? withListedTimes(row) : null;
}

export async function insertPresentation(
  db: DbExecutor,
  values: typeof officePresentationTable.$inferInsert & { id: string },
): Promise<void> {
  await db.insert(officePresentationTable).values(values);
}

/**
 * Writes a new state only over the version the editor loaded: the version check and the raise are one
 * statement, so of two saves over the same version exactly one wins. Null when the deck has moved on.
 */
export async function updatePresentationAtVersion(
  db: DbExecutor,
  firmId: string,
  id: string,
  baseVersion: number,
  values: Pick<
    PresentationRow,
    | "title"
    | "type"
    | "template"
    | "content"
    | "clientId"
    | "matterId"
    | "isShared"
    | "slideCount"
    | "slideTitles"
  >,
): Promise<{ version: number } | null> {
  const [row] = await db
    .update(officePresentationTable)
    .set({ ...values, version: sql`${officePresentationTable.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(officePresentationTable.id, id),
        eq(officePresentationTable.firmId, firmId),
        eq(officePresentationTable.version, baseVersion),
      ),
    )
    .returning({ version: officePresentationTable.version });
  return row ?? null;
}

export async function deletePresentation(db: DbExecutor, firmId: string, id: string): Promise<void> {
  await db
    .delete(officePresentationTable)
    .where(and(eq(officePresentationTable.id, id), eq(officePresentationTable.firmId, firmId)));
}

export async function insertPresentationVersion(
  db: DbExecutor,
  values: typeof officePresentationVersionTable.$inferInsert,
): Promise<void> {
  await db.insert(officePresentationVersionTable).values(values);
}

const versionSummaryColumns = {
  version: officePresentationVersionTable.version,
  title: officePresentationVersionTable.title,
  slideCount: sql<number>`jsonb_array_length(${officePresentationVersionTable.content} -> 'slides')`.mapWith(
    Number,
  ),
  reason: officePresentationVersionTable.reason,
  savedAt: officePresentationVersionTable.savedAt,
  savedByUserId: officePresentationVersionTable.savedByUserId,
  savedByName: versionSaver.name,
};

function versionsOf(firmId: string, presentationId: string): SQL | undefined {
  return and(
    eq(officePresentationVersionTable.presentationId, presentationId),
    eq(officePresentationVersionTable.firmId, firmId),
  );
}

/** A deck's versions, newest first, without their slides. */
export async function listPresentationVersions(db: DbExecutor, firmId: string, presentationId: string) {
  return db
    .select(versionSummaryColumns)
    .from(officePresentationVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officePresentationVersionTable.savedByUserId))
    .where(versionsOf(firmId, presentationId))
    .orderBy(desc(officePresentationVersionTable.version));
}

export type PresentationVersionSummaryRow = Awaited<ReturnType<typeof listPresentationVersions>>[number];

export async function findPresentationVersion(
  db: DbExecutor,
  firmId: string,
  presentationId: string,
  version: number,
) {
  const [row] = await db
    .select({ ...versionSummaryColumns, content: officePresentationVersionTable.content })
    .from(officePresentationVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officePresentationVersionTable.savedByUserId))
    .where(and(versionsOf(firmId, presentationId), eq(officePresentationVersionTable.version, version)));
  return row ?? null;
}

/** The newest version's author and time, for a stale save's 409. */
export async function findLatestPresentationVersion(db: DbExecutor, firmId: string, presentationId: string) {
  const [row] = await db
    .select(versionSummaryColumns)
    .from(officePresentationVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officePresentationVersionTable.savedByUserId))
    .where(versionsOf(firmId, presentationId))
    .orderBy(desc(officePresentationVersionTable.version))
    .limit(1);
  return row ?? null;
}

/** Which of these stored files are the firm's slide images (the others are refused by a save). */
export async function findFirmSlideImages(
  db: DbExecutor,
  firmId: string,
  fileIds: readonly string[],
): Promise<{ id: string; storageKey: string; fileName: string; mime: string }[]> {
  if (fileIds.length === 0) return [];
  return db
    .select({
      id: storedFileTable.id,
      storageKey: storedFileTable.storageKey,
      fileName: storedFileTable.fileName,
      mime: storedFileTable.mime,
    })
    .from(storedFileTable)
    .where(
      and(
        eq(storedFileTable.firmId, firmId),
        eq(storedFileTable.purpose, "presentation_image"),
        inArray(storedFileTable.id, [...fileIds]),
      ),
    );
}
