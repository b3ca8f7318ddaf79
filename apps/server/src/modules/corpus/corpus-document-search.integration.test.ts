import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { useFileDatabase } from "../../testing/file-database.ts";
import { PASSAGES_RANKED_CLOSELY_PER_RESULT, searchDocuments } from "./corpus-search.repository.ts";
import { storeTestJudgment } from "./corpus-search-test-judgments.ts";

const database = useFileDatabase();

const NO_FIRM = "00000000-0000-0000-0000-000000000000";

/** Stores a reference judgment of the given court and year whose passages are the given texts; its id. */
const storeJudgment = (
  label: string,
  facts: { courtLevel: "supreme" | "high"; year: number },
  texts: string[],
) => storeTestJudgment(database().db, label, texts, facts);

type Facets = { court: string | null; year: number | null; firm: string | null; kind: string | null };

const passageFacets = (documentId: string) =>
  queryRows<Facets>(
    database().db,
    sql`select distinct document_court_level as court, document_year as year, document_firm_id as firm,
               document_kind::text as kind
          from corpus_passage where document_id = ${documentId}`,
  );

const search = (query: string, filters: Parameters<typeof searchDocuments>[1]["filters"] = {}) =>
  searchDocuments(database().db, {
    firmId: NO_FIRM,
    query,
    filters,
    citedKeys: [],
    limit: 20,
    fragmentsPerResult: 3,
    authoritiesPerResult: 3,
  });

describe("the passages' copies of their document's facets", () => {
  it("are written with each passage and follow a change to the document", async () => {
    const id = await storeJudgment("Facet v Copy", { courtLevel: "high", year: 2004 }, ["One.", "Two."]);
    expect(await passageFacets(id)).toEqual([{ court: "high", year: 2004, firm: null, kind: "judgment" }]);

    await database().db.execute(
      sql`update corpus_document set court_level = 'supreme', year = 2011 where id = ${id}`,
    );
    expect(await passageFacets(id)).toEqual([{ court: "supreme", year: 2011, firm: null, kind: "judgment" }]);
  });

  it("narrow a search by court and year as the document's own fields would", async () => {
    await storeJudgment("Supreme Lessor v Tenant", { courtLevel: "supreme", year: 2015 }, [
      "The lessor cancelled the lease for arrear rental.",
    ]);
    await storeJudgment("High Lessor v Tenant", { courtLevel: "high", year: 1998 }, [
      "The lessor claimed arrear rental from the tenant.",
    ]);
    const titles = async (filters: Parameters<typeof search>[1]) =>
      (await search("lessor arrear rental", filters)).map((hit) => hit.title).sort();

    expect(await titles({})).toEqual(["High Lessor v Tenant", "Supreme Lessor v Tenant"]);
    expect(await titles({ courts: ["supreme"] })).toEqual(["Supreme Lessor v Tenant"]);
    expect(await titles({ dateRange: { fromYear: 2000 } })).toEqual(["Supreme Lessor v Tenant"]);
    expect(await titles({ courts: ["high"], dateRange: { toYear: 1999 } })).toEqual(["High Lessor v Tenant"]);
    expect(await titles({ courts: ["high"], dateRange: { fromYear: 2000 } })).toEqual([]);
  });
});

describe("ranking a common word's passages", () => {
  it("finds the passage with the words side by side among many more passages than it ranks closely", async () => {
    const closely = 20 * PASSAGES_RANKED_CLOSELY_PER_RESULT;
    // Both judgments have the words apart, in more passages than the search ranks by closeness; the
    // one with fewer such passages (so counting less for them) also has the words side by side.
    const apart = (label: string, count: number) =>
      Array.from(
        { length: count },
        (_, index) =>
          `${label} ${index}: the spoliation was raised at the hearing, and much later the court turned to the mandament.`,
      );
    await storeJudgment("Apart v Apart", { courtLevel: "high", year: 2010 }, apart("Apart", 4 * closely));
    await storeJudgment("Together v Together", { courtLevel: "high", year: 2010 }, [
      ...apart("Together", 2 * closely),
      "The applicant sought a spoliation mandament to restore possession.",
    ]);
    const hits = await search("spoliation mandament");
    expect(hits.map((hit) => hit.title)).toEqual(["Together v Together", "Apart v Apart"]);
  }, 60_000);
});

describe("a result's fragments", () => {
  it("are its passages with the words, closest first, at most as many as asked for, the words marked", async () => {
    await storeJudgment("Fragment v Fragment", { courtLevel: "high", year: 2012 }, [
      "The servitude was registered against the title deed of the farm.",
      "Nothing here concerns the matter.",
      "A servitude of way was claimed by the neighbours, and some years later it was registered.",
      "The servitude of way over the farm was registered in the deeds office.",
      "Counsel then argued about the servitude.",
    ]);
    const [hit] = await search("servitude way registered");

    expect(hit!.title).toBe("Fragment v Fragment");
    // Paragraphs 1 and 5 lack "way"; of the two with all three words, 4 has them closest together.
    expect(hit!.fragments.map((fragment) => fragment.pinpoint)).toEqual(["para 4", "para 3"]);
    const { text, highlights } = hit!.fragments[0]!;
    expect(text).toContain("servitude of way over the farm was registered in the deeds office");
    expect(highlights.map(([start, end]) => text.slice(start, end))).toEqual([
      "servitude",
      "way",
      "registered",
    ]);

    const fewer = await searchDocuments(database().db, {
      firmId: NO_FIRM,
      query: "servitude",
      filters: {},
      citedKeys: [],
      limit: 20,
      fragmentsPerResult: 2,
      authoritiesPerResult: 0,
    });
    expect(fewer[0]!.fragments).toHaveLength(2);
  });

  it("are none for a result found by its title alone", async () => {
    await storeJudgment("Mahlangu Holdings v Servitude Trust", { courtLevel: "high", year: 2013 }, [
      "The contract of sale was cancelled.",
    ]);
    const hits = await search("Mahlangu Holdings");

    expect(hits.map((hit) => [hit.title, hit.fragments])).toEqual([
      ["Mahlangu Holdings v Servitude Trust", []],
    ]);
  });
});
