import type { TAiUsage } from "@inkundla/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, requestsTo, sentBodies, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { AiUsagePanel } from "./ai-usage-panel";

function buildUsage(overrides: Partial<TAiUsage> = {}): TAiUsage {
  return {
    month: "2026-11",
    inputTokens: 150_000,
    outputTokens: 50_000,
    usedTokens: 200_000,
    calls: 40,
    monthlyTokenBudget: 2_000_000,
    isDefaultBudget: true,
    remainingTokens: 1_800_000,
    engine: "gpt-4o-mini via https://api.openai.com/v1",
    usesTokens: true,
    ...overrides,
  };
}

describe("AiUsagePanel", { timeout: 20_000 }, () => {
  it("shows the month's tokens against the budget, and lets the owner set the firm's own", async () => {
    const fetchMock = stubRoutes({
      "GET /api/ai/usage": () => jsonResponse(200, buildUsage()),
      "PUT /api/ai/usage/budget": (init) =>
        jsonResponse(
          200,
          buildUsage({
            monthlyTokenBudget: JSON.parse(String(init.body)).monthlyTokenBudget,
            isDefaultBudget: false,
          }),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AiUsagePanel />, { user: buildUser() });

    expect(
      await screen.findByText(/200 000 of 2 000 000 tokens \(the platform's default budget\)/),
    ).toBeTruthy();
    const budget = screen.getByLabelText("Monthly budget (tokens)");
    await user.clear(budget);
    await user.type(budget, "500000");
    await user.click(screen.getByRole("button", { name: "Save budget" }));
    await waitFor(() => expect(requestsTo(fetchMock, "PUT", "/api/ai/usage/budget")).toHaveLength(1));
    expect(sentBodies(fetchMock, "PUT", "/api/ai/usage/budget")).toEqual([{ monthlyTokenBudget: 500_000 }]);
    expect(await screen.findByText(/200 000 of 500 000 tokens \(the firm's budget\)/)).toBeTruthy();
  });

  it("shows a member the figures without the form, and says the rule-based engine uses no tokens", async () => {
    stubRoutes({ "GET /api/ai/usage": () => jsonResponse(200, buildUsage()) });
    const { unmount } = renderWithProviders(<AiUsagePanel />, {
      user: buildUser({ role: "associate", isFirmOwner: false }),
    });
    expect(await screen.findByText(/200 000 of 2 000 000 tokens/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save budget" })).toBeNull();
    unmount();

    stubRoutes({
      "GET /api/ai/usage": () =>
        jsonResponse(
          200,
          buildUsage({
            usesTokens: false,
            usedTokens: 0,
            engine: "Rule-based analysis — no language model configured",
          }),
        ),
    });
    renderWithProviders(<AiUsagePanel />, { user: buildUser() });
    expect(await screen.findByText(/no language model configured: answers come from rules/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save budget" })).toBeNull();
  });
});
