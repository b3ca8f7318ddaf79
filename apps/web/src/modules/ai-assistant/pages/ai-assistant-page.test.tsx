import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { provideDocumentFonts } from "../ai-assistant-test-fixtures";
import { AiAssistantPage } from "./ai-assistant-page";

function renderPage(route = "/ai-assistant") {
  return renderWithProviders(
    <Routes>
      <Route path="/ai-assistant" element={<AiAssistantPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

beforeAll(provideDocumentFonts);

describe("AiAssistantPage", () => {
  it("offers the spec's four tabs, opening on Document Analysis, none of them coming soon", async () => {
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Document Analysis",
      "Template Generation",
      "Research Insights",
      "Case Summarization",
    ]);
    expect(screen.getByRole("tab", { name: "Document Analysis" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("button", { name: "Analyze Document" })).toBeTruthy();
    expect(screen.queryByText("Coming soon")).toBeNull();

    await userEvent.click(screen.getByRole("tab", { name: "Case Summarization" }));
    expect(screen.getByRole("button", { name: "Summarize Judgment" })).toBeTruthy();
    expect(screen.queryByText("Coming soon")).toBeNull();

    await userEvent.click(screen.getByRole("tab", { name: "Template Generation" }));
    expect(screen.getByRole("button", { name: "Generate Template" })).toBeTruthy();
    expect(screen.queryByText("Coming soon")).toBeNull();
  });

  it("opens the Research Insights tab from the address", () => {
    renderPage("/ai-assistant?tab=research");

    expect(screen.getByRole("tab", { name: "Research Insights" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("textbox", { name: /Research question/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Get Insights" })).toBeTruthy();
    expect(screen.queryByText("Coming soon")).toBeNull();
  });
});
