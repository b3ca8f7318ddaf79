import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, queryRowsNamed } from "../../platform/db.ts";

export type DocumentRow = {
  id: string;
  firm_id: string | null;
  kind: "judgment" | "legislation" | "firm_document";
  source: string;
  title: string;
  citation: string | null;
  neutral_citation: string | null;
  law_report_citations: string[];
  court: string | null;
  case_numbers: string[];
  judges: string[];
  parties: { applicants: string[]; respondents: string[] };
  hearing_date: string | null;
  judgment_date: string | null;
  year: number | null;
  language: string;
  case_type: string | null;
  missing_fields: string[];
  text_as_at: string | null;
};

export type PassageRow = {
  id: string;
  pinpoint: string;
  label: string;
  heading: string | null;
  text: string;
};

export type LinkRow = { document_id: string | null; title: string | null; citation: string; count: number };

/** One document a firm's members may read (the reference corpus, or the firm's own); null otherwise. */
export async function findVisibleDocument(
  db: DbExecutor,
  firmId: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const rows = await queryRows<DocumentRow>(
    db,
    sql`select id, firm_id, kind, source, title, citation, neutral_citation, law_report_citations, court,
               case_numbers, judges, parties, to_char(hearing_date, 'YYYY-MM-DD') as hearing_date,
               to_char(judgment_date, 'YYYY-MM-DD') as judgment_date, year, language, case_type,
               missing_fields, to_char(text_as_at, 'YYYY-MM-DD') as text_as_at
          from corpus_document
         where id = ${documentId}::uuid and (firm_id is null or firm_id = ${firmId}::uuid)`,
  );
  return rows[0] ?? null;
}

export async function listPassages(db: DbExecutor, documentId: string): Promise<PassageRow[]> {
  return queryRows<PassageRow>(
    db,
    sql`select id, pinpoint, label, heading, text from corpus_passage
         where document_id = ${documentId}::uuid order by ordinal`,
  );
}

/**
 * What a document cites, one line per authority: linked to the corpus document the firm may read that
 * carries the citation's key (of several translations of an Act, the one in the citing document's
 * language, else English), or unlinked when the corpus does not hold it.
 */
export async function listCitedAuthorities(
  db: DbExecutor,
  input: { firmId: string; documentId: string; language: string },
): Promise<LinkRow[]> {
  return queryRows<LinkRow>(
    db,
    sql`select target.document_id, target.title, min(c.text) as citation, count(*)::int as count
          from corpus_citation c
          left join lateral (
            select d.id as document_id, d.title from corpus_citation_key k
              join corpus_document d on d.id = k.document_id
             where k.key = c.key and d.id <> c.document_id
               and (d.firm_id is null or d.firm_id = ${input.firmId}::uuid)
             order by (d.language = ${input.language}) desc, (d.language = 'en') desc, d.created_at
             limit 1
          ) target on true
         where c.document_id = ${input.documentId}::uuid
         group by c.key, target.document_id, target.title
         order by count(*) desc, min(c.text)`,
  );
}

/** The documents the firm may read that cite this one, the most-citing first. */
export async function listCitingDocuments(
  db: DbExecutor,
  input: { firmId: string; documentId: string },
): Promise<LinkRow[]> {
  return queryRows<LinkRow>(
    db,
    sql`select d.id as document_id, d.title, coalesce(d.citation, d.title) as citation, count(*)::int as count
          from corpus_citation_key k
          join corpus_citation c on c.key = k.key
          join corpus_document d on d.id = c.document_id
         where k.document_id = ${input.documentId}::uuid and d.id <> k.document_id
           and (d.firm_id is null or d.firm_id = ${input.firmId}::uuid)
         group by d.id, d.title, d.citation
         order by count(*) desc, d.title`,
  );
}

/**
 * How many other documents the firm may read cite a document (`documentId`, a column or value): a search
 * result's note and the research insights' weight. A statement of its own (`countCitationsOf`) or a
 * column of the search's (`searchDocuments`).
 */
export function citingDocumentsCount(documentId: SQLWrapper, firmId: SQLWrapper): SQL {
  return sql`(select count(distinct c.document_id)::int
                from corpus_citation_key k
                join corpus_citation c on c.key = k.key and c.document_id <> k.document_id
                join corpus_document citing on citing.id = c.document_id
               where k.document_id = ${documentId}
                 and (citing.firm_id is null or citing.firm_id = ${firmId}::uuid))`;
}

/** How often the corpus (as the firm sees it) cites each of these documents: the research insights' weight. */
export async function countCitationsOf(
  db: DbExecutor,
  input: { firmId: string; documentIds: string[] },
): Promise<Map<string, number>> {
  if (input.documentIds.length === 0) return new Map();
  const rows = await queryRowsNamed<{ document_id: string; count: number }>(
    db,
    "corpus_count_citations_of",
    () => sql`select listed.id as document_id,
                     ${citingDocumentsCount(sql`listed.id`, sql.placeholder("firmId"))} as count
                from unnest(${sql.placeholder("documentIds")}::text[]::uuid[]) as listed(id)`,
    { documentIds: input.documentIds, firmId: input.firmId },
  );
  return new Map(rows.map((row) => [row.document_id, row.count]));
}
