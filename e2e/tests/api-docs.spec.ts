import { expect, test } from "@playwright/test";

test("the API reference page shows the operations by name, under the app's content security policy", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") refused.push(message.text());
  });
  await page.goto("/api/docs");
  await expect(page).toHaveTitle("Inkundla API reference");
  await expect(page.getByRole("heading", { name: /Inkundla API/ })).toBeVisible();
  await expect(page.getByText("Read the signed-in user", { exact: true })).toBeVisible();
  // The filter narrows 166 operations to one area; opening one shows its parameters.
  await page.getByPlaceholder("Filter by tag").fill("clients");
  await page.getByText("List clients", { exact: true }).click();
  await expect(page.getByText("ficaStatus").first()).toBeVisible();
  expect(refused).toEqual([]);
});
