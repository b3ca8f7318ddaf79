import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_OWNER } from "../support/demo-accounts";
import { sameOriginHeaders } from "../support/same-origin";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const CASE_TYPE = "Contract Disputes";
const COURT = "High Court - Gauteng";

/** Picks an option of a Mantine select, as a person does: open it, click the option. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** "N matters closed in the period" on the Productivity tab, as a number. */
async function closedMattersShown(page: Page): Promise<number> {
  const note = page.getByText(/^\d+ matters closed in the period$/);
  await expect(note).toBeVisible();
  return Number.parseInt((await note.textContent()) ?? "", 10);
}

test("a lawyer closes a matter as won, sees it in the last 30 days' analytics, and finds it among the similar cases of a prediction", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Unpaid tiling contract ${Date.now()}`;
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  // Before: the closed matters the last 30 days hold now (the default period).
  await page.goto("/advanced-analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Advanced Analytics" })).toBeVisible();
  await page.getByRole("tab", { name: "Productivity" }).click();
  const closedBefore = await closedMattersShown(page);

  // A new matter for one of the demo firm's clients (set up through the API).
  const [client] = await (await page.request.get("/api/clients?limit=1")).json();
  const opened = await page.request.post("/api/matters", {
    headers: sameOriginHeaders(),
    data: { clientId: client.id, title, type: "Debt Collection", description: "Unpaid for tiling work." },
  });
  expect(opened.status()).toBe(201);
  const matter = await opened.json();

  // Close it on its page, recording that it was won in the Gauteng High Court.
  await page.goto(`/practice/matters/${matter.id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: /Change status$/ }).click();
  await page.getByRole("menuitem", { name: "Mark as Closed" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Outcome").selectOption({ label: "Won" });
  await expect(dialog.getByLabel("Case type")).toHaveValue(CASE_TYPE);
  await dialog.getByLabel("Court").selectOption(COURT);
  await dialog.getByLabel("Amount claimed").fill("85000");
  await dialog.getByLabel("Amount awarded").fill("85000");
  await expectNoSeriousA11yViolations(page, "matter outcome dialog");
  await dialog.getByRole("button", { name: "Save and Mark as Closed" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Status: Closed. Change status" })).toBeVisible();
  await expect(page.getByText("Won").first()).toBeVisible();

  // Advanced analytics, re-read: one more matter closed in the last 30 days.
  await page.goto("/advanced-analytics");
  await page.getByRole("tab", { name: "Productivity" }).click();
  await page.getByRole("button", { name: "Refresh Data" }).click();
  await expect(page.getByText(`${closedBefore + 1} matters closed in the period`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "advanced analytics");

  // A prediction for the same type and court lists the matter among its similar cases.
  await page.goto("/case-prediction");
  const form = page.getByRole("form", { name: "Analyse a case" });
  await form.getByLabel("Case title").fill("Tiling contractor not paid");
  await choose(page, form.getByLabel("Case type"), CASE_TYPE);
  await choose(page, form.getByLabel("Court"), COURT);
  await form.getByLabel("Case description").fill(`${title}: the client tiled a house and was not paid.`);
  await choose(page, form.getByLabel("Evidence strength"), "Strong - Solid supporting evidence");
  await form.getByRole("button", { name: "Analyse Case" }).click();
  await expect(page.getByRole("tab", { name: "Predictions" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByRole("region", { name: "Tiling contractor not paid" }).first();
  await expect(card.getByLabel(/^Success probability \d+%$/)).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole("article", { name: matter.reference })).toContainText("Won");
  await expect(card).toContainText(/based on \d+ matters?/i);
  await expectNoSeriousA11yViolations(page, "case prediction results");
});
