import { expect, type Page } from "@playwright/test";

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}
