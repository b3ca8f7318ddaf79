import { expect, type Page, test } from "@playwright/test";
import { uniqueEmail } from "../support/demo-accounts";
import { findLink, waitForMail } from "../support/mail";
import { sameOriginHeaders } from "../support/same-origin";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const password = "Firm-Owner-2026";

/** Sets the password on the /verify page the e-mailed link opens. */
async function setPasswordThroughLink(page: Page, link: string) {
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Verify and Set Password" }).click();
  await expect(page.getByText("Email Verified")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

/** A sign-up straight through the API, for journeys that start after it. */
async function signUpThroughApi(page: Page, email: string, firstName: string) {
  const response = await page.request.post("/api/auth/signup", {
    headers: sameOriginHeaders(),
    data: {
      firstName,
      lastName: "Mahlangu",
      email,
      firmName: `${firstName} Mahlangu Inc.`,
      address: "4 Loop Street, Cape Town, 8001",
      phone: "021 555 0199",
      firmSize: "solo",
      practiceAreas: ["Property Law"],
      termsAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
}

test("a new firm signs up through the wizard, verifies by e-mail and signs in for the first time", async ({
  page,
}) => {
  const email = uniqueEmail("zanele");
  await page.goto("/signup");
  const topBar = page.getByRole("navigation", { name: "Sign-up" });
  await expect(topBar.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(topBar.getByRole("link", { name: "Pricing" })).toBeVisible();
  await expect(page.getByText("Your 30-day free trial")).toBeVisible();

  // Step 1: Next Step checks only this step's fields.
  await page.getByRole("button", { name: "Next Step" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await page.getByLabel("First Name").fill("Zanele");
  await page.getByLabel("Last Name").fill("Mahlangu");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Next Step" }).click();

  // Step 2, then back to step 1 without validation, and forward again.
  await expect(page.getByRole("heading", { name: "Firm Details" })).toBeVisible();
  await page.getByRole("button", { name: "Next Step" }).click();
  await expect(page.getByText("Firm name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a complete address")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("Zanele");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Firm Name").fill("Mahlangu Attorneys");
  await page.getByLabel("Firm Size").selectOption({ label: "Medium Firm (11-50 lawyers)" });
  await page.getByLabel("Address").fill("4 Loop Street, Cape Town, 8001");
  await page.getByLabel("Phone").fill("+27 21 555 0199");
  await page.getByLabel("Website (optional)").fill("mahlangu-attorneys.co.za");
  await page.getByRole("button", { name: "Next Step" }).click();

  // Step 3: practice areas and terms, then Create Account.
  await expect(page.getByRole("heading", { name: "Practice Areas & Terms" })).toBeVisible();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please select at least one practice area")).toBeVisible();
  await expect(page.getByText("You must accept the terms and conditions")).toBeVisible();
  await page.getByRole("checkbox", { name: "Commercial Law" }).check();
  await page.getByRole("checkbox", { name: "Maritime Law" }).check();
  await page.getByRole("checkbox", { name: /I accept the/ }).check();
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await expect(
    page.getByText("Please check your email to verify your account and complete setup."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(email, /verify/i);
  await setPasswordThroughLink(page, findLink(mail, "/verify"));

  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: "Welcome back, Zanele" })).toBeVisible();
  await expect(page.getByTitle("Subscription plan")).toHaveText("Solo");
});

test("an owner who has not verified is told to, can have the e-mail sent again, and the new link works", async ({
  page,
}) => {
  const email = uniqueEmail("bongani");
  await signUpThroughApi(page, email, "Bongani");
  const firstLink = findLink(await waitForMail(email, /verify/i), "/verify");

  await signInThroughForm(page, email, "a-guess-at-a-password");
  const notice = page
    .getByRole("alert")
    .filter({ has: page.getByText("Verify your email", { exact: true }) });
  await expect(notice).toContainText("Please verify your email address first");
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);

  await notice.getByRole("button", { name: "Send verification email again" }).click();
  await expect(notice.getByText(/we have sent a new verification link/)).toBeVisible();
  let newLink = firstLink;
  await expect
    .poll(async () => {
      newLink = findLink(await waitForMail(email, /verify/i), "/verify");
      return newLink;
    })
    .not.toBe(firstLink);

  // The first link was replaced by the new one.
  await page.goto(firstLink);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Verify and Set Password" }).click();
  await expect(page.getByText(/already been used or replaced by a newer one/)).toBeVisible();

  await setPasswordThroughLink(page, newLink);
  await signInThroughForm(page, email, password);
  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: "Welcome back, Bongani" })).toBeVisible();
});

test("the dev mailbox lists the sign-up e-mail and its link opens the verify page", async ({ page }) => {
  const email = uniqueEmail("mailbox");
  await signUpThroughApi(page, email, "Lwazi");

  await page.goto("/dev/mailbox");
  await expect(page.getByRole("heading", { name: "Dev Mailbox" })).toBeVisible();
  const message = page.getByRole("listitem").filter({ hasText: `To ${email}` });
  await expect(message.getByText("Verify your email to finish setting up Inkundla")).toBeVisible();
  await message.getByRole("link", { name: /\/verify\?token=/ }).click();
  await expect(page).toHaveURL(/\/verify\?token=/);
  await expect(page.getByRole("heading", { name: "Verify your email" })).toBeVisible();
});
