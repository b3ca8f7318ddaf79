import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import mammoth from "mammoth";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_OWNER } from "../support/demo-accounts";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const MATTER = "Breach of transport contract";

test("a lawyer generates a letter of demand for a matter, edits it in the word processor, keeps two versions, exports a DOCX that opens, and finds it on the matter", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const edit = `Edited in the journey ${Date.now()}.`;
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  // Templates: the built-in letter of demand, chosen for Generate.
  await page.goto("/document-automation");
  await expect(page.getByRole("heading", { level: 1, name: "Document Automation" })).toBeVisible();
  await page.getByRole("button", { name: "Use template Letter of demand", exact: true }).click();
  await expect(page.getByRole("tab", { name: "Generate", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // Generate for the demo firm's transport matter (which brings its client); anything the records
  // lack is asked for before generating, so the letter never holds a blank.
  const form = page.getByRole("form", { name: "Generate a document" });
  await form.getByRole("combobox", { name: "Matter (optional)" }).fill("Breach of transport");
  await page.getByRole("option", { name: new RegExp(MATTER) }).click();
  await form
    .getByRole("textbox", { name: "Additional details" })
    .fill("R 184 250,00 for goods lost in transit on 14 August 2026.");
  const check = form.getByRole("region", { name: "Merge fields check" });
  const generate = form.getByRole("button", { name: "Generate Document" });
  await expect(async () => {
    for (const box of await check.getByRole("textbox").all()) {
      if ((await box.inputValue()) === "") await box.fill("Supplied in the journey");
    }
    await expect(generate).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, "document generation");
  await generate.click();
  await expect(page.getByText("Document Generated")).toBeVisible();
  const generated = page.getByRole("article", { name: /generated text/ });
  await expect(generated).toContainText("R 184 250,00");
  await expect(generated).not.toContainText("{{");

  // Open it in the word processor, add a line and save: version 2.
  await page.getByRole("link", { name: "Open in editor" }).first().click();
  await expect(page).toHaveURL(/\/legal-word-processor\?tab=editor&document=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Version 1")).toBeVisible();
  const content = page.getByRole("textbox", { name: "Document content" });
  await content.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(edit);
  await page.getByRole("group", { name: "Document actions" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Document Updated")).toBeVisible();
  await expect(page.getByLabel("Version 2")).toBeVisible();
  const title = await page.getByRole("textbox", { name: "Document title" }).inputValue();
  await expectNoSeriousA11yViolations(page, "word processor editor");

  // Both versions are kept.
  await page.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("list", { name: "Saved versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(2);
  await page.keyboard.press("Escape");

  // The DOCX export is a Word file a DOCX reader opens, with the edit in it.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export DOCX" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const docx = await readFile(await download.path());
  const { value: text } = await mammoth.extractRawText({ buffer: docx });
  expect(text).toContain(edit);
  expect(text).toContain("R 184 250,00");

  // The matter's Documents tab lists it.
  await page.goto("/practice?tab=matters");
  await page.getByRole("link", { name: MATTER }).first().click();
  await expect(page).toHaveURL(/\/practice\/matters\//);
  await page.getByRole("tab", { name: "Documents" }).click();
  await expect(
    page.getByRole("table", { name: "The matter's documents" }).getByRole("link", { name: title }),
  ).toBeVisible();
});
