import { expect, test } from "@playwright/test";
import { pdfStrings } from "../../apps/server/src/testing/pdf-strings.ts";
import { uniqueEmail } from "../support/demo-accounts";
import { sameOriginHeaders } from "../support/same-origin";

function southAfricanToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date());
}

test("a firm bills logged time on a VAT tax invoice, issues it, and is paid from the client's trust money, which both books show", async ({
  page,
}) => {
  const today = southAfricanToday();
  const registered = await page.request.post("/api/auth/register", {
    headers: sameOriginHeaders(),
    data: {
      email: uniqueEmail("billing"),
      password: "Billing-Books-2026",
      firstName: "Lerato",
      lastName: "Maseko",
    },
  });
  expect(registered.status()).toBe(201);
  const client = await (
    await page.request.post("/api/clients", {
      headers: sameOriginHeaders(),
      data: {
        name: "Sizwe Mthembu",
        type: "individual",
        email: "sizwe.mthembu@example.co.za",
        physicalAddress: "14 Jan Smuts Avenue, Rosebank, 2196",
      },
    })
  ).json();
  const matter = await (
    await page.request.post("/api/matters", {
      headers: sameOriginHeaders(),
      data: { clientId: client.id, title: "Sale of Erf 88 Rosebank", type: "Property Law" },
    })
  ).json();
  // R5 000 received into trust for the client on this matter.
  const account = await (
    await page.request.post("/api/trust-accounting/accounts", {
      headers: sameOriginHeaders(),
      data: {
        name: "Nedbank Trust Account",
        bankName: "nedbank",
        accountNumber: "1987654321",
        branchCode: "198765",
        openedOn: today,
      },
    })
  ).json();
  const receipt = await page.request.post("/api/trust-accounting/transactions", {
    headers: sameOriginHeaders(),
    data: {
      type: "receipt",
      accountId: account.id,
      clientId: client.id,
      matterId: matter.id,
      amountCents: 500_000,
      date: today,
      description: "Deposit towards costs",
    },
  });
  expect(receipt.status()).toBe(201);

  // The firm registers for VAT in its billing profile.
  await page.goto("/billing?tab=profile");
  const profile = page.getByRole("form", { name: "Billing profile" });
  await profile.getByRole("switch", { name: "VAT registered" }).check();
  await profile.getByLabel("VAT number").fill("4550123456");
  await profile.getByLabel("Banking details").fill("FNB Business Account 62000000123, branch 250655");
  await profile.getByRole("button", { name: "Save Billing Profile" }).click();
  await expect(page.getByText("Billing profile saved")).toBeVisible();

  // Log 2 hours at R1 500 an hour on the matter's Time tab.
  await page.goto(`/practice/matters/${matter.id}?tab=time`);
  await page.getByRole("button", { name: "Log Time" }).click();
  const logTime = page.getByRole("dialog", { name: "Log Time" });
  await logTime.getByLabel("Date").fill(today);
  await logTime.getByLabel("Description").fill("Drafting the deed of sale");
  await logTime.getByLabel("Hours").fill("2");
  await logTime.getByLabel("Rate (R per hour)").fill("1500");
  await expect(logTime.getByText("R 3 000,00")).toBeVisible();
  await logTime.getByRole("button", { name: "Log Time" }).click();
  await expect(logTime).toBeHidden();
  await expect(page.getByRole("row", { name: /Drafting the deed of sale.*Unbilled/ })).toBeVisible();

  // Create the invoice from the unbilled time: R3 000 + VAT R450 = R3 450.
  await page.goto("/billing?tab=invoices");
  await page.getByRole("button", { name: "Create Invoice" }).click();
  const create = page.getByRole("dialog", { name: "Create Invoice" });
  await create.getByRole("combobox", { name: "Client" }).fill("Sizwe");
  await page.getByRole("option", { name: "Sizwe Mthembu" }).click();
  await create.getByLabel("Matter").selectOption({ label: `${matter.reference} · Sale of Erf 88 Rosebank` });
  await expect(create.getByText("Drafting the deed of sale")).toBeVisible();
  await create.getByLabel("Description").fill("Professional services: sale of Erf 88 Rosebank");
  const totals = create.getByRole("group", { name: "Invoice totals" });
  await expect(totals.getByLabel("Total: R 3 450,00")).toBeVisible();
  await create.getByRole("button", { name: "Save Draft" }).click();
  await expect(create).toBeHidden();

  // Issue it: the number is taken and the time is billed.
  const drawer = page.getByRole("dialog", { name: /Draft/ });
  await drawer.getByRole("button", { name: "Issue Invoice" }).click();
  const confirm = page.getByRole("dialog", { name: "Issue Invoice" });
  await confirm.getByLabel("E-mail the invoice to the client with the PDF").uncheck();
  await confirm.getByRole("button", { name: "Issue Invoice" }).click();
  await expect(confirm).toBeHidden();
  const issued = page.getByRole("dialog", { name: /INV-000001/ });
  await expect(issued).toBeVisible();

  // The PDF is a tax invoice with the right totals.
  const pdfLink = issued.getByRole("link", { name: "Download PDF" });
  const pdf = await page.request.get((await pdfLink.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const text = (await pdfStrings(await pdf.body())).join("\n");
  expect(text).toContain("Tax Invoice");
  expect(text).toContain("INV-000001");
  expect(text).toContain("4550123456");
  expect(text).toMatch(/R 3 000,00/);
  expect(text).toMatch(/R 450,00/);
  expect(text).toMatch(/R 3 450,00/);

  // Receive payment from trust.
  await issued.getByRole("button", { name: "Record Payment" }).click();
  const payment = page.getByRole("form", { name: "Record payment" });
  await payment.getByLabel("Method").selectOption("trust");
  await payment.getByLabel("Trust ledger").selectOption({ index: 1 });
  await payment.getByRole("button", { name: "Record Payment" }).click();
  await expect(page.getByText(/INV-000001/).first()).toBeVisible();

  // The invoice is paid ...
  await page.goto("/billing?tab=invoices");
  await expect(page.getByRole("row", { name: /INV-000001.*Paid/ })).toBeVisible();
  // ... the client's trust balance dropped by R3 450 to R1 550 ...
  await page.goto(`/practice/clients/${client.id}`);
  await expect(page.getByLabel("Held in trust: R 1 550,00")).toBeVisible();
  // ... and the trust journal shows the transfer to business against the invoice.
  await page.goto("/trust-accounting?tab=transactions");
  await expect(page.getByRole("row", { name: /Fees: invoice INV-000001/ })).toBeVisible();
});
