import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_OWNER } from "../support/demo-accounts";
import { makeDocx } from "../support/document-files";
import { sameOriginHeaders } from "../support/same-origin";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

// A consumer agreement (a company and a natural person with an identity number) that runs for 36
// months and names no domicilium: the two problems the journey looks for. The rest is kept clean
// (South African law governs, whole agreement, non-variation) so that both are among the three
// findings the Results card shows.
const GYM_MEMBERSHIP_PARAGRAPHS = [
  "GYM MEMBERSHIP AGREEMENT",
  "between",
  'PROTEA PEAK FITNESS (PTY) LTD, registration number 2019/456789/07 ("the Club")',
  "and",
  'LERATO DLAMINI, identity number 9203150456087 ("the Member")',
  "1. MEMBERSHIP",
  "1.1 The Club grants the Member access to its gymnasium, pool and group classes during opening hours.",
  "2. DURATION",
  "2.1 This Agreement commences on 1 February 2027 and endures for a fixed period of thirty-six (36) months.",
  "3. FEES",
  "3.1 The Member shall pay a monthly membership fee of R450, inclusive of VAT, by debit order on the first day of each month.",
  "4. GOVERNING LAW",
  "4.1 This Agreement is governed by the laws of the Republic of South Africa.",
  "5. WHOLE AGREEMENT",
  "5.1 This Agreement is the whole agreement between the parties.",
  "6. VARIATION",
  "6.1 No variation of this Agreement is of any force unless reduced to writing and signed by both parties.",
  "SIGNED at Johannesburg on 25 January 2027.",
];
const CONTRACT_TYPE = "Gym Membership";
const CPA_SECTION_14 = "Consumer Protection Act 68 of 2008, s 14";
// The finding types are the clause categories' labels (apps/server/src/modules/contract-review/clause-categories.ts).
const DURATION_FINDING = "Duration and term";
const DOMICILIUM_FINDING = "Domicilium citandi et executandi";
/** The job runs in the server process on the local engine: seconds, with room for a slow machine. */
const ANALYSIS_TIMEOUT = 30_000;

test("a lawyer uploads a 36-month gym membership as a DOCX, sees the CPA s 14 and missing domicilium findings, and downloads the report as PDF", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fileName = `protea-peak-gym-membership-${Date.now()}.docx`;
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  // Upload & Analyze: a contract type and the DOCX, chosen as a person would through the file picker.
  await page.goto("/contract-review");
  await expect(page.getByRole("heading", { level: 1, name: "Contract Review" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Upload & Analyze" })).toHaveAttribute("aria-selected", "true");
  const start = page.getByRole("button", { name: "Start Analysis" });
  await expect(start).toBeDisabled();
  await page.getByRole("textbox", { name: "Contract type (optional)" }).fill(CONTRACT_TYPE);
  const fileChooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Contract file" }).click();
  await (await fileChooser).setFiles({
    name: fileName,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(makeDocx(GYM_MEMBERSHIP_PARAGRAPHS)),
  });
  await expect(page.getByText(fileName)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "contract upload");
  await start.click();

  // Queued: the toast, then the Results tab, where the card for this file runs to completion.
  await expect(page.getByText("Analysis Started")).toBeVisible();
  await expect(page).toHaveURL(/\/contract-review\?tab=results$/);
  await expect(page.getByRole("tab", { name: "Analysis Results" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("region", { name: fileName });
  await expect(card.getByRole("heading", { name: "Key findings" })).toBeVisible({
    timeout: ANALYSIS_TIMEOUT,
  });
  await expect(card).toContainText(`${CONTRACT_TYPE} · Analysed`);

  const fixedTerm = card.getByRole("article", { name: DURATION_FINDING });
  await expect(fixedTerm).toContainText("fixed term of 3 years");
  await expect(fixedTerm).toContainText(`Legal reference: ${CPA_SECTION_14}`);
  const domicilium = card.getByRole("article", { name: DOMICILIUM_FINDING });
  await expect(domicilium).toContainText("No such clause in the contract");
  await expect(domicilium).toContainText("The contract has no domicilium citandi et executandi clause.");
  await expectNoSeriousA11yViolations(page, "contract analysis results");

  // The full report: every clause with its category, and the report as a PDF.
  await card.getByRole("link", { name: `View full report: ${fileName}` }).click();
  await expect(page).toHaveURL(/\/contract-review\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: fileName })).toBeVisible();
  const clauses = page.getByRole("list", { name: "Clauses" });
  const durationClause = clauses.getByRole("listitem").filter({ hasText: "thirty-six (36) months" });
  await expect(durationClause).toHaveCount(1);
  await expect(durationClause).toContainText(DURATION_FINDING);
  await expect(page.getByRole("region", { name: /^Findings \(\d+\)$/ })).toContainText(DOMICILIUM_FINDING);
  await expectNoSeriousA11yViolations(page, "contract analysis report");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("after an analysis completes, AI Insights shows the firm's figures with the CPA s 14 finding among the most frequent", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  // Set-up through the API (the upload itself is the journey above): the same contract as pasted text.
  const started = await page.request.post("/api/contract-analyses", {
    headers: sameOriginHeaders(),
    data: {
      contractText: GYM_MEMBERSHIP_PARAGRAPHS.join("\n\n"),
      contractType: CONTRACT_TYPE,
      contractTitle: "Gym membership for the insights",
    },
  });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/contract-analyses/${id}`);
        return ((await response.json()) as { status: string }).status;
      },
      { message: "the analysis completes", timeout: ANALYSIS_TIMEOUT },
    )
    .toBe("completed");

  await page.goto("/contract-review?tab=insights");
  await expect(page.getByRole("tab", { name: "AI Insights" })).toHaveAttribute("aria-selected", "true");
  const analysedCount = page.getByText("Contracts analysed", { exact: true }).locator("xpath=..");
  await expect(analysedCount).toContainText(/\d+/);
  const count = Number((await analysedCount.textContent())?.replace(/\D/g, ""));
  expect(count).toBeGreaterThanOrEqual(1);

  const frequentFindings = page.getByRole("table", { name: "Most frequent findings" });
  // s 14 itself, not its subsections (the demo firm's own analyses also cite s 14(2)(b)(i)).
  const cpaRow = frequentFindings
    .getByRole("row")
    .filter({ hasText: new RegExp(`${CPA_SECTION_14}(?!\\()`) });
  await expect(cpaRow).toHaveCount(1);
  await expect(cpaRow).toContainText(DURATION_FINDING);
  await expect(page.getByRole("table", { name: "By contract type" })).toContainText(CONTRACT_TYPE);
  await expectNoSeriousA11yViolations(page, "contract insights");
});
