import type { TCurrentUser } from "@inkundla/shared";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { REGISTRATION_REDIRECT_DELAY_MS } from "../modules/auth";
import { buildUser, jsonResponse, LAZY_LOAD, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { AppRoutes, memberPageAt } from "./app-routes";
import * as Pages from "./lazy-pages";

const signedOut = () => jsonResponse(401, { message: "Not signed in", code: "UNAUTHENTICATED" });

const platformAdmin = buildUser({ role: "admin", firstName: "Platform", firmId: null, isFirmOwner: false });

function SearchProbe() {
  return (
    <output data-testid="search" hidden>
      {useLocation().search}
    </output>
  );
}

/** The app at `route`, with the location's query string readable as well as its path. */
function renderRoutes(route: string, user: TCurrentUser | null) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <SearchProbe />
    </>,
    { route, user },
  );
}

describe("AppRoutes", () => {
  it("shows a full-screen spinner while the session is checked", async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderWithProviders(<AppRoutes />);

    expect(screen.getByRole("status", { name: "Loading" })).toBeTruthy();
  });

  it("shows the landing page at / to a signed-out visitor", async () => {
    stubFetch(signedOut);
    renderWithProviders(<AppRoutes />);

    expect(
      await screen.findByRole(
        "heading",
        {
          level: 1,
          name: "Run your whole law practice in one secure place",
        },
        LAZY_LOAD,
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Start Free Trial" })[0]?.getAttribute("href")).toBe(
      "/signup",
    );
    expect(screen.getByRole("link", { name: "View Demo" }).getAttribute("href")).toBe("/demo");
  });

  it("asks a signed-out visitor opening a signed-in screen to sign in, and to return there", async () => {
    renderRoutes("/practice/matters/42?tab=time", null);

    expect(await screen.findByRole("tab", { name: "Sign In" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/login");
    expect(new URLSearchParams(screen.getByTestId("search").textContent ?? "").get("returnTo")).toBe(
      "/practice/matters/42?tab=time",
    );
  });

  it("asks a signed-out visitor to sign in for /billing and /profile too, and keeps 404 for unknown paths", async () => {
    const billing = renderRoutes("/billing", null);
    expect(await screen.findByRole("tab", { name: "Sign In" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByTestId("search").textContent).toBe("?returnTo=%2Fbilling");
    billing.unmount();

    const profile = renderRoutes("/profile", null);
    expect(await screen.findByRole("tab", { name: "Sign In" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByTestId("search").textContent).toBe("?returnTo=%2Fprofile");
    profile.unmount();

    renderRoutes("/no-such-screen", null);
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("shows the home dashboard at / with a welcome line to a firm's member", async () => {
    renderWithProviders(<AppRoutes />, { user: buildUser() });
    expect(await screen.findByRole("heading", { name: "Welcome back, Thandi" }, LAZY_LOAD)).toBeTruthy();
  });

  it("lands the platform admin on the admin dashboard at /admin", async () => {
    renderWithProviders(<AppRoutes />, { user: platformAdmin });

    expect(await screen.findByRole("heading", { name: "Admin Dashboard" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/admin");
  });

  it.each(["/home", "/billing", "/practice/matters/42", "/staff", "/legal-research"])(
    "sends the platform admin from the firm's screen %s to the admin dashboard",
    async (route) => {
      renderWithProviders(<AppRoutes />, { route, user: platformAdmin });

      expect(await screen.findByRole("heading", { name: "Admin Dashboard" }, LAZY_LOAD)).toBeTruthy();
      expect(screen.getByTestId("location").textContent).toBe("/admin");
      const navigation = screen.getByRole("navigation", { name: "Main" });
      expect(
        within(navigation)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Admin"]);
    },
  );

  it.each(["/", "/home", "/billing", "/practice/matters/42", "/profile", "/login"])(
    "keeps a client portal user on the client portal when they open %s, with only its link in the navigation",
    async (route) => {
      stubFetch((path) =>
        path === "/api/portal/overview"
          ? jsonResponse(403, { message: "No portal access for this account.", code: "not_portal_user" })
          : jsonResponse(404, { message: `unexpected ${path}`, code: "not_found" }),
      );
      const portalUser = buildUser({ firmId: null, isFirmOwner: false, firstName: "Anele" });
      renderWithProviders(<AppRoutes />, { route, user: portalUser });

      expect(await screen.findByText("No portal access for this account.", {}, LAZY_LOAD)).toBeTruthy();
      expect(screen.getByTestId("location").textContent).toBe("/client-portal");
      const navigation = screen.getByRole("navigation", { name: "Main" });
      expect(
        within(navigation)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Client Portal"]);
      expect(screen.queryByRole("link", { name: "Profile" })).toBeNull();
    },
  );

  it("lets the platform admin open their profile and the public pricing page", async () => {
    const profile = renderWithProviders(<AppRoutes />, { route: "/profile", user: platformAdmin });
    expect(await screen.findByRole("heading", { name: "Profile", level: 1 }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/profile");
    profile.unmount();

    renderWithProviders(<AppRoutes />, { route: "/pricing", user: platformAdmin });
    expect(
      await screen.findByRole("heading", { name: "Simple, transparent pricing" }, LAZY_LOAD),
    ).toBeTruthy();
  });

  it("greets a user without a first name as Legal Professional", async () => {
    renderWithProviders(<AppRoutes />, { route: "/home", user: buildUser({ firstName: null }) });

    expect(
      await screen.findByRole("heading", { name: "Welcome back, Legal Professional" }, LAZY_LOAD),
    ).toBeTruthy();
  });

  it("shows each signed-in screen under its own name inside the app shell", async () => {
    renderWithProviders(<AppRoutes />, { route: "/trust-accounting", user: buildUser() });

    expect(await screen.findByRole("heading", { name: "Trust Accounting" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("sends a signed-in user from /login to /", async () => {
    renderWithProviders(<AppRoutes />, { route: "/login", user: buildUser() });

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
  });

  it("sends a signed-in user from /login to the page it would return to, never to another site", async () => {
    const returning = renderRoutes("/login?returnTo=%2Fbilling%3Ftab%3Dinvoices", buildUser());
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/billing"));
    expect(screen.getByTestId("search").textContent).toBe("?tab=invoices");
    returning.unmount();

    renderRoutes("/login?returnTo=%2F%2Fevil.example", buildUser());
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
  });

  it("shows the 404 screen for an unknown path when signed in", async () => {
    renderWithProviders(<AppRoutes />, { route: "/no-such-screen", user: buildUser() });

    expect(await screen.findByRole("heading", { name: "404 Page Not Found" }, LAZY_LOAD)).toBeTruthy();
  });

  it("welcomes a new user after registering and opens /home as a signed-in user 1.5 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isRegistered = false;
    stubFetch((path) => {
      if (path === "/api/auth/register") {
        isRegistered = true;
        return jsonResponse(201, { user: buildUser() });
      }
      return isRegistered ? jsonResponse(200, buildUser()) : signedOut();
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<AppRoutes />, { route: "/login" });

    await user.click(await screen.findByRole("tab", { name: "Create Account" }, LAZY_LOAD));
    await user.type(screen.getByLabelText("First Name"), "Thandi");
    await user.type(screen.getByLabelText("Last Name"), "Mokoena");
    await user.type(screen.getByLabelText("Email"), "thandi@mokoena.co.za");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.type(screen.getByLabelText("Confirm Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Registration Successful!")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Creating Account..." })).toHaveProperty("disabled", true);
    expect(screen.getByTestId("location").textContent).toBe("/login");

    await act(() => vi.advanceTimersByTimeAsync(REGISTRATION_REDIRECT_DELAY_MS));

    expect(await screen.findByRole("heading", { name: "Welcome back, Thandi" }, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByTestId("location").textContent).toBe("/home");
    vi.useRealTimers();
  });
});

describe("memberPageAt", () => {
  it("names the screen a member sees at an address, whose code then loads alongside the sign-in check", () => {
    expect(memberPageAt("/legal-spreadsheets")).toBe(Pages.SpreadsheetsPage);
    expect(memberPageAt("/practice/matters/matter-7")).toBe(Pages.MatterPage);
    expect(memberPageAt("/profile")).toBe(Pages.ProfilePage);
    expect(memberPageAt("/")).toBe(Pages.HomeDashboardPage);
  });

  it("names none for an address no member screen has", () => {
    expect(memberPageAt("/no-such-screen")).toBeNull();
    expect(memberPageAt("/login")).toBeNull();
  });
});
