import type { TResearchFilters } from "@inkundla/shared";
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, queryRows, queryRowsNamed } from "../../platform/db.ts";
import { citingDocumentsCount } from "./corpus-read.repository.ts";
import { type MarkedFragment, markFragment, type SearchedWords, tsqueryWords } from "./fragments.ts";

export type DocumentHitRow = {
  id: string;
  kind: "judgment" | "legislation" | "firm_document";
  title: string;
  citation: string | null;
  court: string | null;
  year: number | null;
  case_type: string | null;
  summary: string;
  score: number;
  /** The passages with the query's words, closest first (`fragmentsPerResult`), the words marked. */
  fragments: ({ pinpoint: string } & MarkedFragment)[];
  /** How many other documents the firm may read cite it. */
  cited_by: number;
  /** What it cites most (`authoritiesPerResult`), each as it first cites it and how often. */
  top_authorities: { citation: string; count: number }[];
};

/** A row of `searchDocuments`' statement: a hit, its fragments' passages unmarked, and the query's words. */
type DocumentHitStatementRow = Omit<DocumentHitRow, "fragments"> & {
  language: string;
  fragments: { pinpoint: string; text: string }[];
  english_words: string;
  simple_words: string;
};

/** The columns a search narrows by: a document's own, or the copies its passages carry (corpus.tables.ts). */
type FacetColumns = Record<"firmId" | "kind" | "courtLevel" | "jurisdiction" | "caseType" | "year", SQL>;

/** The facet columns under a prefix: `d.` for a document's own, `p.document_` for a passage's copies. */
const facetColumns = (prefix: string): FacetColumns => ({
  firmId: sql.raw(`${prefix}firm_id`),
  kind: sql.raw(`${prefix}kind`),
  courtLevel: sql.raw(`${prefix}court_level`),
  jurisdiction: sql.raw(`${prefix}jurisdiction`),
  caseType: sql.raw(`${prefix}case_type`),
  year: sql.raw(`${prefix}year`),
});

const DOCUMENT_FACETS = facetColumns("d.");
const PASSAGE_FACETS = facetColumns("p.document_");

/** The documents a firm's members may read: the reference corpus and the firm's own. */
const visibleToFirm = (firmId: string, facets: FacetColumns = DOCUMENT_FACETS) =>
  sql`(${facets.firmId} is null or ${facets.firmId} = ${firmId}::uuid)`;

/**
 * How many of a search's passages are ranked by the closeness of the words (ts_rank_cd, several times
 * dearer than ts_rank), for each result asked for, and at least 200: the best by word frequency
 * (ts_rank), and for a search's documents those with the query's words side by side before them. A word
 * as common as "appeal" is in 98,000 of the seeded corpus's 640,000 passages, and ranking them all
 * closely took most of a second.
 */
export const PASSAGES_RANKED_CLOSELY_PER_RESULT = 10;

/** How many passages are ranked by closeness for a search that answers `limit` results. */
export function closelyRanked(limit: number): number {
  return Math.max(200, limit * PASSAGES_RANKED_CLOSELY_PER_RESULT);
}

/** A facet narrowing a search, or null for any (so one statement serves every search: see below). */
const anyOrNull = <T>(values: T[] | undefined): T[] | null => (values && values.length > 0 ? values : null);

/**
 * The filters as the search statement's values: null where a filter does not narrow (all courts, the
 * "all" jurisdiction, no year).
 */
function filterValues(filters: TResearchFilters) {
  return {
    courts: anyOrNull(filters.courts),
    jurisdiction: filters.jurisdiction && filters.jurisdiction !== "all" ? filters.jurisdiction : null,
    caseType: filters.caseType && filters.caseType !== "all" ? filters.caseType : null,
    kinds: anyOrNull(filters.kinds),
    fromYear: filters.dateRange?.fromYear ?? null,
    toYear: filters.dateRange?.toYear ?? null,
  };
}

/**
 * What a search may read, within the filters (each a value of the statement, null for any). The kinds
 * travel as text: PGlite writes a list value only for the types it knows, not for an enum's list.
 */
