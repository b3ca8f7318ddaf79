import type { TFirmSubscription, TSubscriptionPlanOption } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { SubscriptionPanel } from "./subscription-panel";

const SOLO: TFirmSubscription = {
  planCode: "solo",
  planName: "Solo",
  price: 499,
  priceCents: 49_900,
  nextBilling: "2026-05-31T10:00:00.000Z",
  usage: { members: 1, memberLimit: 1, activeMatters: 0, activeMatterLimit: 5, storageBytes: 0 },
};

const PLANS: TSubscriptionPlanOption[] = [
  {
    code: "solo",
    name: "Solo",
    description: "",
    price: 499,
    priceCents: 49_900,
    userLimit: 1,
    activeMatterLimit: 5,
    isCurrent: true,
  },
  {
    code: "small_firm",
    name: "Small Firm",
    description: "",
    price: 1499,
    priceCents: 149_900,
    userLimit: 5,
    activeMatterLimit: null,
    isCurrent: false,
  },
  {
    code: "enterprise",
    name: "Enterprise",
    description: "",
    price: "Custom",
    priceCents: null,
    userLimit: null,
    activeMatterLimit: null,
    isCurrent: false,
  },
];

function stubSubscriptionServer(routes: Record<string, (init: RequestInit) => Response> = {}) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === "GET /api/user/subscription") return jsonResponse(200, SOLO);
    if (key === "GET /api/user/subscription/plans") return jsonResponse(200, PLANS);
    if (key === "GET /api/auth/user") return jsonResponse(200, buildUser({ isFirmOwner: true }));
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

describe("SubscriptionPanel", () => {
  it("shows the plan name, rand price, next billing date and usage against the limits", async () => {
    stubSubscriptionServer();
    renderWithProviders(<SubscriptionPanel />, { user: buildUser({ isFirmOwner: true }) });

    expect(await screen.findByRole("heading", { name: "Solo" })).toBeTruthy();
    expect(screen.getByTestId("subscription-price").textContent).toBe(`R${"\u00a0"}499,00 / month`);
    expect(screen.getByText("Next billing date: 31 May 2026")).toBeTruthy();
    expect(screen.getByText("1 of 1")).toBeTruthy();
    expect(screen.getByText("0 of 5")).toBeTruthy();
    expect(screen.getByText("0 B used")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Users: 1 of 1" })).toBeTruthy();
  });

  it("shows Custom and Unlimited for an enterprise firm", async () => {
    stubSubscriptionServer({
      "GET /api/user/subscription": () =>
        jsonResponse(200, {
          ...SOLO,
          planName: "Enterprise",
          price: "Custom",
          priceCents: null,
          usage: { ...SOLO.usage, memberLimit: null, activeMatterLimit: null },
        }),
    });
    renderWithProviders(<SubscriptionPanel />, { user: buildUser({ isFirmOwner: true }) });

    expect(await screen.findByText("Custom", { selector: "[data-testid=subscription-price]" })).toBeTruthy();
    expect(screen.getByText("1 of Unlimited")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change Plan" })).toBeNull();
  });

  it("does not offer a plan change to a member who is not the owner", async () => {
    stubSubscriptionServer();
    renderWithProviders(<SubscriptionPanel />, { user: buildUser({ isFirmOwner: false }) });

    expect(await screen.findByText("Only the firm owner can change the plan.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change Plan" })).toBeNull();
  });

  it("confirms a plan change with the prorated amount before changing, then shows the new plan", async () => {
    const fetchMock = stubSubscriptionServer({
      "POST /api/user/subscription/preview": () =>
        jsonResponse(200, {
          fromPlanCode: "solo",
          fromPlanName: "Solo",
          toPlanCode: "small_firm",
          toPlanName: "Small Firm",
          proratedAmountCents: 66_667,
          periodEnd: SOLO.nextBilling,
        }),
      "POST /api/user/subscription/change": () =>
        jsonResponse(200, {
          subscription: { ...SOLO, planCode: "small_firm", planName: "Small Firm", priceCents: 149_900 },
          change: {
            fromPlanCode: "solo",
            fromPlanName: "Solo",
            toPlanCode: "small_firm",
            toPlanName: "Small Firm",
            proratedAmountCents: 66_667,
            periodEnd: SOLO.nextBilling,
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPanel />, { user: buildUser({ isFirmOwner: true }) });

    await user.click(await screen.findByRole("button", { name: "Change Plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Plan" });
    expect(within(dialog).getByRole("radio", { name: /^Solo/ }).hasAttribute("disabled")).toBe(true);
    expect(
      within(dialog)
        .getByRole("radio", { name: /^Enterprise/ })
        .hasAttribute("disabled"),
    ).toBe(true);
    expect(within(dialog).getByText("Custom pricing: Contact Sales")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Confirm Change" }).hasAttribute("disabled")).toBe(
      true,
    );

    await user.click(within(dialog).getByRole("radio", { name: /^Small Firm/ }));
    expect(
      await within(dialog).findByText(
        /You will be charged R\s666,67 now for the rest of this billing period/,
      ),
    ).toBeTruthy();
    expect(findRequests(fetchMock, "/api/user/subscription/change")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Confirm Change" }));

    expect(await screen.findByText("Your firm is now on the Small Firm plan.")).toBeTruthy();
    const [request] = findRequests(fetchMock, "/api/user/subscription/change");
    expect(JSON.parse(String(request?.body))).toEqual({ plan: "small_firm" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Change Plan" })).toBeNull());
  });

  it("shows why a change is refused and keeps Confirm disabled", async () => {
    const message =
      "The Solo plan allows 1 user, but your firm has 3 members (pending invitations included). Remove staff before moving to it.";
    stubSubscriptionServer({
      "GET /api/user/subscription/plans": () =>
        jsonResponse(
          200,
          PLANS.map((plan) => ({ ...plan, isCurrent: plan.code === "small_firm" })),
        ),
      "POST /api/user/subscription/preview": () => jsonResponse(409, { message, code: "too_many_members" }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionPanel />, { user: buildUser({ isFirmOwner: true }) });

    await user.click(await screen.findByRole("button", { name: "Change Plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Plan" });
    await user.click(within(dialog).getByRole("radio", { name: /^Solo/ }));

    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Confirm Change" }).hasAttribute("disabled")).toBe(
      true,
    );
  });

  it("says so when the subscription cannot be loaded", async () => {
    stubSubscriptionServer({
      "GET /api/user/subscription": () => jsonResponse(500, { message: "boom", code: "internal_error" }),
    });
    renderWithProviders(<SubscriptionPanel />, { user: buildUser() });

    expect(await screen.findByText("Failed to load your subscription. Please try again.")).toBeTruthy();
  });
});
