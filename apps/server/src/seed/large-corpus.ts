import { sql } from "drizzle-orm";
import { loadBuiltinCorpus } from "../modules/corpus/index.ts";
import { type Db, queryRows } from "../platform/db.ts";

/** The size `npm run seed:corpus` builds, for the search benchmark. */
export const LARGE_CORPUS_SIZE = {
  judgments: 20_000,
  legislation: 2_000,
  paragraphsPerJudgment: 30,
  sectionsPerAct: 20,
};

/** The courts seeded judgments are spread over, so that the court and jurisdiction filters have work. */
const SEEDED_COURTS: readonly { code: string; name: string; level: string; jurisdiction: string }[] = [
  {
    code: "ZASCA",
    name: "Supreme Court of Appeal of South Africa",
    level: "supreme",
    jurisdiction: "national",
  },
  {
    code: "ZACC",
    name: "Constitutional Court of South Africa",
    level: "constitutional",
    jurisdiction: "national",
  },
  {
    code: "ZAGPPHC",
    name: "High Court of South Africa, Gauteng Division, Pretoria",
    level: "high",
    jurisdiction: "provincial",
  },
  {
    code: "ZAWCHC",
    name: "High Court of South Africa, Western Cape Division, Cape Town",
    level: "high",
    jurisdiction: "provincial",
  },
  {
    code: "ZAKZDHC",
    name: "High Court of South Africa, KwaZulu-Natal Local Division, Durban",
    level: "high",
    jurisdiction: "provincial",
  },
  { code: "ZALC", name: "Labour Court of South Africa", level: "high", jurisdiction: "national" },
];

const CASE_TYPES = ["civil", "criminal", "commercial", "constitutional"];
const SURNAMES = [
  "Dlamini",
  "Naidoo",
  "van der Merwe",
  "Khumalo",
  "Botha",
  "Mokoena",
  "Pillay",
  "Smit",
  "Nkosi",
  "Jacobs",
  "Mahlangu",
  "Pretorius",
  "Zulu",
  "Coetzee",
  "Ndlovu",
  "Govender",
];
const ENTITIES = [
  "Minister of Police",
  "Road Accident Fund",
  "Standard Bank of South Africa Ltd",
  "City of Cape Town",
  "Ubuntu Holdings (Pty) Ltd",
  "Protea Trading CC",
  "MEC for Health, Gauteng",
  "Transnet SOC Ltd",
];

/**
 * Adds 20,000 judgments and 2,000 Acts to the reference corpus, made of the shipped texts' own
 * paragraphs and sections (so the words are real), spread over six courts, thirty years and the four
 * case types, each judgment citing three others by neutral citation. Set-based SQL: the passages reuse
 * the shipped passages' full-text vectors. Runs once: a second run finds the seeded documents and adds
 * nothing.
 */
