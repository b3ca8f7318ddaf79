import type { TSpreadsheet, TSpreadsheetListItem, TSpreadsheetVersionSummary } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { multipartForm } from "../../testing/document-files.ts";
import { createClientWithMatter } from "../../testing/matter-fixtures.ts";
import { type SmtpCatcher, startSmtpCatcher } from "../../testing/smtp-catcher.ts";
import {
  addActiveStaffMember,
  type FirmOwner,
  putFirmOnPlan,
  registerFirmOwner,
} from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";

const BASE = "/api/office/spreadsheets";

let catcher: SmtpCatcher;
let testApp: TestApp;
let call: Caller;
let firm: FirmOwner;
let otherFirm: FirmOwner;
let associate: { cookie: string };
let colleague: { cookie: string };

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  testApp = await createTestApp({ SMTP_URL: catcher.url, LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  firm = await registerFirmOwner(testApp, "sheets");
  otherFirm = await registerFirmOwner(testApp, "sheets-other");
  await putFirmOnPlan(testApp, firm.firmId, "small_firm");
  associate = await addActiveStaffMember(testApp, catcher, firm, { label: "sheets-associate" });
  colleague = await addActiveStaffMember(testApp, catcher, firm, { label: "sheets-colleague" });
}, 90_000);
afterAll(async () => {
  await testApp?.close();
  await catcher?.close();
});

