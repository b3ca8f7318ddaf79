import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { uniqueEmail } from "../support/demo-accounts";
import { sameOriginHeaders } from "../support/same-origin";

const LEASE = [
  "LEASE AGREEMENT",
  "1. The Tenant shall pay rent of R8 000 per month in advance on the first day of each month.",
  "2. Either party may cancel this lease on one calendar month's written notice.",
  "3. This agreement is governed by the laws of the Republic of South Africa.",
].join("\n");

test("a member is told from the bell when their contract analysis is ready, opens it, and can turn such notices off", async ({
  page,
}) => {
  const registered = await page.request.post("/api/auth/register", {
    headers: sameOriginHeaders(),
    data: {
      email: uniqueEmail("bell"),
      password: "Bell-Pass-2026",
      firstName: "Naledi",
      lastName: "Mokoena",
    },
  });
  expect(registered.status()).toBe(201);
  const started = await page.request.post("/api/contract-analyses", {
    headers: sameOriginHeaders(),
    data: { contractText: LEASE, contractTitle: "Lease of Unit 4, Braamfontein" },
  });
  expect(started.status()).toBe(202);
  const { id } = await started.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/contract-analyses/${id}`)).json()).status)
    .toBe("completed");

  await page.goto("/home");
  const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
  await bell.click();
  await expectNoSeriousA11yViolations(page, "the notification bell, open");
  await page.getByRole("button", { name: /^Unread: Contract analysis ready: Lease of Unit 4/ }).click();
  await expect(page).toHaveURL(new RegExp(`/contract-review/${id}$`));
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // Profile → Preferences: no more notices of finished AI work.
  await page.goto("/profile?tab=preferences");
  const aiWork = page.getByRole("switch", { name: "AI work that has finished or failed" });
  await expect(aiWork).toBeChecked();
  await aiWork.click();
  await expect
    .poll(async () => (await (await page.request.get("/api/user/preferences")).json()).notifyAiJobs)
    .toBe(false);
  await page.getByRole("button", { name: "Notifications", exact: true }).click();
  await expect(page.getByText(/^Nothing yet\./)).toBeVisible();
});
