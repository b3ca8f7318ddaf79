import { randomUUID } from "node:crypto";
import { documentMetrics } from "@inkundla/documents";
import { sql } from "drizzle-orm";
import { seedFirmPresentation, seedFirmSpreadsheet } from "../modules/office/index.ts";
import type { DbExecutor } from "../platform/db.ts";

export type LargeDocumentsSize = {
  /** Firm documents in all, over the firm's matters. */
  documents: number;
  /** Pages of the one long document, and how many versions it has. */
  longDocumentPages: number;
  longDocumentVersions: number;
  /** Spreadsheets and presentations, each a copy of one made from a built-in template. */
  spreadsheets: number;
  presentations: number;
};

/** 10,000 documents and one of 50 pages saved 50 times (issue 19), 2,000 spreadsheets and decks (issue 21). */
export const LARGE_DOCUMENTS_SIZE: LargeDocumentsSize = {
  documents: 10_000,
  longDocumentPages: 50,
  longDocumentVersions: 50,
  spreadsheets: 2_000,
  presentations: 2_000,
};

/** The long document's title: the benchmark opens and exports it by this name. */
export const LONG_DOCUMENT_TITLE = "Opinion on the Mahlangu group restructuring (long)";

const SENTENCES = [
  "The applicant seeks an order declaring the agreement void for want of compliance with the formalities the Act prescribes.",
  "It is common cause that the lease was signed on behalf of the respondent by a person without authority to bind it.",
  "The respondent contends that the claim has prescribed, as more than three years passed before summons was served.",
  "In our view the better reading of the clause is that the parties intended a suspensive condition, not a resolutive one.",
  "The client should be advised that the costs of the application are likely to follow the result on the ordinary scale.",
  "The directors' resolution was taken by round robin and signed by a majority of the directors entitled to vote.",
  "Interest runs at the prescribed rate from the date of demand until the date of final payment, both days included.",
  "The notice period in clause 12 is twenty business days, counted as the Interpretation Act requires.",
];

/** About `words` words of legal prose, from the sentences above in turn. */
export function prose(words: number, offset: number): string {
  const out: string[] = [];
  let count = 0;
  for (let index = offset; count < words; index += 1) {
    const sentence = SENTENCES[index % SENTENCES.length]!;
    out.push(sentence);
    count += sentence.split(" ").length;
  }
  return out.join(" ");
}

/**
 * The long document: a heading and nine paragraphs (about 500 words) a page, a numbered list and a table every ten pages,
 * so the export writes every kind of block. Version `version` differs from the one before by a line.
 */
function longDocumentHtml(pages: number, version: number): string {
  const parts = [`<h1>${LONG_DOCUMENT_TITLE}</h1>`];
  for (let page = 1; page <= pages; page += 1) {
    parts.push(`<h2>Part ${page}</h2>`);
    for (let paragraph = 0; paragraph < 9; paragraph += 1)
      parts.push(`<p>${prose(40, page + paragraph)}</p>`);
    if (page % 10 === 0) {
      parts.push(
        `<ol data-numbering="clauses"><li><p>${prose(20, page)}</p></li><li><p>${prose(20, page + 1)}</p></li></ol>`,
        `<table><tbody><tr><th><p>Item</p></th><th><p>Amount</p></th></tr><tr><td><p>Fees</p></td><td><p>R ${page} 000,00</p></td></tr></tbody></table>`,
      );
    }
  }
  parts.push(`<p>Revised in version ${version}.</p>`);
  return parts.join("");
}

/**
 * Firm documents for the large benchmark firm, in bulk SQL: `size.documents` short documents spread
 * over its matters (most shared, a tenth private to the owner), and one long document whose every
 * version is kept. The short ones' word count and pages are those of their (identical-length) text.
 */
