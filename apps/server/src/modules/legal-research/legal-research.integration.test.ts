import { type TCorpusDocument, ZResearchSearchResponse } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { addSignedInStaffMember } from "../../testing/firm-people.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import {
  BUILTIN_CORPUS_VERSION,
  type BuiltinLoadResult,
  countCitationsOf,
  englishStem,
  loadBuiltinCorpus,
  prepareFile,
  storeDocument,
} from "../corpus/index.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
let firstLoad: BuiltinLoadResult;
let matterId: string;
let opinionId: string;

const OPINION = `OPINION ON EVICTION OF OCCUPIERS

[1] The client asks whether the occupiers of the farm may be evicted without a court order.
[2] No one may be evicted from their home without an order of court made after considering all the
relevant circumstances: s 26(3) of the Constitution. The Benicon matter does not assist.
[3] The Prevention of Illegal Eviction from and Unlawful Occupation of Land Act 19 of 1998 applies.`;

async function search(query: string, filters: Record<string, unknown> = {}, cookie = owner.cookie) {
  const response = await call("POST", "/api/legal-research/search", { cookie, payload: { query, filters } });
  expect(response.statusCode, response.body).toBe(200);
  // The route writes its answer unchecked (UNCHECKED_ANSWER): each one is held to the schema here.
  return ZResearchSearchResponse.parse(response.json());
}

async function readDocument(documentId: string, cookie = owner.cookie): Promise<TCorpusDocument> {
  const response = await call("GET", `/api/legal-research/documents/${documentId}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const researchSearchCount = async () =>
  Number(
    (await queryRows<{ count: string }>(testApp.database.db, sql`select count(*) from research_search`))[0]!
      .count,
  );

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  firstLoad = await loadBuiltinCorpus(testApp.database.db);
  owner = await registerFirmOwner(testApp, "research-owner");
  outsider = await registerFirmOwner(testApp, "research-outsider");
  ({ matterId } = await createClientWithMatter(
    call,
    owner,
    "Benicon Group",
    { title: "Occupiers of the farm", type: "Property Law" },
    "company",
  ));
  const prepared = await prepareFile(
    { name: "eviction-opinion.txt", bytes: new TextEncoder().encode(OPINION) },
    { asFirmDocument: true },
  );
  const stored = await testApp.database.db.transaction((tx) =>
    storeDocument(tx, { firmId: owner.firmId }, prepared, { source: "firm", importedByUserId: owner.userId }),
  );
  if (stored.outcome !== "imported") throw new Error(stored.reason);
  opinionId = stored.documentId;
}, 120_000);
afterAll(async () => {
  await testApp?.close();
});

describe("the built-in corpus", () => {
  it("loads the Constitution in four languages and the judgments once; a second start adds nothing", async () => {
    // Two of the 34 judgment files are empty in the source: named, not stored.
    const empty = ["zasca/sca-1990-3969.txt", "zasca/sca-1992-3968.txt"];
    expect(firstLoad).toMatchObject({ loaded: 36, replaced: 0, unchanged: 0, empty });
    const again = await loadBuiltinCorpus(testApp.database.db);
    expect(again).toMatchObject({ loaded: 0, replaced: 0, unchanged: 36, empty });
    const kinds = await queryRows<{ kind: string; language: string; count: number }>(
      testApp.database.db,
      sql`select kind::text, language, count(*)::int as count from corpus_document where firm_id is null
           group by kind, language order by kind, language`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: "legislation", language: "af", count: 1 },
        { kind: "legislation", language: "en", count: 1 },
        { kind: "legislation", language: "xh", count: 1 },
        { kind: "legislation", language: "zu", count: 1 },
      ]),
    );
    expect(kinds.filter((row) => row.kind === "judgment").reduce((sum, row) => sum + row.count, 0)).toBe(32);
  });

  it("reloads a document stored by an older version, without duplicating it", async () => {
    const reloaded = await loadBuiltinCorpus(testApp.database.db, { version: BUILTIN_CORPUS_VERSION + 1 });
    expect(reloaded).toMatchObject({ loaded: 0, replaced: 36 });
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from corpus_document where builtin_key is not null`,
    );
    expect(row?.count).toBe(36);
  });
});

