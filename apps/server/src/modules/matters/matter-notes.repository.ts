import { and, count, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../platform/db.ts";
import { userTable } from "../auth/auth.tables.ts";
import { matterNoteTable } from "./matter.tables.ts";

export type MatterNoteRecord = {
  id: string;
  body: string;
  authorUserId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
  createdAt: Date;
};

const noteColumns = {
  id: matterNoteTable.id,
  body: matterNoteTable.body,
  authorUserId: matterNoteTable.authorUserId,
  authorFirstName: userTable.firstName,
  authorLastName: userTable.lastName,
  authorEmail: userTable.email,
  createdAt: matterNoteTable.createdAt,
};

/** The matter's notes, newest first. */
export async function listMatterNotes(
  db: DbExecutor,
  firmId: string,
  matterId: string,
  page: { limit: number; offset: number },
): Promise<{ notes: MatterNoteRecord[]; total: number }> {
  const where = and(eq(matterNoteTable.firmId, firmId), eq(matterNoteTable.matterId, matterId));
  const [notes, totals] = await Promise.all([
    db
      .select(noteColumns)
      .from(matterNoteTable)
      .leftJoin(userTable, eq(userTable.id, matterNoteTable.authorUserId))
      .where(where)
      .orderBy(desc(matterNoteTable.createdAt), desc(matterNoteTable.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(matterNoteTable).where(where),
  ]);
  return { notes, total: totals[0]?.total ?? 0 };
}

export async function insertMatterNote(
  db: DbExecutor,
  note: { firmId: string; matterId: string; authorUserId: string; body: string },
): Promise<MatterNoteRecord> {
  const [row] = await db.insert(matterNoteTable).values(note).returning({ id: matterNoteTable.id });
  if (!row) throw new Error("insertMatterNote returned no row");
  const [created] = await db
    .select(noteColumns)
    .from(matterNoteTable)
    .leftJoin(userTable, eq(userTable.id, matterNoteTable.authorUserId))
    .where(eq(matterNoteTable.id, row.id));
  if (!created) throw new Error("the new note was not found after writing it");
  return created;
}
