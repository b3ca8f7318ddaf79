import { and, eq, or, type Placeholder, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FirmIdentity } from "../../platform/identity.ts";

/** The name shown for an author or saver whose account is gone (the user row was deleted). */
export const FORMER_MEMBER = "A former member";

/** Who is reading: unshared documents, sheets and decks are theirs only when they wrote them or own the firm. */
export type OfficeItemViewer = { firmId: string; userId: string; isOwner: boolean };

/**
 * A viewer as a condition reads them: the firm and the person may be `sql.placeholder`s, for a
 * statement built once and run for any viewer of the same kind (`readFirstListPage`).
 */
export type OfficeItemViewerValues = {
  firmId: string | Placeholder;
  userId: string | Placeholder;
  isOwner: boolean;
};

/** The columns every editor's table has that decide who may see a row. */
export type OfficeItemAccessColumns = { firmId: PgColumn; isShared: PgColumn; authorUserId: PgColumn };

/** The caller as the editors' repositories need them, so the repositories never see the whole identity. */
export function viewerOf(identity: FirmIdentity): OfficeItemViewer {
  return {
    firmId: identity.membership.firmId,
    userId: identity.userId,
    isOwner: identity.membership.isOwner,
  };
}

/** The author and the firm's owner decide about sharing and deletion; everyone who sees it may edit it. */
export function isAuthorOrOwner(identity: FirmIdentity, row: { authorUserId: string | null }): boolean {
  return identity.membership.isOwner || row.authorUserId === identity.userId;
}

/**
 * The rows of the viewer's firm they may see: the owner sees all of them, anyone else the shared ones
 * and their own. One condition for every editor, so the three cannot drift apart on who sees what.
 */
export function visibleTo(table: OfficeItemAccessColumns, viewer: OfficeItemViewerValues): SQL | undefined {
  return and(
    eq(table.firmId, viewer.firmId),
    viewer.isOwner ? undefined : or(eq(table.isShared, true), eq(table.authorUserId, viewer.userId)),
  );
}

/** A person as the cards and version lists show them; a deleted account keeps its place with a stand-in name. */
export function shownMember(userId: string | null, name: string | null): { id: string; name: string } {
  return { id: userId ?? "", name: name ?? FORMER_MEMBER };
}
