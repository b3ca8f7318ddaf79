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

test("the platform admin sees the Admin link and lands on the admin page", async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const adminLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" });
  await expect(adminLink).toBeVisible();

  await page.getByRole("link", { name: "Practice", exact: true }).click();
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(adminLink).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("a route a later issue fills shows a coming-soon page inside the app shell", async ({ page }) => {
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  await page.goto("/court-filing");
  await expect(page.getByText("Coming soon")).toBeVisible();
  await expectSignedIn(page);
});
