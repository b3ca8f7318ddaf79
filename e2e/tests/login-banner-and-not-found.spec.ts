import { expect, test } from "@playwright/test";

test("the login page shows the banner for ?error=user_exists", async ({ page }) => {
  await page.goto("/login?error=user_exists");

  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists.");
});

test("an unknown ?error= value shows the generic banner", async ({ page }) => {
  await page.goto("/login?error=something_else");

  await expect(page.getByRole("alert")).toHaveText("An error occurred. Please try again.");
});

test("an unknown path shows the 404 screen inside the app shell", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");

  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Inkundla" })).toBeVisible();
});

test("an unknown /api path answers JSON 404, not the app", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");

  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: "not_found" });
});

test("the app loads under its content security policy without violations or errors", async ({ page }) => {
  const problems: string[] = [];
  // A signed-out visitor's GET /api/auth/user answers 401 by design (spec §7); the browser logs that.
  const expectedSignedOutProbe = /status of 401 \(Unauthorized\)/;
  page.on("console", (message) => {
    if (message.type() === "error" && !expectedSignedOutProbe.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));

  const response = await page.goto("/login");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await page.getByRole("tab", { name: "Create Account" }).click();
  await expect(page.getByLabel("Confirm Password")).toBeVisible();

  expect(problems).toEqual([]);
});
