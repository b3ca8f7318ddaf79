import { todayInSouthAfrica, ZPdfSessionList } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../platform/db.ts";
import { createLocalFileStorage, type FileStorage } from "../platform/file-storage.ts";
import { registerFirmOwner } from "../testing/staff-fixtures.ts";
import { callerFor, createTestApp, signIn, type TestApp } from "../testing/test-app.ts";
import { addDemoFilingsWhenMissing } from "./demo-filings.ts";
import { DEMO_ACCOUNTS, seedDemoFirm } from "./demo-firm.ts";
import { addDemoOutcomesWhenMissing, DEMO_ENDED_MATTERS, planDemoTimeEntries } from "./demo-outcomes.ts";
import { LARGE_FIRM_NAME, LARGE_FIRM_OWNER, seedLargeFirm } from "./large-firm.ts";
import { addLargePdfSessionsWhenMissing } from "./large-pdf-sessions.ts";

type Counts = { clients: number; matters: number; entries: number; tasks: number; outcomes: number };

/** The demo's ended matters log their hours in entries of at most eight hours each. */
const DEMO_ENDED_ENTRIES = DEMO_ENDED_MATTERS.reduce(
  (total, matter) => total + planDemoTimeEntries(matter).length,
  0,
);

async function countPractice(testApp: TestApp, ownerEmail: string): Promise<Counts> {
  const [row] = await queryRows<Counts>(
    testApp.database.db,
    sql`with f as (select m.firm_id from firm_member m join "user" u on u.id = m.user_id
                    where u.email = ${ownerEmail})
        select (select count(*)::int from client where firm_id = (select firm_id from f)) as clients,
               (select count(*)::int from matter where firm_id = (select firm_id from f)) as matters,
               (select count(*)::int from time_entry where firm_id = (select firm_id from f)) as entries,
               (select count(*)::int from task where firm_id = (select firm_id from f)) as tasks,
               (select count(*)::int from matter_outcome where firm_id = (select firm_id from f)) as outcomes`,
  );
  return row!;
}

