import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_OWNER } from "../support/demo-accounts";
import { makePdf } from "../support/document-files";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

/** A cell of the grid, found by its reference at the start of its accessible name ("B7, R 0,00"). */
function gridCell(page: Page, reference: string) {
  return page.getByRole("gridcell", { name: new RegExp(`^${reference}(,|$)`) });
}

/** Types into a cell as a person does: select it, type, Enter. */
async function typeIntoCell(page: Page, reference: string, text: string) {
  await gridCell(page, reference).click();
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/** Every page's text, as a PDF reader extracts it. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await document.destroy();
  return pages;
}

test.beforeEach(async ({ page }) => {
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);
});

test("a lawyer works out mora interest from the debt template: changing the capital recalculates the interest and total, and the XLSX export keeps the formulas", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Mora interest ${Date.now()}`;
  await page.goto("/legal-spreadsheets?tab=templates");
  await expect(page.getByRole("heading", { level: 1, name: "Legal Spreadsheets" })).toBeVisible();
  await page.getByRole("button", { name: "Use template: Debt with mora interest" }).click();
  await expect(page.getByRole("tab", { name: "Create New" })).toHaveAttribute("aria-selected", "true");
  const form = page.getByRole("form", { name: "Create a spreadsheet" });
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("button", { name: "Create Spreadsheet" }).click();
  await expect(page.getByText("Spreadsheet Created")).toBeVisible();
  await page.getByRole("button", { name: `Open ${title}` }).click();
  await expect(page.getByRole("grid")).toBeVisible();

  // Fixed dates and rate, so the figures are known: 181 days at 11.75 % on R 100 000.
  await typeIntoCell(page, "B2", "100000");
  await typeIntoCell(page, "B3", "2026-01-01");
  await typeIntoCell(page, "B4", "2026-07-01");
  await typeIntoCell(page, "B5", "11.75%");
  await expect(gridCell(page, "B6")).toHaveAccessibleName(/^B6, 181\b/);
  await expect(gridCell(page, "B7")).toHaveAccessibleName(/R\s5\s826,71/);
  await expect(gridCell(page, "B9")).toHaveAccessibleName(/R\s105\s826,71/);

  // Change the capital: the interest and the total follow at once.
  await typeIntoCell(page, "B2", "200000");
  await expect(gridCell(page, "B7")).toHaveAccessibleName(/R\s11\s653,42/);
  await expect(gridCell(page, "B9")).toHaveAccessibleName(/R\s211\s653,42/);
  await page
    .getByRole("group", { name: "Spreadsheet actions" })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByLabel(/^Version [2-9]/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "spreadsheet editor");

  // The XLSX keeps the inputs, the formulas with their results, and the rand format.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export XLSX" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const file = await readFile(await download.path());
  await workbook.xlsx.load(
    file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0];
  expect(sheet?.getCell("B2").value).toBe(200_000);
  const interest = sheet?.getCell("B7").value as { formula: string; result: number };
  expect(interest.formula).toBe("ROUND(B2*B5*B6/365,2)");
  expect(interest.result).toBeCloseTo(11_653.42, 2);
  expect(sheet?.getCell("B9").numFmt).toContain('"R"');
});

test("a lawyer makes a deck from the court argument template, moves a slide and presents it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Argument ${Date.now()}`;
  await page.goto("/legal-presentations?tab=templates");
  await expect(page.getByRole("heading", { level: 1, name: "Legal Presentations" })).toBeVisible();
  await page.getByRole("button", { name: "Use template: Court Argument Outline" }).click();
  const form = page.getByRole("form", { name: "Create a presentation" });
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("button", { name: "Create Presentation" }).click();
  await expect(page.getByText("Presentation Created")).toBeVisible();
  await page.getByRole("button", { name: `Edit ${title}` }).click();

  // Move the second slide above the first.
  const slides = page.getByRole("list", { name: "Slides" }).getByRole("button");
  const firstTitle = ((await slides.nth(0).getAttribute("aria-label")) ?? "").replace(/^Slide 1: /, "");
  const secondTitle = ((await slides.nth(1).getAttribute("aria-label")) ?? "").replace(/^Slide 2: /, "");
  await slides.nth(1).click();
  await page.getByRole("button", { name: "Move slide up" }).click();
  await expect(slides.nth(0)).toHaveAccessibleName(`Slide 1: ${secondTitle}`);
  await expect(slides.nth(1)).toHaveAccessibleName(`Slide 2: ${firstTitle}`);
  await page
    .getByRole("group", { name: "Presentation actions" })
    .getByRole("button", { name: "Save" })
    .click();
  await expect(page.getByLabel(/^Version [2-9]/)).toBeVisible();

  // The slideshow runs from the first slide and follows the keyboard.
  await page.getByRole("button", { name: "Slideshow" }).click();
  const show = page.getByRole("dialog", { name: "Slideshow" });
  await expect(show).toBeVisible();
  const counter = show.getByRole("status");
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  await expect(show).toContainText(secondTitle);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(/^2 \/ \d+$/);
  await expect(show).toContainText(firstTitle);
  await page.keyboard.press("End");
  const total = Number((await counter.textContent())?.split("/")[1]?.trim());
  expect(total).toBeGreaterThan(2);
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press("Escape");
  await expect(show).toBeHidden();
});

test("a lawyer redacts a name from a PDF, adds Bates numbers and exports: the exported file no longer holds the name", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const pdf = await makePdf([
    ["Founding affidavit", "I, Jane Mokoena, state under oath that the facts below are true."],
    ["The goods were lost in transit.", "Signed by Jane Mokoena at Cape Town."],
  ]);
  await page.goto("/pdf-editor?tab=upload");
  await expect(page.getByRole("heading", { level: 1, name: "PDF Editor" })).toBeVisible();
  await page
    .getByLabel("Choose a PDF", { exact: true })
    .setInputFiles({ name: "affidavit.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
  await page.getByRole("button", { name: "Upload PDF", exact: true }).click();
  await expect(page.getByRole("heading", { name: "affidavit.pdf" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Page 1 of 2/ })).toBeVisible();

  // Redact the name wherever it appears.
  await page.getByRole("textbox", { name: "Search in the PDF" }).fill("Mokoena");
  await page.getByRole("button", { name: "Find next" }).click();
  await page.getByRole("button", { name: "Redact search hits" }).click();
  await page.getByRole("button", { name: "Redact all" }).click();
  await expect(page.getByLabel("Version 2")).toBeVisible();

  // Bates numbers on every page.
  await page.getByRole("button", { name: "Bates numbering" }).click();
  const bates = page.getByRole("form", { name: "Bates numbering" });
  await bates.getByRole("textbox", { name: "Prefix" }).fill("HF");
  await bates.getByRole("button", { name: "Add Bates numbers" }).click();
  await expect(page.getByLabel("Version 3")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "PDF editor");

  await page.getByRole("button", { name: "Export PDF" }).click();
  const link = page.getByRole("link", { name: /^Download / });
  await expect(link).toBeVisible();
  const response = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(response.ok()).toBe(true);
  const pages = await pdfText(new Uint8Array(await response.body()));
  expect(pages).toHaveLength(2);
  const text = pages.join("\n");
  expect(text).not.toContain("Mokoena");
  expect(text).toContain("Founding affidavit");
  expect(pages[0]).toContain("HF000001");
  expect(pages[1]).toContain("HF000002");
});
