import { expect, test } from "@playwright/test";
import { DEMO_ADMIN } from "../support/demo-accounts";
import { waitForMail } from "../support/mail";
import { sameOriginHeaders } from "../support/same-origin";

test("the landing FAQ keeps one answer open at a time", async ({ page }) => {
  await page.goto("/");
  const trialQuestion = page.getByRole("button", { name: "How long is the free trial?" });
  const firmQuestion = page.getByRole("button", { name: "Can my whole firm use it?" });
  await trialQuestion.click();
  await expect(trialQuestion).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/^\d+ days, with every feature of your plan/)).toBeVisible();

  await firmQuestion.click();
  await expect(firmQuestion).toHaveAttribute("aria-expanded", "true");
  await expect(trialQuestion).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText(/^\d+ days, with every feature of your plan/)).toBeHidden();
});

test("the landing page shows priced plans from the server and the same trial length as pricing", async ({
  page,
}) => {
  const { trialDays } = await (await page.request.get("/api/settings/public")).json();
  await page.goto("/");
  await expect(page.getByText(`${trialDays}-day free trial · No credit card required`).first()).toBeVisible();
  await expect(page.getByRole("article", { name: "Small Firm plan" })).toContainText("Recommended");
  await page.goto("/pricing");
  await expect(page.getByText(`Start with a ${trialDays}-day free trial`)).toBeVisible();
});

test("a legal page shows the Markdown text from entity settings, today's date and the contact block", async ({
  page,
  request: admin,
}) => {
  const marker = `Kept for ${Date.now()} days`;
  expect(
    (
      await admin.post("/api/auth/login", {
        headers: sameOriginHeaders(),
        data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      })
    ).status(),
  ).toBe(200);
  const current = await (await admin.get("/api/admin/entity-settings")).json();
  const saved = await admin.put("/api/admin/entity-settings", {
    headers: sameOriginHeaders(),
    data: {
      ...current,
      privacyPolicyContent: `## Data we keep\n\n**${marker}**, then deleted.\n\n<script>window.hacked = true</script>`,
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Data we keep" })).toBeVisible();
  await expect(page.locator("strong", { hasText: marker })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  // The browser runs in South African time: after 22:00 UTC its today is already tomorrow here.
  const today = new Intl.DateTimeFormat("en-ZA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Johannesburg",
  }).format(new Date());
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: current.supportEmail })).toBeVisible();
  await expect(page.locator("footer")).toContainText(`© ${new Date().getFullYear()}`);

  await page.goto("/terms");
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await page.goto("/privacy");
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test("pricing shows Custom for Enterprise, and Contact Sales e-mails the support address", async ({
  page,
}) => {
  const { supportEmail } = await (await page.request.get("/api/admin/entity-settings")).json();
  await page.goto("/pricing");
  const enterprise = page.getByRole("article", { name: "Enterprise plan" });
  await expect(enterprise).toContainText("Custom");
  await expect(
    page.getByRole("article", { name: "Solo plan" }).getByRole("link", { name: "Start Free Trial" }),
  ).toHaveAttribute("href", "/signup");

  await enterprise.getByRole("button", { name: "Contact Sales" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Sales" });
  await expect(dialog.getByLabel("Subject")).toHaveValue("Sales enquiry: Enterprise");
  await dialog.getByLabel("Name").fill("Themba Nkosi");
  await dialog.getByLabel("Email").fill("themba@nkosi-inc.example");
  await dialog.getByLabel("Message").fill("We have 60 attorneys in three offices and need a quote.");
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByText("Message sent")).toBeVisible();

  const mail = await waitForMail(supportEmail, /Contact form: Sales enquiry: Enterprise/);
  expect(mail.text).toContain("Themba Nkosi <themba@nkosi-inc.example>");
});

test("the demo page is marked DEMO MODE and links back to the landing page", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByText("DEMO MODE")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