export async function seedLargeCorpus(db: Db): Promise<"seeded" | "present"> {
  await loadBuiltinCorpus(db);
  const [present] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from corpus_document where source = 'seed'`,
  );
  if ((present?.count ?? 0) > 0) return "present";
  const size = LARGE_CORPUS_SIZE;
  const courts = sql.raw(
    `(values ${SEEDED_COURTS.map((court, index) => `(${index}, '${court.code}', '${court.name.replaceAll("'", "''")}', '${court.level}', '${court.jurisdiction}')`).join(", ")}) as court (n, code, name, level, jurisdiction)`,
  );
  const textArray = (values: readonly string[]) =>
    sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]::text[]`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table seed_paragraph on commit drop as
      select row_number() over (order by p.id) - 1 as n, p.text, p.search
        from corpus_passage p join corpus_document d on d.id = p.document_id
       where d.builtin_key like 'zasca/%' and p.pinpoint like 'para %' and length(p.text) > 200`);
    await tx.execute(sql`create temporary table seed_section on commit drop as
      select row_number() over (order by p.id) - 1 as n, p.heading, p.text, p.search
        from corpus_passage p join corpus_document d on d.id = p.document_id
       where d.builtin_key = 'constitution/en.xml' and p.pinpoint like 's %'`);

    await tx.execute(sql`insert into corpus_document (kind, source, title, citation, neutral_citation, court, court_code,
        court_level, jurisdiction, case_type, case_numbers, year, judgment_date, language, summary, content_hash, file_name)
      select 'judgment', 'seed',
             (${textArray(SURNAMES)})[1 + g % ${SURNAMES.length}] || ' v ' || (${textArray(ENTITIES)})[1 + (g / ${SURNAMES.length}) % ${ENTITIES.length}]
               || case when g % 3 = 0 then ' and Others' else '' end,
             '[' || (1995 + g % 30) || '] ' || court.code || ' ' || g,
             '[' || (1995 + g % 30) || '] ' || court.code || ' ' || g,
             court.name, court.code, court.level, court.jurisdiction,
             (${textArray(CASE_TYPES)})[1 + (g / 7) % 4],
             array[(g % 997) || '/' || (1995 + g % 30)],
             1995 + g % 30,
             make_date(1995 + g % 30, 1 + g % 12, 1 + g % 28),
             'en', 'A seeded judgment for the search benchmark, made of paragraphs of the shipped judgments.',
             md5('inkundla-seed-judgment-' || g), 'seed:corpus'
        from generate_series(1, ${size.judgments}) g
        join ${courts} on court.n = g % ${SEEDED_COURTS.length}`);

    await tx.execute(sql`insert into corpus_passage (document_id, ordinal, pinpoint, label, text, search)
      select d.id, k, 'para ' || (k + 1), '[' || (k + 1) || ']', sp.text, sp.search
        from corpus_document d
        cross join generate_series(0, ${size.paragraphsPerJudgment - 1}) k
        join seed_paragraph sp
          on sp.n = abs(hashtext(d.id::text || ':' || k)) % (select count(*) from seed_paragraph)
       where d.source = 'seed' and d.kind = 'judgment'`);

    await tx.execute(sql`insert into corpus_citation_key (document_id, key)
      select id, 'neutral:' || year || '/' || court_code || '/' || split_part(neutral_citation, ' ', 3)
        from corpus_document where source = 'seed' and kind = 'judgment'`);

    // Each seeded judgment cites three others by their neutral citation, in its first paragraph.
    await tx.execute(sql`create temporary table seed_judgment on commit drop as
      select row_number() over (order by d.id) - 1 as n, d.id, d.neutral_citation, k.key
        from corpus_document d join corpus_citation_key k on k.document_id = d.id
       where d.source = 'seed' and d.kind = 'judgment'`);
    await tx.execute(sql`create unique index on seed_judgment (n)`);
    await tx.execute(sql`insert into corpus_citation (document_id, passage_id, kind, key, text)
      select citing.id, p.id, 'neutral', cited.key, cited.neutral_citation
        from seed_judgment citing
        join corpus_passage p on p.document_id = citing.id and p.ordinal = 0
        cross join generate_series(1, 3) step
        join seed_judgment cited on cited.n = abs(hashtext(citing.id::text || step)) % ${size.judgments}
       where cited.id <> citing.id`);

    await tx.execute(sql`insert into corpus_document (kind, source, title, citation, jurisdiction, year, language, summary,
        content_hash, file_name)
      select 'legislation', 'seed', 'Seeded Act ' || g || ' of ' || (1960 + g % 60),
             'Act ' || g || ' of ' || (1960 + g % 60), 'national', 1960 + g % 60, 'en',
             'A seeded Act for the search benchmark, made of sections of the shipped Constitution.',
             md5('inkundla-seed-act-' || g), 'seed:corpus'
        from generate_series(1, ${size.legislation}) g`);

    await tx.execute(sql`insert into corpus_passage (document_id, ordinal, pinpoint, label, heading, text, search)
      select d.id, k, 's ' || (k + 1), (k + 1)::text, ss.heading, ss.text, ss.search
        from corpus_document d
        cross join generate_series(0, ${size.sectionsPerAct - 1}) k
        join seed_section ss
          on ss.n = abs(hashtext(d.id::text || ':' || k)) % (select count(*) from seed_section)
       where d.source = 'seed' and d.kind = 'legislation'`);

    await tx.execute(sql`insert into corpus_citation_key (document_id, key)
      select id, 'act:' || year || '/' || split_part(citation, ' ', 2)
        from corpus_document where source = 'seed' and kind = 'legislation'`);
  });
  await db.execute(sql`analyze corpus_document`);
  await db.execute(sql`analyze corpus_passage`);
  return "seeded";
}
