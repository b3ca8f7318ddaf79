import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import { corpusCitationKeyTable, corpusDocumentTable } from "./corpus.tables.ts";
import type { PreparedDocument } from "./preparation/prepared-document.ts";

/** Who a document belongs to: the reference corpus every firm reads (null), or one firm. */
export type CorpusScope = { firmId: string | null };

/** builtin: shipped; import: the platform admin; firm: a firm's own; seed: the benchmark corpus (`npm run seed:corpus`). */
export type CorpusSource = "builtin" | "import" | "firm" | "seed";

export type StoreOutcome =
  | { outcome: "imported"; documentId: string }
  | { outcome: "duplicate"; documentId: string; reason: string };

/** Full-text configuration by language: English words are stemmed, other languages matched as written. */
export function searchConfigOf(language: string): "english" | "simple" {
  return language === "en" ? "english" : "simple";
}

/** Documents `scope` may see, and so must not duplicate: the reference corpus, and the firm's own. */
function visibleTo(scope: CorpusScope) {
  return scope.firmId === null
    ? isNull(corpusDocumentTable.firmId)
    : or(isNull(corpusDocumentTable.firmId), eq(corpusDocumentTable.firmId, scope.firmId));
}

/**
 * A document already in the corpus that `prepared` would repeat: the same text, or (for a judgment)
 * the same neutral or law-report citation, or (for an Act) the same Act in the same language.
 */
export async function findDuplicate(
  db: DbExecutor,
  scope: CorpusScope,
  prepared: PreparedDocument,
): Promise<{ documentId: string; reason: string } | null> {
  const sameText = await db
    .select({ id: corpusDocumentTable.id, title: corpusDocumentTable.title })
    .from(corpusDocumentTable)
    .where(and(visibleTo(scope), eq(corpusDocumentTable.contentHash, prepared.contentHash)))
    .limit(1);
  if (sameText[0]) {
    return {
      documentId: sameText[0].id,
      reason: `the same text is already in the corpus as "${sameText[0].title}"`,
    };
  }
  if (prepared.keys.length === 0) return null;
  const sameCitation = await db
    .select({ id: corpusDocumentTable.id, title: corpusDocumentTable.title, key: corpusCitationKeyTable.key })
    .from(corpusCitationKeyTable)
    .innerJoin(corpusDocumentTable, eq(corpusDocumentTable.id, corpusCitationKeyTable.documentId))
    .where(
      and(
        visibleTo(scope),
        inArray(corpusCitationKeyTable.key, prepared.keys),
        // Translations of one Act share its key: only the same language is the same document.
        prepared.kind === "legislation" ? eq(corpusDocumentTable.language, prepared.language) : undefined,
      ),
    )
    .limit(1);
  if (sameCitation[0]) {
    return {
      documentId: sameCitation[0].id,
      reason: `a document with the same citation is already in the corpus: "${sameCitation[0].title}"`,
    };
  }
  return null;
}

/**
 * Stores a prepared document with its passages (and their full-text vectors), the citations found in
 * them and the keys it is cited by; a duplicate is reported and nothing is written. Run it inside a
 * transaction: a failure part-way leaves no half-stored document.
 */
export async function storeDocument(
  db: DbExecutor,
  scope: CorpusScope,
  prepared: PreparedDocument,
  provenance: {
    source: CorpusSource;
    builtinKey?: string;
    builtinVersion?: number;
    importedByUserId?: string | null;
  },
): Promise<StoreOutcome> {
  const duplicate = await findDuplicate(db, scope, prepared);
  if (duplicate) return { outcome: "duplicate", ...duplicate };

  const [document] = await db
    .insert(corpusDocumentTable)
    .values({
      firmId: scope.firmId,
      kind: prepared.kind,
      source: provenance.source,
      builtinKey: provenance.builtinKey ?? null,
      builtinVersion: provenance.builtinVersion ?? null,
      title: prepared.title,
      citation: prepared.citation,
      neutralCitation: prepared.neutralCitation,
      lawReportCitations: prepared.lawReportCitations,
      court: prepared.court,
      courtCode: prepared.courtCode,
      courtLevel: prepared.courtLevel,
      jurisdiction: prepared.jurisdiction,
      caseType: prepared.caseType,
      caseNumbers: prepared.caseNumbers,
      judges: prepared.judges,
      parties: prepared.parties,
      hearingDate: prepared.hearingDate,
      judgmentDate: prepared.judgmentDate,
      year: prepared.year,
      language: prepared.language,
      missingFields: prepared.missingFields,
      summary: prepared.summary,
      textAsAt: prepared.textAsAt,
      frbrUri: prepared.frbrUri,
      fileName: prepared.fileName,
      contentHash: prepared.contentHash,
      importedByUserId: provenance.importedByUserId ?? null,
    })
    .returning({ id: corpusDocumentTable.id });
  const documentId = document!.id;

  await insertDocumentContents(db, documentId, prepared);
  return { outcome: "imported", documentId };
}

