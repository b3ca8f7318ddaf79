import { documentHtmlToPdf } from "@inkundla/documents";
import { and, eq, sql } from "drizzle-orm";
import { firmMemberTable, firmTable } from "../modules/firms/firm.tables.ts";
import { seedFirmPdfSession } from "../modules/office/index.ts";
import { pdfSessionTable } from "../modules/office/pdf-session.tables.ts";
import type { Db } from "../platform/db.ts";
import type { FileStorage } from "../platform/file-storage.ts";
import { prose } from "./large-documents.ts";
import { LARGE_FIRM_NAME } from "./large-firm.ts";

/** PDF sessions of the large firm: issue 21's PDF editor list at the scale of its spreadsheets and decks. */
export const LARGE_PDF_SESSIONS = 2_000;

/** A twelve-page bundle of legal prose: the one PDF every seeded session edits. */
async function bundlePdf(): Promise<Uint8Array> {
  const parts = ["<h1>Bundle of pleadings</h1>"];
  for (let page = 1; page <= 12; page += 1) {
    parts.push(`<h2>Part ${page}</h2>`);
    for (let paragraph = 0; paragraph < 9; paragraph += 1)
      parts.push(`<p>${prose(40, page + paragraph)}</p>`);
  }
  return new Uint8Array(await documentHtmlToPdf(parts.join(""), { title: "Bundle of pleadings" }));
}

/**
 * The large firm's PDF sessions, once (also for a large firm seeded before it had any): one bundle
 * uploaded and edited in three steps as a person would (a highlight, a note and a stamp; a redaction and
 * a rotated page; Bates numbers), then copied in bulk SQL over the firm's matters with file names of
 * their own; every fourth copy is a fresh upload with no edits yet. The copies share the one stored
 * original, as nothing deletes a session's original.
 */
export async function addLargePdfSessionsWhenMissing(
  db: Db,
  fileStorage: FileStorage,
  count: number = LARGE_PDF_SESSIONS,
): Promise<"seeded" | "already-present" | "no-large-firm"> {
  const [firm] = await db
    .select({ id: firmTable.id })
    .from(firmTable)
    .where(eq(firmTable.name, LARGE_FIRM_NAME))
    .limit(1);
  if (!firm) return "no-large-firm";
  const [existing] = await db
    .select({ id: pdfSessionTable.id })
    .from(pdfSessionTable)
    .where(eq(pdfSessionTable.firmId, firm.id))
    .limit(1);
  if (existing) return "already-present";
  const [owner] = await db
    .select({ userId: firmMemberTable.userId })
    .from(firmMemberTable)
    .where(and(eq(firmMemberTable.firmId, firm.id), eq(firmMemberTable.isOwner, true)))
    .limit(1);
  if (!owner) return "no-large-firm";
  const bytes = await bundlePdf();
  await db.transaction(async (tx) => {
    const sessionId = await seedFirmPdfSession(
      { db: tx, fileStorage },
      {
        firmId: firm.id,
        authorUserId: owner.userId,
        fileName: "Bundle of pleadings 0.pdf",
        bytes,
        clientId: null,
        matterId: null,
        steps: [
          {
            annotations: [
              {
                type: "highlight",
                page: 1,
                rect: { x: 72, y: 640, width: 300, height: 14 },
                text: "void for want of compliance with the formalities",
              },
              {
                type: "note",
                page: 2,
                rect: { x: 480, y: 700, width: 24, height: 24 },
                text: "Check the date of service against the sheriff's return.",
              },
              {
                type: "stamp",
                page: 1,
                rect: { x: 380, y: 760, width: 180, height: 40 },
                text: "",
                stamp: "without-prejudice",
              },
            ],
            modifications: [],
          },
          {
            annotations: [],
            modifications: [
              {
                type: "redact",
                page: 3,
                original: "Page 3",
                modified: "1 area redacted",
                content: {
                  rects: [{ page: 3, x: 72, y: 500, width: 220, height: 14 }],
                  reason: "Personal information",
                },
              },
              {
                type: "rotate",
                page: 4,
                original: "Page 4",
                modified: "Rotated 90°",
                content: { degrees: 90 },
              },
            ],
          },
          {
            annotations: [],
            modifications: [
              {
                type: "bates",
                page: 1,
                original: "All pages",
                modified: "MLP000001 onwards",
                content: { prefix: "MLP", start: 1, digits: 6, position: "bottom-right", fontSize: 10 },
              },
            ],
          },
        ],
      },
    );
    await tx.execute(sql`
      with matters as (
        select id, client_id, row_number() over (order by id) as place, count(*) over () as total
          from matter where firm_id = ${firm.id}
      )
      insert into pdf_session (firm_id, author_user_id, file_name, client_id, matter_id, source_file_id, page_count,
                               annotations, modifications, undo_history, version, created_at, updated_at)
      select s.firm_id, s.author_user_id,
             (array['Bundle of pleadings','Heads of argument','Discovery affidavit','Expert report',
                    'Lease agreement','Correspondence'])[1 + g % 6] || ' ' || g || '.pdf',
             m.client_id, m.id, s.source_file_id, s.page_count,
             case when g % 4 = 0 then '[]'::jsonb else s.annotations end,
             case when g % 4 = 0 then '[]'::jsonb else s.modifications end,
             case when g % 4 = 0 then '[]'::jsonb else s.undo_history end,
             case when g % 4 = 0 then 1 else s.version end,
             now() - make_interval(mins => g), now() - make_interval(mins => g)
        from pdf_session s
        cross join generate_series(1, ${count - 1}::int) as g
        join matters m on m.place = 1 + (g % m.total)
       where s.id = ${sessionId}`);
  });
  await db.execute(sql`vacuum analyze pdf_session`);
  return "seeded";
}
