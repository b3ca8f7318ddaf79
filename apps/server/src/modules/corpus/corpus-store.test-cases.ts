import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Db, queryRows } from "../../platform/db.ts";
import { storeDocument } from "./corpus-store.repository.ts";
import { judgmentText } from "./import/import-test-files.ts";
import { prepareJudgment } from "./preparation/prepare-judgment.ts";
import type { PreparedDocument, PreparedPassage } from "./preparation/prepared-document.ts";

/**
 * What `storeDocument` writes, checked on each engine: the embedded database (unit tests) and a
 * PostgreSQL server (integration tests), whose drivers send the passages' arrays each their own way.
 */
export function describeStoreDocument(engine: string, database: () => Db): void {
  const judgment = (number: number): PreparedDocument =>
    prepareJudgment({ text: judgmentText(number), fileName: `judgment-${number}.txt`, fallbackTitle: null });

  /** A judgment of its own (no keys, its own hash) whose passages are the ones given. */
  const withPassages = (label: string, passages: PreparedPassage[]): PreparedDocument => ({
    ...judgment(1),
    title: label,
    contentHash: `${engine}-${label}`,
    keys: [],
    passages,
    citations: [],
  });

  async function store(prepared: PreparedDocument): Promise<string> {
    const stored = await database().transaction((tx) =>
      storeDocument(tx, { firmId: null }, prepared, { source: "import" }),
    );
    expect(stored.outcome).toBe("imported");
    return stored.documentId;
  }

  const passagesOf = (documentId: string) =>
    queryRows<{ ordinal: number; pinpoint: string; label: string; heading: string | null; text: string }>(
      database(),
      sql`select ordinal, pinpoint, label, heading, text from corpus_passage
          where document_id = ${documentId} order by ordinal`,
    );

  describe(`storeDocument on ${engine}`, () => {
    it("stores every passage in order, searchable, with its heading weighted above its text", async () => {
      const prepared = judgment(7001);
      const documentId = await store(prepared);

      const passages = await passagesOf(documentId);
      expect(passages).toEqual(prepared.passages.map((passage, ordinal) => ({ ordinal, ...passage })));
      const found = await queryRows<{ pinpoint: string }>(
        database(),
        sql`select pinpoint from corpus_passage where document_id = ${documentId}
            and search @@ to_tsquery('english', 'warrant') order by ordinal`,
      );
      expect(found).toEqual([{ pinpoint: "para 1" }]);
      const headingWeighted = await queryRows<{ pinpoint: string }>(
        database(),
        sql`select pinpoint from corpus_passage where document_id = ${documentId}
            and search @@ to_tsquery('english', 'heading:A')`,
      );
      expect(headingWeighted).toEqual([{ pinpoint: "heading" }]);
    });

    it("links each citation to the passage it was found in, and keeps the keys the judgment is cited by", async () => {
      const prepared = judgment(7002);
      expect(prepared.citations.length).toBeGreaterThan(0);
      expect(prepared.keys.length).toBeGreaterThan(0);
      const documentId = await store(prepared);

      const citations = await queryRows<{
        ordinal: number;
        kind: string;
        key: string;
        pinpoint: string | null;
        text: string;
      }>(
        database(),
        sql`select corpus_passage.ordinal, corpus_citation.kind, corpus_citation.key,
              corpus_citation.pinpoint, corpus_citation.text
            from corpus_citation join corpus_passage on corpus_passage.id = corpus_citation.passage_id
            where corpus_citation.document_id = ${documentId}
            order by corpus_passage.ordinal, corpus_citation.text`,
      );
      expect(citations).toEqual(
        prepared.citations.map(({ passageOrdinal, ...citation }) => ({
          ordinal: passageOrdinal,
          ...citation,
        })),
      );
      const keys = await queryRows<{ key: string }>(
        database(),
        sql`select key from corpus_citation_key where document_id = ${documentId} order by key`,
      );
      expect(keys.map((row) => row.key)).toEqual([...prepared.keys].sort());
    });

    it("keeps quotes, backslashes, braces, commas, line breaks and the word NULL exactly as read", async () => {
      const awkward = [
        'He said "no", {twice}, \\ and left.',
        "NULL",
        "",
        "first line\nsecond line\twith a tab; ’curly’ and “double” quotes",
      ];
      const documentId = await store(
        withPassages(
          "awkward text",
          awkward.map((text, index) => ({
            pinpoint: `para ${index + 1}`,
            label: "NULL",
            heading: null,
            text,
          })),
        ),
      );
      const passages = await passagesOf(documentId);
      expect(passages.map((passage) => passage.text)).toEqual(awkward);
      expect(passages.every((passage) => passage.heading === null && passage.label === "NULL")).toBe(true);
    });

    it("stores a document of 17,000 passages, more values than one statement could bind one by one", async () => {
      const count = 17_000;
      const documentId = await store(
        withPassages(
          "long document",
          Array.from({ length: count }, (_, index) => ({
            pinpoint: `para ${index + 1}`,
            label: `[${index + 1}]`,
            heading: null,
            text: `Paragraph ${index + 1} of a long record.`,
          })),
        ),
      );
      const [summary] = await queryRows<{ count: string; last: string }>(
        database(),
        sql`select count(*)::text as count, max(ordinal)::text as last from corpus_passage
            where document_id = ${documentId}`,
      );
      expect(summary).toEqual({ count: String(count), last: String(count - 1) });
    }, 120_000);
  });
}
