import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_ADMIN, DEMO_OWNER } from "../support/demo-accounts";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

/** Waits until a screen has its data: the main landmark drawn and no request left in flight. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator("main")).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function check(page: Page, path: string): Promise<void> {
  const started = Date.now();
  await page.goto(path);
  await settle(page);
  await expectNoSeriousA11yViolations(page, path);
  test.info().annotations.push({ type: "checked", description: `${path} in ${Date.now() - started} ms` });
}

test.describe.configure({ timeout: 180_000 });

test("the public pages have no serious or critical accessibility violations", async ({ page }) => {
  for (const path of [
    "/",
    "/pricing",
    "/login",
    "/signup",
    "/contact",
    "/privacy-policy",
    "/forgot-password",
  ]) {
    await check(page, path);
  }
});

test("the firm's main screens have no serious or critical accessibility violations, light and dark", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);
  for (const path of [
    "/home",
    "/practice",
    "/practice?tab=matters",
    "/practice?tab=time",
    "/trust-accounting",
    "/trust-accounting?tab=transactions",
    "/trust-accounting?tab=compliance",
    "/billing",
    "/billing?tab=invoices",
    "/staff",
    "/profile",
    "/document-automation",
    "/document-automation?tab=generated",
    "/legal-writing",
    "/legal-writing?tab=documents",
    "/legal-writing?tab=templates",
    "/legal-word-processor",
    "/legal-spreadsheets",
    "/legal-spreadsheets?tab=templates",
    "/legal-presentations",
    "/pdf-editor",
    "/pdf-editor?tab=upload",
    "/advanced-analytics",
    "/case-prediction",
    "/case-prediction?tab=insights",
    "/feature-guide",
    "/court-filing",
    "/profile?tab=preferences",
  ]) {
    await check(page, path);
  }
  // A client's page and a matter's page of the demo firm.
  const [client] = (await (await page.request.get("/api/clients?limit=1")).json()) as { id: string }[];
  const [matter] = (await (await page.request.get("/api/matters?limit=1")).json()) as { id: string }[];
  expect(client && matter).toBeTruthy();
  await check(page, `/practice/clients/${client?.id}`);
  await check(page, `/practice/matters/${matter?.id}`);

  // The dark scheme: the demo owner's theme is "System", so a device set to dark shows it.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/home");
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await settle(page);
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page, "/home in the dark scheme");
});

test("the platform admin's screens have no serious or critical accessibility violations", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expectSignedIn(page);
  for (const path of ["/admin", "/admin?tab=users", "/admin?tab=settings"]) await check(page, path);
});
