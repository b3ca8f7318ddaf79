import { and, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import {
  type OfficeItemAccessColumns,
  type OfficeItemViewer,
  type OfficeItemViewerValues,
  visibleTo,
} from "./office-item-access.ts";
import { type OfficeItemKind, officeItemCountTable } from "./office-item-count.tables.ts";

/**
 * How many of the firm's items of one kind the viewer may see (the rule of `visibleTo`: the owner all
 * of them, anyone else the shared ones and their own), read off the counts the triggers keep instead
 * of counting the items: what an unfiltered list's X-Total-Count says.
 */
export async function countVisibleItems(
  db: DbExecutor,
  kind: OfficeItemKind,
  viewer: OfficeItemViewer,
): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select ${visibleItemsTotal(kind, viewer)} as total`,
  );
  return Number(row?.total ?? 0);
}

/**
 * `countVisibleItems` as an expression, for a statement that reads a list's page and its total at once;
 * it answers bigint, which the drivers read as text.
 */
export function visibleItemsTotal(kind: OfficeItemKind, viewer: OfficeItemViewerValues): SQL<string> {
  const counted = and(
    eq(officeItemCountTable.firmId, viewer.firmId),
    eq(officeItemCountTable.kind, kind),
    viewer.isOwner
      ? undefined
      : or(eq(officeItemCountTable.isShared, true), eq(officeItemCountTable.authorKey, viewer.userId)),
  );
  return sql<string>`(select coalesce(sum(${officeItemCountTable.total}), 0) from ${officeItemCountTable} where ${counted})`;
}

/**
 * A list's X-Total-Count: the items the viewer may see that meet the list's narrowing conditions (search,
 * matter, client, …; `undefined` for a filter not asked for). Without any, the kept counts answer; with
 * one, the rows are counted. The list passes the conditions its page is read with, so the two agree.
 */
export async function countListedItems(
  db: DbExecutor,
  list: {
    table: PgTable & OfficeItemAccessColumns;
    kind: OfficeItemKind;
    viewer: OfficeItemViewer;
    narrowing: (SQL | undefined)[];
  },
): Promise<number> {
  const narrowing = list.narrowing.filter((condition) => condition !== undefined);
  if (narrowing.length === 0) return countVisibleItems(db, list.kind, list.viewer);
  const [row] = await db
    .select({ total: count() })
    .from(list.table)
    .where(and(visibleTo(list.table, list.viewer), ...narrowing));
  return row?.total ?? 0;
}
