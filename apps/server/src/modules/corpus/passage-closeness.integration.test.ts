import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { useFileDatabase } from "../../testing/file-database.ts";
import { loadBuiltinCorpus } from "./corpus-builtin.ts";
import { passageCloseness } from "./corpus-search.repository.ts";

const database = useFileDatabase();

beforeAll(async () => {
  await loadBuiltinCorpus(database().db);
}, 120_000);

describe("passageCloseness", () => {
  // English words, a stop word, an Afrikaans and an isiZulu query, a quoted phrase and a negation.
  const queries = [
    "unfair dismissal reinstatement",
    "the dismissal of the appeal",
    "eviction home court order",
    "elke persoon",
    "umuntu ikhaya",
    '"just and equitable" -costs',
    "appeal",
  ];

  it.each(queries)(
    "ranks every passage with the words of %j as ts_rank_cd against them all does",
    async (query) => {
      const rows = await queryRows<{ passages: number; differing: number }>(
        database().db,
        sql`with q as (
            select english || simple as words, english, simple
              from (select websearch_to_tsquery('english', ${query}) as english,
                           websearch_to_tsquery('simple', ${query}) as simple) as read
          )
          select count(*)::int as passages,
                 count(*) filter (where ts_rank_cd(p.search, q.words) <> ${passageCloseness(sql`p.search`)})::int as differing
            from corpus_passage p, q
           where p.search @@ q.words`,
      );
      expect(rows[0]!.passages).toBeGreaterThan(0);
      expect(rows[0]!.differing).toBe(0);
    },
  );
});
