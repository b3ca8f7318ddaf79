import { expect, test } from "@playwright/test";
import { DEMO_ADMIN, DEMO_OWNER } from "../support/demo-accounts";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

test.describe("at a phone-sized viewport", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the navigation menu is collapsed and the burger opens and closes it", async ({ page }) => {
    await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await expectSignedInOnPhone(page);

    const toggle = page.getByRole("button", { name: "Toggle navigation" });
    const practiceLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", {
      name: "Practice",
    });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(practiceLink).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(practiceLink).toBeVisible();

    await practiceLink.click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(practiceLink).toBeHidden();
  });

  async function expectSignedInOnPhone(page: import("@playwright/test").Page) {
    await expect(page.getByRole("button", { name: "Toggle navigation" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Welcome back, ${DEMO_OWNER.firstName}` })).toBeVisible();
  }
});

test("the platform admin lands on the admin page, sees only admin links and no firm screens", async ({
  page,
}) => {
  const failedRequests: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/") && response.status() === 403) failedRequests.push(response.url());
  });
  await signInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  await expect(page).toHaveURL(/\/admin$/);
  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const navigation = page.getByRole("navigation", { name: "Main" });
  await expect(navigation.getByRole("link")).toHaveText(["Admin"]);
  await expect(navigation.getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Platform admin", { exact: true })).toBeVisible();

  for (const firmScreen of ["/home", "/billing?tab=invoices"]) {
    await page.goto(firmScreen);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  }

  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel("First Name")).toHaveValue(/\S/);
  await expect(page.getByRole("tab", { name: "Subscription" })).toHaveCount(0);
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);
  expect(failedRequests).toEqual([]);
});

test("the last screens the spec lists open inside the app shell, none of them saying Coming soon", async ({
  page,
}) => {
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  const screens: [path: string, heading: string][] = [
    ["/court-filing", "Court Filing"],
    ["/client-portal", "Client Portal"],
    ["/feature-guide", "Platform features guide"],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.locator("main").getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator("main").getByText("Coming soon", { exact: true })).toHaveCount(0);
    await expectSignedIn(page);
  }
});
