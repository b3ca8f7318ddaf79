import { alias } from "drizzle-orm/pg-core";
import { userTable } from "../auth/auth.tables.ts";
import { clientTable } from "../clients/client.tables.ts";
import { matterTable } from "../matters/matter.tables.ts";

/** The names a document's, sheet's or deck's card shows beside its own columns (null when none is linked). */
export type OfficeItemNames = {
  clientName: string | null;
  matterReference: string | null;
  matterTitle: string | null;
  authorName: string | null;
};

/** The item's author, joined under a name of its own so it cannot clash with another join on users. */
export const itemAuthor = alias(userTable, "office_item_author");

/** Who saved a version, joined under a name of its own for the same reason. */
export const versionSaver = alias(userTable, "office_version_saved_by");

/**
 * The card's names as select columns, the same for every editor; the query left-joins the client, the
 * matter and `itemAuthor` on the item's own columns (those joins stay with each editor's table).
 */
export const itemNameColumns = {
  clientName: clientTable.name,
  matterReference: matterTable.reference,
  matterTitle: matterTable.title,
  authorName: itemAuthor.name,
};
