import { readFileSync } from "node:fs";
import type { TContractAnalysis, TContractAnalysisReport } from "@inkundla/shared";
import { sql } from "drizzle-orm";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/db.ts";
import { makeDocx, makePdf, multipartForm } from "../../testing/document-files.ts";
import { type FirmOwner, registerFirmOwner } from "../../testing/staff-fixtures.ts";
import { type Caller, callerFor, createTestApp, type TestApp } from "../../testing/test-app.ts";
import { GYM_MEMBERSHIP, INSTRUCTION_IN_CONTRACT } from "./contract-test-texts.ts";

const BASE = "/api/contract-analyses";
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let testApp: TestApp;
let call: Caller;
let firm: FirmOwner;
let otherFirm: FirmOwner;

beforeAll(async () => {
  testApp = await createTestApp({ LOGIN_LIMIT_PER_IP: "1000" });
  call = callerFor(testApp.app);
  firm = await registerFirmOwner(testApp, "contract-review");
  otherFirm = await registerFirmOwner(testApp, "contract-review-other");
}, 60_000);
afterAll(async () => {
  await testApp?.close();
});

function upload(cookie: string, form: Parameters<typeof multipartForm>[0]) {
  const body = multipartForm(form);
  return testApp.app.inject({
    method: "POST",
    url: BASE,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

async function analysed(id: string, cookie = firm.cookie): Promise<TContractAnalysisReport> {
  await testApp.runJobs();
  const response = await call("GET", `${BASE}/${id}`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function submitText(contractText: string, extra: Record<string, string> = {}): Promise<string> {
  const response = await call("POST", BASE, { cookie: firm.cookie, payload: { contractText, ...extra } });
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toEqual({ id: expect.any(String), status: "queued" });
  return response.json().id;
}

async function analysisCount(firmId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    testApp.database.db,
    sql`select count(*)::int as count from contract_analysis where firm_id = ${firmId}`,
  );
  return row?.count ?? 0;
}

describe("a pasted contract", () => {
  it("is queued, then analysed by the job: clauses, the CPA s 14 and domicilium findings, scores", async () => {
    const id = await submitText(GYM_MEMBERSHIP, { contractType: "Gym membership" });
    const queued = (await call("GET", BASE, { cookie: firm.cookie })).json() as TContractAnalysis[];
    expect(queued.find((analysis) => analysis.id === id)).toBeDefined();

    const report = await analysed(id);
    expect(report).toMatchObject({
      status: "completed",
      stage: null,
      error: null,
      contractType: "Gym membership",
      contractTitle: expect.stringMatching(/^Text Contract - /),
      engine: "Rule-based analysis — no language model configured",
    });
    const ids = report.keyFindings.map((finding) => finding.id);
    expect(ids).toEqual(expect.arrayContaining(["cpa-s14-fixed-term", "domicilium-missing"]));
    const fixedTerm = report.keyFindings.find((finding) => finding.id === "cpa-s14-fixed-term")!;
    expect(fixedTerm).toMatchObject({
      severity: "high",
      legalReference: "Consumer Protection Act 68 of 2008, s 14",
      source: "rules",
      clauseLocation: expect.stringContaining("2.1"),
    });
    expect(fixedTerm.clause).toContain("thirty-six (36) months");
    expect(report.riskScore).toBeGreaterThan(50);
    expect(report.summary).toMatchObject({
      totalClauses: report.clauses.length,
      riskyClausesCount: expect.any(Number),
      complianceScore: expect.any(Number),
      aiConfidence: expect.any(Number),
    });
    expect(report.summary!.aiConfidence).toBeGreaterThan(0);
    const governing = report.clauses.find((clause) => clause.text.includes("laws of the Republic"));
    expect(governing?.categories).toContainEqual({
      id: "governing-law",
      label: "Governing Law",
      source: "rules",
    });
  });

  it("gives the same contract the same findings and score every time", async () => {
    const first = await analysed(await submitText(GYM_MEMBERSHIP));
    const second = await analysed(await submitText(GYM_MEMBERSHIP));
    expect(second.riskScore).toBe(first.riskScore);
    expect(second.keyFindings).toEqual(first.keyFindings);
  });

  it("is not swayed by text telling the AI to rate it 0 risk", async () => {
    const report = await analysed(await submitText(INSTRUCTION_IN_CONTRACT));
    expect(report.riskScore).toBeGreaterThan(0);
    expect(report.keyFindings.map((finding) => finding.id)).toContain("cpa-s14-fixed-term");
  });
});

describe("uploaded files", () => {
  it("reads a TXT, a DOCX, a PDF and a Word 97 DOC contract, titled by the file's name", async () => {
    const files = [
      // Made once with LibreOffice from fixtures/gym-membership.txt (fixtures/NOTE.md): no npm package writes .doc.
      {
        name: "membership.doc",
        bytes: new Uint8Array(readFileSync(new URL("./fixtures/gym-membership.doc", import.meta.url))),
      },
      { name: "membership.txt", bytes: strToU8(GYM_MEMBERSHIP) },
      { name: "membership.docx", bytes: makeDocx(GYM_MEMBERSHIP.split("\n")) },
      { name: "membership.pdf", bytes: await makePdf([GYM_MEMBERSHIP.split("\n\n")]) },
    ];
    for (const file of files) {
      const response = await upload(firm.cookie, {
        fields: { contractType: "Membership" },
        files: [{ field: "contract", ...file }],
      });
      expect(response.statusCode, response.body).toBe(202);
      const report = await analysed(response.json().id);
      expect(report, file.name).toMatchObject({
        status: "completed",
        contractTitle: file.name,
        fileName: file.name,
      });
      expect(
        report.keyFindings.map((finding) => finding.id),
        file.name,
      ).toContain("cpa-s14-fixed-term");
    }
  });

  it("lets a file win over pasted text", async () => {
    const response = await upload(firm.cookie, {
      fields: { contractText: INSTRUCTION_IN_CONTRACT },
      files: [{ field: "contract", name: "gym.txt", bytes: strToU8(GYM_MEMBERSHIP) }],
    });
    const report = await analysed(response.json().id);
    expect(report.clauses.some((clause) => clause.text.includes("SUNRISE FITNESS"))).toBe(true);
    expect(report.clauses.some((clause) => clause.text.includes("NOTE TO THE AI"))).toBe(false);
  });

  it("ends a scanned PDF, an encrypted PDF, a ZIP posing as Word and a damaged Word file with a readable reason", async () => {
    const cases = [
      { name: "scan.pdf", bytes: await makePdf([["x"]], { isScan: true }), reason: /only images of pages/ },
      {
        name: "locked.pdf",
        bytes: await makePdf([["Secret terms"]], { userPassword: "s3cret" }),
        reason: /protected with a password/,
      },
      {
        name: "photos.docx",
        bytes: zipSync({ "photo.txt": strToU8("not a document") }),
        reason: /not a contract we can read/,
      },
      {
        name: "old.doc",
        bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3, 4]),
        reason: /Word document could not be read/,
      },
    ];
    for (const file of cases) {
      const response = await upload(firm.cookie, { files: [{ field: "contract", ...file }] });
      expect(response.statusCode, `${file.name}: ${response.body}`).toBe(202);
      const report = await analysed(response.json().id);
      expect(report.status, file.name).toBe("failed");
      expect(report.error, file.name).toMatch(file.reason);
      expect(report.keyFindings).toEqual([]);
      expect(report.riskScore).toBeNull();
    }
  });
});

describe("refused at the door, with nothing stored", () => {
  it("answers 400 with the spec's messages for no contract, a wrong type, an empty or a too large file", async () => {
    const before = await analysisCount(firm.firmId);
    const noContract = await call("POST", BASE, { cookie: firm.cookie, payload: { contractText: "   " } });
    expect(noContract.statusCode).toBe(400);
    expect(noContract.json().message).toBe("Please upload a file or paste contract text.");
    const emptyForm = await upload(firm.cookie, { fields: { contractType: "Lease" } });
    expect(emptyForm.json().message).toBe("Please upload a file or paste contract text.");

    const image = await upload(firm.cookie, {
      files: [{ field: "contract", name: "contract.pdf", bytes: PNG_BYTES }],
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toBe("Please upload a PDF, Word document, or text file.");

    const empty = await upload(firm.cookie, {
      files: [{ field: "contract", name: "empty.txt", bytes: new Uint8Array() }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);

    const large = await upload(firm.cookie, {
      files: [
        { field: "contract", name: "huge.txt", bytes: new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61) },
      ],
    });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe("Please upload a file smaller than 10MB.");

    const badType = await call("POST", BASE, {
      cookie: firm.cookie,
      payload: { contractText: GYM_MEMBERSHIP, contractType: "x".repeat(101) },
    });
    expect(badType.statusCode).toBe(400);
    expect(await analysisCount(firm.firmId)).toBe(before);
  });

  it("refuses another firm's matter (404) and a request without a session (401)", async () => {
    const [matter] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from matter where firm_id = ${otherFirm.firmId} limit 1`,
    );
    if (matter) {
      const response = await call("POST", BASE, {
        cookie: firm.cookie,
        payload: { contractText: GYM_MEMBERSHIP, matterId: matter.id },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await call("POST", BASE, { payload: { contractText: GYM_MEMBERSHIP } })).statusCode).toBe(401);
    expect((await call("GET", BASE)).statusCode).toBe(401);
  });
});

describe("the firm's own", () => {
  it("keeps each firm's analyses, reports and insights to itself", async () => {
    const id = await submitText(GYM_MEMBERSHIP);
    await testApp.runJobs();
    for (const path of [`${BASE}/${id}`, `${BASE}/${id}/report.pdf`, `${BASE}/${id}/report.docx`]) {
      expect((await call("GET", path, { cookie: otherFirm.cookie })).statusCode, path).toBe(404);
    }
    expect((await call("GET", `${BASE}/not-an-id`, { cookie: firm.cookie })).statusCode).toBe(404);
    const otherList = await call("GET", BASE, { cookie: otherFirm.cookie });
    expect(otherList.json()).toEqual([]);
    expect(otherList.headers["x-total-count"]).toBe("0");
    const otherInsights = await call("GET", `${BASE}/insights`, { cookie: otherFirm.cookie });
    expect(otherInsights.json()).toMatchObject({
      analysedCount: 0,
      averageRiskScore: null,
      riskyClauseTypes: [],
    });
  });
});

describe("reports and insights", () => {
  it("downloads the full report as a PDF and a Word document, only once the analysis has completed", async () => {
    const id = await submitText(GYM_MEMBERSHIP, { contractTitle: "Sunrise membership" });
    const early = await call("GET", `${BASE}/${id}/report.pdf`, { cookie: firm.cookie });
    expect(early.statusCode).toBe(409);
    await testApp.runJobs();
    const pdf = await call("GET", `${BASE}/${id}/report.pdf`, { cookie: firm.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain("contract-review-sunrise-membership.pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const docx = await call("GET", `${BASE}/${id}/report.docx`, { cookie: firm.cookie });
    expect(docx.statusCode).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(docx.rawPayload))["word/document.xml"]!);
    expect(xml).toContain("Consumer Protection Act 68 of 2008, s 14");
    expect(xml).toContain("thirty-six (36) months");
  });

  it("counts the firm's risky clause types, findings, contract types and months from its analyses", async () => {
    const insights = (await call("GET", `${BASE}/insights`, { cookie: firm.cookie })).json();
    expect(insights.analysedCount).toBeGreaterThanOrEqual(5);
    expect(insights.averageRiskScore).toBeGreaterThan(0);
    const fixedTerm = insights.frequentFindings.find(
      (entry: { id: string }) => entry.id === "cpa-s14-fixed-term",
    );
    expect(fixedTerm).toMatchObject({ legalReference: "Consumer Protection Act 68 of 2008, s 14" });
    expect(fixedTerm.count).toBeGreaterThanOrEqual(5);
    expect(insights.byContractType.map((entry: { contractType: string }) => entry.contractType)).toContain(
      "Gym membership",
    );
    expect(insights.overTime).toHaveLength(1);
  });
});

describe("POST /api/ai/analyze-document", () => {
  it("answers at once with the risk, the issues and the recommendations", async () => {
    const response = await call("POST", "/api/ai/analyze-document", {
      cookie: firm.cookie,
      payload: { documentText: GYM_MEMBERSHIP },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.riskAssessment).toMatch(/^High risk \(\d+\/100\): /);
    expect(answer.issues.map((issue: { id: string }) => issue.id)).toContain("domicilium-missing");
    expect(answer.recommendations.length).toBeGreaterThan(0);
    expect(answer.engine).toBe("Rule-based analysis — no language model configured");
  });

  it("sends text over 50,000 characters to Contract review, and refuses blank text", async () => {
    const long = await call("POST", "/api/ai/analyze-document", {
      cookie: firm.cookie,
      payload: { documentText: "a".repeat(50_001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Contract review/);
    const blank = await call("POST", "/api/ai/analyze-document", {
      cookie: firm.cookie,
      payload: { documentText: " " },
    });
    expect(blank.statusCode).toBe(400);
  });
});
