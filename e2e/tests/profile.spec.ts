import { expect, test } from "@playwright/test";
import { registerThroughApi } from "../support/accounts";
import { uniqueEmail } from "../support/demo-accounts";
import { findLink, waitForMail } from "../support/mail";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";
import { generateTotpCode } from "../support/totp";

test("a person changes their password and then signs in with the new one", async ({ page }) => {
  const person = await registerThroughApi(page, "password");
  const newPassword = "Brand-New-Pass-2026";

  await page.goto("/profile?tab=security");
  await page.getByLabel("Current Password").fill(person.password);
  await page.getByLabel("New Password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm New Password").fill(`${newPassword}x`);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm New Password").fill(newPassword);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password Updated")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await signInThroughForm(page, person.email, person.password);
  await expect(page.getByText("Login Failed")).toBeVisible();

  await signInThroughForm(page, person.email, newPassword);
  await expectSignedIn(page);
});

test("a person turns on two-factor authentication and then signs in with a code", async ({ page }) => {
  const person = await registerThroughApi(page, "totp");

  await page.goto("/profile?tab=security");
  await expect(page.getByText("Not Enabled")).toBeVisible();
  await page.getByRole("button", { name: "Enable Two-Factor Authentication" }).click();
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  const secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(/\s+/g, "");
  const enablingCode = generateTotpCode(secret);
  await page.getByLabel("Authentication code").fill(enablingCode);
  await page.getByRole("button", { name: "Verify and Enable" }).click();
  await expect(page.getByText("Two-Factor Authentication Enabled")).toBeVisible();
  await expect(page.getByText("Enabled", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await signInThroughForm(page, person.email, person.password);
  const codeField = page.getByRole("tabpanel", { name: "Sign In" }).getByLabel("Authentication code");
  await expect(codeField).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);

  await codeField.fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That authentication code is not correct.", { exact: false })).toBeVisible();

  // A code signs in once: the one that turned two-factor on is used up, the app's next one works.
  await codeField.fill(enablingCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByText("That authentication code has already been used.", { exact: false }),
  ).toBeVisible();

  await codeField.fill(generateTotpCode(secret, new Date(), 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/$/);
});

test("the chosen theme applies at once and is kept for the next visit", async ({ page }) => {
  await registerThroughApi(page, "theme");
  await page.goto("/profile?tab=preferences");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "light");

  await page.getByText("Dark", { exact: true }).click();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByText("Changes are saved as you make them.")).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get("/api/user/preferences")).json()).theme)
    .toBe("dark");

  await page.getByRole("switch", { name: "Weekly digest" }).click();
  await page.reload();
  await expect(html).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("switch", { name: "Weekly digest" })).toBeChecked();
});

test("a changed e-mail address is used only once the link sent to it is opened", async ({ page }) => {
  const person = await registerThroughApi(page, "mover");
  const newEmail = uniqueEmail("moved");

  await page.goto("/profile");
  await page.getByLabel("Phone").fill("+27 82 555 0101");
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile Updated")).toBeVisible();
  await expect(page.getByText("is pending verification", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(person.email);

  const mail = await waitForMail(newEmail, /confirm your new email/i);
  await page.goto(findLink(mail, "/verify-email"));
  await expect(page.getByText("Email address changed")).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();

  await page.getByRole("link", { name: "Go to your profile" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(newEmail);
  await expect(page.getByLabel("Phone")).toHaveValue("+27 82 555 0101");
});
