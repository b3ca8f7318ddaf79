import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { type DbExecutor, queryRows } from "../../platform/db.ts";
import {
  corpusCitationKeyTable,
  corpusCitationTable,
  corpusDocumentTable,
  corpusPassageTable,
} from "./corpus.tables.ts";
import type { PreparedDocument } from "./preparation/prepared-document.ts";

/** Who a document belongs to: the reference corpus every firm reads (null), or one firm. */
export type CorpusScope = { firmId: string | null };

/** builtin: shipped; import: the platform admin; firm: a firm's own; seed: the benchmark corpus (`npm run seed:corpus`). */
export type CorpusSource = "builtin" | "import" | "firm" | "seed";

export type StoreOutcome =
  | { outcome: "imported"; documentId: string }
  | { outcome: "duplicate"; documentId: string; reason: string };

/** Rows a statement inserts at most: well under PostgreSQL's 65,535 bound values. */
const INSERT_CHUNK = 400;

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

  const config = searchConfigOf(prepared.language);
  const passageIds: string[] = [];
  for (let start = 0; start < prepared.passages.length; start += INSERT_CHUNK) {
    const rows = prepared.passages.slice(start, start + INSERT_CHUNK).map((passage, index) => ({
      documentId,
      ordinal: start + index,
      pinpoint: passage.pinpoint,
      label: passage.label,
      heading: passage.heading,
      text: passage.text,
      search: sql`setweight(to_tsvector(${config}::regconfig, ${passage.heading ?? ""}), 'A') || to_tsvector(${config}::regconfig, ${passage.text})`,
    }));
    const inserted = await db
      .insert(corpusPassageTable)
      .values(rows)
      .returning({ id: corpusPassageTable.id, ordinal: corpusPassageTable.ordinal });
    for (const row of inserted) passageIds[row.ordinal] = row.id;
  }

  for (let start = 0; start < prepared.citations.length; start += INSERT_CHUNK) {
    await db.insert(corpusCitationTable).values(
      prepared.citations.slice(start, start + INSERT_CHUNK).map((citation) => ({
        documentId,
        passageId: passageIds[citation.passageOrdinal] ?? null,
        kind: citation.kind,
        key: citation.key,
        pinpoint: citation.pinpoint,
        text: citation.text,
      })),
    );
  }
  if (prepared.keys.length > 0) {
    await db
      .insert(corpusCitationKeyTable)
      .values(prepared.keys.map((key) => ({ documentId, key })))
      .onConflictDoNothing();
  }
  return { outcome: "imported", documentId };
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
