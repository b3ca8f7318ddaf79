import type { TPublicPlan } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listComingModules, listLiveModules } from "../../../lib/product-modules";
import { jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { LandingPage } from "./landing-page";

const soloPlan: TPublicPlan = {
  code: "solo",
  name: "Solo",
  priceCents: 49900,
  price: "R 499,00",
  period: "month",
  description: "For the sole practitioner starting out.",
  features: ["1 user", "Legal research", "API access", "Practice management"],
  popular: false,
  userLimit: 1,
  activeMatterLimit: 5,
};

function stubServer() {
  stubFetch((path) => {
    if (path === "/api/settings/public")
      return jsonResponse(200, { trialDays: 30, isRegistrationOpen: true });
    if (path === "/api/plans") return jsonResponse(200, { plans: [soloPlan] });
    return jsonResponse(404, { message: "unexpected", code: "not_found" });
  });
}

describe("LandingPage", () => {
  it("advertises the live modules and none that still say Coming soon", async () => {
    stubServer();
    renderWithProviders(<LandingPage />, { user: null });

    const features = screen.getByRole("heading", { name: "What you can use today" }).closest("section");
    if (!features) throw new Error("no features section");
    for (const module of listLiveModules()) {
      expect(within(features).getByText(module.name)).toBeTruthy();
      expect(within(features).getByText(module.description)).toBeTruthy();
    }
    await screen.findByRole("article", { name: "Solo plan" });
    const pageText = document.body.textContent ?? "";
    for (const module of listComingModules()) {
      expect(within(features).queryByText(module.name)).toBeNull();
    }
    expect(pageText).not.toMatch(/AI-first|large language model/i);
  });

  it("states no counts it does not compute", () => {
    stubServer();
    renderWithProviders(<LandingPage />, { user: null });

    const pageText = document.body.textContent ?? "";
    expect(pageText).not.toContain("16+");
    expect(pageText).not.toMatch(/AI features/i);
    expect(screen.queryByText("Modules")).toBeNull();
  });

  it("shows a plan's feature that names a module not yet live as coming soon", async () => {
    stubServer();
    renderWithProviders(<LandingPage />, { user: null });

    const card = await screen.findByRole("article", { name: "Solo plan" });
    const apiAccess = within(card).getByText("API access").closest("li");
    const legalResearch = within(card).getByText("Legal research").closest("li");
    expect(apiAccess?.textContent).toContain("Coming soon");
    expect(legalResearch?.textContent).not.toContain("Coming soon");
  });
});
