import { expect, test } from "@playwright/test";
import { registerThroughApi } from "../support/accounts";
import { findLink, waitForMail } from "../support/mail";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

test("a person who forgot their password resets it from an e-mailed link; the old password and the old session stop working", async ({
  page,
  browser,
}) => {
  // Signed in elsewhere with the old password: that session must end with the reset.
  const person = await registerThroughApi(page, "forgot");
  await page.goto("/home");
  await expectSignedIn(page);

  const visitor = await browser.newContext();
  const forgetful = await visitor.newPage();
  await forgetful.goto("/login");
  await forgetful.getByRole("link", { name: "Forgot password?" }).click();
  await expect(forgetful).toHaveURL(/\/forgot-password$/);
  await forgetful.getByLabel("Email").fill(person.email);
  await forgetful.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(forgetful.getByText("Check your email")).toBeVisible();

  const mail = await waitForMail(person.email, /reset your inkundla password/);
  await forgetful.goto(findLink(mail, "/reset-password"));
  const newPassword = "Remembered-At-Last-2026";
  await forgetful.getByLabel("New Password", { exact: true }).fill(newPassword);
  await forgetful.getByLabel("Confirm Password", { exact: true }).fill(newPassword);
  await forgetful.getByRole("button", { name: "Change Password" }).click();
  await expect(forgetful.getByText("Password Changed")).toBeVisible();
  await expect(forgetful).toHaveURL(/\/login$/);

  await signInThroughForm(forgetful, person.email, person.password);
  await expect(forgetful.getByText("Login Failed")).toBeVisible();
  await signInThroughForm(forgetful, person.email, newPassword);
  await expectSignedIn(forgetful);

  const notice = await waitForMail(person.email, /password was changed/);
  expect(notice.text).toContain("signed out");
  await page.reload();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

  // The link works once.
  await forgetful.goto(findLink(mail, "/reset-password"));
  await forgetful.getByLabel("New Password", { exact: true }).fill("Another-Pass-2026");
  await forgetful.getByLabel("Confirm Password", { exact: true }).fill("Another-Pass-2026");
  await forgetful.getByRole("button", { name: "Change Password" }).click();
  await expect(forgetful.getByText("already been used")).toBeVisible();
  await visitor.close();
});
