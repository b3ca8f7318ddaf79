import { and, type Column, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  type DbExecutor,
  isoTimestampText,
  mapSelectedRow,
  queryRowsNamed,
  selectedAs,
} from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";
import {
  type OfficeItemAccessColumns,
  type OfficeItemViewer,
  type OfficeItemViewerValues,
  visibleTo,
} from "./office-item-access.ts";
import { countListedItems, visibleItemsTotal } from "./office-item-count.repository.ts";
import type { OfficeItemKind } from "./office-item-count.tables.ts";
import { itemAuthor, itemNameColumns, type OfficeItemNames } from "./office-item-names.ts";

/**
 * A listed item's times as the cards show them: ISO 8601 text. A page of a list has a hundred, and
 * reading each into a Date only to write it out again took a twelfth of the page's time in Node.
 */
export type ListedTimes = { createdAt: string; updatedAt: string };

/** An item as its editor's list reads it: the table's row without its content, its times as text, and the card's names. */
export type ListedRow<TableRow extends { createdAt: Date; updatedAt: Date }> = Omit<
  TableRow,
  "content" | "createdAt" | "updatedAt"
> &
  ListedTimes &
  OfficeItemNames;

/** A row Drizzle's select read, with its times as the lists give them (ListedTimes). */
export function withListedTimes<Row extends { createdAt: Date; updatedAt: Date }>(
  row: Row,
): Omit<Row, "createdAt" | "updatedAt"> & ListedTimes {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A time as the driver answered it: PostgreSQL's text (rewritten as ISO text) or a Date. */
export const listedTime = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : isoTimestampText(String(value));

/** An editor's table as its list reads it: who may see a row, the card's links, and the list's order. */
export type ListedItemTable = PgTable &
  OfficeItemAccessColumns & { id: PgColumn; clientId: PgColumn; matterId: PgColumn; updatedAt: PgColumn };

/** Which list's first page, for whom, and how long: `columns` are the table's listed columns. */
type FirstPageRead = {
  table: ListedItemTable;
  kind: OfficeItemKind;
  columns: Record<string, PgColumn>;
  viewer: OfficeItemViewer;
  limit: number;
};

/**
 * The first page of an editor's list (newest change first) with how many items the viewer may see, in
 * one statement each connection keeps: what My Documents, My Spreadsheets and My Presentations open
 * with, when nothing narrows the list. Planning the list's four-table join cost more than running it,
 * and the total took a second round trip. Here the page's length is written into the statement and the
 * page is read before the joins, so PostgreSQL's plan for any firm costs what a firm's own plan costs,
 * and it plans the statement once per connection (`queryRowsNamed`). Each row comes back with the card's
 * names (`itemNameColumns`), as Drizzle's select would give it, its times as text (ListedTimes).
 */
async function readFirstListPage<Row>(
  db: DbExecutor,
  list: FirstPageRead,
): Promise<{ rows: Row[]; total: number }> {
  const { kind, columns, viewer, limit } = list;
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`not a page length: ${limit}`);
  const name = `office_${kind}_first_page_${viewer.isOwner ? "owner" : "member"}_${limit}`;
  const rows = await queryRowsNamed<Record<string, unknown> & { total: string }>(
    db,
    name,
    () => firstPageStatement(list),
    { firmId: viewer.firmId, userId: viewer.userId },
  );
  // No row on the first page with nothing narrowing it: the viewer sees none.
  const total = rows[0] ? Number(rows[0].total) : 0;
  const untimed: Record<string, Column> = Object.fromEntries(
    Object.entries({ ...columns, ...itemNameColumns }).filter(
      ([key]) => key !== "createdAt" && key !== "updatedAt",
    ),
  );
  const listed = rows.map((row) => {
    const item = mapSelectedRow<Record<string, unknown>>(untimed, row);
    item.createdAt = listedTime(row.createdAt);
    item.updatedAt = listedTime(row.updatedAt);
    return item as Row;
  });
  return { rows: listed, total };
}

