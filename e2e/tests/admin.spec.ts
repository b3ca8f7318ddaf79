import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DEMO_ADMIN, uniqueEmail } from "../support/demo-accounts";
import { findLink, waitForMail } from "../support/mail";
import { sameOriginHeaders } from "../support/same-origin";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const password = "Suspend-Me-2026";

async function registerThroughApi(request: APIRequestContext, email: string, firstName: string) {
  const response = await request.post("/api/auth/register", {
    headers: sameOriginHeaders(),
    data: { email, password, firstName, lastName: "Mabaso" },
  });
  expect(response.status()).toBe(201);
}

async function openAdminTab(page: Page, tab: string) {
  await signInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expectSignedIn(page);
  await page.goto("/admin");
  await page.getByRole("tab", { name: tab }).click();
}

/** Picks a segment of the status filter by its visible label, as a person clicks it. */
async function chooseStatus(page: Page, name: string) {
  const radio = page.getByRole("radio", { name, exact: true });
  const id = await radio.getAttribute("id");
  await page.locator(`label[for="${id}"]`).click();
  await expect(radio).toBeChecked();
}

test("the admin filters users, suspends a new user, who is signed out and cannot sign in", async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail("suspend");
  await registerThroughApi(request, email, "Bongani");
  expect((await request.get("/api/auth/user")).status()).toBe(200);

  await openAdminTab(page, "Users");
  const rows = page.getByTestId("admin-user-row");
  const userRow = rows.filter({ hasText: email });

  await chooseStatus(page, "Suspended");
  await expect(page.getByText("No users found").or(rows.first())).toBeVisible();
  await expect(userRow).toHaveCount(0);

  await chooseStatus(page, "Trial");
  await page.getByLabel("Search users").fill(email);
  await expect(userRow).toHaveCount(1);
  await expect(userRow.getByText("Trial", { exact: true }).first()).toBeVisible();

  await chooseStatus(page, "Active");
  await expect(userRow).toHaveCount(0);

  await chooseStatus(page, "All");
  await userRow.getByRole("button", { name: "Suspend Bongani Mabaso" }).click();
  const dialog = page.getByRole("dialog", { name: "Suspend User" });
  await expect(dialog).toContainText("Suspend Bongani Mabaso?");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(page.getByText("User Suspended")).toBeVisible();
  await expect(userRow.getByText("Suspended", { exact: true })).toBeVisible();

  await chooseStatus(page, "Suspended");
  await expect(userRow).toHaveCount(1);

  // Their open session ended at once, and a new sign-in is refused.
  expect((await request.get("/api/auth/user")).status()).toBe(401);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await signInThroughForm(visitorPage, email, password);
  await expect(visitorPage.getByText("Login Failed")).toBeVisible();
  await expect(visitorPage.getByText("This account has been suspended.", { exact: false })).toBeVisible();
  await visitor.close();
});

test("the admin creates a plan that visitors then see on /pricing", async ({ page, browser }) => {
  const planName = `Boutique ${Date.now() % 100000}`;
  await openAdminTab(page, "Subscription Plans");
  await expect(page.getByTestId("admin-plan-row").filter({ hasText: "Small Firm" })).toBeVisible();

  await page.getByRole("button", { name: "Create Plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Plan" });
  await dialog.getByRole("button", { name: "Create Plan" }).click();
  await expect(dialog.getByText("Plan name is required")).toBeVisible();

  await dialog.getByLabel("Name").fill(planName);
  await dialog.getByLabel("Price (R per month)").fill("2 499,50");
  await dialog.getByLabel("Description").fill("For specialist practices.");
  await dialog.getByLabel("Features").fill("Up to 3 users\nTrust accounting");
  await dialog.getByLabel("User limit").fill("3");
  await dialog.getByRole("button", { name: "Create Plan" }).click();
  await expect(page.getByText("Plan Created")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("admin-plan-row").filter({ hasText: planName });
  await expect(row).toContainText(/R\s2\s499,50/);
  await expect(row).toContainText("Active");

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/pricing");
  const card = visitorPage.getByRole("article", { name: `${planName} plan` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/R\s2\s499,50/);
  await expect(card).toContainText("Trust accounting");
  await expect(visitorPage.getByRole("table", { name: "Feature comparison" })).toContainText(planName);
  await visitor.close();
});

test("an entity-settings change of support e-mail shows in the footer and on the contact page", async ({
  page,
  browser,
}) => {
  const supportEmail = `help.${Date.now()}@ndlovu-legal.example`;
  await openAdminTab(page, "Entity Settings");
  const entityName = page.getByLabel("Entity name");
  await expect(entityName).toBeVisible();
  await entityName.fill("");
  await page.getByRole("button", { name: "Save Entity Settings" }).click();
  await expect(page.getByText("Entity name is required")).toBeVisible();

  await entityName.fill("Ndlovu Legal Platform");
  await page.getByLabel("Primary email").fill("office@ndlovu-legal.example");
  await page.getByLabel("Support email").fill(supportEmail);
  await page.getByLabel("Primary phone").fill("011 234 5678");
  await page.getByRole("button", { name: "Save Entity Settings" }).click();
  await expect(page.getByText("Entity Settings Saved")).toBeVisible();
  await expect(page.getByLabel("Primary phone")).toHaveValue("+27 11 234 5678");

  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: supportEmail })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Ndlovu Legal Platform`);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/contact");
  await expect(visitorPage.locator("footer").getByRole("link", { name: supportEmail })).toBeVisible();
  await expect(visitorPage.locator("main").getByRole("link", { name: supportEmail })).toBeVisible();
  await visitor.close();
});

test("Add User e-mails a welcome link; the new person sets a password and signs in", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("added");
  await openAdminTab(page, "Users");
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("First Name").fill("Naledi");
  await dialog.getByLabel("Last Name").fill("Khumalo");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Add User" }).click();
  await expect(page.getByText("User Added")).toBeVisible();

  const mail = await waitForMail(email, /invited/i);
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(findLink(mail, "/welcome"));
  await expect(visitorPage.getByRole("heading", { name: "Welcome to Inkundla" })).toBeVisible();
  await visitorPage.getByLabel("Password", { exact: true }).fill("Naledi-Khumalo-2026");
  await visitorPage.getByLabel("Confirm Password").fill("Naledi-Khumalo-2026");
  await visitorPage.getByRole("button", { name: "Set Password" }).click();
  await expect(visitorPage.getByText("Your password is set")).toBeVisible();
  await visitorPage.getByRole("link", { name: "Go to sign in" }).click();

  await signInThroughForm(visitorPage, email, "Naledi-Khumalo-2026");
  await expectSignedIn(visitorPage);
  await expect(visitorPage.getByRole("heading", { name: "Welcome back, Naledi" })).toBeVisible();
  await visitor.close();
});

test("the Preview tab shows the public pages as a visitor sees them", async ({ page }) => {
  await openAdminTab(page, "Preview");
  const preview = page.getByTestId("public-page-preview");
  await expect(
    preview.getByRole("heading", { name: "Run your whole law practice in one secure place" }),
  ).toBeVisible();
  await preview.getByRole("link", { name: "Compare all plans" }).click();
  await expect(preview.getByRole("heading", { name: "Simple, transparent pricing" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=preview$/);
});
