import { expect, type Page, test } from "@playwright/test";
import { DEMO_OWNER, DEMO_STAFF, uniqueEmail } from "../support/demo-accounts";
import { findLink, waitForMail } from "../support/mail";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const NEW_PASSWORD = "Strong-Pass-2026";

async function inviteStaff(page: Page, email: string, roleLabel: string) {
  await page.getByRole("button", { name: "Invite Staff", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Invite Staff Member" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption({ label: roleLabel });
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  return dialog;
}

test("the owner invites a colleague, who accepts from the e-mail; the owner re-roles and then removes them", async ({
  page,
  browser,
}) => {
  // Two people, two browsers and four notices shown one after another (spec §9): a long journey.
  test.slow();
  const email = uniqueEmail("lerato");
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);
  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Staff Management", level: 1 })).toBeVisible();
  await expect(page.getByText("Firm Owner")).toBeVisible();

  await inviteStaff(page, email, "Senior Associate");
  await expect(page.getByText("Staff member has been invited successfully.")).toBeVisible();
  await page.getByRole("tab", { name: "Staff Members" }).click();
  const pendingRow = page.getByRole("row").filter({ hasText: email });
  await expect(pendingRow.getByText("Pending")).toBeVisible();

  // The invited person opens the e-mailed link in their own browser.
  const mail = await waitForMail(email, /invited/i);
  const inviteePage = await (await browser.newContext()).newPage();
  await inviteePage.goto(findLink(mail, "/accept-invite"));
  await expect(inviteePage.getByRole("heading", { name: "Join Ndlovu & Botha Attorneys" })).toBeVisible();
  await expect(inviteePage.getByLabel("Email")).toHaveValue(email);
  await inviteePage.getByLabel("First Name").fill("Lerato");
  await inviteePage.getByLabel("Last Name").fill("Dlamini");
  await inviteePage.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await inviteePage.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await inviteePage.getByRole("button", { name: "Accept Invitation" }).click();
  await expect(
    inviteePage.getByRole("heading", { name: "Welcome to Ndlovu & Botha Attorneys!" }),
  ).toBeVisible();
  await signInThroughForm(inviteePage, email, NEW_PASSWORD);
  await expectSignedIn(inviteePage);

  // The owner sees them Active, changes their role, then removes them.
  await page.reload();
  await page.getByRole("tab", { name: "Staff Members" }).click();
  const memberRow = page.getByRole("row").filter({ hasText: "Lerato Dlamini" });
  await expect(memberRow.getByText("Active")).toBeVisible();
  await expect(memberRow.getByText(email)).toBeVisible();
  await expect(memberRow.getByText("Senior Associate")).toBeVisible();

  await memberRow.getByRole("button", { name: "Edit role of Lerato Dlamini" }).click();
  const roleDialog = page.getByRole("dialog", { name: "Update Staff Role" });
  await expect(roleDialog.getByLabel("Role")).toHaveValue("senior_associate");
  await roleDialog.getByLabel("Role").selectOption({ label: "Partner" });
  await roleDialog.getByRole("button", { name: "Update Role" }).click();
  await expect(page.getByText("Staff member role has been updated successfully.")).toBeVisible();
  await expect(memberRow.getByText("Partner", { exact: true })).toBeVisible();

  await memberRow.getByRole("button", { name: "Remove Lerato Dlamini" }).click();
  const removeDialog = page.getByRole("dialog", { name: "Remove Staff Member" });
  await expect(
    removeDialog.getByText("Are you sure you want to remove Lerato Dlamini from the firm?"),
  ).toBeVisible();
  await removeDialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Lerato Dlamini" })).toHaveCount(0);
  await expect(page.getByText("Staff member has been removed from the firm.")).toBeVisible();

  // Their session ended with the removal.
  await inviteePage.reload();
  await expect(inviteePage.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(inviteePage.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await inviteePage.context().close();
});

test("a Solo owner's invitation is refused at the plan's limit; after changing plan it succeeds", async ({
  page,
}) => {
  // Registration, a refused invitation, a plan change and an invitation: several notices in a row.
  test.slow();
  const ownerEmail = uniqueEmail("solo-owner");
  await page.goto("/login");
  await page.getByRole("tab", { name: "Create Account" }).click();
  const form = page.getByRole("tabpanel", { name: "Create Account" });
  await form.getByLabel("First Name").fill("Naledi");
  await form.getByLabel("Last Name").fill("Khoza");
  await form.getByLabel("Email").fill(ownerEmail);
  await form.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm Password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto("/staff");
  const limitMessage = "Your Solo plan allows 1 user. Upgrade your plan to invite more staff.";
  const inviteDialog = await inviteStaff(page, uniqueEmail("first-hire"), "Associate");
  await expect(page.getByText("Invitation Failed")).toBeVisible();
  await expect(inviteDialog.getByText(limitMessage)).toBeVisible();

  await inviteDialog.getByRole("button", { name: "Change Plan" }).click();
  const planDialog = page.getByRole("dialog", { name: "Change Plan" });
  await expect(planDialog.getByRole("radio", { name: /^Solo/ })).toBeDisabled();
  await planDialog.getByRole("radio", { name: /^Small Firm/ }).check();
  await expect(
    planDialog.getByText(/You will be charged R\s[\d\s]+,\d\d now for the rest of this billing period/),
  ).toBeVisible();
  await planDialog.getByRole("button", { name: "Confirm Change" }).click();
  await expect(page.getByText("Your firm is now on the Small Firm plan.")).toBeVisible();
  await expect(page.getByTitle("Subscription plan")).toHaveText("Small Firm");
  await expect(page.getByText(limitMessage)).toHaveCount(0);

  const hireEmail = uniqueEmail("first-hire");
  await inviteStaff(page, hireEmail, "Associate");
  await expect(page.getByText("Staff member has been invited successfully.")).toBeVisible();
  await page.getByRole("tab", { name: "Staff Members" }).click();
  await expect(page.getByRole("row").filter({ hasText: hireEmail }).getByText("Pending")).toBeVisible();
  await waitForMail(hireEmail, /invited/i);
});

test("a staff member who is not the owner sees Access Denied at /staff", async ({ page }) => {
  await signInThroughForm(page, DEMO_STAFF.email, DEMO_STAFF.password);
  await expectSignedIn(page);
  await page.goto("/staff");

  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Only firm owners can access the staff dashboard.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Invite Staff", exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Return to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});