function searchedWithinValues(facets: FacetColumns): SQL {
  const value = (key: string) => sql.placeholder(key);
  return sql`(${facets.firmId} is null or ${facets.firmId} = ${value("firmId")}::uuid)
    and (${value("courts")}::text[] is null or ${facets.courtLevel} = any(${value("courts")}::text[]))
    and (${value("jurisdiction")}::text is null or ${facets.jurisdiction} = ${value("jurisdiction")}::text)
    and (${value("caseType")}::text is null or ${facets.caseType} = ${value("caseType")}::text)
    and (${value("kinds")}::text[] is null or ${facets.kind} = any(${value("kinds")}::text[]::corpus_document_kind[]))
    and (${value("fromYear")}::int is null or ${facets.year} >= ${value("fromYear")}::int)
    and (${value("toYear")}::int is null or ${facets.year} <= ${value("toYear")}::int)`;
}

/**
 * The documents that best answer `query` within the filters, best first. A document scores by its best
 * passage (PostgreSQL full text: `english` stems English words, `simple` matches other languages as
 * written; a word in a section's heading weighs more), a little for further matching passages, by the
 * likeness of its title to the query (trigrams: party names), and far above all when the query cites it
 * (`citedKeys`, read from the query by the citation parser). Passages are narrowed by the filters as they
 * are read (their copies of the document's facets), and only the best few hundred by word frequency are
 * ranked by closeness (PASSAGES_RANKED_CLOSELY_PER_RESULT): a document whose passages are all below
 * them scores by its title and citation alone. Each document comes with its fragments: up to
 * `fragmentsPerResult` of its passages with the words, closest first (ts_rank_cd), each shortened to
 * the stretch around the words and the words marked (`markFragment`, by the passage's language).
 *
 * One statement serves every search, its filters values that may be null (for any), and each
 * connection keeps it (`queryRowsNamed`): planning it afresh took about a quarter of each search.
 */