/**
 * Inserts a stored document's passages (each with its full-text vector), the citations found in them
 * (each linked to its passage) and the keys it is cited by, in one statement: each column travels as
 * one array, which `unnest` turns back into rows. On the embedded database every statement is a turn
 * of one single-threaded engine, and a row's values bound one by one are each a parameter for the query
 * builder, the driver and the server to handle. A statement per table, chunked under PostgreSQL's
 * 65,535 bound values, took about a fifth more of an import's time on the embedded database than this
 * one does. An array is one value, so nothing is chunked.
 */
async function insertDocumentContents(
  db: DbExecutor,
  documentId: string,
  prepared: PreparedDocument,
): Promise<void> {
  const config = searchConfigOf(prepared.language);
  const { passages, citations } = prepared;
  const column = <Row>(rows: readonly Row[], read: (row: Row) => unknown) => sql.param(rows.map(read));
  // Data-modifying CTEs all run, to completion, whether or not the final select reads them.
  await db.execute(sql`
    with stored_passage as (
      insert into corpus_passage (document_id, ordinal, pinpoint, label, heading, text, search)
      select ${documentId}::uuid, incoming.ordinal - 1, incoming.pinpoint, incoming.label,
        incoming.heading, incoming.text,
        setweight(to_tsvector(${config}::regconfig, coalesce(incoming.heading, '')), 'A')
          || to_tsvector(${config}::regconfig, incoming.text)
      from unnest(
        ${column(passages, (passage) => passage.pinpoint)}::text[],
        ${column(passages, (passage) => passage.label)}::text[],
        ${column(passages, (passage) => passage.heading)}::text[],
        ${column(passages, (passage) => passage.text)}::text[]
      ) with ordinality as incoming (pinpoint, label, heading, text, ordinal)
      returning id, ordinal
    ),
    stored_citation as (
      insert into corpus_citation (document_id, passage_id, kind, key, pinpoint, text)
      select ${documentId}::uuid, stored_passage.id, incoming.kind, incoming.key, incoming.pinpoint,
        incoming.text
      from unnest(
        ${column(citations, (citation) => citation.passageOrdinal)}::int[],
        ${column(citations, (citation) => citation.kind)}::text[],
        ${column(citations, (citation) => citation.key)}::text[],
        ${column(citations, (citation) => citation.pinpoint)}::text[],
        ${column(citations, (citation) => citation.text)}::text[]
      ) as incoming (passage_ordinal, kind, key, pinpoint, text)
      left join stored_passage on stored_passage.ordinal = incoming.passage_ordinal
    ),
    stored_key as (
      insert into corpus_citation_key (document_id, key)
      select ${documentId}::uuid, incoming.key
      from unnest(${sql.param(prepared.keys)}::text[]) as incoming (key)
      on conflict do nothing
    )
    select 1`);
}

/** The built-in documents stored, by their shipped file, with the version each was loaded from. */
export async function listBuiltinDocuments(
  db: DbExecutor,
): Promise<Map<string, { id: string; version: number }>> {
  const rows = await queryRows<{ id: string; builtin_key: string; builtin_version: number }>(
    db,
    sql`select id, builtin_key, builtin_version from corpus_document where builtin_key is not null`,
  );
  return new Map(rows.map((row) => [row.builtin_key, { id: row.id, version: row.builtin_version }]));
}

/** Removes one document, its passages, citations and keys (cascade); a firm's research notes on it go too. */
export async function deleteDocument(db: DbExecutor, documentId: string): Promise<void> {
  await db.delete(corpusDocumentTable).where(eq(corpusDocumentTable.id, documentId));
}
