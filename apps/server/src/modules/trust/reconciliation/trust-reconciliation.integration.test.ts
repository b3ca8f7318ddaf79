import { decodeStatementFile, lastDayOfMonth, nextMonth, todayInSouthAfrica } from "@inkundla/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSignedInStaffMember } from "../../../testing/firm-people.ts";
import { type FirmOwner, registerFirmOwner, uniqueAddress } from "../../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../../testing/test-app.ts";
import { lastYearEnd } from "../compliance/index.ts";
import { insertTrustClient, nextAccountNumber } from "../trust-test-fixtures.ts";

let testApp: TestApp;
let call: Caller;
let owner: FirmOwner;
let outsider: FirmOwner;
let client: Awaited<ReturnType<typeof insertTrustClient>>;
let accountId: string;

const BASE = "/api/trust-accounting";
/** Last month: over, so it can be signed off. */
const month = (() => {
  const today = todayInSouthAfrica();
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  return first.toISOString().slice(0, 7);
})();
const day = (dd: string) => `${month}-${dd}`;
const compact = (date: string) => date.replaceAll("-", "");

/** An ABSA export: Date (YYYYMMDD), Description, Amount, Balance. */
const absaStatement = [
  "Date,Description,Amount,Balance",
  `${compact(day("05"))},ACB CREDIT NAIDOO DEPOSIT,1000.00,1000.00`,
  `${compact(day("12"))},DIGITAL PAYMENT SARS TRANSFER DUTY,-400.00,600.00`,
  `${compact(day("14"))},NOTIFIC FEE SMS,0.00,600.00`,
  `${compact(day("28"))},MONTHLY ACC FEE,-50.00,550.00`,
].join("\n");

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  owner = await registerFirmOwner(testApp, "recon-owner");
  outsider = await registerFirmOwner(testApp, "recon-outsider");
  client = await insertTrustClient(testApp.database.db, owner.firmId, "Naidoo Family Trust");
  const opened = await call("POST", `${BASE}/accounts`, {
    cookie: owner.cookie,
    payload: {
      name: "ABSA Trust",
      bankName: "absa",
      accountNumber: nextAccountNumber(),
      openedOn: day("01"),
    },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  accountId = opened.json().id;
  const posted = [
    {
      type: "receipt",
      clientId: client.clientId,
      amountCents: 100_000,
      date: day("05"),
      description: "Deposit",
      reference: "MAT-1",
    },
    {
      type: "payment",
      clientId: client.clientId,
      amountCents: 40_000,
      date: day("10"),
      description: "Transfer duty",
      payee: "SARS",
    },
  ];
  for (const payload of posted) {
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

function reconciliation(cookie = owner.cookie) {
  return call("GET", `${BASE}/reconciliations?accountId=${accountId}&month=${month}`, { cookie });
}

function importAbsa(content = absaStatement, cookie = owner.cookie) {
  return call("POST", `${BASE}/statements`, {
    cookie,
    payload: { accountId, fileName: "absa.csv", format: "csv", preset: "absa", content },
  });
}

describe("three-way reconciliation", () => {
  it("does not balance before a statement is imported, and says so", async () => {
    const response = await reconciliation();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      statementClosingCents: null,
      cashBookCents: 60_000,
      ledgerTotalCents: 60_000,
      balanced: false,
      monthOver: true,
      signedOff: null,
    });
    expect(response.json().differences[0].description).toMatch(/No bank statement imported/);
  });

  it("imports an ABSA statement, skips zero rows, matches the clear lines and never imports a line twice", async () => {
    const first = await importAbsa();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      lineCount: 3,
      newLineCount: 3,
      duplicateCount: 0,
      skippedZeroRows: 1,
      autoMatched: 2,
    });
    const again = await importAbsa();
    expect(again.json()).toMatchObject({ lineCount: 3, newLineCount: 0, duplicateCount: 3, autoMatched: 0 });
    const lines = await call("GET", `${BASE}/statements/lines?accountId=${accountId}`, {
      cookie: owner.cookie,
    });
    expect(lines.json()).toHaveLength(3);
    expect(
      lines.json().filter((line: { matchMethod: string | null }) => line.matchMethod === "auto"),
    ).toHaveLength(2);
  });

  it("refuses a file with an unreadable row whole, naming the row", async () => {
    const broken = `${absaStatement}\n${compact(day("29"))},BROKEN,12.345,1.00`;
    const response = await importAbsa(broken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Nothing was imported.*Row 6/);
  });

  it("lists the bank charge the books lack as a difference and will not sign off", async () => {
    const response = await reconciliation();
    const body = response.json();
    expect(body).toMatchObject({
      statementClosingCents: 55_000,
      reconciledBankCents: 55_000,
      cashBookCents: 60_000,
      balanced: false,
    });
    expect(body.unmatchedStatementLines).toEqual([
      expect.objectContaining({ description: "MONTHLY ACC FEE", amountCents: -5_000 }),
    ]);
    expect(body.differences).toContainEqual(expect.objectContaining({ amountCents: -5_000 }));
    const refused = await call("POST", `${BASE}/reconciliations/sign-off`, {
      cookie: owner.cookie,
      payload: { accountId, month },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("not_balanced");
  });

  it("balances once the charge is captured from its statement line, with an outstanding deposit adjusting the bank", async () => {
    const deposit = await call("POST", `${BASE}/transactions`, {
      cookie: owner.cookie,
      payload: {
        type: "receipt",
        party: "firm",
        accountId,
        amountCents: 10_000,
        date: day("27"),
        description: "Firm funds for bank charges",
      },
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const lines = await call("GET", `${BASE}/statements/lines?accountId=${accountId}&matched=false`, {
      cookie: owner.cookie,
    });
    const fee = lines.json()[0];
    const charge = await call("POST", `${BASE}/transactions`, {
      cookie: owner.cookie,
      payload: {
        type: "bank_charge",
        accountId,
        amountCents: 5_000,
        date: day("28"),
        description: "Monthly account fee",
        statementLineId: fee.id,
      },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const body = (await reconciliation()).json();
    expect(body).toMatchObject({
      statementClosingCents: 55_000,
      reconciledBankCents: 65_000,
      cashBookCents: 65_000,
      ledgerTotalCents: 65_000,
      ledgerBreakdown: { clientsCents: 60_000, fundCents: 0, firmCents: 5_000 },
      balanced: true,
      differences: [],
    });
    expect(body.outstandingEntries).toEqual([expect.objectContaining({ amountCents: 10_000 })]);
  });

  it("refuses matching lines of different amounts and lines of another firm", async () => {
    const lines = (
      await call("GET", `${BASE}/statements/lines?accountId=${accountId}`, { cookie: owner.cookie })
    ).json();
    const matched = lines.find((line: { amountCents: number }) => line.amountCents === 100_000);
    const outsiderTry = await call("DELETE", `${BASE}/statements/lines/${matched.id}/match`, {
      cookie: outsider.cookie,
    });
    expect(outsiderTry.statusCode).toBe(404);
    const outsiderView = await reconciliation(outsider.cookie);
    expect(outsiderView.statusCode).toBe(404);
    const outsiderImport = await importAbsa(absaStatement, outsider.cookie);
    expect(outsiderImport.statusCode).toBe(404);
  });

  it("lets only a partner sign off, then locks the month against postings and unmatching", async () => {
    const associate = await addSignedInStaffMember(testApp.app, testApp.database.db, {
      firmId: owner.firmId,
      email: uniqueAddress("recon-associate"),
    });
    const byAssociate = await call("POST", `${BASE}/reconciliations/sign-off`, {
      cookie: associate.cookie,
      payload: { accountId, month },
    });
    expect(byAssociate.statusCode).toBe(403);
    const signed = await call("POST", `${BASE}/reconciliations/sign-off`, {
      cookie: owner.cookie,
      payload: { accountId, month },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().signedOff).toMatchObject({ byUserId: owner.userId });
    const account = await call("GET", `${BASE}/accounts/${accountId}`, { cookie: owner.cookie });
    expect(account.json().lastReconciled).toBe(lastDayOfMonth(month));

    const backdated = await call("POST", `${BASE}/transactions`, {
      cookie: owner.cookie,
      payload: {
        type: "receipt",
        accountId,
        clientId: client.clientId,
        amountCents: 100,
        date: day("15"),
        description: "Late",
      },
    });
    expect(backdated.statusCode).toBe(409);
    expect(backdated.json().code).toBe("month_locked");
    const lines = (
      await call("GET", `${BASE}/statements/lines?accountId=${accountId}`, { cookie: owner.cookie })
    ).json();
    const unmatch = await call("DELETE", `${BASE}/statements/lines/${lines[0].id}/match`, {
      cookie: owner.cookie,
    });
    expect(unmatch.statusCode).toBe(409);
    const twice = await call("POST", `${BASE}/reconciliations/sign-off`, {
      cookie: owner.cookie,
      payload: { accountId, month },
    });
    expect(twice.statusCode).toBe(409);
    const early = await call("POST", `${BASE}/reconciliations/sign-off`, {
      cookie: owner.cookie,
      payload: { accountId, month: nextMonth(month) },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("month_not_over");
  });
});

describe("compliance", () => {
  type Requirement = { requirement: string; compliant: boolean; detail: string; rule: string };
  const find = async (pattern: RegExp): Promise<Requirement> => {
    const response = await call("GET", `${BASE}/compliance`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    const requirement = response
      .json()
      .requirements.find((item: Requirement) => pattern.test(item.requirement));
    expect(requirement, `no requirement matching ${pattern}`).toBeDefined();
    return requirement;
  };

  it("computes each requirement from the books, citing its rule", async () => {
    expect(await find(/three-way reconciliation/)).toMatchObject({
      compliant: true,
      rule: expect.stringMatching(/54\.10/),
    });
    expect(await find(/in debit/)).toMatchObject({ compliant: true, rule: "LPC Rule 54.14.9" });
    expect(await find(/deficit/)).toMatchObject({
      compliant: true,
      detail: expect.stringMatching(/R\s650,00/),
    });
    expect(await find(/s86\(4\)/)).toMatchObject({ compliant: true });
  });

  it("turns the Fidelity Fund certificate and the audit report green once they are recorded", async () => {
    const year = Number(todayInSouthAfrica().slice(0, 4));
    expect((await find(/Fidelity Fund certificate/)).compliant).toBe(false);
    const recorded = await call("POST", `${BASE}/fidelity-certificates`, {
      cookie: owner.cookie,
      payload: { year, certificateNumber: "FFC-2026-00123" },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(await find(/Fidelity Fund certificate/)).toMatchObject({
      compliant: true,
      detail: expect.stringMatching(/FFC-2026-00123/),
    });

    const yearEnd = lastYearEnd(todayInSouthAfrica(), 2);
    const lodged = await call("POST", `${BASE}/audit-reports`, {
      cookie: owner.cookie,
      payload: { yearEnd, lodgedOn: todayInSouthAfrica(), auditor: "Mokoena & Partners Inc." },
    });
    expect(lodged.statusCode, lodged.body).toBe(201);
    expect(await find(/audit report/)).toMatchObject({
      compliant: true,
      detail: expect.stringMatching(/was lodged/),
    });
  });

  it("counts interest due to the Fund as due, not late, before the end of the next month", async () => {
    const interest = await call("POST", `${BASE}/transactions`, {
      cookie: owner.cookie,
      payload: {
        type: "interest",
        accountId,
        amountCents: 1_234,
        date: todayInSouthAfrica(),
        description: "Interest",
      },
    });
    expect(interest.statusCode, interest.body).toBe(201);
    expect(await find(/Fidelity Fund paid/)).toMatchObject({
      compliant: true,
      detail: expect.stringMatching(/R\s12,34 is due/),
    });
  });

  it("keeps the financial year end and lists the trust audit trail, newest first", async () => {
    const updated = await call("PUT", `${BASE}/settings`, {
      cookie: owner.cookie,
      payload: { financialYearEndMonth: 6 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().financialYearEndMonth).toBe(6);
    const bad = await call("PUT", `${BASE}/settings`, {
      cookie: owner.cookie,
      payload: { financialYearEndMonth: 13 },
    });
    expect(bad.statusCode).toBe(400);
    const trail = await call("GET", `${BASE}/audit-trail?limit=50`, { cookie: owner.cookie });
    expect(trail.statusCode).toBe(200);
    const summaries = trail.json().map((event: { summary: string }) => event.summary);
    expect(summaries[0]).toBe("Changed the financial year end");
    expect(summaries).toContain(`Signed off ABSA Trust for ${month}`);
    const outsiderTrail = await call("GET", `${BASE}/audit-trail`, { cookie: outsider.cookie });
    expect(outsiderTrail.json()).toEqual([]);
  });
});

describe("a statement exported in Windows-1252", () => {
  it("is stored as written once read as the browser reads it, and a running balance that does not add up is reported", async () => {
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "ENCODING:USASCII",
      "CHARSET:1252",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>ZAR<BANKTRANLIST>",
      `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${compact(day("20"))}<TRNAMT>-45.00<FITID>w1252-1<NAME>Café Müller Cape Town</STMTTRN>`,
      "</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\n");
    const bytes = Uint8Array.from(Array.from(ofx, (character) => character.charCodeAt(0)));
    const { text, encoding } = decodeStatementFile(bytes);
    expect(encoding).toBe("windows-1252");
    const imported = await call("POST", `${BASE}/statements`, {
      cookie: owner.cookie,
      payload: { accountId, fileName: "cafe.ofx", format: "ofx", content: text },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const lines = await call("GET", `${BASE}/statements/lines?accountId=${accountId}`, {
      cookie: owner.cookie,
    });
    const descriptions = lines.json().map((line: { description: string }) => line.description);
    expect(descriptions.join("|")).toMatch(/Café Müller Cape Town/i);
    expect(descriptions.join("|")).not.toContain("\ufffd");

    const gap = await call("POST", `${BASE}/statements`, {
      cookie: owner.cookie,
      payload: {
        accountId,
        fileName: "gap.csv",
        format: "csv",
        preset: "absa",
        content: [
          "Date,Description,Amount,Balance",
          `${compact(day("21"))},DEPOSIT ONE,100.00,1100.00`,
          `${compact(day("22"))},DEPOSIT TWO,100.00,1300.00`,
        ].join("\n"),
      },
    });
    expect(gap.statusCode, gap.body).toBe(201);
    expect(gap.json().warnings).toEqual([
      expect.stringMatching(/^Row 3: the balance R\s1\s300,00 does not follow from R\s1\s100,00/),
    ]);
  });
});
