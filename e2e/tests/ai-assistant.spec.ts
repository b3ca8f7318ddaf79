import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/accessibility";
import { DEMO_OWNER } from "../support/demo-accounts";
import { expectSignedIn, signInThroughForm } from "../support/sign-in";

const QUESTION = "May occupiers be evicted from their home without a court order?";
const CONSTITUTION = "Constitution of the Republic of South Africa, 1996";
const LOCAL_ENGINE = "Rule-based analysis — no language model configured";

test("a lawyer asks whether occupiers may be evicted without a court order and reads s 26 of the Constitution the answer rests on", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expectSignedIn(page);

  await page.goto("/ai-assistant");
  await expect(page.getByRole("heading", { level: 1, name: "AI Assistant" })).toBeVisible();
  await page.getByRole("tab", { name: "Research Insights" }).click();
  await expect(page).toHaveURL(/\/ai-assistant\?tab=research$/);
  const getInsights = page.getByRole("button", { name: "Get Insights" });
  await expect(getInsights).toBeDisabled();
  await expectNoSeriousA11yViolations(page, "research insights before a question");

  await page.getByRole("textbox", { name: /Research question/ }).fill(QUESTION);
  await getInsights.click();

  // The answer: key insights citing its passages, the engine that made it, and the passages themselves.
  await expect(page.getByRole("heading", { name: "Key Insights" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(LOCAL_ENGINE, { exact: true })).toBeVisible();
  const passages = page.getByRole("list", { name: "Passages" });
  const section26Link = page.getByRole("link", { name: `${CONSTITUTION}, s 26` });
  const section26 = passages.getByRole("listitem").filter({ has: section26Link });
  await expect(section26).toHaveCount(1);
  await expect(section26).toContainText("No one may be evicted from their home");
  await expect(page.getByRole("list", { name: "Recommendations" })).toContainText(
    `Read s 26 of the ${CONSTITUTION}`,
  );
  await expect(page.getByText(/unverified citations? removed/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, "research insights answer");

  // A reference in the key insights leads to its passage.
  await page.getByRole("link", { name: "[1]" }).first().click();
  await expect(page.locator("#insight-passage-1")).toHaveAttribute("aria-current", "location");
  await expect(page.locator("#insight-passage-1")).toBeInViewport();

  // On a phone the answer fits the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section26Link).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The passage opens in the reader at s 26.
  await section26Link.click();
  await expect(page).toHaveURL(/\/legal-research\/documents\/[^?]+\?at=s\+26$/);
  await expect(page.getByRole("heading", { level: 1, name: CONSTITUTION })).toBeVisible();
  const housing = page.locator('[data-pinpoint="s 26"]').filter({ hasText: "No one may be evicted" });
  await expect(housing).toHaveAttribute("aria-current", "location");
});
