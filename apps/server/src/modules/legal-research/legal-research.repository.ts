import type { TResearchFilters } from "@inkundla/shared";
import { eq, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, queryRowsNamed } from "../../platform/db.ts";
import { personNameSql } from "../time/index.ts";
import { matterResearchNoteTable } from "./legal-research.tables.ts";

/** Keeps a search in the person's recent searches: a statement each connection keeps, as every search runs it. */
export async function recordSearch(
  db: DbExecutor,
  search: { firmId: string; userId: string; query: string; filters: TResearchFilters; resultCount: number },
): Promise<void> {
  const value = (key: string) => sql.placeholder(key);
  await queryRowsNamed(
    db,
    "research_search_record",
    () => sql`insert into research_search (firm_id, user_id, query, filters, result_count)
              values (${value("firmId")}::uuid, ${value("userId")}, ${value("query")}, ${value("filters")}::jsonb,
                      ${value("resultCount")}::int)`,
    { ...search, filters: JSON.stringify(search.filters) },
  );
}

/** The person's latest searches, each query once (at its latest time), newest first. */
export async function listRecentSearches(
  db: DbExecutor,
  input: { firmId: string; userId: string; limit: number },
): Promise<{ query: string; searched_at: string; result_count: number }[]> {
  return queryRows(
    db,
    sql`select query, result_count,
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as searched_at
          from (select distinct on (lower(query)) query, result_count, created_at
                  from research_search
                 where firm_id = ${input.firmId}::uuid and user_id = ${input.userId}
                 order by lower(query), created_at desc) latest
         order by created_at desc
         limit ${input.limit}`,
  );
}

export async function insertResearchNote(
  db: DbExecutor,
  note: {
    firmId: string;
    matterId: string;
    documentId: string;
    pinpoint: string | null;
    query: string | null;
    passage: string | null;
    comment: string | null;
    createdByUserId: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(matterResearchNoteTable)
    .values(note)
    .returning({ id: matterResearchNoteTable.id });
  return row!.id;
}

export type ResearchNoteRow = {
  id: string;
  matter_id: string;
  document_id: string;
  document_title: string;
  citation: string | null;
  pinpoint: string | null;
  query: string | null;
  passage: string | null;
  comment: string | null;
  created_by: string;
  created_at: string;
};

export async function listResearchNotes(
  db: DbExecutor,
  input: { firmId: string; matterId: string },
): Promise<ResearchNoteRow[]> {
  return queryRows<ResearchNoteRow>(
    db,
    sql`select n.id, n.matter_id, n.document_id, d.title as document_title, d.citation, n.pinpoint, n.query,
               n.passage, n.comment, coalesce(${personNameSql}, 'Former member') as created_by,
               to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
          from matter_research_note n
          join corpus_document d on d.id = n.document_id
          left join "user" on "user".id = n.created_by_user_id
         where n.firm_id = ${input.firmId}::uuid and n.matter_id = ${input.matterId}::uuid
         order by n.created_at desc, n.id`,
  );
}

/** The note's author and what it kept, locked until the transaction ends (it is about to be removed). */
export async function findResearchNoteForRemoval(
  db: DbExecutor,
  input: { firmId: string; matterId: string; noteId: string },
): Promise<{ createdByUserId: string | null; documentTitle: string; pinpoint: string | null } | null> {
  const [row] = await queryRows<{
    created_by_user_id: string | null;
    title: string;
    pinpoint: string | null;
  }>(
    db,
    sql`select n.created_by_user_id, d.title, n.pinpoint
          from matter_research_note n
          join corpus_document d on d.id = n.document_id
         where n.id = ${input.noteId}::uuid and n.firm_id = ${input.firmId}::uuid
           and n.matter_id = ${input.matterId}::uuid
           for update of n`,
  );
  return row
    ? { createdByUserId: row.created_by_user_id, documentTitle: row.title, pinpoint: row.pinpoint }
    : null;
}

export async function deleteResearchNote(db: DbExecutor, noteId: string): Promise<void> {
  await db.delete(matterResearchNoteTable).where(eq(matterResearchNoteTable.id, noteId));
}