describe("the seeds", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("gives the demo firm a working practice once, and a second run adds nothing", async () => {
    expect(await seedDemoFirm(testApp.database.db)).toBe("seeded");
    const first = await countPractice(testApp, DEMO_ACCOUNTS.owner.email);
    // The working practice (4 clients, 7 matters, 6 entries) and the matters that ended before it,
    // some for six former clients.
    expect(first).toEqual({
      clients: 10,
      matters: 7 + DEMO_ENDED_MATTERS.length,
      entries: 6 + DEMO_ENDED_ENTRIES,
      tasks: 6,
      outcomes: DEMO_ENDED_MATTERS.length,
    });
    const trust = await queryRows<{ accounts: number; postings: number; money: string; owed: string }>(
      testApp.database.db,
      sql`select (select count(*)::int from trust_account) as accounts,
                 (select count(*)::int from trust_posting) as postings,
                 (select sum(balance_cents) from trust_account) as money,
                 (select sum(balance_cents) from trust_ledger_balance) as owed`,
    );
    // Ten trust postings of its own, and the fees billing took from trust for invoice INV-000002.
    expect(trust[0]).toMatchObject({ accounts: 2, postings: 11 });
    expect(trust[0]?.money).toBe(trust[0]?.owed);
    const cookie = await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
    const read = (url: string) => testApp.app.inject({ method: "GET", url, headers: { cookie } });
    const invoices = await read("/api/billing/invoices?limit=50");
    expect(invoices.headers["x-total-count"]).toBe("5");
    const byNumber = new Map(
      invoices
        .json()
        .map((invoice: { number: string | null; status: string }) => [invoice.number, invoice.status]),
    );
    expect(Object.fromEntries(byNumber)).toEqual({
      "INV-000001": "paid",
      "INV-000002": "paid",
      "INV-000003": "overdue",
      "INV-000004": "sent",
      null: "draft",
    });
    const profile = (await read("/api/billing/profile")).json();
    expect(profile).toMatchObject({ vatRegistered: true, hasIssuedInvoices: true });
    const fromTrust = (await read("/api/billing/payments?method=trust")).json();
    expect(fromTrust).toHaveLength(1);
    expect(fromTrust[0].allocations[0]).toMatchObject({ invoiceNumber: "INV-000002" });
    expect(fromTrust[0].allocations[0].trustPostingNumber).toBe(11);
    const analyses = (await read("/api/contract-analyses")).json() as {
      status: string;
      keyFindings: { id: string }[];
    }[];
    expect(analyses.map((analysis) => analysis.status)).toEqual(["completed", "completed"]);
    expect(analyses[0]!.keyFindings.map((finding) => finding.id)).toContain("cpa-s14-fixed-term");
    expect(await seedDemoFirm(testApp.database.db)).toBe("already-seeded");
    expect(await countPractice(testApp, DEMO_ACCOUNTS.owner.email)).toEqual(first);

    const amounts = await queryRows<{ wrong: number }>(
      testApp.database.db,
      sql`select count(*)::int as wrong from time_entry where amount_cents * 10 <> hours_tenths * rate_cents`,
    );
    expect(amounts[0]?.wrong).toBe(0);
  });

  it("gives the demo firm a client who signs in to the client portal and finds her transfer's messages, once", async () => {
    // Seeded by the first test of this file; a second run adds no second portal client.
    expect(await seedDemoFirm(testApp.database.db)).toBe("already-seeded");
    const cookie = await signIn(testApp.app, DEMO_ACCOUNTS.client.email, DEMO_ACCOUNTS.client.password);
    const read = (url: string) => testApp.app.inject({ method: "GET", url, headers: { cookie } });
    const overview = (await read("/api/portal/overview")).json();
    expect(overview.self).toMatchObject({
      firmName: "Ndlovu & Botha Attorneys",
      clientName: "Nomvula Dlamini",
    });
    const transfer = overview.matters.find(
      (matter: { title: string }) => matter.title === "Transfer of Erf 1234 Hatfield",
    );
    const thread = (await read(`/api/portal/matters/${transfer.id}/thread`)).json();
    expect(thread.messages.map((message: { authorKind: string }) => message.authorKind)).toEqual([
      "client",
      "firm",
      "client",
    ]);
    // A portal account reaches nothing of the firm's own.
    expect((await read("/api/clients")).statusCode).toBe(403);
    const members = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from portal_member`,
    );
    expect(members[0]?.count).toBe(1);
  });

  it("gives the demo firm a filed summons and a prepared application whose bundles download, once", async () => {
    await seedDemoFirm(testApp.database.db);
    // The app's own files folder, so its routes read the bundles the seed wrote.
    const storage = createLocalFileStorage(testApp.env.FILES_DIR!);
    // A matter the firm renamed since the demo was seeded: the start goes on, and adds nothing.
    const rename = (from: string, to: string) =>
      testApp.database.db.execute(sql`update matter set title = ${to} where title = ${from}`);
    await rename("Dlamini v Road Accident Fund", "Dlamini v RAF");
    expect(await addDemoFilingsWhenMissing(testApp.database.db, storage)).toBe("demo-changed");
    const [none] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from court_filing`,
    );
    expect(none?.count).toBe(0);
    await rename("Dlamini v RAF", "Dlamini v Road Accident Fund");
    // A start that fails at the second filing (here its first file) keeps neither, so the next adds both.
    let writes = 0;
    const failingAtSecondFiling: FileStorage = {
      ...storage,
      put: async (key, bytes) => {
        writes += 1;
        // The first filing writes its bundle and its two documents.
        if (writes > 3) throw new Error("disk full");
        await storage.put(key, bytes);
      },
    };
    await expect(addDemoFilingsWhenMissing(testApp.database.db, failingAtSecondFiling)).rejects.toThrow(
      "disk full",
    );
    expect(writes).toBe(4);
    const [stillNone] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from court_filing`,
    );
    expect(stillNone?.count).toBe(0);
    expect(await addDemoFilingsWhenMissing(testApp.database.db, storage)).toBe("seeded");
    expect(await addDemoFilingsWhenMissing(testApp.database.db, storage)).toBe("already-present");
    const cookie = await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
    const read = (url: string) => testApp.app.inject({ method: "GET", url, headers: { cookie } });
    const overview = (await read("/api/court-filing/overview")).json();
    expect(overview).toMatchObject({ total: 2, filed: 1, pending: 1, averageMinutesToFile: 52 });
    const items = (await read("/api/court-filing/filings")).json();
    expect(
      items.map((filing: { documentType: string; status: string }) => [filing.documentType, filing.status]),
    ).toEqual([
      ["notice-of-motion", "prepared"],
      ["summons", "filed"],
    ]);
    for (const filing of items) {
      const detail = (await read(`/api/court-filing/filings/${filing.id}`)).json();
      expect(detail.documents).toHaveLength(2);
      const bundle = await read(`/api/court-filing/filings/${filing.id}/bundle`);
      expect(bundle.statusCode).toBe(200);
      expect(bundle.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(detail.bundlePageCount).toBeGreaterThan(detail.documents.length);
    }
    // Written straight into the database: no one did it, so no audit line and no e-mail.
    const [events] = await queryRows<{ audit: number; mail: number }>(
      testApp.database.db,
      sql`select (select count(*)::int from audit_event where action like 'court_filing.%') as audit,
                 (select count(*)::int from mail_outbox where subject like 'Court filing%') as mail`,
    );
    expect(events).toEqual({ audit: 0, mail: 0 });
  });

  it("gives the demo firm ended matters with varied outcomes, dates and costable time, once", async () => {
    await seedDemoFirm(testApp.database.db);
    const [summary] = await queryRows<{
      outcomes: number;
      courts: number;
      case_types: number;
      kinds: number;
      unfinished: number;
      closed_last_30_days: number;
      closed_out_of_range: number;
      without_dates: number;
      with_amounts: number;
      without_time: number;
    }>(
      testApp.database.db,
      sql`select count(*)::int as outcomes,
                 count(distinct o.court)::int as courts,
                 count(distinct o.case_type)::int as case_types,
                 count(distinct o.outcome)::int as kinds,
                 count(*) filter (where m.status not in ('completed', 'closed'))::int as unfinished,
                 count(*) filter (where m.closed_at > now() - interval '30 days')::int as closed_last_30_days,
                 count(*) filter (where m.status = 'closed' and (m.closed_at > now()
                   or m.closed_at < now() - interval '3 years'))::int as closed_out_of_range,
                 count(*) filter (where o.issued_on is null or o.final_order_on is null
                   or o.final_order_on < o.issued_on)::int as without_dates,
                 count(*) filter (where o.claimed_cents is not null)::int as with_amounts,
                 count(*) filter (where not exists (select 1 from time_entry t where t.matter_id = m.id))::int
                   as without_time
            from matter_outcome o join matter m on m.id = o.matter_id
            join firm f on f.id = o.firm_id
           where f.is_demo`,
    );
    expect(summary).toMatchObject({
      outcomes: DEMO_ENDED_MATTERS.length,
      unfinished: 0,
      closed_out_of_range: 0,
      without_dates: 0,
      without_time: 0,
      kinds: 6,
    });
    expect(summary?.courts).toBeGreaterThanOrEqual(6);
    expect(summary?.case_types).toBeGreaterThanOrEqual(6);
    expect(summary?.closed_last_30_days).toBeGreaterThanOrEqual(3);
    expect(summary?.with_amounts).toBeGreaterThanOrEqual(10);

    // The matter page shows the outcome, with who recorded it.
    const cookie = await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
    const read = (url: string) => testApp.app.inject({ method: "GET", url, headers: { cookie } });
    const [closed] = (await read("/api/matters?status=closed&search=Transnet")).json() as { id: string }[];
    expect((await read(`/api/matters/${closed?.id}`)).json().outcome).toMatchObject({
      outcome: "won",
      court: "High Court - Western Cape",
      claimedCents: 245_000_000,
      awardedCents: 198_000_000,
      recordedByName: "Thandi Ndlovu",
    });

    // The newest matter of the list is still one of the working practice's, not a closed one.
    const [newest] = (await read("/api/matters?limit=1")).json() as { status: string }[];
    expect(newest?.status).not.toBe("closed");

    // A second run, and the top-up for demo firms seeded before outcomes, add nothing.
    const [demoFirm] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from firm where is_demo`,
    );
    expect(await addDemoOutcomesWhenMissing(testApp.database.db, demoFirm!.id)).toBe("present");
    expect(await seedDemoFirm(testApp.database.db)).toBe("already-seeded");
    const [again] = await queryRows<{ outcomes: number; matters: number }>(
      testApp.database.db,
      sql`select (select count(*)::int from matter_outcome where firm_id = ${demoFirm!.id}) as outcomes,
                 (select count(*)::int from matter where firm_id = ${demoFirm!.id}) as matters`,
    );
    expect(again).toEqual({ outcomes: DEMO_ENDED_MATTERS.length, matters: 7 + DEMO_ENDED_MATTERS.length });
  });

  it("adds the ended matters to a firm that has none yet, with its own clients and references, once", async () => {
    const owner = await registerFirmOwner(testApp, "outcome-top-up");
    expect(await addDemoOutcomesWhenMissing(testApp.database.db, owner.firmId)).toBe("added");
    expect(await addDemoOutcomesWhenMissing(testApp.database.db, owner.firmId)).toBe("present");
    const [counts] = await queryRows<{
      matters: number;
      outcomes: number;
      clients: number;
      duplicates: number;
    }>(
      testApp.database.db,
      sql`select (select count(*)::int from matter where firm_id = ${owner.firmId}) as matters,
                 (select count(*)::int from matter_outcome where firm_id = ${owner.firmId}) as outcomes,
                 (select count(*)::int from client where firm_id = ${owner.firmId}) as clients,
                 (select count(*)::int from (select reference from matter where firm_id = ${owner.firmId}
                   group by reference having count(*) > 1) as repeated) as duplicates`,
    );
    expect(counts).toEqual({
      matters: DEMO_ENDED_MATTERS.length,
      outcomes: DEMO_ENDED_MATTERS.length,
      clients: 10,
      duplicates: 0,
    });
  });

  it("gives the demo firm the matter types South African firms work on most, and upcoming court deadlines", async () => {
    await seedDemoFirm(testApp.database.db);
    const cookie = await signIn(testApp.app, DEMO_ACCOUNTS.owner.email, DEMO_ACCOUNTS.owner.password);
    const read = (url: string) => testApp.app.inject({ method: "GET", url, headers: { cookie } });
    const types = (await read("/api/matters?limit=50")).json().map((matter: { type: string }) => matter.type);
    expect(types).toEqual(
      expect.arrayContaining(["Litigation", "Road Accident Fund (RAF)", "Deceased Estates", "Conveyancing"]),
    );

    // The dashboard lists every open deadline of the firm, none of them past.
    const today = todayInSouthAfrica();
    const deadlines = (await read("/api/dashboard/deadlines")).json().items as {
      title: string;
      dueOn: string;
    }[];
    expect(deadlines.map((deadline) => deadline.title).sort()).toEqual([
      "Plea",
      "Refer the dismissal to the CCMA",
      "Replying affidavit",
      "Report the estate to the Master",
    ]);
    for (const deadline of deadlines) expect(deadline.dueOn >= today).toBe(true);

    // The owner's feed holds the deadlines that are theirs: assigned to them, or unassigned on their matter.
    const { url } = (
      await testApp.app.inject({ method: "POST", url: "/api/calendar/feed", headers: { cookie } })
    ).json() as { url: string };
    const feed = await testApp.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    const summaries = (feed.body.match(/^SUMMARY:.*$/gm) ?? []).map((line) =>
      line.replace(/^.*: /, "").trim(),
    );
    expect(summaries.sort()).toEqual(["Plea", "Replying affidavit"]);
  });

  it("builds a large firm of the requested size whose owner can sign in, once", async () => {
    const size = {
      clients: 40,
      matters: 120,
      timeEntries: 900,
      members: 3,
      trust: { accounts: 3, postingsPerClient: 30 },
      billing: { invoices: 300 },
      documents: {
        documents: 50,
        longDocumentPages: 5,
        longDocumentVersions: 4,
        spreadsheets: 6,
        presentations: 5,
      },
      outcomes: { matters: 600, timeEntriesPerMatter: 3 },
    };
    expect(await seedLargeFirm(testApp.database.db, size)).toBe("seeded");
    expect(await countPractice(testApp, LARGE_FIRM_OWNER.email)).toEqual({
      clients: 40,
      matters: 120 + 600,
      entries: 900 + 600 * 3,
      tasks: 0,
      outcomes: 600,
    });
    // Every reference once, and every year's counter at or past the numbers given out in that year.
    const references = await queryRows<{ distinct_refs: number; behind: number }>(
      testApp.database.db,
      sql`with f as (select id from firm where name = ${LARGE_FIRM_NAME})
          select (select count(distinct reference)::int from matter where firm_id = (select id from f))
                   as distinct_refs,
                 (select count(*)::int from matter m
                   where m.firm_id = (select id from f)
                     and not exists (
                       select 1 from matter_reference_counter c
                        where c.firm_id = m.firm_id
                          and c.year = split_part(m.reference, '-', 2)::int
                          and c.last_number >= split_part(m.reference, '-', 3)::int)) as behind`,
    );
    expect(references[0]).toEqual({ distinct_refs: 720, behind: 0 });

    // The office suite's lists: every sheet and deck with its first version and its card figures.
    const office = await queryRows<{
      sheets: number;
      sheet_versions: number;
      decks: number;
      deck_versions: number;
      without_totals: number;
    }>(
      testApp.database.db,
      sql`with f as (select id from firm where name = ${LARGE_FIRM_NAME})
          select (select count(*)::int from office_spreadsheet where firm_id = (select id from f)) as sheets,
                 (select count(*)::int from office_spreadsheet_version where firm_id = (select id from f)) as sheet_versions,
                 (select count(*)::int from office_presentation where firm_id = (select id from f)) as decks,
                 (select count(*)::int from office_presentation_version where firm_id = (select id from f)) as deck_versions,
                 (select count(*)::int from office_spreadsheet
                   where firm_id = (select id from f) and total_revenue_cents is null) as without_totals`,
    );
    expect(office[0]).toEqual({
      sheets: 6,
      sheet_versions: 6,
      decks: 5,
      deck_versions: 5,
      without_totals: 0,
    });

    // The closed matters' outcomes: durations of 60 to 900 days, win rates that differ by court and
    // case type (the signal a prediction needs), and billed time to cost them.
    const outcomes = await queryRows<{
      shortest: number;
      longest: number;
      not_closed: number;
      courts: number;
      case_types: number;
      awarded_over_claimed: number;
      without_time: number;
      unbilled: number;
    }>(
      testApp.database.db,
      sql`select min(o.final_order_on - o.issued_on)::int as shortest,
                 max(o.final_order_on - o.issued_on)::int as longest,
                 count(*) filter (where m.status <> 'closed' or m.closed_at > now())::int as not_closed,
                 count(distinct o.court)::int as courts,
                 count(distinct o.case_type)::int as case_types,
                 count(*) filter (where o.awarded_cents > o.claimed_cents)::int as awarded_over_claimed,
                 count(*) filter (where not exists (select 1 from time_entry t where t.matter_id = m.id))::int
                   as without_time,
                 (select count(*)::int from time_entry t join matter_outcome mo on mo.matter_id = t.matter_id
                   where mo.firm_id = m.firm_id and t.billed_at is null) as unbilled
            from matter_outcome o join matter m on m.id = o.matter_id
            join firm f on f.id = o.firm_id
           where f.name = ${LARGE_FIRM_NAME}
           group by m.firm_id`,
    );
    expect(outcomes[0]).toMatchObject({
      not_closed: 0,
      awarded_over_claimed: 0,
      without_time: 0,
      unbilled: 0,
    });
    expect(outcomes[0]?.shortest).toBeGreaterThanOrEqual(60);
    expect(outcomes[0]?.longest).toBeLessThanOrEqual(900);
    expect(outcomes[0]?.longest).toBeGreaterThan(600);
    expect(outcomes[0]?.courts).toBeGreaterThanOrEqual(8);
    expect(outcomes[0]?.case_types).toBe(10);
    const rates = await queryRows<{ court: string; success: number }>(
      testApp.database.db,
      sql`select o.court, avg(case when o.outcome in ('won', 'default_judgment') then 1.0 else 0 end)::float8
                   as success
            from matter_outcome o join firm f on f.id = o.firm_id
           where f.name = ${LARGE_FIRM_NAME} and o.court in ('Magistrates Court', 'High Court - Eastern Cape')
           group by o.court`,
    );
    const successAt = Object.fromEntries(rates.map((rate) => [rate.court, rate.success]));
    expect(successAt["Magistrates Court"]! - successAt["High Court - Eastern Cape"]!).toBeGreaterThan(0.1);
    const cookie = await signIn(testApp.app, LARGE_FIRM_OWNER.email, LARGE_FIRM_OWNER.password);
    expect(cookie).toContain("session");

    // The bulk trust books obey the same rules as the posting engine's: every account's cash book equals
    // its creditors, and the seeded statement month of the busiest account reconciles.
    const get = (url: string) => testApp.app.inject({ method: "GET", url, headers: { cookie } });
    const accounts = (await get("/api/trust-accounting/accounts")).json();
    expect(accounts).toHaveLength(3);
    const postings = await get("/api/trust-accounting/transactions?limit=1");
    expect(postings.headers["x-total-count"]).toBe(String(40 * 30));
    const compliance = (await get("/api/trust-accounting/compliance")).json();
    const health = compliance.requirements.filter((item: { rule: string }) =>
      /54\.14\.[89]$/.test(item.rule),
    );
    expect(health.map((item: { compliant: boolean }) => item.compliant)).toEqual([true, true]);
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const busiest = accounts.find((account: { name: string }) => account.name === "Trust Account 01");
    const reconciliation = await get(
      `/api/trust-accounting/reconciliations?accountId=${busiest.id}&month=${lastMonth.toISOString().slice(0, 7)}`,
    );
    expect(reconciliation.json()).toMatchObject({ balanced: true, differences: [] });

    // The bulk invoices keep billing's invariants: gapless numbers, the counter after the last one,
    // every payment fully allocated to the invoice it pays, and the paid figures equal to the allocations.
    const billing = await queryRows<{
      invoices: number;
      issued: number;
      max_sequence: number;
      next_number: number;
      mismatched_paid: number;
    }>(
      testApp.database.db,
      sql`select count(*)::int as invoices,
                 count(i.sequence)::int as issued,
                 max(i.sequence)::int as max_sequence,
                 (select next_invoice_number from billing_profile where firm_id = f.id) as next_number,
                 count(*) filter (where i.paid_cents <> coalesce(
                   (select sum(a.amount_cents) from payment_allocation a where a.invoice_id = i.id), 0))::int
                   as mismatched_paid
            from invoice i join firm f on f.id = i.firm_id
           where f.name = ${LARGE_FIRM_NAME}
           group by f.id`,
    );
    expect(billing[0]).toEqual({
      invoices: 300,
      issued: 291,
      max_sequence: 291,
      next_number: 292,
      mismatched_paid: 0,
    });
    const drafts = await get("/api/billing/invoices?status=draft&limit=1");
    expect(drafts.headers["x-total-count"]).toBe("9");
    const documents = await get("/api/office/documents?limit=1");
    expect(documents.headers["x-total-count"]).toBe("50");
    const [long] = (await get("/api/office/documents?search=long")).json();
    expect(long.version).toBe(4);
    expect(long.metadata.pages).toBeGreaterThanOrEqual(5);
    expect((await get(`/api/office/documents/${long.id}/versions`)).json()).toHaveLength(4);
    expect(await seedLargeFirm(testApp.database.db, size)).toBe("already-seeded");

    // The PDF editor's sessions, once: one edited bundle and its copies, every one opening its PDF.
    const storage = createLocalFileStorage(testApp.env.FILES_DIR!);
    expect(await addLargePdfSessionsWhenMissing(testApp.database.db, storage, 9)).toBe("seeded");
    const sessions = await get("/api/office/pdf-sessions?limit=50");
    expect(sessions.headers["x-total-count"]).toBe("9");
    const cards = ZPdfSessionList.parse(sessions.json());
    // Every fourth copy is a fresh upload; the others carry the three steps' edits and can be undone.
    expect(cards.filter((card) => card.canUndo)).toHaveLength(7);
    const edited = cards.find((card) => card.canUndo)!;
    expect(edited.annotations.map((annotation) => annotation.type).sort()).toEqual([
      "highlight",
      "note",
      "stamp",
    ]);
    expect(edited.modifications.map((modification) => modification.type)).toEqual([
      "redact",
      "rotate",
      "bates",
    ]);
    expect(cards.filter((card) => card.matterId !== null)).toHaveLength(8);
    const original = await get(`/api/office/pdf-sessions/${cards[8]!.id}/file`);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const undone = await callerFor(testApp.app)("POST", `/api/office/pdf-sessions/${edited.id}/undo`, {
      cookie,
      payload: { baseVersion: edited.version },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().modifications.map((modification: { type: string }) => modification.type)).toEqual([
      "redact",
      "rotate",
    ]);
    expect(await addLargePdfSessionsWhenMissing(testApp.database.db, storage, 9)).toBe("already-present");
  });
});
