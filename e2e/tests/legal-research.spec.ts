import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_OWNER } from "../support/demo-accounts";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const COMMENT = "Reinstatement is the primary remedy: cite in the heads of argument.";

test("a lawyer searches for unfair dismissal, reads the SCA's Benicon judgment at the hit, copies its citation and keeps it on a matter", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  // Search, then narrow to the Supreme Court of Appeal.
  await page.goto("/legal-research");
  await expect(page.getByRole("heading", { level: 1, name: "Legal Research" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Labour relations" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "legal research before a search");
  const searchBox = page.getByRole("textbox", { name: "Search" });
  await searchBox.fill("unfair dismissal");
  await searchBox.press("Enter");
  await expect(page.getByRole("heading", { name: /results? for “unfair dismissal”/ })).toBeVisible();
  await page.getByRole("checkbox", { name: "Supreme Court of Appeal" }).check();
  await expect(page).toHaveURL(/court=supreme/);

  const benicon = page.getByRole("article").filter({ hasText: "Benicon" });
  await expect(benicon).toBeVisible();
  await expect(benicon.locator("mark").first()).toBeVisible();
  await expect(benicon.getByText(/\d+% relevant/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Recent searches" })).toContainText("unfair dismissal");
  await expectNoSeriousA11yViolations(page, "legal research results");

  // The reader opens at the passage that answered, marked as a hit.
  await benicon
    .getByRole("link", { name: /Benicon/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/legal-research\/documents\/[^?]+\?q=unfair\+dismissal&at=/);
  await expect(page.getByRole("heading", { level: 1, name: /Benicon/ })).toBeVisible();
  const at = new URL(page.url()).searchParams.get("at");
  if (!at) throw new Error("the result linked to no passage");
  const hit = page.locator(`[data-pinpoint="${at}"]`);
  await expect(hit).toHaveAttribute("data-hit", "true");
  await expect(hit).toHaveAttribute("aria-current", "location");
  await expect(hit).toBeInViewport();
  await expect(page.getByText("Supreme Court of Appeal", { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "reader");

  // Copy the passage's citation.
  await hit.getByRole("button", { name: `Copy citation: ${at}` }).click();
  await expect(page.getByText("Citation copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Benicon");
  if (at.startsWith("para ")) expect(copied.endsWith(` ${at}`)).toBe(true);

  // Keep it on the firm's unfair dismissal matter.
  await hit.getByRole("button", { name: `Save to matter: ${at}` }).click();
  const dialog = page.getByRole("dialog", { name: "Save to matter" });
  await dialog.getByRole("combobox", { name: "Matter" }).fill("Unfair dismissal");
  await dialog.getByRole("option", { name: /Unfair dismissal referral/ }).click();
  await dialog.getByRole("textbox", { name: "Comment" }).fill(COMMENT);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Saved to matter")).toBeVisible();

  // The matter's Research tab lists it, linking back to the passage.
  await page.goto("/practice?tab=matters");
  await page.getByRole("link", { name: "Unfair dismissal referral" }).first().click();
  await expect(page).toHaveURL(/\/practice\/matters\//);
  await page.getByRole("tab", { name: "Research" }).click();
  const note = page.getByRole("article").filter({ hasText: COMMENT });
  await expect(note).toBeVisible();
  await expect(note).toContainText(at);
  await note.getByRole("link", { name: /Benicon/ }).click();
  await expect(page.locator(`[data-pinpoint="${at}"]`)).toHaveAttribute("aria-current", "location");
});

test("a firm adds its own memorandum, sees it imported, and finds it in its search", async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  await page.goto("/legal-research");
  await page.getByRole("button", { name: "Add firm documents" }).click();
  const dialog = page.getByRole("dialog", { name: "Add firm documents" });
  await expect(dialog).toContainText("Only your firm's members see them");
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "retrenchment-memo.txt",
    mimeType: "text/plain",
    buffer: Buffer.from(
      "Memorandum on the Karoo retrenchments\n\n1. The quokkaberry consultation under section 189 must be meaningful.\n\n2. Selection criteria must be fair and objective.\n",
    ),
  });
  await dialog.getByRole("button", { name: "Upload" }).click();
  const files = dialog.getByRole("list", { name: "Files read" });
  await expect(files).toContainText("retrenchment-memo.txt", { timeout: 30_000 });
  await expect(files).toContainText("Imported");
  await dialog.getByRole("button", { name: "Close", exact: true }).click();

  const searchBox = page.getByRole("textbox", { name: "Search" });
  await searchBox.fill("quokkaberry consultation");
  await searchBox.press("Enter");
  const memo = page.getByRole("article").filter({ hasText: "Firm document" });
  await expect(memo).toHaveCount(1);
  await expect(memo.locator("mark").first()).toHaveText(/quokkaberry/i);
});
