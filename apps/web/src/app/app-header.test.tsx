import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { redirectWithFullReload } from "../lib/full-page-redirect";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { AppHeader } from "./app-header";

vi.mock("../lib/full-page-redirect", () => ({ redirectWithFullReload: vi.fn() }));

/** A link's text as a screen reader reads it: without what is hidden from it. */
function readableText(element: HTMLElement): string | null {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll("[aria-hidden='true']")) hidden.remove();
  return copy.textContent;
}

const linkNames = () =>
  within(screen.getByRole("navigation", { name: "Main" }))
    .getAllByRole("link")
    .map(readableText);

describe("AppHeader", () => {
  it("offers Pricing, Login and Get Started to a signed-out visitor", () => {
    renderWithProviders(<AppHeader />, { user: null });

    expect(screen.getByRole("link", { name: "Inkundla" }).getAttribute("href")).toBe("/");
    expect(linkNames()).toEqual(["Pricing", "Login", "Get Started"]);
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("/signup");
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows a signed-in user the feature links, plan badge, initial, first name and profile link", () => {
    renderWithProviders(<AppHeader />, { user: buildUser() });

    expect(linkNames()).toEqual([
      "Dashboard",
      "Legal Research",
      "AI Assistant",
      "Documents",
      "Practice",
      "Contract Review",
      "Legal Writing",
      "Billing",
    ]);
    expect(screen.getByText("Small Firm")).toBeTruthy();
    expect(screen.getByText("T")).toBeTruthy();
    expect(screen.getByText("Thandi")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
  });

  it("marks no feature link coming soon once every screen behind them is live", () => {
    renderWithProviders(<AppHeader />, { user: buildUser() });

    const documents = screen.getByRole("link", { name: "Documents" });
    expect(documents.getAttribute("href")).toBe("/document-automation");
    expect(within(documents).queryByText("Soon")).toBeNull();
    expect(screen.queryByText("Soon")).toBeNull();
  });

  it("shows the platform admin only the admin area and no plan, as the admin belongs to no firm", () => {
    const admin = buildUser({
      role: "admin",
      firstName: null,
      firmId: null,
      isFirmOwner: false,
      subscriptionPlan: "solo",
      subscriptionPlanName: "Solo",
    });
    renderWithProviders(<AppHeader />, { route: "/admin", user: admin });

    expect(linkNames()).toEqual(["Admin"]);
    expect(screen.getByRole("link", { name: "Admin" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Platform admin")).toBeTruthy();
    expect(screen.queryByText("Solo")).toBeNull();
    expect(screen.getByText(admin.email)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("href")).toBe("/profile");
  });

  it("marks Dashboard as the current page on /", () => {
    renderWithProviders(<AppHeader />, { route: "/", user: buildUser() });

    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Billing" }).getAttribute("aria-current")).toBeNull();
  });

  it("opens and closes the menu with the burger button", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppHeader />, { user: buildUser() });
    const burger = screen.getByRole("button", { name: "Toggle navigation" });

    expect(burger.getAttribute("aria-expanded")).toBe("false");
    await user.click(burger);
    expect(burger.getAttribute("aria-expanded")).toBe("true");
    await user.click(screen.getByRole("link", { name: "Billing" }));
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("location").textContent).toBe("/billing");
  });

  it("posts the logout and then reloads the app at /", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ok: true }));
    const user = userEvent.setup();
    renderWithProviders(<AppHeader />, { user: buildUser() });

    await user.click(screen.getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(redirectWithFullReload).toHaveBeenCalledWith("/"));
    expect(findRequests(fetchMock, "/api/auth/logout")).toEqual([
      expect.objectContaining({ method: "POST", credentials: "include" }),
    ]);
  });

  it("only logs a failed logout", async () => {
    stubFetch(() => jsonResponse(500, { message: "Boom", code: "INTERNAL" }));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<AppHeader />, { user: buildUser() });

    await user.click(screen.getByRole("button", { name: "Logout" }));

    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(redirectWithFullReload).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
