import type { TPublicPlan } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { PricingPage } from "./pricing-page";

const smallFirmPlan: TPublicPlan = {
  code: "small_firm",
  name: "Small Firm",
  priceCents: 149900,
  price: "R 1 499,00",
  period: "month",
  description: "For growing practices that work as a team.",
  features: ["Up to 5 users", "AI Legal Assistant", "Trust accounting", "Court filing", "API access"],
  popular: true,
  userLimit: 5,
  activeMatterLimit: null,
};

function stubServer() {
  stubFetch((path) => {
    if (path === "/api/settings/public")
      return jsonResponse(200, { trialDays: 30, isRegistrationOpen: true });
    if (path === "/api/plans") return jsonResponse(200, { plans: [smallFirmPlan] });
    return jsonResponse(404, { message: "unexpected", code: "not_found" });
  });
}

const featureLine = (card: HTMLElement, feature: string) => within(card).getByText(feature).closest("li");

describe("PricingPage", () => {
  it("marks plan features naming modules not yet live as coming soon, and the rest as included", async () => {
    stubServer();
    renderWithProviders(<PricingPage />, { route: "/pricing", user: null });

    const card = await screen.findByRole("article", { name: "Small Firm plan" });
    expect(featureLine(card, "API access")?.textContent).toContain("Coming soon");
    expect(featureLine(card, "Court filing")?.textContent).not.toContain("Coming soon");
    expect(featureLine(card, "AI Legal Assistant")?.textContent).not.toContain("Coming soon");
    expect(featureLine(card, "Trust accounting")?.textContent).not.toContain("Coming soon");
    expect(featureLine(card, "Up to 5 users")?.textContent).not.toContain("Coming soon");
  });

  it("compares only what works and names what is coming under the table", async () => {
    stubServer();
    renderWithProviders(<PricingPage />, { route: "/pricing", user: null });

    const table = await screen.findByRole("table", { name: "Feature comparison" });
    expect(within(table).getByRole("rowheader", { name: "Trust accounting" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "Legal research" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "Document automation" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "Court filing" })).toBeTruthy();
    expect(within(table).queryByRole("rowheader", { name: "API access" })).toBeNull();
    expect(screen.getByText(/^Coming soon: API access, .* and White-label portals\.$/)).toBeTruthy();
  });

  it("offers the platform admin the plans to manage rather than a subscription", async () => {
    stubServer();
    const admin = buildUser({ role: "admin", firmId: null, isFirmOwner: false });
    renderWithProviders(<PricingPage />, { route: "/pricing", user: admin });

    const card = await screen.findByRole("article", { name: "Small Firm plan" });
    expect(within(card).getByRole("link", { name: "Manage Plans" }).getAttribute("href")).toBe(
      "/admin?tab=plans",
    );
    expect(screen.queryByRole("link", { name: "Manage Subscription" })).toBeNull();
  });
});
