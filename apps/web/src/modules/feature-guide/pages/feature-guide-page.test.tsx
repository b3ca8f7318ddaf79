import type { TPublicPlan } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listComingModules, listLiveModules } from "../../../lib/product-modules";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { FeatureGuidePage } from "./feature-guide-page";

const plan = (code: string, name: string, priceCents: number): TPublicPlan => ({
  code,
  name,
  priceCents,
  price: "",
  period: "month",
  description: "",
  features: [],
  popular: false,
  userLimit: null,
  activeMatterLimit: null,
});

const PLANS = [
  plan("solo", "Solo", 49900),
  plan("small_firm", "Small Firm", 149900),
  plan("professional", "Professional", 299900),
];

function renderGuide(subscriptionPlan = "small_firm") {
  stubFetch((path) => {
    if (path === "/api/plans") return jsonResponse(200, { plans: PLANS });
    return jsonResponse(404, { message: "unexpected", code: "not_found" });
  });
  renderWithProviders(<FeatureGuidePage />, {
    route: "/feature-guide",
    user: buildUser({ subscriptionPlan }),
  });
}

const card = (name: string) => screen.getByRole("article", { name });

describe("FeatureGuidePage", () => {
  it("offers every live module with a link to its screen, and none of them as coming", () => {
    renderGuide();
    const available = screen.getByRole("region", { name: "Available now" });
    for (const module of listLiveModules()) {
      const moduleCard = within(available).getByRole("article", { name: module.name });
      if (module.path) {
        expect(
          within(moduleCard)
            .getByRole("link", { name: `Open ${module.name}` })
            .getAttribute("href"),
        ).toBe(module.path);
      }
      expect(moduleCard.textContent).not.toMatch(/coming soon|planned/i);
    }
  });

  it("shows each module that is not live as coming or planned, with its button disabled", () => {
    renderGuide();
    for (const module of listComingModules()) {
      const button = within(card(module.name)).getByRole("button") as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.textContent).toBe(module.roadmap === "planned" ? "Planned" : "Coming soon");
      expect(within(card(module.name)).queryByRole("link")).toBeNull();
    }
  });

  it("says which modules the firm's plan includes and the first plan that includes the others", async () => {
    renderGuide("small_firm");
    expect(await within(card("Trust Accounting")).findByText("In your plan")).toBeTruthy();
    expect(within(card("Advanced Analytics")).getByText("From the Professional plan")).toBeTruthy();
    expect(within(card("Legal Spreadsheets")).getByText("In your plan")).toBeTruthy();
  });

  it("tells every firm that trust accounting is mandatory and links to it", () => {
    renderGuide("solo");
    const notice = screen
      .getByText("Trust accounting is mandatory for South African law firms")
      .closest("[role=alert]") as HTMLElement;
    expect(within(notice).getByRole("link", { name: "Open Trust Accounting" }).getAttribute("href")).toBe(
      "/trust-accounting",
    );
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/");
  });
});
