import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { pdfStrings } from "../../apps/server/src/testing/pdf-strings.ts";
import { uniqueEmail } from "../support/demo-accounts";
import { findLink, waitForMail } from "../support/mail";
import { sameOriginHeaders } from "../support/same-origin";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const CLIENT_PASSWORD = "Portal-Client-2026";

function southAfricanToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());
}

async function postJson(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { headers: sameOriginHeaders(), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** The text of a PDF the page downloads when `click` runs. */
async function downloadedPdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const path = await download.path();
  return (await pdfStrings(await readFile(path))).join("\n");
}

test("the firm invites its client to the portal; the client sees the matter, downloads the invoice and trust statement and writes; the attorney is told by the bell and reads it on the matter", async ({
  page,
  browser,
}) => {
  // Two people in two browsers, three downloads and an e-mail: a long journey.
  test.slow();
  const today = southAfricanToday();
  const registered = await page.request.post("/api/auth/register", {
    headers: sameOriginHeaders(),
    data: {
      email: uniqueEmail("portal-firm"),
      password: "Portal-Firm-2026",
      firstName: "Thandi",
      lastName: "Mokoena",
    },
  });
  expect(registered.status()).toBe(201);
  const client = await postJson(page, "/api/clients", {
    name: "Anele Naidoo",
    type: "individual",
    email: "anele.naidoo@example.co.za",
    physicalAddress: "7 Florida Road, Durban, 4001",
  });
  const matter = await postJson(page, "/api/matters", {
    clientId: client.id,
    title: "Transfer of Erf 1234 Morningside",
    type: "Property Law",
  });
  const account = await postJson(page, "/api/trust-accounting/accounts", {
    name: "Nedbank Trust Account",
    bankName: "nedbank",
    accountNumber: "1987654322",
    branchCode: "198765",
    openedOn: today,
  });
  await postJson(page, "/api/trust-accounting/transactions", {
    type: "receipt",
    accountId: account.id,
    clientId: client.id,
    matterId: matter.id,
    amountCents: 250_000,
    date: today,
    description: "Deposit towards transfer costs",
  });
  const draft = await postJson(page, "/api/billing/invoices", {
    clientId: client.id,
    matterId: matter.id,
    amount: 4600,
    description: "Professional services: transfer of Erf 1234",
  });
  const invoice = await postJson(page, `/api/billing/invoices/${draft.id}/issue`, { sendEmail: false });
  await postJson(page, "/api/office/documents", {
    title: "Letter of engagement",
    content: "<p>Our mandate: the transfer of Erf 1234 Morningside.</p>",
  });

  // The attorney invites the client's contact person from the client's page.
  const contactEmail = uniqueEmail("anele");
  await page.goto(`/practice/clients/${client.id}`);
  await page.getByLabel("Contact person's email").fill(contactEmail);
  await page.getByRole("button", { name: "Invite to Portal" }).click();
  await expect(page.getByText(`Invitation sent to ${contactEmail}.`)).toBeVisible();
  const accessRow = page
    .getByRole("table", { name: "Client portal access" })
    .getByRole("row")
    .filter({ hasText: contactEmail });
  await expect(accessRow.getByText("Invited", { exact: true })).toBeVisible();

  // …and shares the letter of engagement with the client.
  await page.getByRole("combobox", { name: "Share a firm document" }).fill("Letter");
  await page.getByRole("option", { name: "Letter of engagement" }).click();
  await page.getByRole("button", { name: "Share with Client" }).click();
  await expect(page.getByRole("button", { name: "Stop sharing Letter of engagement" })).toBeVisible();

  // The client follows the e-mailed link in their own browser and sets a password.
  const mail = await waitForMail(contactEmail, /client portal/i);
  const clientPage = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await clientPage.goto(findLink(mail, "/client-portal/accept"));
  await expect(clientPage.getByText(/invited you to follow Anele Naidoo's matters/)).toBeVisible();
  await clientPage.getByLabel("First Name").fill("Anele");
  await clientPage.getByLabel("Last Name").fill("Naidoo");
  await clientPage.getByLabel("Password", { exact: true }).fill(CLIENT_PASSWORD);
  await clientPage.getByLabel("Confirm Password").fill(CLIENT_PASSWORD);
  await clientPage.getByRole("button", { name: "Set Password and Continue" }).click();
  await expect(clientPage.getByRole("heading", { name: "Your client portal is ready" })).toBeVisible();

  // Signed in, the portal is their home and their only screen.
  await signInThroughForm(clientPage, contactEmail, CLIENT_PASSWORD);
  await expectSignedIn(clientPage);
  await expect(clientPage).toHaveURL(/\/client-portal$/);
  await expect(clientPage.getByRole("heading", { name: "Client Portal", level: 1 })).toBeVisible();
  const matters = clientPage.getByRole("table", { name: "Your matters" });
  await expect(matters.getByText("Transfer of Erf 1234 Morningside")).toBeVisible();
  await expect(matters.getByText("Thandi Mokoena")).toBeVisible();
  await clientPage.goto("/billing");
  await expect(clientPage).toHaveURL(/\/client-portal$/);

  // The invoice, as the firm issued it.
  const invoices = clientPage.getByRole("table", { name: "Your invoices" });
  await expect(invoices.getByText(invoice.number)).toBeVisible();
  const invoiceText = await downloadedPdfText(clientPage, () =>
    clientPage.getByRole("button", { name: `Download invoice ${invoice.number}` }).click(),
  );
  expect(invoiceText).toContain(invoice.number);
  expect(invoiceText).toContain("Anele Naidoo");

  // The trust statement: the client's own ledger.
  const statementText = await downloadedPdfText(clientPage, () =>
    clientPage.getByRole("button", { name: "Download Trust Statement" }).click(),
  );
  expect(statementText).toContain("Anele Naidoo");
  expect(statementText).toContain("Deposit towards transfer costs");

  // The shared letter.
  const letterText = await downloadedPdfText(clientPage, () =>
    clientPage.getByRole("button", { name: "Download Letter of engagement" }).click(),
  );
  expect(letterText.replace(/\s+/g, " ")).toContain("Our mandate: the transfer of Erf 1234 Morningside.");

  // A message to the firm about the matter.
  await clientPage.getByLabel("Write to the firm").fill("When will the transfer be registered?");
  await clientPage.getByRole("button", { name: "Send Message" }).click();
  await expect(clientPage.getByText("When will the transfer be registered?")).toBeVisible();

  // Their own sign-in security: the profile's password and two-factor settings, reachable from the portal.
  await clientPage.getByRole("button", { name: "Password and Two-Factor Sign-In" }).click();
  await expect(clientPage.getByLabel("Current Password")).toBeVisible();
  await expect(clientPage.getByRole("button", { name: "Enable Two-Factor Authentication" })).toBeVisible();

  // The attorney is told by the bell, opens the notification on the matter's Client Portal tab, and answers.
  await page.goto("/home");
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole("button", { name: /^Unread: Message from Anele Naidoo on / }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/matters/${matter.id}\\?tab=portal$`));
  await expect(page.getByText("When will the transfer be registered?")).toBeVisible();
  await page
    .getByLabel("Write to the client")
    .fill("Lodgement is next week; registration follows in about ten days.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Lodgement is next week; registration follows in about ten days."),
  ).toBeVisible();
  await clientPage.reload();
  await expect(
    clientPage.getByText("Lodgement is next week; registration follows in about ten days."),
  ).toBeVisible();
});
