import { expect, type Locator, type Page, test } from "@playwright/test";
import { uniqueEmail } from "../support/demo-accounts";
import { sameOriginHeaders } from "../support/same-origin";

/** Dates as South Africa sees them: last month (over, so it can be signed off) and today. */
function southAfricanToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());
}
function lastMonth(): string {
  const first = new Date(`${southAfricanToday().slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  return first.toISOString().slice(0, 7);
}
/** The last annual closing date (end of February) on or before today. */
function lastFebruaryYearEnd(): string {
  const today = southAfricanToday();
  const year = Number(today.slice(0, 4));
  const end = (candidate: number) => new Date(Date.UTC(candidate, 2, 0)).toISOString().slice(0, 10);
  return end(year) <= today ? end(year) : end(year - 1);
}

async function chooseClient(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole("combobox", { name: "Client" }).fill(name.split(" ")[0] ?? name);
  await page.getByRole("option", { name }).click();
}

async function recordTransaction(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole("button", { name: "New Transaction" }).click();
  const dialog = page.getByRole("dialog", { name: "New Transaction" });
  await fill(dialog);
  await dialog.getByRole("button", { name: "Record Transaction" }).click();
  return dialog;
}

test("a firm opens a trust account, receives and pays out money, reconciles the month, signs it off and turns the checklist green; an overdraft is refused", async ({
  page,
}) => {
  const month = lastMonth();
  const registered = await page.request.post("/api/auth/register", {
    headers: sameOriginHeaders(),
    data: {
      email: uniqueEmail("trust"),
      password: "Trust-Books-2026",
      firstName: "Ayesha",
      lastName: "Moosa",
    },
  });
  expect(registered.status()).toBe(201);
  const client = await page.request.post("/api/clients", {
    headers: sameOriginHeaders(),
    data: { name: "Lindiwe Zulu", type: "individual" },
  });
  expect(client.status()).toBe(201);

  // Open the trust account (from the first day of last month).
  await page.goto("/trust-accounting?tab=accounts");
  const form = page.getByRole("form", { name: "Create trust account" });
  await form.getByLabel("Account name").fill("ABSA Trust Account");
  await form.getByLabel("Bank").selectOption("absa");
  await form.getByLabel("Account number").fill("4091234567");
  await form.getByLabel("Opened on").fill(`${month}-01`);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Trust Account Created")).toBeVisible();
  await expect(page.getByRole("cell", { name: /^ABSA Trust Account/ })).toBeVisible();

  // Receive R1 000 for the client, then pay R400 of it out.
  await page.getByRole("tab", { name: "Transactions" }).click();
  const receipt = await recordTransaction(page, async (dialog) => {
    await dialog.getByLabel("Type").selectOption("receipt");
    await dialog.getByLabel("Trust account").selectOption({ label: "ABSA Trust Account (4091234567)" });
    await dialog.getByLabel("Amount").fill("1000.00");
    await dialog.getByLabel("Date").fill(`${month}-05`);
    await dialog.getByLabel("Description").fill("Deposit for transfer costs");
    await chooseClient(page, dialog, "Lindiwe Zulu");
  });
  await expect(receipt).toBeHidden();
  const payment = await recordTransaction(page, async (dialog) => {
    await dialog.getByLabel("Type").selectOption("payment");
    await dialog.getByLabel("Trust account").selectOption({ label: "ABSA Trust Account (4091234567)" });
    await dialog.getByLabel("Amount").fill("400.00");
    await dialog.getByLabel("Date").fill(`${month}-10`);
    await dialog.getByLabel("Description").fill("Transfer duty");
    await dialog.getByLabel("Paid to").fill("SARS");
    await chooseClient(page, dialog, "Lindiwe Zulu");
  });
  await expect(payment).toBeHidden();
  await expect(page.getByRole("cell", { name: "Transfer duty" })).toBeVisible();

  // Paying out more than the client holds is refused, with the balance, and nothing is written.
  const overdraft = await recordTransaction(page, async (dialog) => {
    await dialog.getByLabel("Type").selectOption("payment");
    await dialog.getByLabel("Trust account").selectOption({ label: "ABSA Trust Account (4091234567)" });
    await dialog.getByLabel("Amount").fill("700.00");
    await dialog.getByLabel("Date").fill(`${month}-11`);
    await dialog.getByLabel("Description").fill("Too much");
    await dialog.getByLabel("Paid to").fill("Somebody");
    await chooseClient(page, dialog, "Lindiwe Zulu");
  });
  await expect(overdraft.getByText(/Refused: Lindiwe Zulu holds R\s600,00/)).toBeVisible();
  await overdraft.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("cell", { name: "Too much" })).toHaveCount(0);

  // Import last month's ABSA statement; both lines match the books.
  await page.getByRole("tab", { name: "Reconciliation" }).click();
  await page.getByRole("button", { name: "Import Statement" }).click();
  const importDialog = page.getByRole("dialog", { name: "Import Bank Statement" });
  await importDialog.getByLabel("Trust account").selectOption({ label: "ABSA Trust Account" });
  const compact = (day: string) => `${month}-${day}`.replaceAll("-", "");
  const statement = [
    "Date,Description,Amount,Balance",
    `${compact("05")},ACB CREDIT ZULU DEPOSIT,1000.00,1000.00`,
    `${compact("12")},DIGITAL PAYMENT SARS,-400.00,600.00`,
  ].join("\n");
  await importDialog.locator('input[type="file"]').setInputFiles({
    name: "absa-statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement),
  });
  await importDialog.getByLabel("Column layout").selectOption("absa");
  await importDialog.getByRole("button", { name: "Import Statement" }).click();
  await expect(importDialog.getByText("Statement imported")).toBeVisible();
  await importDialog.getByRole("button", { name: "Done" }).click();

  // Reconcile last month and sign it off.
  await page.getByLabel("Month").selectOption(month);
  await expect(page.getByText("The three balances agree.")).toBeVisible();
  await page.getByRole("button", { name: "Sign off" }).click();
  await page
    .getByRole("dialog", { name: "Sign Off Reconciliation" })
    .getByRole("button", { name: "Confirm Sign-off" })
    .click();
  await expect(page.getByText("Signed off", { exact: true })).toBeVisible();

  // Record the Fidelity Fund certificate and the last audit report: every requirement is then met.
  await page.getByRole("tab", { name: "Compliance" }).click();
  const certificate = page.getByRole("form", { name: "Record Fidelity Fund certificate" });
  await certificate.getByLabel("Year").fill(southAfricanToday().slice(0, 4));
  await certificate.getByLabel("Certificate number").fill("FFC-2026-7781");
  await certificate.getByRole("button", { name: "Record Certificate" }).click();
  const auditReport = page.getByRole("form", { name: "Record audit report" });
  await auditReport.getByLabel("Financial year end").fill(lastFebruaryYearEnd());
  await auditReport.getByLabel("Lodged on").fill(southAfricanToday());
  await auditReport.getByLabel("Auditor").fill("Naidoo & Dube Registered Auditors");
  await auditReport.getByRole("button", { name: "Record Audit Report" }).click();

  const checklist = page.getByRole("list", { name: "Compliance requirements" });
  await expect(checklist.getByText("Fidelity Fund certificate", { exact: false })).toBeVisible();
  await expect(checklist.getByText("Action Required")).toHaveCount(0);
  await expect(checklist.getByText("Compliant", { exact: true })).toHaveCount(7);
});
