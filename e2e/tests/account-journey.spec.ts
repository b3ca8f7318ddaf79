import { expect, test } from "@playwright/test";
import { DEMO_OWNER, uniqueEmail } from "../support/demo-accounts";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

test("a new user registers, lands on /home, logs out and signs in again to /", async ({ page }) => {
  const email = uniqueEmail("lerato");
  const password = "Strong-Pass-2026";

  await page.goto("/login");
  await page.getByRole("tab", { name: "Create Account" }).click();
  const form = page.getByRole("tabpanel", { name: "Create Account" });
  await form.getByLabel("First Name").fill("Lerato");
  await form.getByLabel("Last Name").fill("Dlamini");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm Password").fill(password);
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Lerato" })).toBeVisible();
  await expect(page.getByTitle("Subscription plan")).toHaveText("Solo");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);

  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: "Welcome back, Lerato" })).toBeVisible();
});

test("registering with mismatched passwords shows the notice and creates nothing", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create Account" }).click();
  const form = page.getByRole("tabpanel", { name: "Create Account" });
  await form.getByLabel("First Name").fill("Ayanda");
  await form.getByLabel("Last Name").fill("Khumalo");
  await form.getByLabel("Email").fill(uniqueEmail("ayanda"));
  await form.getByLabel("Password", { exact: true }).fill("Strong-Pass-2026");
  await form.getByLabel("Confirm Password").fill("Other-Pass-2026");
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("registering with an e-mail that already has an account says so", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create Account" }).click();
  const form = page.getByRole("tabpanel", { name: "Create Account" });
  await form.getByLabel("First Name").fill("Thandi");
  await form.getByLabel("Last Name").fill("Ndlovu");
  await form.getByLabel("Email").fill(DEMO_OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill("Strong-Pass-2026");
  await form.getByLabel("Confirm Password").fill("Strong-Pass-2026");
  await form.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText("Registration Failed")).toBeVisible();
  await expect(page.getByText("An account with this email already exists.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("a wrong password shows the Login Failed notice and keeps the visitor signed out", async ({ page }) => {
  await signInThroughForm(page, DEMO_OWNER.email, "not-the-password");

  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
});

test("the demo owner signs in and sees their name, plan and the dashboard", async ({ page }) => {
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);

  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: `Welcome back, ${DEMO_OWNER.firstName}` })).toBeVisible();
  await expect(page.getByTitle("Subscription plan")).toHaveText("Professional");
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
});
