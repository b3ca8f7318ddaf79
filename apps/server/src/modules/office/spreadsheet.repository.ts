import { type TSpreadsheetListQuery, todayInSouthAfrica } from "@inkundla/shared";
import { and, desc, eq, getTableColumns, ilike, lte, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { escapeLikePattern } from "../../platform/text-search.ts";
import { prescribedInterestRateTable } from "../billing/billing.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import { type OfficeItemViewer, visibleTo } from "./office-item-access.ts";
import { type ListedRow, readListPage, withListedTimes } from "./office-item-list.ts";
import { itemAuthor, itemNameColumns, versionSaver } from "./office-item-names.ts";
import { officeSpreadsheetTable, officeSpreadsheetVersionTable } from "./spreadsheet.tables.ts";
import { editorDataText, type StoredSpreadsheet } from "./spreadsheet-content.ts";

export type SpreadsheetRow = typeof officeSpreadsheetTable.$inferSelect;

/** A sheet with the names its card shows (client, matter, author) and its header labels, without cells. */
export type SpreadsheetListRow = ListedRow<SpreadsheetRow>;

const { content: _content, ...listedColumns } = getTableColumns(officeSpreadsheetTable);
const listColumns = { ...listedColumns, ...itemNameColumns };

/** What narrows the list besides who may see it (each `undefined` when not asked for). */
function narrowingConditions(query: TSpreadsheetListQuery): (SQL | undefined)[] {
  const search = query.search ? `%${escapeLikePattern(query.search)}%` : null;
  return [
    query.matterId ? eq(officeSpreadsheetTable.matterId, query.matterId) : undefined,
    query.clientId ? eq(officeSpreadsheetTable.clientId, query.clientId) : undefined,
    search ? ilike(officeSpreadsheetTable.title, search) : undefined,
  ];
}

/** The sheets the viewer may see, most recently changed first, without their cells; and how many. */
export async function listVisibleSpreadsheets(
  db: DbExecutor,
  viewer: OfficeItemViewer,
  query: TSpreadsheetListQuery,
): Promise<{ rows: SpreadsheetListRow[]; total: number }> {
  return readListPage<SpreadsheetListRow>(db, {
    table: officeSpreadsheetTable,
    kind: "spreadsheet",
    columns: listedColumns,
    viewer,
    limit: query.limit,
    offset: query.offset,
    narrowing: narrowingConditions(query),
  });
}

/** One of the firm's sheets the viewer may see, with its cells; anything else is not found. */
export async function findVisibleSpreadsheet(
  db: DbExecutor,
  viewer: OfficeItemViewer,
  id: string,
): Promise<(SpreadsheetListRow & { content: StoredSpreadsheet }) | null> {
  const [row] = await db
    .select({ ...listColumns, content: officeSpreadsheetTable.content })
    .from(officeSpreadsheetTable)
    .leftJoin(clientTable, eq(clientTable.id, officeSpreadsheetTable.clientId))
    .leftJoin(matterTable, eq(matterTable.id, officeSpreadsheetTable.matterId))
    .leftJoin(itemAuthor, eq(itemAuthor.id, officeSpreadsheetTable.authorUserId))
    .where(and(eq(officeSpreadsheetTable.id, id), visibleTo(officeSpreadsheetTable, viewer)));
  return row ? withListedTimes(row) : null;
}

/** One of the firm's sheets the viewer may see, with its cells as the editor's JSON text (editorDataText). */
export async function findVisibleSpreadsheetDataText(
  db: DbExecutor,
  viewer: OfficeItemViewer,
  id: string,
): Promise<(SpreadsheetListRow & { dataText: string }) | null> {
  const [row] = await db
    .select({ ...listColumns, storedText: sql<string>`${officeSpreadsheetTable.content}::text` })
    .from(officeSpreadsheetTable)
    .leftJoin(clientTable, eq(clientTable.id, officeSpreadsheetTable.clientId))
    .leftJoin(matterTable, eq(matterTable.id, officeSpreadsheetTable.matterId))
    .leftJoin(itemAuthor, eq(itemAuthor.id, officeSpreadsheetTable.authorUserId))
    .where(and(eq(officeSpreadsheetTable.id, id), visibleTo(officeSpreadsheetTable, viewer)));
  if (!row) return null;
  const { storedText, ...listed } = row;
  return { ...withListedTimes(listed), dataText: editorDataText(storedText) };
}

/** What a save writes besides the version: the cells, their size and the card's figures. */
export type SpreadsheetValues = Pick<
  SpreadsheetRow,
  | "title"
  | "type"
  | "clientId"
  | "matterId"
  | "isShared"
  | "rowCount"
  | "columnCount"
  | "headers"
  | "cellCount"
  | "totalRevenueCents"
  | "totalProfitCents"
  | "averageMarginBasisPoints"
> & { content: StoredSpreadsheet };

export async function insertSpreadsheet(
  db: DbExecutor,
  values: SpreadsheetValues & { id: string; firmId: string; authorUserId: string; template: string | null },
): Promise<void> {
  await db.insert(officeSpreadsheetTable).values(values);
}

/**
 * Writes a new state only over the version the editor loaded (`baseVersion`): the version check and
 * the raise happen in one statement, so of two saves over the same version exactly one wins. Null when
 * the sheet has moved on (or is gone).
 */
export async function updateSpreadsheetAtVersion(
  db: DbExecutor,
  firmId: string,
  id: string,
  baseVersion: number,
  values: SpreadsheetValues,
): Promise<{ version: number } | null> {
  const [row] = await db
    .update(officeSpreadsheetTable)
    .set({ ...values, version: sql`${officeSpreadsheetTable.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(officeSpreadsheetTable.id, id),
        eq(officeSpreadsheetTable.firmId, firmId),
        eq(officeSpreadsheetTable.version, baseVersion),
      ),
    )
    .returning({ version: officeSpreadsheetTable.version });
  return row ?? null;
}

export async function deleteSpreadsheet(db: DbExecutor, firmId: string, id: string): Promise<void> {
  await db
    .delete(officeSpreadsheetTable)
    .where(and(eq(officeSpreadsheetTable.id, id), eq(officeSpreadsheetTable.firmId, firmId)));
}

export async function insertSpreadsheetVersion(
  db: DbExecutor,
  values: Omit<typeof officeSpreadsheetVersionTable.$inferInsert, "content"> & { content: StoredSpreadsheet },
): Promise<void> {
  await db.insert(officeSpreadsheetVersionTable).values(values);
}

const versionSummaryColumns = {
  version: officeSpreadsheetVersionTable.version,
  title: officeSpreadsheetVersionTable.title,
  reason: officeSpreadsheetVersionTable.reason,
  savedAt: officeSpreadsheetVersionTable.savedAt,
  savedByUserId: officeSpreadsheetVersionTable.savedByUserId,
  savedByName: versionSaver.name,
};

function versionsOf(firmId: string, spreadsheetId: string): SQL | undefined {
  return and(
    eq(officeSpreadsheetVersionTable.spreadsheetId, spreadsheetId),
    eq(officeSpreadsheetVersionTable.firmId, firmId),
  );
}

/** A sheet's versions, newest first, without their cells. */
export async function listSpreadsheetVersions(db: DbExecutor, firmId: string, spreadsheetId: string) {
  return db
    .select(versionSummaryColumns)
    .from(officeSpreadsheetVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officeSpreadsheetVersionTable.savedByUserId))
    .where(versionsOf(firmId, spreadsheetId))
    .orderBy(desc(officeSpreadsheetVersionTable.version));
}

export type SpreadsheetVersionSummaryRow = Awaited<ReturnType<typeof listSpreadsheetVersions>>[number];

export async function findSpreadsheetVersion(
  db: DbExecutor,
  firmId: string,
  spreadsheetId: string,
  version: number,
): Promise<(SpreadsheetVersionSummaryRow & { content: StoredSpreadsheet }) | null> {
  const [row] = await db
    .select({ ...versionSummaryColumns, content: officeSpreadsheetVersionTable.content })
    .from(officeSpreadsheetVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officeSpreadsheetVersionTable.savedByUserId))
    .where(and(versionsOf(firmId, spreadsheetId), eq(officeSpreadsheetVersionTable.version, version)));
  return row ? { ...row, content: row.content as StoredSpreadsheet } : null;
}

/** The newest version's author and time, for a stale save's 409. */
export async function findLatestSpreadsheetVersion(db: DbExecutor, firmId: string, spreadsheetId: string) {
  const [row] = await db
    .select(versionSummaryColumns)
    .from(officeSpreadsheetVersionTable)
    .leftJoin(versionSaver, eq(versionSaver.id, officeSpreadsheetVersionTable.savedByUserId))
    .where(versionsOf(firmId, spreadsheetId))
    .orderBy(desc(officeSpreadsheetVersionTable.version))
    .limit(1);
  return row ?? null;
}

/**
 * The prescribed rate of interest in force today (the newest one whose effective date has come), from
 * the table the platform administrator keeps; null when none is on record.
 */
export async function findCurrentPrescribedRate(
  db: DbExecutor,
  today: string = todayInSouthAfrica(),
): Promise<{ rateBasisPoints: number; effectiveFrom: string } | null> {
  const [row] = await db
    .select({
      rateBasisPoints: prescribedInterestRateTable.rateBasisPoints,
      effectiveFrom: prescribedInterestRateTable.effectiveFrom,
    })
    .from(prescribedInterestRateTable)
    .where(lte(prescribedInterestRateTable.effectiveFrom, today))
    .orderBy(desc(prescribedInterestRateTable.effectiveFrom))
    .limit(1);
  return row ?? null;
}
