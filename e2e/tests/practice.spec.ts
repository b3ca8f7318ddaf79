import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../support/demo-accounts";
import { sameOriginHeaders } from "../support/same-origin";

test("a new firm adds a client, opens a matter past a conflict warning, times work, and files a deadline seen on the dashboard", async ({
  page,
}) => {
  const registered = await page.request.post("/api/auth/register", {
    headers: sameOriginHeaders(),
    data: {
      email: uniqueEmail("practice"),
      password: "Practice-2026",
      firstName: "Zanele",
      lastName: "Khoza",
    },
  });
  expect(registered.status()).toBe(201);
  // An earlier client of the firm, who will be the other side in the new matter.
  const earlierClient = await page.request.post("/api/clients", {
    headers: sameOriginHeaders(),
    data: { name: "Karoo Freight (Pty) Ltd", type: "company" },
  });
  expect(earlierClient.status()).toBe(201);

  // Add Client
  await page.goto("/practice?tab=clients");
  await page.getByRole("button", { name: "Add Client" }).click();
  const clientDialog = page.getByRole("dialog", { name: "Add Client" });
  await clientDialog.getByLabel("Name").fill("Lindiwe Zulu");
  await clientDialog.getByLabel("Email").fill("lindiwe.zulu@example.co.za");
  await clientDialog.getByRole("button", { name: "Add Client" }).click();
  await expect(clientDialog).toBeHidden();
  await expect(page.getByRole("cell", { name: "Lindiwe Zulu" })).toBeVisible();

  // New Matter: the opposing party, typed with an accent, is one of the firm's own clients.
  await page.goto("/practice?tab=matters");
  await page.getByRole("button", { name: "New Matter" }).click();
  const matterDialog = page.getByRole("dialog", { name: "New Matter" });
  await matterDialog.getByLabel("Client").fill("Lindiwe");
  await page.getByRole("option", { name: /Lindiwe Zulu/ }).click();
  await matterDialog.getByLabel("Title").fill("Unpaid freight invoices");
  await matterDialog.getByLabel("Type").selectOption({ index: 1 });
  await matterDialog.getByLabel("Opposing parties").fill("Karóo Freight (Pty) Ltd");
  await matterDialog.getByLabel("Opposing parties").press("Enter");
  await matterDialog.getByRole("button", { name: "Check Conflicts & Open" }).click();
  await expect(matterDialog.getByText("Possible conflicts", { exact: true })).toBeVisible();
  await expect(matterDialog.getByText("Karoo Freight (Pty) Ltd").first()).toBeVisible();
  const openMatter = matterDialog.getByRole("button", { name: "Open Matter" });
  await expect(openMatter).toBeDisabled();
  await matterDialog.getByLabel("I have reviewed these possible conflicts and wish to proceed").check();
  await openMatter.click();
  await expect(matterDialog).toBeHidden();

  // Log time with the timer, kept on the server.
  await page.goto("/practice");
  const startTimer = page.getByLabel("Start timer");
  await startTimer.getByLabel("Matter").fill("Unpaid");
  await page.getByRole("option", { name: /Unpaid freight invoices/ }).click();
  await startTimer.getByRole("button", { name: "Start timer" }).click();
  const runningTimer = page.getByLabel("Running timer");
  await expect(runningTimer).toBeVisible();
  await page.reload();
  await expect(runningTimer).toBeVisible();
  await runningTimer.getByLabel("Description").fill("Perusal of freight contract");
  await runningTimer.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText("Time logged").first()).toBeVisible();
  await page.getByRole("tab", { name: "Time Tracking" }).click();
  const loggedRow = page.getByRole("row").filter({ hasText: "Perusal of freight contract" });
  await expect(loggedRow).toHaveCount(1);
  await expect(loggedRow).toContainText("0,1 h");
  await expect(loggedRow).toContainText("Unbilled");

  // Compute a court deadline on the matter and keep it as a task.
  await page.getByRole("tab", { name: "Matters" }).click();
  await page.getByRole("link", { name: "Unpaid freight invoices" }).click();
  await expect(page).toHaveURL(/\/practice\/matters\//);
  await page.getByRole("tab", { name: "Tasks & Deadlines" }).click();
  const calculator = page.getByRole("form", { name: "Deadline calculator" });
  await calculator.getByRole("combobox", { name: "Rule" }).click();
  await page
    .getByRole("option", { name: "Notice of intention to defend (Uniform Rule 19(1))", exact: true })
    .click();
  await calculator.getByLabel("Start date").fill("2026-12-10");
  await calculator.getByRole("button", { name: "Calculate" }).click();
  const result = page.getByRole("region", { name: "Calculated deadline" });
  await expect(result).toContainText("26 January 2027");
  await result.getByRole("button", { name: "Save as task" }).click();
  await expect(page.getByText("Deadline saved").first()).toBeVisible();

  // The dashboard lists the open deadline.
  await page.goto("/home");
  const deadlines = page.getByRole("list", { name: "Upcoming deadlines" });
  await expect(deadlines.getByText("Notice of intention to defend")).toBeVisible();
  await expect(deadlines.getByText(/Unpaid freight invoices/)).toBeVisible();
});
