import type { TCourtFiling, TCourtFilingDetail, TCourtFilingStats } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { makeDocx, makePdf, multipartForm } from "../../testing/document-files.ts";
import { addSignedInStaffMember } from "../../testing/firm-people.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { pdfStrings } from "../../testing/pdf-strings.ts";
import {
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
  uniqueAddress,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

const BASE = "/api/court-filing";

let testApp: TestApp;
let call: Caller;
let firm: FirmOwner;
let otherFirm: FirmOwner;
let soloFirm: FirmOwner;
let matter: { id: string; reference: string };
let otherMatter: { id: string; reference: string };

async function openMatter(owner: FirmOwner, clientName: string, title: string) {
  const opened = await createClientWithMatter(
    call,
    owner,
    clientName,
    { title, type: "Litigation" },
    "company",
  );
  return { id: opened.matterId, reference: opened.matterReference };
}

function submit(
  cookie: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
) {
  const body = multipartForm({ fields, files: files.map((file) => ({ ...file, field: "files" })) });
  return testApp.app.inject({
    method: "POST",
    url: `${BASE}/submit`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

async function countRows(firmId: string): Promise<{ filings: number; files: number }> {
  const [row] = await queryRows<{ filings: number; files: number }>(
    testApp.database.db,
    sql`select (select count(*)::int from court_filing where firm_id = ${firmId}::uuid) as filings,
               (select count(*)::int from stored_file where firm_id = ${firmId}::uuid
                  and purpose like 'court_filing%') as files`,
  );
  return row ?? { filings: 0, files: 0 };
}

const goodFields = () => ({
  matterId: matter.id,
  courtLevel: "high",
  caseNumber: "12345/2026",
  documentType: "notice-of-motion",
  urgency: "urgent",
});

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  firm = await registerFirmOwner(testApp, "filing");
  otherFirm = await registerFirmOwner(testApp, "filing-other");
  soloFirm = await registerFirmOwner(testApp, "filing-solo");
  await putFirmOnPlan(testApp, firm.firmId, "small_firm");
  await putFirmOnPlan(testApp, otherFirm.firmId, "professional");
  matter = await openMatter(firm, "Mokoena Holdings (Pty) Ltd", "Mokoena v Dlamini");
  otherMatter = await openMatter(otherFirm, "Other Client", "Other v Other");
}, 90_000);
afterAll(async () => testApp?.close());

describe("preparing a filing", () => {
  let filing: TCourtFilingDetail;

  it("bundles a PDF and a DOCX behind an index, and keeps the filing as prepared", async () => {
    const response = await submit(firm.cookie, goodFields(), [
      { name: "Notice of motion.pdf", bytes: await makePdf([["Notice of motion"], ["Page two"]]) },
      { name: "Founding affidavit.docx", bytes: makeDocx(["I, the undersigned, state under oath."]) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    filing = response.json();
    expect(filing).toMatchObject({
      caseNumber: "12345/2026",
      court: "High Court",
      courtLevel: "high",
      system: "caselines",
      status: "prepared",
      urgency: "urgent",
      reference: null,
      filedAt: null,
      bundlePageCount: 4,
      matter: { id: matter.id, reference: matter.reference, clientName: "Mokoena Holdings (Pty) Ltd" },
    });
    expect(
      filing.documents.map((document) => [document.fileName, document.firstPage, document.lastPage]),
    ).toEqual([
      ["Notice of motion.pdf", 2, 3],
      ["Founding affidavit.docx", 4, 4],
    ]);
    expect(filing.copyFields).toContainEqual({ label: "Case number", value: "12345/2026" });

    const bundle = await call("GET", `${BASE}/filings/${filing.id}/bundle`, { cookie: firm.cookie });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["content-type"]).toBe("application/pdf");
    expect(bundle.headers["content-disposition"]).toContain("attachment");
    const index = (await pdfStrings(new Uint8Array(bundle.rawPayload), 0)).join(" ");
    expect(index).toContain("Notice of motion.pdf");
    expect(index).toContain("2–3");
  });

  it("lists the filing with the spec's fields and finds it by case number and by party", async () => {
    const list = await call("GET", `${BASE}/filings`, { cookie: firm.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.headers["x-total-count"]).toBe("1");
    const [listed] = list.json() as TCourtFiling[];
    expect(listed).toMatchObject({
      id: filing.id,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      caseNumber: "12345/2026",
      documentType: "notice-of-motion",
      court: "High Court",
      status: "prepared",
      system: "caselines",
      reference: null,
    });
    const byCase = await call("GET", `${BASE}/filings?caseNumber=12345`, { cookie: firm.cookie });
    expect(byCase.json().map((row: TCourtFiling) => row.id)).toEqual([filing.id]);
    const byParty = await call("GET", `${BASE}/filings?party=mokoena`, { cookie: firm.cookie });
    expect(byParty.json().map((row: TCourtFiling) => row.id)).toEqual([filing.id]);
    const noParty = await call("GET", `${BASE}/filings?party=Dlamini%25`, { cookie: firm.cookie });
    expect(noParty.json()).toEqual([]);
  });

  it("counts it as pending until the person records it as filed, which moves it to filed", async () => {
    const before: TCourtFilingStats = (await call("GET", `${BASE}/overview`, { cookie: firm.cookie })).json();
    expect(before).toMatchObject({ total: 1, filed: 0, pending: 1, averageMinutesToFile: null });

    const noReference = await call("PATCH", `${BASE}/filings/${filing.id}`, {
      cookie: firm.cookie,
      payload: { status: "filed" },
    });
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toContain("Enter the reference");

    const recorded = await call("PATCH", `${BASE}/filings/${filing.id}`, {
      cookie: firm.cookie,
      payload: { status: "filed", reference: "CL-2026-000123" },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({ status: "filed", reference: "CL-2026-000123" });
    expect(recorded.json().filedAt).not.toBeNull();

    const after: TCourtFilingStats = (await call("GET", `${BASE}/overview`, { cookie: firm.cookie })).json();
    expect(after).toMatchObject({ total: 1, filed: 1, pending: 0 });
    expect(after.averageMinutesToFile).toBe(0);
    expect(after.recent.map((row) => row.id)).toEqual([filing.id]);

    const [audit] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from audit_event where entity_id = ${filing.id}
            and action in ('court_filing.prepared', 'court_filing.status_recorded')`,
    );
    expect(audit?.count).toBe(2);

    const dashboard = await call("GET", "/api/dashboard/stats", { cookie: firm.cookie });
    expect(dashboard.json().filings).toBe(1);
    const activity = await call("GET", "/api/dashboard/activity", { cookie: firm.cookie });
    expect(JSON.stringify(activity.json())).toContain("recorded case 12345/2026 as filed");
  });

  it("creates the response deadline as a task on the matter, once", async () => {
    const created = await call("POST", `${BASE}/filings/${filing.id}/response-task`, {
      cookie: firm.cookie,
      payload: { ruleId: "hc-notice-of-intention-to-oppose", startDate: "2026-03-02" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const taskId = created.json().responseTaskId;
    expect(taskId).toEqual(expect.any(String));
    const tasks = await call("GET", `/api/matters/${matter.id}/tasks`, { cookie: firm.cookie });
    const task = tasks.json().find((row: { id: string }) => row.id === taskId);
    expect(task).toMatchObject({ dueOn: "2026-03-09" });
    const again = await call("POST", `${BASE}/filings/${filing.id}/response-task`, {
      cookie: firm.cookie,
      payload: { ruleId: "hc-notice-of-intention-to-oppose", startDate: "2026-03-02" },
    });
    expect(again.statusCode).toBe(409);
  });

  it("answers 404 for another firm's filing, on every route, and changes nothing", async () => {
    for (const [method, url] of [
      ["GET", `${BASE}/filings/${filing.id}`],
      ["GET", `${BASE}/filings/${filing.id}/bundle`],
    ] as const) {
      expect((await call(method, url, { cookie: otherFirm.cookie })).statusCode).toBe(404);
    }
    const patch = await call("PATCH", `${BASE}/filings/${filing.id}`, {
      cookie: otherFirm.cookie,
      payload: { status: "rejected" },
    });
    expect(patch.statusCode).toBe(404);
    expect((await call("GET", `${BASE}/filings`, { cookie: otherFirm.cookie })).json()).toEqual([]);
    const mine = await call("GET", `${BASE}/filings/${filing.id}`, { cookie: firm.cookie });
    expect(mine.json().status).toBe("filed");
  });
});

describe("refusing bad submissions, storing nothing", () => {
  it("refuses a text file named .pdf, naming it and the allowed types", async () => {
    const before = await countRows(firm.firmId);
    const response = await submit(firm.cookie, goodFields(), [
      { name: "notes.pdf", bytes: new TextEncoder().encode("Just some notes, not a PDF") },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "notes.pdf: Court filing documents must be a PDF, a Word document (.docx) or a Word 97–2003 document (.doc).",
    );
    expect(await countRows(firm.firmId)).toEqual(before);
  });

  it("refuses a file over 10 MB", async () => {
    const before = await countRows(firm.firmId);
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(new TextEncoder().encode("%PDF-1.7\n"));
    const response = await submit(firm.cookie, goodFields(), [{ name: "huge.pdf", bytes: large }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("huge.pdf is larger than 10 MB");
    expect(await countRows(firm.firmId)).toEqual(before);
  });

  it("refuses a case number in another court's form, giving the expected form", async () => {
    const before = await countRows(firm.firmId);
    const response = await submit(firm.cookie, { ...goodFields(), courtLevel: "constitutional" }, [
      { name: "Notice.pdf", bytes: await makePdf([["Notice"]]) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("e.g. CCT 12/26");
    expect(await countRows(firm.firmId)).toEqual(before);
  });

  it("answers 404 for another firm's matter", async () => {
    const before = await countRows(firm.firmId);
    const response = await submit(firm.cookie, { ...goodFields(), matterId: otherMatter.id }, [
      { name: "Notice.pdf", bytes: await makePdf([["Notice"]]) },
    ]);
    expect(response.statusCode).toBe(404);
    expect(await countRows(firm.firmId)).toEqual(before);
  });

  it("refuses a firm on the Solo plan with 403 and a message naming the plans", async () => {
    const response = await submit(soloFirm.cookie, goodFields(), [
      { name: "Notice.pdf", bytes: await makePdf([["Notice"]]) },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain("Small Firm");
    expect((await call("GET", `${BASE}/overview`, { cookie: soloFirm.cookie })).statusCode).toBe(403);
  });
});

describe("integrations and templates", () => {
  it("says honestly that both systems are manual and which courts each serves", async () => {
    const integrations = (await call("GET", `${BASE}/integrations`, { cookie: firm.cookie })).json();
    expect(integrations).toEqual([
      expect.objectContaining({
        id: "caselines",
        mode: "manual",
        state: "manual — prepares the bundle",
        courts: ["constitutional", "supreme", "high"],
      }),
      expect.objectContaining({
        id: "court_online",
        mode: "manual",
        state: "manual — prepares the bundle",
        courts: ["magistrate", "district"],
      }),
    ]);
  });

  it("lists each document type with its rules and the practice module's deadline presets", async () => {
    const templates = (await call("GET", `${BASE}/templates`, { cookie: firm.cookie })).json();
    const plea = templates.find((template: { documentType: string }) => template.documentType === "plea");
    expect(plea.rules).toContainEqual({ court: "High Court", reference: "Uniform Rule 22" });
    expect(plea.rules).toContainEqual({ court: "Magistrates' Court", reference: "MCR 17" });
    const summons = templates.find(
      (template: { documentType: string }) => template.documentType === "summons",
    );
    expect(summons.deadlinePresets[0]).toMatchObject({ id: "hc-notice-of-intention-to-defend", days: 10 });
  });
});

describe("a legacy Word file", () => {
  it("is kept and listed in the index as attached separately, not placed into the PDF", async () => {
    const utf16 = Buffer.from("WordDocument", "utf16le");
    const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...utf16]);
    const response = await submit(
      firm.cookie,
      { ...goodFields(), courtLevel: "magistrate", caseNumber: "1234/2026", documentType: "plea" },
      [
        { name: "Plea.pdf", bytes: await makePdf([["Plea"]]) },
        { name: "Old annexure.doc", bytes: doc },
      ],
    );
    expect(response.statusCode, response.body).toBe(201);
    const filing: TCourtFilingDetail = response.json();
    expect(filing.system).toBe("court_online");
    expect(filing.documents.map((document) => [document.fileName, document.placement])).toEqual([
      ["Plea.pdf", "in_bundle"],
      ["Old annexure.doc", "attached_separately"],
    ]);
    const bundle = await call("GET", `${BASE}/filings/${filing.id}/bundle`, { cookie: firm.cookie });
    const index = (await pdfStrings(new Uint8Array(bundle.rawPayload), 0)).join(" ");
    expect(index).toContain("Old annexure.doc (attached separately)");
    const original = await call("GET", `/api/files/${filing.documents[1]?.fileId}`, { cookie: firm.cookie });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("application/msword");
  });
});

describe("court filing updates by e-mail", () => {
  const mailsTo = async (address: string) =>
    queryRows<{ subject: string; text_body: string }>(
      testApp.database.db,
      sql`select subject, text_body from mail_outbox where to_address = ${address} and subject like 'Court filing on%'
          order by created_at`,
    );

  it("tells the matter's attorney when a colleague records the court's answer, and no one of their own", async () => {
    const colleague = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: firm.firmId,
      email: uniqueAddress("filing-colleague"),
      firstName: "Sipho",
      lastName: "Khumalo",
    });
    const response = await submit(firm.cookie, { ...goodFields(), caseNumber: "4321/2026" }, [
      { name: "Founding affidavit.pdf", bytes: await makePdf([["Affidavit"]]) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const filing: TCourtFilingDetail = response.json();
    const before = (await mailsTo(firm.email)).length;

    const byColleague = await call("PATCH", `${BASE}/filings/${filing.id}`, {
      cookie: colleague.cookie,
      payload: { status: "filed", reference: "CL-2026-004321" },
    });
    expect(byColleague.statusCode, byColleague.body).toBe(200);
    await testApp.runJobs();
    const mails = (await mailsTo(firm.email)).slice(before);
    expect(mails).toEqual([
      {
        subject: `Court filing on ${matter.reference}: Filed`,
        text_body: expect.stringContaining(
          "Sipho Khumalo recorded the filing in case 4321/2026 on " +
            `${matter.reference} (Mokoena v Dlamini) as filed.\nThe court's reference: CL-2026-004321.`,
        ),
      },
    ]);

    const byOwner = await call("PATCH", `${BASE}/filings/${filing.id}`, {
      cookie: firm.cookie,
      payload: { status: "rejected", note: "Wrong case number on the cover page" },
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    await testApp.runJobs();
    expect((await mailsTo(firm.email)).slice(before)).toHaveLength(1);
    expect(await mailsTo(colleague.email)).toEqual([]);
  });
});
