import { expect, test } from "@playwright/test";
import { registerThroughApi } from "../support/accounts";
import { sameOriginHeaders } from "../support/same-origin";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

test("the dashboard welcomes a new firm with zero figures and its own recent activity", async ({ page }) => {
  const person = await registerThroughApi(page, "dashboard", "Zanele");
  await page.request.post("/api/auth/logout", { headers: sameOriginHeaders() });
  await signInThroughForm(page, person.email, person.password);
  await expectSignedIn(page);

  await page.goto("/home");
  await expect(page.getByRole("heading", { name: "Welcome back, Zanele" })).toBeVisible();
  await expect(page.getByText("Trust Funds")).toBeVisible();
  await expect(page.getByText("R 0,0M")).toBeVisible();
  await expect(page.getByText("R 0,00")).toHaveCount(2);

  const activity = page.getByRole("list", { name: "Recent activity" });
  await expect(activity.getByRole("listitem").first()).toContainText("Zanele Khumalo signed in");
  await expect(activity).toContainText("Zanele Khumalo created the firm's Inkundla account");
  await expect(activity).not.toContainText("Thandi");
  await expect(page.getByText("No upcoming deadlines")).toBeVisible();
  await expect(page.getByText("Operational")).toBeVisible();

  await page.getByRole("link", { name: "Legal Research" }).first().click();
  await expect(page).toHaveURL(/\/legal-research$/);
});