export async function searchDocuments(
  db: DbExecutor,
  input: {
    firmId: string;
    query: string;
    filters: TResearchFilters;
    citedKeys: string[];
    limit: number;
    fragmentsPerResult: number;
    authoritiesPerResult: number;
  },
): Promise<DocumentHitRow[]> {
  const { limit, fragmentsPerResult, authoritiesPerResult } = input;
  const counts = { limit, fragmentsPerResult, authoritiesPerResult };
  for (const count of Object.values(counts)) {
    if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a count: ${count}`);
  }
  const rows = await queryRowsNamed<DocumentHitStatementRow>(
    db,
    `corpus_search_documents_${limit}_${fragmentsPerResult}_${authoritiesPerResult}`,
    () => searchDocumentsStatement(counts),
    {
      firmId: input.firmId,
      query: input.query,
      phrase: input.query.toLowerCase(),
      citedKeys: input.citedKeys,
      ...filterValues(input.filters),
    },
  );
  const first = rows[0];
  if (!first) return [];
  // Every row carries the query's words; they are read once.
  const words: SearchedWords = {
    english: tsqueryWords(first.english_words),
    simple: tsqueryWords(first.simple_words),
  };
  return rows.map(({ language, fragments, english_words: _english, simple_words: _simple, ...hit }) => ({
    ...hit,
    fragments: fragments.map(({ pinpoint, text }) => ({ pinpoint, ...markFragment(text, words, language) })),
  }));
}

/**
 * How close together a passage has the query's words: `ts_rank_cd(search, q.words)`, where `q.words` is
 * `q.english || q.simple`, worked out for less. Ranking against the two together costs about twice
 * ranking against one (10 µs a passage against 4), and a passage's rank against the two is the greater of
 * its ranks against each; a query that does not match a passage ranks it 0. So a passage without the
 * query's words as written (an English passage has only stems) is ranked against the stems alone. The
 * corpus tests hold this equal to `ts_rank_cd(search, q.words)` on the built-in corpus. For a statement
 * whose `q` holds the query both ways, as `english` and `simple`.
 */
export function passageCloseness(search: SQL): SQL {
  return sql`case when ${search} @@ q.simple
                  then greatest(ts_rank_cd(${search}, q.english), ts_rank_cd(${search}, q.simple))
                  else ts_rank_cd(${search}, q.english) end`;
}

/** `searchDocuments`' statement for `limit` results, each with up to so many fragments and authorities. */
function searchDocumentsStatement(counts: {
  limit: number;
  fragmentsPerResult: number;
  authoritiesPerResult: number;
}): SQL {
  const { limit, fragmentsPerResult, authoritiesPerResult } = counts;
  const value = (key: string) => sql.placeholder(key);
  // The conditions are repeated in each branch rather than gathered in one CTE: PostgreSQL then uses
  // each branch's own index (full text, title trigrams, citation keys) instead of scanning the corpus.
  const where = searchedWithinValues(DOCUMENT_FACETS);
  const passageWhere = searchedWithinValues(PASSAGE_FACETS);
  const count = (n: number) => sql.raw(String(n));
  const closeness = passageCloseness(sql`p.search`);
  return sql`with q as materialized (
          select english || simple as words, english, simple, phrase,
                 -- The words to mark in an English passage's fragment (stems), and in another language's.
                 english::text as english_words, simple::text as simple_words
            from (select websearch_to_tsquery('english', ${value("query")}::text) as english,
                         websearch_to_tsquery('simple', ${value("query")}::text) as simple,
                         phraseto_tsquery('english', ${value("query")}::text) || phraseto_tsquery('simple', ${value("query")}::text) as phrase
                 ) as read
        ),
        matched as (
          select p.id, p.document_id, p.search @@ q.phrase as is_phrase, ts_rank(p.search, q.words) as quick
            from q, corpus_passage p
           where p.search @@ q.words and ${passageWhere}
        ),
        shortlist as (
          select id, document_id from matched
           order by is_phrase desc, quick desc, id limit ${count(closelyRanked(limit))}
        ),
        -- Counted for the shortlist's documents alone, the only ones scored by their passages: nearly every
        -- document found has a passage or two, and counting them all cost 5% of the statement more.
        counted as (
          select document_id, count(*) as hits from matched
           where document_id in (select document_id from shortlist)
           group by document_id
        ),
        passage_hits as (
          select p.document_id, max(${closeness}) as best, min(c.hits) as hits
            from shortlist s join corpus_passage p on p.id = s.id join counted c on c.document_id = p.document_id, q
           group by p.document_id
        ),
        title_hits as (
          select d.id as document_id, word_similarity(${value("phrase")}::text, lower(d.title)) as likeness
            from corpus_document d
           where ${value("phrase")}::text <% lower(d.title) and ${where}
        ),
        cited as (
          select distinct k.document_id from corpus_citation_key k join corpus_document d on d.id = k.document_id
           where k.key = any(${value("citedKeys")}::text[]) and ${where}
        ),
        scored as (
          select coalesce(p.document_id, t.document_id, c.document_id) as document_id,
                 coalesce(p.best, 0) + 0.05 * ln(1 + coalesce(p.hits, 0)) + coalesce(t.likeness, 0)
                   + case when c.document_id is null then 0 else 10 end as score
            from passage_hits p
            full join title_hits t on t.document_id = p.document_id
            full join cited c on c.document_id = coalesce(p.document_id, t.document_id)
        ),
        best as (select document_id, score from scored order by score desc, document_id limit ${count(limit)}),
        -- Each result's fragments: its passages with the words (all found above), closest first.
        placed as (
          select p.document_id, p.pinpoint, p.text,
                 row_number() over (partition by p.document_id order by ${closeness} desc, p.ordinal) as place
            from matched m join best b on b.document_id = m.document_id join corpus_passage p on p.id = m.id, q
        ),
        fragments as (
          select f.document_id,
                 json_agg(json_build_object('pinpoint', f.pinpoint, 'text', f.text) order by f.place) as fragments
            from placed f
           where f.place <= ${count(fragmentsPerResult)}
           group by f.document_id
        )
        select d.id, d.kind, d.title, d.citation, d.court, d.year, d.case_type, d.summary, b.score::float8 as score,
               d.language, coalesce(f.fragments, '[]'::json) as fragments, q.english_words, q.simple_words,
               ${citingDocumentsCount(sql`d.id`, value("firmId"))} as cited_by,
               (select coalesce(json_agg(json_build_object('citation', a.citation, 'count', a.count) order by a.place), '[]'::json)
                  from (select min(c.text) as citation, count(*)::int as count,
                               row_number() over (order by count(*) desc, min(c.text)) as place
                          from corpus_citation c where c.document_id = d.id group by c.key) as a
                 where a.place <= ${count(authoritiesPerResult)}) as top_authorities
          from q, best b join corpus_document d on d.id = b.document_id left join fragments f on f.document_id = b.document_id
         order by b.score desc, d.year desc nulls last, d.title`;
}

export type PassageHitRow = {
  document_id: string;
  kind: "judgment" | "legislation" | "firm_document";
  title: string;
  citation: string | null;
  court: string | null;
  year: number | null;
  pinpoint: string;
  text: string;
  rank: number;
  /** The keys the passage's document is cited by. */
  keys: string[];
};

/** A question's words as searched: up to 12 distinct words of three letters or more, in their order. */
function questionWords(query: string): string[] {
  return [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, 12);
}

/** One word as a text-search query: stemmed as English, or as written (other languages). */
const wordQuery = (word: string | SQL) =>
  sql`(plainto_tsquery('english', ${word}) || plainto_tsquery('simple', ${word}))`;

/**
 * A question's words, any of them (a search box's query asks for all of them): a question in a sentence
 * rarely has every word in one passage. Passages with more of the words rank higher.
 */
function anyOfTheWords(query: string): SQL {
  const allOf = (config: string) => sql`websearch_to_tsquery(${config}::regconfig, ${query})`;
  return sql`(replace(${allOf("english")}::text, ' & ', ' | ')::tsquery || replace(${allOf("simple")}::text, ' & ', ' | ')::tsquery)`;
}

/** At most this many passages are ranked for one question, whatever the corpus's size (see below). */
export const PASSAGES_RANKED_AT_MOST = 5000;

/** Words that find passages alone, and words that find them only beside another of the question's words. */
type WordsToFindBy = { alone: string[]; withAnother: { word: string; others: string[] }[] };

/**
 * The words of a question worth finding passages by: alone, the rarest words found at all, while together
 * they are found in at most PASSAGES_RANKED_AT_MOST passages; when fewer than two fit, the next rarest
 * find passages only beside another of the question's words (the best passage of "eviction of unlawful
 * occupiers" need not have "unlawful", the rarest, but has "eviction" and "occupiers"). Ranking costs tens
 * of microseconds a passage: in a corpus of 600,000 passages a question of ten everyday words ("failed
 * to pay for services rendered") is found in a third of them, and ranking all of those took seconds.
 * How many passages have a word: for a word among PostgreSQL's most common lexemes of the passages
 * (ANALYZE's statistics), its share of them; for any other word (rarer, or not there at all) a count,
 * which stops past the bound. English stop words ("from", "the") find nothing: the few passages
 * searched as written that have one say nothing of the question. Every word is kept in a corpus no
 * larger than the bound, and without statistics (a new database).
 */
async function wordsToFindBy(db: DbExecutor, words: string[]): Promise<WordsToFindBy> {
  if (words.length === 0) return { alone: [], withAnother: [] };
  const rows = await queryRows<{ word: string; passages: number | null; corpus: number | null }>(
    db,
    sql`with stats as (
          select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs,
                 greatest(c.reltuples, 0) as rows
            from pg_stats s join pg_class c on c.oid = to_regclass('corpus_passage')
           where s.schemaname = current_schema() and s.tablename = 'corpus_passage' and s.attname = 'search'
        ),
        shares as (
          select w.word, stats.rows, to_tsvector('english', w.word) = ''::tsvector as is_stop_word,
                 (select sum(stats.freqs[array_position(stats.elems, lexeme)])
                    from unnest(tsvector_to_array(to_tsvector('english', w.word))
                                || tsvector_to_array(to_tsvector('simple', w.word))) as lexeme) as share
            from unnest(${sql`array[${sql.join(
              words.map((word) => sql`${word}`),
              sql`, `,
            )}]::text[]`}) as w(word)
            join stats on true
        )
        select word, rows::float8 as corpus,
               case when rows <= ${PASSAGES_RANKED_AT_MOST} then null
                    when is_stop_word then 0
                    when share is not null then (share * rows)::float8
                    else (select count(*) from (select 1 from corpus_passage p
                                                 where p.search @@ ${wordQuery(sql`shares.word`)}
                                                 limit ${PASSAGES_RANKED_AT_MOST + 1}) as found)::float8
               end as passages
          from shares`,
  );
  // No statistics, or a corpus within the bound: every word, alone.
  if (rows.length === 0 || rows.some((row) => row.passages === null))
    return { alone: words, withAnother: [] };
  const found = rows
    .flatMap((row) => (row.passages !== null && row.passages > 0 ? [{ ...row, passages: row.passages }] : []))
    .sort((a, b) => a.passages - b.passages)
    .map((row) => ({ word: row.word, passages: row.passages }));
  const alone: string[] = [];
  let passages = 0;
  for (const row of found) {
    if (passages + row.passages > PASSAGES_RANKED_AT_MOST) break;
    passages += row.passages;
    alone.push(row.word);
  }
  // A word with no other to go beside (the rest all find alone) would find only passages that have it
  // and none of the rest: they rank below every passage found already, and are left out.
  const withAnother = found
    .slice(alone.length, Math.max(alone.length, 2))
    .map((row) => ({
      word: row.word,
      others: found
        .filter((other) => other.word !== row.word && !alone.includes(other.word))
        .map((other) => other.word),
    }))
    .filter((row) => row.others.length > 0);
  return { alone, withAnother };
}

/**
 * The passages that answer a question best across the corpus the firm may read, at most `perDocument`
 * from one document: what a research answer is grounded on. Ranked: passages with more of the
 * question's words first, then by closeness of the words (ts_rank_cd). Found among the passages with
 * one of the question's rarer words (wordsToFindBy) or with all of them, so a long question over a large
 * corpus weighs thousands of passages, not hundreds of thousands; of those, the best few hundred by
 * word frequency (ts_rank) are ranked: counting ten words in a passage and ranking it by their
 * closeness cost 70 µs, a second for a question found in 15,000 passages.
 */
export async function searchPassages(
  db: DbExecutor,
  input: { firmId: string; query: string; limit: number; perDocument: number },
): Promise<PassageHitRow[]> {
  const words = questionWords(input.query);
  const findBy = await wordsToFindBy(db, words);
  const found = sql.join(
    [
      ...findBy.alone.map(wordQuery),
      ...findBy.withAnother.map(
        ({ word, others }) => sql`(${wordQuery(word)} && (${sql.join(others.map(wordQuery), sql` || `)}))`,
      ),
      sql`websearch_to_tsquery('english', ${input.query})`,
    ],
    sql` || `,
  );
  // Each word's query is made once (in q), not once for every passage.
  const wordColumns = words.map(
    (word, index) => sql`${wordQuery(word)} as ${sql.identifier(`word_${index}`)}`,
  );
  const covered =
    words.length === 0
      ? sql`0`
      : sql.join(
          words.map(
            (_word, index) =>
              sql`(case when p.search @@ q.${sql.identifier(`word_${index}`)} then 1 else 0 end)`,
          ),
          sql` + `,
        );
  return queryRows<PassageHitRow>(
    db,
    sql`with q as materialized (
          select ${anyOfTheWords(input.query)} as words, (${found}) as found${
            wordColumns.length > 0 ? sql`, ${sql.join(wordColumns, sql`, `)}` : sql``
          }
        ),
        found as (
          select p.id from corpus_passage p, q
           where p.search @@ q.found and ${visibleToFirm(input.firmId, PASSAGE_FACETS)}
           order by ts_rank(p.search, q.words) desc, p.id
           limit ${closelyRanked(input.limit)}
        ),
        hits as (
          select p.id, p.document_id, p.pinpoint,
                 ${covered} as covered,
                 ts_rank_cd(p.search, q.words, 2) as rank
            from found f join corpus_passage p on p.id = f.id, q
        ),
        placed as (
          select h.*, row_number() over (partition by h.document_id order by h.covered desc, h.rank desc, h.pinpoint) as place
            from hits h
        ),
        -- The passages' text is read for the passages answered only, not for every one ranked.
        best as (
          select h.* from placed h join corpus_document d on d.id = h.document_id
           where h.place <= ${input.perDocument}
           order by h.covered desc, h.rank desc, d.title, h.pinpoint
           limit ${input.limit}
        )
        select h.document_id, d.kind, d.title, d.citation, d.court, d.year, h.pinpoint, p.text,
               (h.covered + h.rank)::float8 as rank,
               coalesce((select array_agg(k.key order by k.key) from corpus_citation_key k where k.document_id = d.id), '{}') as keys
          from best h join corpus_document d on d.id = h.document_id join corpus_passage p on p.id = h.id
         order by h.covered desc, h.rank desc, d.title, h.pinpoint`,
  );
}

/**
 * Which of `keys` a document the firm may read is cited by, each with one such document (the reference
 * corpus's first): what a model's citation, or a finding's legal reference, resolves to.
 */
export async function findKnownKeys(
  db: DbExecutor,
  input: { firmId: string; keys: string[] },
): Promise<Map<string, string>> {
  if (input.keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; document_id: string }>(
    db,
    sql`select distinct on (k.key) k.key, k.document_id from corpus_citation_key k
          join corpus_document d on d.id = k.document_id
         where k.key in (${sql.join(
           input.keys.map((key) => sql`${key}`),
           sql`, `,
         )}) and ${visibleToFirm(input.firmId)}
         order by k.key, d.firm_id nulls first, d.created_at`,
  );
  return new Map(rows.map((row) => [row.key, row.document_id]));
}