async function create(cookie: string, payload: Record<string, unknown>): Promise<TSpreadsheet> {
  const response = await call("POST", BASE, { cookie, payload: { title: "Quantum of damages", ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function save(cookie: string, sheet: TSpreadsheet, changes: Record<string, unknown>) {
  return call("PUT", `${BASE}/${sheet.id}`, {
    cookie,
    payload: {
      title: sheet.title,
      type: sheet.type,
      clientId: sheet.clientId,
      matterId: sheet.matterId,
      isShared: sheet.isShared,
      structure: sheet.structure,
      data: {
        values: sheet.data.values,
        formulas: sheet.data.formulas,
        formats: sheet.data.formats,
        names: sheet.data.names,
        frozenRows: sheet.data.frozenRows,
        columnWidths: sheet.data.columnWidths,
      },
      baseVersion: sheet.version,
      ...changes,
    },
  });
}

function withCells(
  sheet: TSpreadsheet,
  values: Record<string, unknown>,
  formulas: Record<string, string> = {},
) {
  return {
    ...sheet.data,
    calculations: undefined,
    values: { ...sheet.data.values, ...values },
    formulas: { ...sheet.data.formulas, ...formulas },
  };
}

function clientWithMatter(owner: FirmOwner, name: string) {
  return createClientWithMatter(call, owner, name, { title: `${name} v Insurer`, type: "Litigation" });
}

async function countRows(table: "office_spreadsheet" | "office_spreadsheet_version", firmId: string) {
  const [row] = await queryRows<{ count: number }>(
    testApp.database.db,
    sql`select count(*)::int as count from ${sql.identifier(table)} where firm_id = ${firmId}`,
  );
  return row?.count ?? 0;
}

describe("creating a spreadsheet", () => {
  it("makes the spec's 20 × 6 sheet with the headers in a frozen row 1, version 1 and a first version row", async () => {
    const sheet = await create(firm.cookie, {});
    expect(sheet).toMatchObject({
      version: 1,
      type: "analysis",
      template: null,
      isShared: false,
      structure: {
        rows: 20,
        columns: 6,
        headers: ["Item", "Description", "Amount", "Date", "Category", "Notes"],
      },
      totals: { totalRevenue: null, totalProfit: null, avgMargin: null },
      canEdit: true,
      canDelete: true,
    });
    expect(sheet.data).toMatchObject({
      values: { A1: "Item", B1: "Description", C1: "Amount", D1: "Date", E1: "Category", F1: "Notes" },
      formulas: {},
      frozenRows: 1,
      calculations: {},
    });
    const versions = (await call("GET", `${BASE}/${sheet.id}/versions`, { cookie: firm.cookie })).json();
    expect(versions).toMatchObject([{ version: 1, reason: "created" }]);
    const listed: TSpreadsheetListItem[] = (await call("GET", BASE, { cookie: firm.cookie })).json();
    expect(listed.find((item) => item.id === sheet.id)?.structure.headers).toEqual(sheet.structure.headers);
  });

  it("refuses a blank title with the spec's message and writes nothing", async () => {
    const before = await countRows("office_spreadsheet", firm.firmId);
    const response = await call("POST", BASE, { cookie: firm.cookie, payload: { title: "   " } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("Please provide spreadsheet title.");
    expect(await countRows("office_spreadsheet", firm.firmId)).toBe(before);
  });

  it("calculates the body's formulas and takes the card's totals from the named cells", async () => {
    const sheet = await create(firm.cookie, {
      structure: { rows: 10, columns: 3, headers: ["Item", "Amount", "Notes"] },
      data: {
        values: { A2: "Fees", B2: 12500.5, A3: "Costs", B3: 2500 },
        formulas: { B4: "=B2-B3", B5: "=B4/B2" },
        formats: { B2: "rand", B3: "rand", B4: "rand", B5: "percent" },
        names: { revenue: "B2", profit: "B4", margin: "B5" },
        calculations: { B4: 999 },
      },
    });
    expect(sheet.data.calculations).toEqual({ B4: 10000.5, B5: 10000.5 / 12500.5 });
    expect(sheet.totals).toEqual({ totalRevenue: 1250050, totalProfit: 1000050, avgMargin: 8000 });
  });

  it("makes the debt template with today's prescribed rate and calculates its interest", async () => {
    const [rate] = await queryRows<{ rate: number }>(
      testApp.database.db,
      sql`select rate_basis_points as rate from prescribed_interest_rate
          where effective_from <= current_date order by effective_from desc limit 1`,
    );
    const sheet = await create(firm.cookie, {
      title: "Mokoena debt",
      template: "debt-interest",
      type: "calculation",
    });
    expect(sheet).toMatchObject({ title: "Mokoena debt", template: "debt-interest", type: "calculation" });
    expect(sheet.data.values.B5).toBe(rate ? rate.rate / 10_000 : undefined);
    expect(sheet.data.names).toEqual({ revenue: "B9" });
    expect(sheet.data.calculations.B9).toBe(0);

    const changed = await save(firm.cookie, sheet, {
      data: withCells(sheet, { B2: 100_000, B3: 45292, B5: 0.115 }, { B4: "=B3+365" }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.calculations).toMatchObject({ B6: 365, B7: 11_500, B8: 11_500, B9: 111_500 });
    expect(changed.json().totals.totalRevenue).toBe(11_150_000);

    // A read calculates afresh; the editor's read (calculations=omit) has the cells and no results.
    const read = await call("GET", `${BASE}/${sheet.id}`, { cookie: firm.cookie });
    expect(read.json().data.calculations.B9).toBe(111_500);
    const forEditor = await call("GET", `${BASE}/${sheet.id}?calculations=omit`, { cookie: firm.cookie });
    expect(forEditor.statusCode).toBe(200);
    expect(forEditor.json().data.calculations).toEqual({});
    expect(forEditor.json().data.formulas.B9).toBe(read.json().data.formulas.B9);
    // The editor's read is written from the stored cells as text; it answers the same sheet as a read.
    expect(forEditor.headers["content-type"]).toMatch(/^application\/json/);
    expect(forEditor.json()).toEqual({ ...read.json(), data: { ...read.json().data, calculations: {} } });
    expect(forEditor.json().totals.totalRevenue).toBe(11_150_000);
    const unknown = await call("GET", `${BASE}/${sheet.id}?calculations=later`, { cookie: firm.cookie });
    expect(unknown.statusCode).toBe(400);
  });

  it("lists the six templates", async () => {
    const response = await call("GET", "/api/office/spreadsheet-templates", { cookie: associate.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(6);
    expect(response.json()[0]).toMatchObject({ key: "debt-interest", rows: 20, columns: 3 });
  });

  it("takes a matter's client with the matter, and refuses another firm's client or matter with 404", async () => {
    const own = await clientWithMatter(firm, "Thabo Nkosi");
    const sheet = await create(firm.cookie, { matterId: own.matterId });
    expect(sheet).toMatchObject({ clientId: own.clientId, matterId: own.matterId });
    expect(sheet.matterReference).toBeTruthy();
    const foreign = await clientWithMatter(otherFirm, "Foreign Client");
    const before = await countRows("office_spreadsheet", firm.firmId);
    for (const payload of [{ clientId: foreign.clientId }, { matterId: foreign.matterId }]) {
      const response = await call("POST", BASE, {
        cookie: firm.cookie,
        payload: { title: "Sheet", ...payload },
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await countRows("office_spreadsheet", firm.firmId)).toBe(before);
    const listed = await call("GET", `${BASE}?matterId=${own.matterId}`, { cookie: firm.cookie });
    expect(listed.json().map((item: TSpreadsheetListItem) => item.id)).toEqual([sheet.id]);
    expect(listed.headers["x-total-count"]).toBe("1");
  });
});

describe("saving", () => {
  it("makes every save a version; a second save over the same version gets 409 and writes nothing", async () => {
    const sheet = await create(associate.cookie, { isShared: true });
    const first = await save(associate.cookie, sheet, { data: withCells(sheet, { A2: "First change" }) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);

    const stale = await save(colleague.cookie, sheet, {
      data: withCells(sheet, { A2: "Colleague's change" }),
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "spreadsheet_version_conflict",
      currentVersion: 2,
      savedBy: expect.any(String),
      savedAt: expect.any(String),
    });
    const current: TSpreadsheet = (
      await call("GET", `${BASE}/${sheet.id}`, { cookie: colleague.cookie })
    ).json();
    expect(current.data.values.A2).toBe("First change");
    const versions: TSpreadsheetVersionSummary[] = (
      await call("GET", `${BASE}/${sheet.id}/versions`, { cookie: colleague.cookie })
    ).json();
    expect(versions.map((version) => version.version)).toEqual([2, 1]);
  });

  it("restores an old version as a new one, keeping every version", async () => {
    const sheet = await create(firm.cookie, {});
    const saved = (
      await save(firm.cookie, sheet, { data: withCells(sheet, { A1: "Changed header", B2: 5 }) })
    ).json();
    expect(saved.structure.headers[0]).toBe("Changed header");
    const old = await call("GET", `${BASE}/${sheet.id}/versions/1`, { cookie: firm.cookie });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toMatchObject({ version: 1, reason: "created", structure: { rows: 20, columns: 6 } });
    expect(old.json().data.values.A1).toBe("Item");
    const restored = await call("POST", `${BASE}/${sheet.id}/versions/1/restore`, {
      cookie: firm.cookie,
      payload: { baseVersion: saved.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      version: 3,
      structure: { headers: ["Item", "Description", "Amount", "Date", "Category", "Notes"] },
    });
    expect(restored.json().data.values.B2).toBeUndefined();
    // The version's cells come out of jsonb in its key order; the sheet keeps them in its own layout,
    // which the editor's read answers from as stored.
    const [stored] = await queryRows<{ content: string }>(
      testApp.database.db,
      sql`select content::text as content from office_spreadsheet where id = ${sheet.id}::uuid`,
    );
    expect(stored?.content.startsWith('{"values":{"A1":"Item"')).toBe(true);
    const forEditor = await call("GET", `${BASE}/${sheet.id}?calculations=omit`, { cookie: firm.cookie });
    expect(forEditor.json()).toEqual({
      ...restored.json(),
      data: { ...restored.json().data, calculations: {} },
    });
    const versions = (await call("GET", `${BASE}/${sheet.id}/versions`, { cookie: firm.cookie })).json();
    expect(versions.map((version: TSpreadsheetVersionSummary) => version.reason)).toEqual([
      "restored",
      "saved",
      "created",
    ]);
    const staleRestore = await call("POST", `${BASE}/${sheet.id}/versions/2/restore`, {
      cookie: firm.cookie,
      payload: { baseVersion: saved.version },
    });
    expect(staleRestore.statusCode).toBe(409);
    expect((await call("GET", `${BASE}/${sheet.id}/versions/9`, { cookie: firm.cookie })).statusCode).toBe(
      404,
    );
  });

  it("refuses a sheet past the limits or a cell outside it with 400 and writes nothing", async () => {
    const sheet = await create(firm.cookie, {});
    const versionsBefore = await countRows("office_spreadsheet_version", firm.firmId);
    const values: Record<string, number> = {};
    for (let row = 1; row <= 20_001; row += 1) {
      for (const column of ["A", "B", "C", "D", "E"]) values[`${column}${row}`] = row;
    }
    const tooMany = await save(firm.cookie, sheet, {
      structure: { rows: 20_001, columns: 6, headers: [] },
      data: { ...withCells(sheet, values) },
    });
    expect(tooMany.statusCode, tooMany.body.slice(0, 300)).toBe(400);
    expect(tooMany.json().message).toMatch(/100[\s\u00a0,]000/);
    const outside = await save(firm.cookie, sheet, { data: withCells(sheet, { Z1: 1 }) });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/Z1 lies outside/);
    const unchanged: TSpreadsheet = (
      await call("GET", `${BASE}/${sheet.id}`, { cookie: firm.cookie })
    ).json();
    expect(unchanged.version).toBe(1);
    expect(await countRows("office_spreadsheet_version", firm.firmId)).toBe(versionsBefore);
  });

  it("answers a formula over 20 million cells at once with an error cell saying why, not a hang", async () => {
    const sheet = await create(firm.cookie, {});
    const started = Date.now();
    const saved = await save(firm.cookie, sheet, {
      structure: { rows: 100_000, columns: 200, headers: [] },
      data: withCells(sheet, {}, { A2: "=SUM(A3:GR100000)" }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.calculations.A2).toMatchObject({
      error: "#LIMIT!",
      message: expect.stringMatching(/cells/),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("who sees a spreadsheet", () => {
  it("shows an unshared sheet only to its author and the firm's owner; shared ones to the firm", async () => {
    const privateOne = await create(associate.cookie, { title: "Private workings" });
    const sharedOne = await create(associate.cookie, { title: "Shared workings", isShared: true });
    const idsFor = async (cookie: string) =>
      ((await call("GET", `${BASE}?limit=200`, { cookie })).json() as TSpreadsheetListItem[]).map(
        (item) => item.id,
      );
    expect(await idsFor(associate.cookie)).toEqual(expect.arrayContaining([privateOne.id, sharedOne.id]));
    expect(await idsFor(firm.cookie)).toEqual(expect.arrayContaining([privateOne.id, sharedOne.id]));
    const colleagueSees = await idsFor(colleague.cookie);
    expect(colleagueSees).toContain(sharedOne.id);
    expect(colleagueSees).not.toContain(privateOne.id);
    for (const query of ["", "?calculations=omit"]) {
      const read = await call("GET", `${BASE}/${privateOne.id}${query}`, { cookie: colleague.cookie });
      expect(read.statusCode).toBe(404);
    }
    const foreignRead = await call("GET", `${BASE}/${privateOne.id}?calculations=omit`, {
      cookie: otherFirm.cookie,
    });
    expect(foreignRead.statusCode).toBe(404);
    expect((await save(colleague.cookie, privateOne, {})).statusCode).toBe(404);
  });

  it("lets a colleague edit a shared sheet but not unshare or delete it; the owner deletes it with its versions", async () => {
    const sheet = await create(associate.cookie, { isShared: true });
    const seen = (await call("GET", `${BASE}/${sheet.id}`, { cookie: colleague.cookie })).json();
    expect(seen).toMatchObject({ canEdit: true, canDelete: false });
    expect((await save(colleague.cookie, sheet, { isShared: false })).statusCode).toBe(403);
    expect((await call("DELETE", `${BASE}/${sheet.id}`, { cookie: colleague.cookie })).statusCode).toBe(403);
    const edit = await save(colleague.cookie, sheet, { data: withCells(sheet, { A2: "Edited" }) });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await call("DELETE", `${BASE}/${sheet.id}`, { cookie: firm.cookie })).statusCode).toBe(204);
    expect((await call("GET", `${BASE}/${sheet.id}`, { cookie: firm.cookie })).statusCode).toBe(404);
    const [row] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from office_spreadsheet_version where spreadsheet_id = ${sheet.id}`,
    );
    expect(row?.count).toBe(0);
  });

  it("answers 404 to another firm for reading, saving, versions, export and deletion", async () => {
    const sheet = await create(firm.cookie, { isShared: true });
    const cookie = otherFirm.cookie;
    expect((await call("GET", `${BASE}/${sheet.id}`, { cookie })).statusCode).toBe(404);
    expect((await save(cookie, sheet, {})).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${sheet.id}/versions`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${sheet.id}/versions/1`, { cookie })).statusCode).toBe(404);
    expect(
      (await call("POST", `${BASE}/${sheet.id}/versions/1/restore`, { cookie, payload: { baseVersion: 1 } }))
        .statusCode,
    ).toBe(404);
    expect((await call("GET", `${BASE}/${sheet.id}/export.xlsx`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", `${BASE}/${sheet.id}/export.csv`, { cookie })).statusCode).toBe(404);
    expect((await call("DELETE", `${BASE}/${sheet.id}`, { cookie })).statusCode).toBe(404);
    expect((await call("GET", BASE, { cookie })).json()).not.toContainEqual(
      expect.objectContaining({ id: sheet.id }),
    );
    const still: TSpreadsheet = (await call("GET", `${BASE}/${sheet.id}`, { cookie: firm.cookie })).json();
    expect(still.version).toBe(1);
  });
});

describe("Excel and CSV files", () => {
  function importFile(cookie: string, name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
    const body = multipartForm({ fields, files: [{ name, bytes }] });
    return testApp.app.inject({
      method: "POST",
      url: `${BASE}/import`,
      headers: { ...body.headers, cookie },
      payload: body.payload,
    });
  }

  it("exports an .xlsx and a CSV named after the title, and imports the .xlsx again with its formulas", async () => {
    const sheet = await create(firm.cookie, {
      title: "Fee budget 2026",
      template: "fee-budget",
    });
    const saved = (
      await save(firm.cookie, sheet, { data: withCells(sheet, { C2: 10, D2: 1500, E15: 400 }) })
    ).json() as TSpreadsheet;
    expect(saved.totals).toEqual({ totalRevenue: 1_500_000, totalProfit: 1_100_000, avgMargin: 7333 });

    const xlsx = await call("GET", `${BASE}/${sheet.id}/export.xlsx`, { cookie: firm.cookie });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-disposition"]).toContain("Fee budget 2026.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]?.getCell("E2").formula).toBe("ROUND(C2*D2,2)");
    expect(workbook.worksheets[0]?.getCell("E2").result).toBe(15_000);

    const csv = await call("GET", `${BASE}/${sheet.id}/export.csv`, { cookie: firm.cookie });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("Fee budget 2026.csv");
    expect(csv.body.replace(/^\uFEFF/, "").split("\r\n")[1]).toBe(
      '"Instructions, consultation and investigation",,10,1500,15000,',
    );

    const imported = await importFile(firm.cookie, "Fee budget 2026.xlsx", xlsx.rawPayload, {
      type: "tracking",
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({
      title: "Fee budget 2026",
      type: "tracking",
      version: 1,
      totals: saved.totals,
    });
    expect(imported.json().data.formulas).toEqual(saved.data.formulas);
    expect(imported.json().data.calculations).toEqual(saved.data.calculations);
    const versions = (
      await call("GET", `${BASE}/${imported.json().id}/versions`, { cookie: firm.cookie })
    ).json();
    expect(versions).toMatchObject([{ reason: "imported" }]);
  });

  it("refuses a file that is not an .xlsx, and one over 10 MB, writing nothing", async () => {
    const before = await countRows("office_spreadsheet", firm.firmId);
    const pdf = await importFile(firm.cookie, "statement.xlsx", strToU8("%PDF-1.7\n%%EOF"));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe("The file is not an Excel workbook (.xlsx).");
    const csv = await importFile(firm.cookie, "ledger.xlsx", strToU8("Item,Amount\nFees,10\n"));
    expect(csv.statusCode).toBe(400);
    const big = await importFile(firm.cookie, "big.xlsx", new Uint8Array(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe("Please upload an Excel workbook smaller than 10MB.");
    const withoutFile = multipartForm({ fields: { title: "No file" } });
    const missing = await testApp.app.inject({
      method: "POST",
      url: `${BASE}/import`,
      headers: { ...withoutFile.headers, cookie: firm.cookie },
      payload: withoutFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(await countRows("office_spreadsheet", firm.firmId)).toBe(before);
  });
});