/** The first page's statement for any viewer who is (or is not) the firm's owner: see `readFirstListPage`. */
function firstPageStatement(list: FirstPageRead): SQL {
  const { table, kind, columns, limit } = list;
  const viewer: OfficeItemViewerValues = {
    firmId: sql.placeholder("firmId"),
    userId: sql.placeholder("userId"),
    isOwner: list.viewer.isOwner,
  };
  const page = sql.identifier("page");
  const onPage = (column: PgColumn) => sql`${page}.${sql.identifier(column.name)}`;
  return sql`select ${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${onPage(column)} as ${sql.identifier(key)}`),
    sql`, `,
  )}, ${selectedAs(itemNameColumns)}, ${visibleItemsTotal(kind, viewer)} as "total"
    from (
      select ${sql.join(Object.values(columns).map(pageColumn), sql`, `)} from ${table}
      where ${visibleTo(table, viewer)}
      order by ${table.updatedAt} desc, ${table.id} desc
      limit ${sql.raw(String(limit))}
    ) as ${page}
    left join ${clientTable} on ${clientTable.id} = ${onPage(table.clientId)}
    left join ${matterTable} on ${matterTable.id} = ${onPage(table.matterId)}
    left join ${userTable} ${itemAuthor} on ${itemAuthor.id} = ${onPage(table.authorUserId)}
    order by ${onPage(table.updatedAt)} desc, ${onPage(table.id)} desc`;
}

/**
 * A listed column as the first page reads it: a list (a deck's slide titles, a sheet's headers) as JSON,
 * which the driver reads with JSON.parse; its reader of PostgreSQL's array text took a fifth of the
 * deck list's time in Node. The column keeps its name, and Drizzle's reader takes either form.
 */
function pageColumn(column: PgColumn): PgColumn | SQL {
  return column.dataType === "array"
    ? sql`array_to_json(${column}) as ${sql.identifier(column.name)}`
    : column;
}

/** Which page of an editor's list: FirstPageRead's, where it starts, and what narrows the list. */
type ListPageRead = FirstPageRead & { offset: number; narrowing: (SQL | undefined)[] };

/**
 * A page of an editor's list (newest change first) and how many items the viewer may see that meet the
 * narrowing conditions (search, matter, client, …; `undefined` for one not asked for). The first page
 * with nothing narrowing it is the kept statement (`readFirstListPage`); any other finds its page's ids
 * before joining the client, matter and author: far down a list of 10,000 (offset 9,950) the joins then
 * meet 50 rows rather than 10,000 (86 ms against 9).
 */
export async function readListPage<Row>(
  db: DbExecutor,
  list: ListPageRead,
): Promise<{ rows: Row[]; total: number }> {
  const { table, kind, columns, viewer, limit, offset, narrowing } = list;
  if (offset === 0 && narrowing.every((condition) => condition === undefined)) {
    return readFirstListPage<Row>(db, list);
  }
  const page = db
    .select({ id: table.id })
    .from(table)
    .where(and(visibleTo(table, viewer), ...narrowing))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(limit)
    .offset(offset)
    .as("list_page");
  const [rows, total] = await Promise.all([
    db
      .select({ ...columns, ...itemNameColumns })
      .from(table)
      .innerJoin(page, eq(page.id, table.id))
      .leftJoin(clientTable, eq(clientTable.id, table.clientId))
      .leftJoin(matterTable, eq(matterTable.id, table.matterId))
      .leftJoin(itemAuthor, eq(itemAuthor.id, table.authorUserId))
      .orderBy(desc(table.updatedAt), desc(table.id)),
    countListedItems(db, { table, kind, viewer, narrowing }),
  ]);
  return {
    rows: rows.map((row) => withListedTimes(row as unknown as { createdAt: Date; updatedAt: Date })) as Row[],
    total,
  };
}