export async function seedLargeDocuments(
  tx: DbExecutor,
  context: { firmId: string; ownerId: string },
  size: LargeDocumentsSize = LARGE_DOCUMENTS_SIZE,
): Promise<void> {
  const { firmId, ownerId } = context;
  const shortHtml = `<h1>Letter</h1><p>${prose(120, 0)}</p><p>${prose(80, 3)}</p>`;
  const shortMetrics = documentMetrics(shortHtml);
  await tx.execute(sql`
    with matters as (
      select id, client_id, row_number() over (order by id) as place, count(*) over () as total
        from matter where firm_id = ${firmId}
    )
    insert into office_document (firm_id, author_user_id, title, type, origin, content, client_id, matter_id,
                                 is_shared, version, word_count, pages, created_at, updated_at)
    select ${firmId}, ${ownerId}, 'Document ' || g, (array['contract','pleading','correspondence','template'])[1 + g % 4],
           case when g % 5 = 0 then 'document_automation' else 'word_processor' end,
           ${shortHtml}, m.client_id, m.id, g % 10 <> 0, 1, ${shortMetrics.wordCount}, ${shortMetrics.pages},
           now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, ${size.documents - 1}::int) as g
      join matters m on m.place = 1 + (g % m.total)`);
  await tx.execute(sql`
    insert into office_document_version (document_id, firm_id, version, title, content, word_count, reason, saved_by_user_id, saved_at)
    select id, firm_id, 1, title, content, word_count, 'created', author_user_id, created_at
      from office_document where firm_id = ${firmId}`);

  const longId = randomUUID();
  const versions = size.longDocumentVersions;
  const latest = longDocumentHtml(size.longDocumentPages, versions);
  const metrics = documentMetrics(latest);
  await tx.execute(sql`
    insert into office_document (id, firm_id, author_user_id, title, type, origin, content, is_shared, version, word_count, pages)
    values (${longId}, ${firmId}, ${ownerId}, ${LONG_DOCUMENT_TITLE}, 'correspondence', 'word_processor', ${latest},
            true, ${versions}, ${metrics.wordCount}, ${metrics.pages})`);
  for (let version = 1; version <= versions; version += 1) {
    const html = longDocumentHtml(size.longDocumentPages, version);
    await tx.execute(sql`
      insert into office_document_version (document_id, firm_id, version, title, content, word_count, reason, saved_by_user_id)
      values (${longId}, ${firmId}, ${version}, ${LONG_DOCUMENT_TITLE}, ${html}, ${metrics.wordCount},
              ${version === 1 ? "created" : "saved"}, ${ownerId})`);
  }
}

/**
 * The office suite's lists at scale: one fee budget and one court deck made from the built-in
 * templates, then copied in bulk SQL over the firm's matters (a tenth private to the owner), each copy
 * with its first version, so every one opens as a sheet or deck made on screen would.
 */
export async function seedLargeOfficeFiles(
  tx: DbExecutor,
  context: { firmId: string; ownerId: string },
  size: Pick<LargeDocumentsSize, "spreadsheets" | "presentations"> = LARGE_DOCUMENTS_SIZE,
): Promise<void> {
  const { firmId, ownerId } = context;
  const template = { firmId, authorUserId: ownerId, clientId: null, matterId: null, isShared: true };
  const sheetId = await seedFirmSpreadsheet(tx, {
    ...template,
    title: "Spreadsheet 0",
    template: "fee-budget",
    inputs: {},
  });
  const deckId = await seedFirmPresentation(tx, {
    ...template,
    title: "Presentation 0",
    type: "court",
    template: "court-argument-outline",
  });
  await tx.execute(sql`
    with matters as (
      select id, client_id, row_number() over (order by id) as place, count(*) over () as total
        from matter where firm_id = ${firmId}
    )
    insert into office_spreadsheet (firm_id, author_user_id, title, type, template, client_id, matter_id, is_shared,
                                    version, row_count, column_count, headers, cell_count, content,
                                    total_revenue_cents, total_profit_cents, average_margin_basis_points,
                                    created_at, updated_at)
    select s.firm_id, s.author_user_id, 'Spreadsheet ' || g, s.type, s.template, m.client_id, m.id, g % 10 <> 0,
           1, s.row_count, s.column_count, s.headers, s.cell_count, s.content,
           s.total_revenue_cents, s.total_profit_cents, s.average_margin_basis_points,
           now() - make_interval(mins => g), now() - make_interval(mins => g)
      from office_spreadsheet s
      cross join generate_series(1, ${size.spreadsheets - 1}::int) as g
      join matters m on m.place = 1 + (g % m.total)
     where s.id = ${sheetId}`);
  await tx.execute(sql`
    insert into office_spreadsheet_version (spreadsheet_id, firm_id, version, title, content, reason, saved_by_user_id, saved_at)
    select id, firm_id, 1, title, content, 'created', author_user_id, created_at
      from office_spreadsheet where firm_id = ${firmId} and id <> ${sheetId}`);
  await tx.execute(sql`
    with matters as (
      select id, client_id, row_number() over (order by id) as place, count(*) over () as total
        from matter where firm_id = ${firmId}
    )
    insert into office_presentation (firm_id, author_user_id, title, type, template, client_id, matter_id, is_shared,
                                     version, slide_count, slide_titles, content, created_at, updated_at)
    select p.firm_id, p.author_user_id, 'Presentation ' || g, p.type, p.template, m.client_id, m.id, g % 10 <> 0,
           1, p.slide_count, p.slide_titles, p.content,
           now() - make_interval(mins => g), now() - make_interval(mins => g)
      from office_presentation p
      cross join generate_series(1, ${size.presentations - 1}::int) as g
      join matters m on m.place = 1 + (g % m.total)
     where p.id = ${deckId}`);
  await tx.execute(sql`
    insert into office_presentation_version (presentation_id, firm_id, version, title, content, reason, saved_by_user_id, saved_at)
    select id, firm_id, 1, title, content, 'created', author_user_id, created_at
      from office_presentation where firm_id = ${firmId} and id <> ${deckId}`);
}
