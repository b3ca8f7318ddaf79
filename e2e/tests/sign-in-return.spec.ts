import { expect, type Page, test } from "@playwright/test";
import { DEMO_OWNER } from "../support/demo-accounts";
import { sameOriginHeaders } from "../support/same-origin";
import { expectSignedIn } from "../support/sign-in";

/** Signs in on the sign-in screen the page is already on, as someone sent there by a link. */
async function signInHere(page: Page): Promise<void> {
  const form = page.getByRole("tabpanel", { name: "Sign In" });
  await form.getByLabel("Email").fill(DEMO_OWNER.email);
  await form.getByLabel("Password", { exact: true }).fill(DEMO_OWNER.password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

test("a signed-out link to a matter asks for sign-in and then opens that matter", async ({
  page,
  request,
}) => {
  const signedIn = await request.post("/api/auth/login", {
    headers: sameOriginHeaders(),
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(signedIn.status()).toBe(200);
  const [matter] = (await (await request.get("/api/matters?limit=1")).json()) as {
    id: string;
    title: string;
  }[];
  expect(matter).toBeTruthy();

  await page.goto(`/practice/matters/${matter?.id}?tab=time`);

  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await expect(page.getByText("Sign in to open the page you asked for.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
  await signInHere(page);

  await expectSignedIn(page);
  await expect(page).toHaveURL(new RegExp(`/practice/matters/${matter?.id}\\?tab=time$`));
  await expect(page.getByRole("heading", { level: 1, name: matter?.title })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Time" })).toHaveAttribute("aria-selected", "true");
});

test("a signed-out link to /billing returns to Billing after sign-in", async ({ page }) => {
  await page.goto("/billing?tab=invoices");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fbilling%3Ftab%3Dinvoices$/);
  await signInHere(page);

  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/billing\?tab=invoices$/);
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
});

test("sign-in never leads to another site named in the link", async ({ page, baseURL }) => {
  await page.goto("/login?returnTo=%2F%2Fevil.example%2Fphish");
  await signInHere(page);

  await expectSignedIn(page);
  await expect(page.getByRole("heading", { name: `Welcome back, ${DEMO_OWNER.firstName}` })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
});

test("a visitor's footer links to modules lead through sign-in, never to the 404 screen", async ({
  page,
}) => {
  await page.goto("/");
  const platformLinks = page.getByRole("navigation", { name: "Platform" }).getByRole("link");
  await expect(platformLinks).toHaveText([
    "Practice Management",
    "Trust Accounting",
    "Billing",
    "Court Filing",
    "Legal Research",
    "AI Assistant",
    "Document Automation",
    "Contract Review",
    "Case Prediction",
    "Legal Writing",
    "Legal Word Processor",
    "Legal Spreadsheets",
    "Legal Presentations",
    "PDF Editor",
    "Advanced Analytics",
    "Client Portal",
    "Pricing",
  ]);

  await platformLinks.filter({ hasText: "Trust Accounting" }).click();
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await signInHere(page);

  await expect(page).toHaveURL(/\/trust-accounting$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trust Accounting" })).toBeVisible();
});
