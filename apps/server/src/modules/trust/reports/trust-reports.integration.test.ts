import type { TTrustReport } from "@inkundla/shared";
import { formatLongDate, parseStatementCsvRows, todayInSouthAfrica } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { strFromU8, unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../platform/db.ts";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { pdfStrings } from "../../../testing/pdf-strings.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { daysAgo, insertTrustClient, nextAccountNumber } from "../trust-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
let firmName: string;
let naidoo: Awaited<ReturnType<typeof insertTrustClient>>;
let mokoena: Awaited<ReturnType<typeof insertTrustClient>>;
let accountId: string;

const BASE = "/api/trust-accounting";
const REPORTS = `${BASE}/reports`;
const today = todayInSouthAfrica();

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "reports-owner");
  outsider = await registerFirmOwner(testApp, "reports-outsider");
  const firms = await queryRows<{ name: string }>(
    testApp.database.db,
    sql`select name from firm where id = ${owner.firmId}`,
  );
  firmName = firms[0]?.name ?? "";
  naidoo = await insertTrustClient(testApp.database.db, owner.firmId, "Naidoo Family Trust");
  mokoena = await insertTrustClient(testApp.database.db, owner.firmId, "Mokoena Holdings");
  await insertTrustClient(testApp.database.db, outsider.firmId, "Outsider Client");

  const opened = await call("POST", `${BASE}/accounts`, {
    cookie: owner.cookie,
    payload: {
      name: "FNB Trust Current",
      bankName: "fnb",
      accountNumber: nextAccountNumber(),
      openedOn: daysAgo(60),
    },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  accountId = opened.json().id;

  const postings = [
    {
      type: "receipt",
      clientId: naidoo.clientId,
      matterId: naidoo.matterId,
      amountCents: 100_000,
      date: daysAgo(40),
      description: "Deposit on transfer",
      reference: "MAT-1",
      payer: "Naidoo",
    },
    {
      type: "receipt",
      clientId: mokoena.clientId,
      amountCents: 50_000,
      date: daysAgo(30),
      description: "Deposit for costs",
      payer: "Mokoena",
    },
    {
      type: "payment",
      clientId: naidoo.clientId,
      matterId: naidoo.matterId,
      amountCents: 30_000,
      date: daysAgo(20),
      description: "Transfer duty",
      payee: "SARS",
    },
    { type: "interest", amountCents: 1_500, date: daysAgo(15), description: "Interest for the month" },
    {
      type: "receipt",
      clientId: naidoo.clientId,
      amountCents: 20_000,
      date: daysAgo(10),
      description: 'Further deposit, "second"',
      reference: "=1+2",
      payer: "Naidoo",
    },
    {
      type: "payment",
      party: "fund",
      amountCents: 1_000,
      date: daysAgo(5),
      description: "Interest paid over",
      payee: "Legal Practitioners' Fidelity Fund",
    },
  ];
  for (const payload of postings) {
    const response = await call("POST", `${BASE}/transactions`, {
      cookie: owner.cookie,
      payload: { accountId, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(async () => {
  await testApp?.close();
});

async function report(path: string, cookie = owner.cookie): Promise<TTrustReport> {
  const response = await call("GET", `${REPORTS}/${path}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function summaryValue(body: TTrustReport, label: RegExp) {
  return body.summary.find((line) => label.test(line.label))?.value;
}

function table(body: TTrustReport, key: string) {
  const found = body.tables.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no table ${key}`);
  return found;
}

function expectPdf(response: LightMyRequestResponse, fileName: RegExp) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/pdf");
  expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
  expect(response.headers["content-disposition"]).toMatch(fileName);
  expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

/**
 * What a strict loader (pandas, PostgreSQL COPY) demands of a CSV: one table, every record with as many
 * fields as the header, no quote left open.
 */
function expectStrictCsv(text: string, label: string) {
  const table = parseStatementCsvRows(text, ",");
  expect(table.endsInsideQuotes, label).toBe(false);
  const width = table.rows[0]?.length ?? 0;
  expect(width, label).toBeGreaterThan(1);
  for (const [index, row] of table.rows.entries())
    expect(row.length, `${label} record ${index + 1}`).toBe(width);
}

/** A report of several tables comes as a ZIP: each CSV in it, by the end of its file name, as lines. */
function expectCsvZip(response: LightMyRequestResponse): Map<string, string[]> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("application/zip");
  expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+-csv\.zip"$/);
  const files = new Map<string, string[]>();
  for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(response.rawPayload)))) {
    expect([...bytes.subarray(0, 3)], name).toEqual([0xef, 0xbb, 0xbf]);
    const text = strFromU8(bytes.subarray(3));
    expectStrictCsv(text, name);
    files.set(name, text.split("\r\n"));
  }
  return files;
}

/** The lines of the CSV in a ZIP whose name ends with `suffix`. */
function csvIn(files: Map<string, string[]>, suffix: string): string[] {
  const found = [...files.entries()].find(([name]) => name.endsWith(suffix));
  if (!found) throw new Error(`no CSV ending ${suffix} in ${[...files.keys()].join(", ")}`);
  return found[1];
}

function expectCsv(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.csv"$/);
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = response.rawPayload.subarray(3).toString("utf8");
  expectStrictCsv(text, String(response.headers["content-disposition"]));
  return text.split("\r\n");
}

describe("client trust statement", () => {
  const period = () => `from=${daysAgo(25)}&to=${today}`;

  it("opens with the balance at the start, runs a balance through the period and closes with it", async () => {
    const body = await report(`client-statement?clientId=${naidoo.clientId}&${period()}`);
    expect(body).toMatchObject({
      report: "client-statement",
      firmName,
      subject: "Naidoo Family Trust",
      period: { from: daysAgo(25), to: today },
    });
    expect(body.title).toMatch(/LPA s87/);
    expect(body.generatedByName).toBe("Thandi reports-owner");
    expect(summaryValue(body, /^Opening balance/)).toBe(100_000);
    expect(summaryValue(body, /^Received/)).toBe(20_000);
    expect(summaryValue(body, /^Paid out/)).toBe(30_000);
    expect(summaryValue(body, /^Closing balance/)).toBe(90_000);
    const lines = table(body, "lines");
    expect(
      lines.rows.map((row) => [row.description, row.received ?? null, row.paid ?? null, row.balance]),
    ).toEqual([
      ["Opening balance", null, null, 100_000],
      ["Transfer duty", null, 30_000, 70_000],
      ['Further deposit, "second"', 20_000, null, 90_000],
    ]);
    expect(lines.totals).toMatchObject({ received: 20_000, paid: 30_000, balance: 90_000 });
  });

  it("subtotals per matter, money not tied to a matter on its own line", async () => {
    const matters = table(
      await report(`client-statement?clientId=${naidoo.clientId}&${period()}`),
      "matters",
    );
    expect(matters.rows).toEqual([
      expect.objectContaining({
        matter: "No matter",
        opening: 0,
        received: 20_000,
        paid: 0,
        closing: 20_000,
      }),
      expect.objectContaining({ opening: 100_000, received: 0, paid: 30_000, closing: 70_000 }),
    ]);
    expect(matters.totals).toMatchObject({ opening: 100_000, closing: 90_000 });
  });

  it("downloads as a PDF and as a CSV with money as plain rand and formulas made text", async () => {
    const url = `${REPORTS}/client-statement?clientId=${naidoo.clientId}&${period()}`;
    const pdf = await call("GET", `${url}&format=pdf`, { cookie: owner.cookie });
    expectPdf(pdf, /client-trust-statement-naidoo-family-trust-/);
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe("Client trust statement (LPA s87)");
    expect(document.getAuthor()).toBe(firmName);
    const files = expectCsvZip(await call("GET", `${url}&format=csv`, { cookie: owner.cookie }));
    const lines = csvIn(files, "-lines.csv");
    expect(lines[0]).toBe("Date,No.,Description,Reference,Matter,Trust account,Received,Paid out,Balance");
    expect(lines[1]).toBe(`${daysAgo(25)},,Opening balance,,,,,,1000.00`);
    expect(lines.some((line) => line.includes(",,300.00,700.00"))).toBe(true);
    // Quoted for its comma and quotes; the reference typed as a formula stays text in a spreadsheet.
    expect(lines.some((line) => line.includes(`,"Further deposit, ""second""",'=1+2,,`))).toBe(true);
  });

  it("answers 404 to another firm asking for our client, and 400 for a period that ends before it starts", async () => {
    const foreign = await call("GET", `${REPORTS}/client-statement?clientId=${naidoo.clientId}&${period()}`, {
      cookie: outsider.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(/No such client/);
    const backwards = await call(
      "GET",
      `${REPORTS}/client-statement?clientId=${naidoo.clientId}&from=${today}&to=${daysAgo(3)}`,
      { cookie: owner.cookie },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/end date cannot be before the start date/);
  });
});

describe("trust balance listing (Rule 54.15.1)", () => {
  it("lists every trust creditor at the date, totals them and agrees with the cash book", async () => {
    const body = await report(`balance-listing?date=${today}`);
    expect(body.title).toMatch(/Rule 54\.15\.1/);
    expect(table(body, "creditors").rows).toEqual([
      { creditor: "Mokoena Holdings", type: "Client", balance: 50_000 },
      { creditor: "Naidoo Family Trust", type: "Client", balance: 90_000 },
      { creditor: "Legal Practitioners' Fidelity Fund", type: expect.any(String), balance: 500 },
    ]);
    expect(summaryValue(body, /^Trust creditors/)).toBe(140_500);
    expect(summaryValue(body, /^Trust bank balances/)).toBe(140_500);
    expect(summaryValue(body, /^Difference/)).toBe(0);
    expect(table(body, "accounts").rows).toEqual([
      expect.objectContaining({
        account: "FNB Trust Current",
        cashBook: 140_500,
        creditors: 140_500,
        difference: 0,
      }),
    ]);
    const accounts = await call("GET", `${BASE}/accounts/${accountId}`, { cookie: owner.cookie });
    expect(accounts.json().balanceCents).toBe(140_500);
  });

  it("counts only what was posted by the end of an earlier day", async () => {
    // Near the account's opening: added up from the start, not taken back from today's balances.
    const early = await report(`balance-listing?date=${daysAgo(35)}`);
    expect(table(early, "creditors").rows).toEqual([
      { creditor: "Naidoo Family Trust", type: "Client", balance: 100_000 },
    ]);
    expect(summaryValue(early, /^Difference/)).toBe(0);
    const middle = await report(`balance-listing?date=${daysAgo(12)}`);
    expect(summaryValue(middle, /^Trust creditors/)).toBe(121_500);
    expect(summaryValue(middle, /^Trust bank balances/)).toBe(121_500);
  });

  it("writes a PDF and a CSV whose first line is the column headings", async () => {
    expectPdf(
      await call("GET", `${REPORTS}/balance-listing?date=${today}&format=pdf`, { cookie: owner.cookie }),
      new RegExp(`trust-balance-listing-${today}\\.pdf`),
    );
    const files = expectCsvZip(
      await call("GET", `${REPORTS}/balance-listing?date=${today}&format=csv`, { cookie: owner.cookie }),
    );
    const lines = csvIn(files, "-creditors.csv");
    expect(lines[0]).toBe("Trust creditor,Type,Balance");
    expect(lines).toContain("Naidoo Family Trust,Client,900.00");
    expect(lines).toContain("Total trust creditors,,1405.00");
  });

  it("refuses a date that does not exist, saying why", async () => {
    const response = await call("GET", `${REPORTS}/balance-listing?date=2026-02-30`, {
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^date: Date must be a real date/);
  });

  it("shows another firm only its own books", async () => {
    const body = await report(`balance-listing?date=${today}`, outsider.cookie);
    expect(table(body, "creditors").rows).toEqual([]);
    expect(summaryValue(body, /^Trust creditors/)).toBe(0);
  });
});

describe("the other trust reports", () => {
  it("answers the month's three-way reconciliation, 404 for another firm's account", async () => {
    const month = today.slice(0, 7);
    const body = await report(`reconciliation?accountId=${accountId}&month=${month}`);
    expect(body).toMatchObject({ report: "reconciliation", subject: "FNB Trust Current" });
    expect(body.title).toMatch(/Rule 54\.15\.1/);
    expect(summaryValue(body, /^Cash book balance/)).toBe(140_500);
    expect(summaryValue(body, /^Trust creditors in total/)).toBe(140_500);
    expectPdf(
      await call("GET", `${REPORTS}/reconciliation?accountId=${accountId}&month=${month}&format=pdf`, {
        cookie: owner.cookie,
      }),
      new RegExp(`trust-reconciliation-fnb-trust-current-${month}\\.pdf`),
    );
    const foreign = await call("GET", `${REPORTS}/reconciliation?accountId=${accountId}&month=${month}`, {
      cookie: outsider.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("exports a report of several tables as a ZIP of strict CSVs, one a table, named for the report and its period", async () => {
    const month = today.slice(0, 7);
    const response = await call(
      "GET",
      `${REPORTS}/reconciliation?accountId=${accountId}&month=${month}&format=csv`,
      {
        cookie: owner.cookie,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="trust-reconciliation-fnb-trust-current-${month}-csv.zip"`,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toEqual(
      [
        `trust-reconciliation-fnb-trust-current-${month}-unmatched.csv`,
        `trust-reconciliation-fnb-trust-current-${month}-outstanding.csv`,
        `trust-reconciliation-fnb-trust-current-${month}-differences.csv`,
        `trust-reconciliation-fnb-trust-current-${month}-summary.csv`,
      ].sort(),
    );
    for (const name of names)
      expectStrictCsv(strFromU8(files[name] as Uint8Array).replace(/^\uFEFF/, ""), name);
  });

  it("lists the journal's postings with their lines, numbers and who captured them", async () => {
    const body = await report(`journal?accountId=${accountId}&from=${daysAgo(60)}&to=${today}`);
    expect(summaryValue(body, /^Postings/)).toBe(6);
    const rows = table(body, "postings").rows;
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({
      number: 1,
      line: "Cash book",
      in: 100_000,
      capturedBy: "Thandi reports-owner",
    });
    expect(rows[1]).toMatchObject({ number: 1, line: "Naidoo Family Trust", in: 100_000 });
    const csv = expectCsv(
      await call("GET", `${REPORTS}/journal?from=${daysAgo(60)}&to=${today}&format=csv`, {
        cookie: owner.cookie,
      }),
    );
    expect(csv[0]).toMatch(/^No\.,Date,Type,Description/);
    // The PDF prints every matter reference and date whole, never cut to "MAT-202…".
    const pdf = await call(
      "GET",
      `${REPORTS}/journal?accountId=${accountId}&from=${daysAgo(60)}&to=${today}&format=pdf`,
      {
        cookie: owner.cookie,
      },
    );
    expect(pdf.statusCode).toBe(200);
    const printed = (await pdfStrings(pdf.rawPayload)).join("");
    const references = rows
      .map((row) => row.matter)
      .filter((value): value is string => typeof value === "string" && value !== "");
    expect(references.length).toBeGreaterThan(0);
    for (const reference of new Set(references)) expect(printed).toContain(reference);
    expect(printed).not.toContain("…");
    expect(
      (
        await call("GET", `${REPORTS}/journal?accountId=${accountId}&from=${daysAgo(60)}&to=${today}`, {
          cookie: outsider.cookie,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("totals interest credited to the Fund, paid over and still due", async () => {
    const body = await report(`fund-interest?from=${daysAgo(60)}&to=${today}`);
    expect(summaryValue(body, /^Interest credited/)).toBe(1_500);
    expect(summaryValue(body, /^Paid over/)).toBe(1_000);
    expect(body.summary[0]).toMatchObject({
      label: `Due to the Fund on ${formatLongDate(daysAgo(60))}`,
      value: 0,
    });
    expect(body.summary.at(-1)).toMatchObject({
      label: `Due to the Fund on ${formatLongDate(today)}`,
      value: 500,
    });
    expect(table(body, "accounts").rows).toEqual([
      expect.objectContaining({
        account: "FNB Trust Current",
        opening: 0,
        credited: 1_500,
        paid: 1_000,
        due: 500,
      }),
    ]);
  });

  it("registers s86(4) investments, their instruction and the Fund's share", async () => {
    const opened = await call("POST", `${BASE}/accounts`, {
      cookie: owner.cookie,
      payload: {
        name: "Mokoena investment",
        bankName: "absa",
        accountNumber: nextAccountNumber(),
        kind: "s86_4",
        clientId: mokoena.clientId,
        openedOn: daysAgo(3),
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const body = await report("s86-4-register");
    expect(table(body, "accounts").rows).toEqual([
      expect.objectContaining({
        client: "Mokoena Holdings",
        account: "Mokoena investment",
        instruction: "Not on file",
        balance: 0,
        interest: 0,
        fundDue: 0,
      }),
    ]);
    expectPdf(
      await call("GET", `${REPORTS}/s86-4-register?format=pdf`, { cookie: owner.cookie }),
      /s86-4-investment-register-/,
    );
  });

  it("gives the compliance checklist as a PDF, never as a CSV", async () => {
    const body = await report("compliance");
    expect(table(body, "requirements").rows.length).toBeGreaterThan(3);
    expectPdf(
      await call("GET", `${REPORTS}/compliance?format=pdf`, { cookie: owner.cookie }),
      new RegExp(`trust-compliance-report-${today}\\.pdf`),
    );
    const csv = await call("GET", `${REPORTS}/compliance?format=csv`, { cookie: owner.cookie });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().message).toMatch(/format: .*pdf or json/);
  });

  it("lets any member of the firm read the reports", async () => {
    const associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("reports-associate"),
    });
    const body = await report(`balance-listing?date=${today}`, associate.cookie);
    expect(summaryValue(body, /^Trust creditors/)).toBe(140_500);
  });

  it("records each PDF or CSV produced in the audit trail", async () => {
    const rows = await queryRows<{ data: { report: string; format: string } }>(
      testApp.database.db,
      sql`select data from audit_event where firm_id = ${owner.firmId} and action = 'trust.report_generated'`,
    );
    const produced = rows.map((row) => `${row.data.report}.${row.data.format}`);
    expect(produced).toEqual(
      expect.arrayContaining([
        "client-statement.pdf",
        "client-statement.csv",
        "balance-listing.pdf",
        "balance-listing.csv",
        "reconciliation.pdf",
        "journal.csv",
        "s86-4-register.pdf",
        "compliance.pdf",
      ]),
    );
    // The JSON for the screen is not a file taken away, so it leaves no audit row.
    expect(produced.every((entry) => !entry.endsWith(".json"))).toBe(true);
  });
});

describe("a report read again", () => {
  it("is served from the response cache while the books are unchanged, and afresh after a posting", async () => {
    const path = `${REPORTS}/balance-listing?date=${today}`;
    const first = await call("GET", path, { cookie: owner.cookie });
    const again = await call("GET", path, { cookie: owner.cookie });
    expect(again.headers["x-response-cache"]).toBe("hit");
    expect(again.json()).toEqual(first.json());
    const before = Number(summaryValue(first.json(), /^Trust creditors/));

    const receipt = await call("POST", `${BASE}/transactions`, {
      cookie: owner.cookie,
      payload: {
        type: "receipt",
        accountId,
        clientId: mokoena.clientId,
        amountCents: 2_500,
        date: today,
        description: "Further deposit",
        payer: "Mokoena",
      },
    });
    expect(receipt.statusCode, receipt.body).toBe(201);

    const after = await call("GET", path, { cookie: owner.cookie });
    expect(after.headers["x-response-cache"]).toBeUndefined();
    expect(summaryValue(after.json(), /^Trust creditors/)).toBe(before + 2_500);
    // A file is made, and recorded, every time: never served from the cache.
    const csv = await call("GET", `${path}&format=csv`, { cookie: owner.cookie });
    const csvAgain = await call("GET", `${path}&format=csv`, { cookie: owner.cookie });
    expect(csvAgain.headers["x-response-cache"]).toBeUndefined();
    expect(csvAgain.body).toBe(csv.body);
  });
});
