import { and, eq, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import type { OfficeItemViewer } from "./office-item-access.ts";
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