describe("searching the corpus", () => {
  it("finds a judgment by its words, ranks it, and marks the matched words in its paragraphs", async () => {
    const { results, engine } = await search("unfair dismissal reinstatement");
    expect(engine).toMatch(/no language model/);
    const benicon = results.find((result) => /Benicon/i.test(result.title));
    expect(benicon).toBeDefined();
    expect(results[0]!.relevance).toBe(100);
    expect(benicon).toMatchObject({ kind: "judgment", year: 1999, caseType: expect.any(String) });
    expect(benicon!.court).toMatch(/Supreme Court of Appeal/);
    const fragment = benicon!.fragments[0]!;
    expect(fragment.pinpoint).toMatch(/^(para \d+|heading)$/);
    expect(fragment.highlights.length).toBeGreaterThan(0);
    for (const [start, end] of fragment.highlights) {
      expect(fragment.text.slice(start, end).toLowerCase()).toMatch(/unfair|dismiss|reinstat/);
    }
    expect(benicon!.aiInsights).toMatch(/corpus/);
    // Its three most cited authorities, as the judgment cites them.
    expect(benicon!.aiInsights).toMatch(/Most cited here: [^;]+; [^;]+; [^;]+\.$/);
    expect(benicon!.aiInsights).toContain("(1997) 18 ILJ 123 (LAC)");
  });

  it("marks words in fragments by the stems PostgreSQL's english_stem gives, for every word of the built-in corpus", async () => {
    // Search finds English passages by PostgreSQL's stems and the fragments mark words by englishStem:
    // the two must agree, or a found passage would show its words unmarked.
    const rows = await queryRows<{ word: string; stem: string }>(
      testApp.database.db,
      sql`select w.word, (ts_lexize('english_stem', w.word))[1] as stem
            from (select distinct lower(m[1]) as word
                    from corpus_passage p join corpus_document d on d.id = p.document_id,
                         regexp_matches(p.text, '([[:alpha:][:digit:]]+)', 'g') as m
                   where d.language = 'en' and d.firm_id is null) as w`,
    );
    const stemmed = rows.filter((row) => row.stem !== null);
    expect(stemmed.length).toBeGreaterThan(5000);
    expect(stemmed.filter((row) => englishStem(row.word) !== row.stem)).toEqual([]);
    // markFragment looks up only the words that begin as one of the query's stems does.
    expect(stemmed.filter((row) => row.stem[0] !== row.word[0])).toEqual([]);
  });

  it("finds a section of the Constitution by a stemmed word, with its pinpoint", async () => {
    const { results } = await search("eviction home court order", { kinds: ["legislation"] });
    expect(results.every((result) => result.kind === "legislation")).toBe(true);
    const english = results.find((result) => result.title.startsWith("Constitution of the Republic"));
    expect(english).toBeDefined();
    expect(english!.fragments.map((fragment) => fragment.pinpoint)).toContain("s 26");
  });

  it("filters by court, jurisdiction, case type and years", async () => {
    const supreme = await search("appeal", { courts: ["supreme"] });
    expect(supreme.results.length).toBeGreaterThan(0);
    expect(supreme.results.every((result) => result.kind === "judgment")).toBe(true);
    const constitutionalCourt = await search("appeal", { courts: ["constitutional"] });
    expect(constitutionalCourt.results).toEqual([]);
    const national = await search("appeal", { jurisdiction: "provincial" });
    expect(national.results).toEqual([]);
    const late = await search("appeal", { dateRange: { fromYear: 2000 } });
    expect(late.results.every((result) => (result.year ?? 0) >= 2000)).toBe(true);
    const criminal = await search("appeal", { caseType: "criminal" });
    expect(criminal.results.every((result) => result.caseType === "criminal")).toBe(true);
  });

  it("shows a firm's own documents to its members only", async () => {
    const mine = await search("occupiers evicted farm");
    expect(mine.results.map((result) => result.documentId)).toContain(opinionId);
    const theirs = await search("occupiers evicted farm", {}, outsider.cookie);
    expect(theirs.results.map((result) => result.documentId)).not.toContain(opinionId);
    const read = await call("GET", `/api/legal-research/documents/${opinionId}`, { cookie: outsider.cookie });
    expect(read.statusCode).toBe(404);
  });

  it("refuses a blank, an over-long or an unknown filter, and records nothing", async () => {
    const before = await researchSearchCount();
    const cases: [unknown, RegExp][] = [
      [{ query: "   ", filters: {} }, /Enter what you are looking for/],
      [{ query: "x".repeat(1001), filters: {} }, /at most 1000 characters/],
      [{ query: "appeal", filters: { courts: ["federal"] } }, /Courts must be/],
      [{ query: "appeal", filters: { caseType: "maritime" } }, /Case type must be/],
      [
        { query: "appeal", filters: { dateRange: { fromYear: 2010, toYear: 2000 } } },
        /From year must not be after/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call("POST", "/api/legal-research/search", { cookie: owner.cookie, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await researchSearchCount()).toBe(before);
  });

  it("asks for a session", async () => {
    const response = await call("POST", "/api/legal-research/search", { payload: { query: "appeal" } });
    expect(response.statusCode).toBe(401);
  });
});

describe("reading a document", () => {
  it("gives its paragraphs, what it cites and what cites it, within what the firm may read", async () => {
    const opinion = await readDocument(opinionId);
    expect(opinion.kind).toBe("firm_document");
    expect(opinion.paragraphs.map((paragraph) => paragraph.pinpoint)).toEqual(
      expect.arrayContaining(["para 1", "para 2", "para 3"]),
    );
    const constitutionLink = opinion.cites.find((link) =>
      link.title?.startsWith("Constitution of the Republic"),
    );
    expect(constitutionLink?.documentId).toBeTruthy();
    // The Prevention of Illegal Eviction Act is not in the corpus: listed, not linked.
    expect(opinion.cites.find((link) => /19 of 1998/.test(link.citation))?.documentId).toBeNull();

    const constitution = await readDocument(constitutionLink!.documentId!);
    expect(constitution.textAsAt).toBe("2017-06-25");
    expect(constitution.paragraphs.find((paragraph) => paragraph.pinpoint === "s 25")?.heading).toBe(
      "Property",
    );
    expect(constitution.citedBy.map((link) => link.documentId)).toContain(opinionId);
    const seenByOutsider = await readDocument(constitutionLink!.documentId!, outsider.cookie);
    expect(seenByOutsider.citedBy.map((link) => link.documentId)).not.toContain(opinionId);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await call("GET", `/api/legal-research/documents/${id}`, { cookie: owner.cookie });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("recent searches", () => {
  it("lists each person's own searches, newest first, each query once", async () => {
    const member = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("research-member"),
    });
    await search("Constitution property", {}, member.cookie);
    await search("appeal costs", {}, member.cookie);
    await search("constitution PROPERTY", {}, member.cookie);
    const response = await call("GET", "/api/legal-research/recent", { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    const recent = response.json() as { query: string; timestamp: string }[];
    expect(recent.map((entry) => entry.query)).toEqual(["constitution PROPERTY", "appeal costs"]);
    const ownerRecent = (await call("GET", "/api/legal-research/recent", { cookie: owner.cookie })).json();
    expect(ownerRecent.map((entry: { query: string }) => entry.query)).not.toContain("appeal costs");
  });
});

describe("research kept on a matter", () => {
  it("saves a passage with a comment to the firm's matter and lists it there", async () => {
    const saved = await call("POST", "/api/legal-research/notes", {
      cookie: owner.cookie,
      payload: {
        matterId,
        documentId: opinionId,
        pinpoint: "para 2",
        query: "occupiers evicted",
        passage: "No one may be evicted from their home without an order of court",
        comment: "Use in the answering affidavit",
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const notes = await call("GET", `/api/matters/${matterId}/research-notes`, { cookie: owner.cookie });
    expect(notes.json()).toEqual([
      expect.objectContaining({
        documentId: opinionId,
        pinpoint: "para 2",
        comment: "Use in the answering affidavit",
        documentTitle: expect.any(String),
      }),
    ]);
  });

  it("answers 404 for another firm's matter or a document the firm cannot read, and writes nothing", async () => {
    const intoTheirMatter = await call("POST", "/api/legal-research/notes", {
      cookie: outsider.cookie,
      payload: { matterId, documentId: opinionId },
    });
    expect(intoTheirMatter.statusCode).toBe(404);
    const outsiderList = await call("GET", `/api/matters/${matterId}/research-notes`, {
      cookie: outsider.cookie,
    });
    expect(outsiderList.statusCode).toBe(404);
    const notes = await call("GET", `/api/matters/${matterId}/research-notes`, { cookie: owner.cookie });
    expect(notes.json()).toHaveLength(1);
    const removed = await call("DELETE", `/api/matters/${matterId}/research-notes/${notes.json()[0].id}`, {
      cookie: outsider.cookie,
    });
    expect(removed.statusCode).toBe(404);
  });

  it("lets its author or the firm's owner remove a note, not another member, and audits both", async () => {
    const member = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("research-note-author"),
    });
    const colleague = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("research-note-colleague"),
    });
    const saveAs = async (cookie: string) => {
      const response = await call("POST", "/api/legal-research/notes", {
        cookie,
        payload: { matterId, documentId: opinionId, pinpoint: "para 3" },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    const notePath = (id: string) => `/api/matters/${matterId}/research-notes/${id}`;
    const first = await saveAs(member.cookie);
    const second = await saveAs(member.cookie);

    const refused = await call("DELETE", notePath(first), { cookie: colleague.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("not_allowed_remove_note");
    expect((await call("DELETE", notePath(first), { cookie: member.cookie })).statusCode).toBe(200);
    expect((await call("DELETE", notePath(second), { cookie: owner.cookie })).statusCode).toBe(200);

    const audit = await queryRows<{ action: string; user_id: string; data: { pinpoint: string } }>(
      testApp.database.db,
      sql`select action, user_id, data from audit_event
           where entity_id = ${matterId} and action like 'research.note%'
             and (user_id = ${member.user.id} or data->>'pinpoint' = 'para 3')
           order by created_at, action desc`,
    );
    expect(audit.map((row) => [row.action, row.user_id])).toEqual([
      ["research.note_saved", member.user.id],
      ["research.note_saved", member.user.id],
      ["research.note_removed", member.user.id],
      ["research.note_removed", owner.userId],
    ]);
    expect(audit[0]?.data).toMatchObject({ pinpoint: "para 3", documentTitle: expect.any(String) });
  });
});

describe("POST /api/ai/case-summary", () => {
  it("summarises a corpus judgment with its paragraphs, and links the authorities in the corpus", async () => {
    const [judgment] = await queryRows<{ id: string; title: string }>(
      testApp.database.db,
      sql`select d.id, d.title from corpus_document d
           where d.kind = 'judgment' and d.firm_id is null
             and (select count(*) from corpus_passage p where p.document_id = d.id and p.label like '[%') > 20
           order by d.neutral_citation limit 1`,
    );
    const response = await call("POST", "/api/ai/case-summary", {
      cookie: owner.cookie,
      payload: { documentId: judgment!.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      documentId: judgment!.id,
      title: judgment!.title,
      engine: expect.any(String),
    });
    expect(summary.order.length).toBeGreaterThan(0);
    for (const sentence of [...summary.facts, ...summary.holding]) {
      expect(sentence.paragraph).toMatch(/^\[\d+\]$/);
    }
    expect(summary.missing).not.toContain("order");
  });

  it("summarises pasted text, and says which parts it could not find", async () => {
    const response = await call("POST", "/api/ai/case-summary", {
      cookie: owner.cookie,
      payload: {
        text: "[1] The appeal concerns a lease.\n[2] In the result the appeal is dismissed with costs.",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ documentId: null, missing: expect.arrayContaining(["court"]) });
  });

  it("answers 404 for a document that is not a judgment the firm reads, and 400 for blank text", async () => {
    const notJudgment = await call("POST", "/api/ai/case-summary", {
      cookie: owner.cookie,
      payload: { documentId: opinionId },
    });
    expect(notJudgment.statusCode).toBe(404);
    const blank = await call("POST", "/api/ai/case-summary", {
      cookie: owner.cookie,
      payload: { text: "  " },
    });
    expect(blank.statusCode).toBe(400);
  });
});

describe("a result's note on its citations", () => {
  it("counts the documents citing it that the firm reads, as research insights count them", async () => {
    // The firm's opinion cites s 26(3) of the Constitution; the other firm cannot read it.
    const constitutionFor = async (cookie: string) =>
      (await search("eviction home court order", { kinds: ["legislation"] }, cookie)).results.find((result) =>
        result.title.startsWith("Constitution of the Republic"),
      )!;
    const cited = (result: { aiInsights?: string }) =>
      Number(/Cited by (\d+) other/.exec(result.aiInsights ?? "")?.[1] ?? 0);
    const mine = await constitutionFor(owner.cookie);
    const theirs = await constitutionFor(outsider.cookie);

    expect(cited(mine)).toBe(cited(theirs) + 1);
    const counted = await countCitationsOf(testApp.database.db, {
      firmId: owner.firmId,
      documentIds: [mine.documentId],
    });
    expect(cited(mine)).toBe(counted.get(mine.documentId));
  });
});
