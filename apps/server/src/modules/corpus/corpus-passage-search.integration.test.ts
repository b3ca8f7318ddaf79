import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useFileDatabase } from "../../testing/file-database.ts";
import { closelyRanked, PASSAGES_RANKED_AT_MOST, searchPassages } from "./corpus-search.repository.ts";
import { storeTestJudgment } from "./corpus-search-test-judgments.ts";

const database = useFileDatabase();

/** Stores a reference judgment whose passages are the given texts, and refreshes the passages' statistics. */
async function storeJudgment(label: string, texts: string[]): Promise<void> {
  await storeTestJudgment(database().db, label, texts);
  await database().db.execute(sql`analyze corpus_passage`);
}

const search = (query: string) =>
  searchPassages(database().db, {
    firmId: "00000000-0000-0000-0000-000000000000",
    query,
    limit: 10_000,
    perDocument: 10_000,
  });

describe("finding the passages a question is ranked among", () => {
  it("ranks every passage with any of the words in a corpus within the bound", async () => {
    await storeJudgment("small record", ["The lessee paid rent.", "The lessee vacated.", "Rent was due."]);
    const hits = await search("lessee rent");
    expect(hits[0]?.text).toBe("The lessee paid rent.");
    expect(hits.map((hit) => hit.text).sort()).toEqual([
      "Rent was due.",
      "The lessee paid rent.",
      "The lessee vacated.",
    ]);
  });

  it("in a larger corpus, ranks the passages with its rarer words or all of them, never those with only a common one", async () => {
    // 6,000 passages: "mandate" in all, "deponent" in every second, "prescription" in every tenth,
    // "spoliation" in two; one passage has all four.
    const texts = Array.from({ length: 6000 }, (_, index) => {
      const words = ["mandate"];
      if (index % 2 === 0) words.push("deponent");
      if (index % 10 === 0) words.push("prescription");
      return `Record ${index}: ${words.join(" ")}.`;
    });
    texts[4001] = "Record 4001: mandate deponent prescription spoliation.";
    texts[17] = "Record 17: mandate spoliation.";
    await storeJudgment("long record", texts);
    expect(texts.length).toBeGreaterThan(PASSAGES_RANKED_AT_MOST);

    // "from" is an English stop word and "yankee" is in no passage: neither may be what finds passages.
    const hits = await search("mandate deponent prescription spoliation yankee from");
    expect(hits[0]?.text).toBe("Record 4001: mandate deponent prescription spoliation.");
    expect(hits.map((hit) => hit.text)).toContain("Record 17: mandate spoliation.");
    const ranked = hits.filter((hit) => hit.text.startsWith("Record "));
    // Every passage with "deponent" (3,000, "prescription" among them) or "spoliation" (2), and none with
    // "mandate" alone.
    expect(ranked).toHaveLength(3002);
    expect(ranked.every((hit) => /deponent|prescription|spoliation/.test(hit.text))).toBe(true);

    // Two words, the second in every passage: only the passages with the first are ranked.
    const twoWords = (await search("mandate deponent")).filter((hit) => hit.text.startsWith("Record "));
    expect(twoWords).toHaveLength(3001);
    expect(twoWords.every((hit) => hit.text.includes("deponent"))).toBe(true);
  }, 120_000);

  it("in a larger corpus, finds passages by the next rarest word beside another when only one word fits", async () => {
    // "quorum" alone fits the bound; "easement" (in 5,500 passages) does not, so it finds passages only
    // beside "lessor" (in 5,500): those with both are ranked, and none with only one of the two.
    const texts = Array.from({ length: 6000 }, (_, index) => {
      if (index % 12 === 0) return `Lease ${index}: lessor.`;
      if (index % 12 === 6) return `Lease ${index}: easement.`;
      return `Lease ${index}: lessor easement.`;
    });
    texts[11] = "Lease 11: quorum.";
    await storeJudgment("lease record", texts);
    const hits = (await search("quorum lessor easement")).filter((hit) => hit.text.startsWith("Lease "));
    expect(hits[0]?.text).toMatch(/lessor easement/);
    expect(hits.map((hit) => hit.text)).toContain("Lease 11: quorum.");
    expect(hits.some((hit) => hit.text.endsWith(": lessor.") || hit.text.endsWith(": easement."))).toBe(
      false,
    );
  }, 120_000);

  it("of many passages found, ranks the best by word frequency, and the one with most of the words comes first", async () => {
    const texts = Array.from({ length: 3 * closelyRanked(3) }, (_, index) => `Bond ${index}: suretyship.`);
    texts[517] = "Bond 517: suretyship cession excussion.";
    texts[211] = "Bond 211: suretyship cession.";
    await storeJudgment("bond record", texts);
    const hits = await searchPassages(database().db, {
      firmId: "00000000-0000-0000-0000-000000000000",
      query: "suretyship cession excussion",
      limit: 3,
      perDocument: 3,
    });
    expect(hits.map((hit) => hit.text)).toEqual([
      "Bond 517: suretyship cession excussion.",
      "Bond 211: suretyship cession.",
      expect.stringMatching(/^Bond \d+: suretyship\.$/),
    ]);
  }, 120_000);
});
