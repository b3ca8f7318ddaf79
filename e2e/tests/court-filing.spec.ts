import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_OWNER } from "../support/demo-accounts";
import { makePdf } from "../support/document-files";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const MATTER = "Breach of transport contract";

test("a lawyer prepares a filing bundle for a matter, downloads it, records it as filed with the court's reference, and the overview counts it as filed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const caseNumber = `${Math.floor(10_000 + Math.random() * 89_999)}/2026`;
  const reference = `CL-${Date.now()}`;
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);
  const before = await (await page.request.get("/api/court-filing/overview")).json();

  // Electronic Filings: submit stays disabled until a court level is chosen.
  await page.goto("/court-filing?tab=filings");
  await expect(page.getByRole("heading", { level: 1, name: "Court Filing" })).toBeVisible();
  const form = page.getByRole("form", { name: "Prepare a court filing" });
  const submit = form.getByRole("button", { name: "Submit Filing" });
  await expect(submit).toBeDisabled();
  await form.getByRole("combobox", { name: /^Matter/ }).fill("Breach of transport");
  await page.getByRole("option", { name: new RegExp(MATTER) }).click();
  await form.getByRole("combobox", { name: "Court level" }).click();
  await page.getByRole("option", { name: "High Court (CaseLines)" }).click();
  await expect(submit).toBeEnabled();
  await form.getByRole("textbox", { name: /^Case number/ }).fill(caseNumber);
  await form.getByRole("combobox", { name: "Document type" }).click();
  await page.getByRole("option", { name: "Notice of Motion" }).click();
  await form.locator('input[type="file"]').setInputFiles({
    name: "Notice of motion.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makePdf([["Notice of motion"], ["Relief sought"]])),
  });
  await expectNoSeriousA11yViolations(page, "court filing form");
  await submit.click();
  await expect(page.getByText("Filing Submitted")).toBeVisible();

  // The prepared filing: its bundle (index + 2 pages), the documents and the fields to copy.
  const dialog = page.getByRole("dialog", { name: `Case ${caseNumber}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("table", { name: "Documents in the bundle" })).toContainText(
    "Notice of motion.pdf",
  );
  await expect(dialog.getByRole("table", { name: "Fields to copy" })).toContainText(caseNumber);
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: /Download bundle \(3 pages\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/bundle\.pdf$/);
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  // Uploaded by hand to CaseLines; the court's reference is recorded here.
  const record = dialog.getByRole("form", { name: "Record the court's answer" });
  await record.getByRole("textbox", { name: /^Court's reference/ }).fill(reference);
  await record.getByRole("button", { name: "Record" }).click();
  await expect(page.getByText("Filing Updated")).toBeVisible();
  await expect(dialog.getByText(`reference ${reference}`)).toBeVisible();
  await page.keyboard.press("Escape");

  // The overview counts it as filed.
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByRole("group", { name: "Filed" })).toContainText(String(before.filed + 1));
  await expect(page.getByRole("group", { name: "Filings" })).toContainText(String(before.total + 1));
  await expectNoSeriousA11yViolations(page, "court filing overview");
});
