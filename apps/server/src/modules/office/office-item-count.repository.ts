import { and, count, eq, or, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbExecutor } from "../../platform/db.ts";
import { type OfficeItemAccessColumns, type OfficeItemViewer, visibleTo } from "./office-item-access.ts";
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
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${officeItemCountTable.total}), 0)` })
    .from(officeItemCountTable)
    .where(
      and(
        eq(officeItemCountTable.firmId, viewer.firmId),
        eq(officeItemCountTable.kind, kind),
        viewer.isOwner
          ? undefined
          : or(eq(officeItemCountTable.isShared, true), eq(officeItemCountTable.authorKey, viewer.userId)),
      ),
    );
  return Number(row?.total ?? 0);
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
