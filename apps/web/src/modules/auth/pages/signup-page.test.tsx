import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { listComingModules } from "../../../lib/product-modules";
import { findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { SignupPage } from "./signup-page";

type Answers = { signup?: () => Response | Promise<Response>; settings?: Record<string, unknown> };

function stubServer({ signup, settings = { trialDays: 30, isRegistrationOpen: true } }: Answers = {}) {
  return stubFetch((path) => {
    if (path === "/api/settings/public") return jsonResponse(200, settings);
    if (path === "/api/auth/signup" && signup) return signup();
    return jsonResponse(404, { message: "unexpected", code: "not_found" });
  });
}

const renderSignupPage = () => renderWithProviders(<SignupPage />, { route: "/signup", user: null });
const nextStep = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Next Step" }));

async function fillPersonalStep(user: UserEvent) {
  await user.type(screen.getByLabelText(/^First Name/), "Nomvula");
  await user.type(screen.getByLabelText(/^Last Name/), "Khoza");
  await user.type(screen.getByLabelText(/^Email/), "Nomvula@Khoza.co.za");
}

async function fillFirmStep(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Firm Name/), "Khoza Attorneys");
  await user.selectOptions(screen.getByLabelText(/^Firm Size/), "Small Firm (2-10 lawyers)");
  await user.type(screen.getByLabelText(/^Address/), "12 Church Street, Pretoria");
  await user.type(screen.getByLabelText(/^Phone/), "012 345 6789");
}

// Walking through three steps by keyboard takes a few seconds in jsdom when every test file runs at once.
describe("SignupPage", { timeout: 20_000 }, () => {
  it("shows the top bar links and the free trial with the platform's trial length", async () => {
    stubServer({ settings: { trialDays: 21, isRegistrationOpen: true } });
    renderSignupPage();

    const topBar = screen.getByRole("navigation", { name: "Sign-up" });
    expect(within(topBar).getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/login");
    expect(within(topBar).getByRole("link", { name: "Pricing" }).getAttribute("href")).toBe("/pricing");
    const panel = screen.getByRole("complementary", { name: "Free trial" });
    expect(await within(panel).findByText("Your 21-day free trial")).toBeTruthy();
    for (const blurb of ["Practice Management", "Trust Accounting", "Billing", "Team Collaboration"]) {
      expect(within(panel).getByText(blurb)).toBeTruthy();
    }
  });

  it("promises in the free trial only modules that are live", () => {
    stubServer();
    renderSignupPage();

    const panel = screen.getByRole("complementary", { name: "Free trial" });
    for (const module of listComingModules()) {
      expect(within(panel).queryByText(module.name)).toBeNull();
    }
    expect(within(panel).queryByText(/api access|white-label|office suite/i)).toBeNull();
  });

  it("shows step 1's messages on Next Step and stays on step 1", async () => {
    stubServer();
    const user = userEvent.setup();
    renderSignupPage();

    await nextStep(user);

    expect(await screen.findByText("First name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Last name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Personal Information" })).toBeTruthy();
  });

  it("checks only step 2's fields on step 2, and Previous goes back without checking", async () => {
    stubServer();
    const user = userEvent.setup();
    renderSignupPage();

    await fillPersonalStep(user);
    await nextStep(user);
    expect(await screen.findByRole("heading", { name: "Firm Details" })).toBeTruthy();

    await nextStep(user);
    expect(await screen.findByText("Firm name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a complete address")).toBeTruthy();
    expect(screen.getByText("Please enter a valid phone number")).toBeTruthy();
    expect(screen.queryByText("Please select at least one practice area")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("heading", { name: "Personal Information" })).toBeTruthy();
    expect(screen.getByLabelText(/^First Name/)).toHaveProperty("value", "Nomvula");
    expect(screen.queryByText("Firm name must be at least 2 characters")).toBeNull();
  });

  it("asks for practice areas and the terms on step 3, then sends the payload and goes to /login", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubServer({ signup: () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderSignupPage();

    await fillPersonalStep(user);
    await nextStep(user);
    await fillFirmStep(user);
    await nextStep(user);
    expect(await screen.findByRole("heading", { name: "Practice Areas & Terms" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Please select at least one practice area")).toBeTruthy();
    expect(screen.getByText("You must accept the terms and conditions")).toBeTruthy();
    expect(findRequests(fetchMock, "/api/auth/signup")).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: "Family Law" }));
    await user.click(screen.getByRole("checkbox", { name: "Tax Law" }));
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const pending = await screen.findByRole("button", { name: "Creating Account..." });
    expect(pending).toHaveProperty("disabled", true);
    answer(jsonResponse(201, { message: "ok" }));

    const notice = (await screen.findByText("Registration Successful!")).closest(
      ".mantine-Notification-root",
    );
    expect(notice?.textContent).toContain(
      "Please check your email to verify your account and complete setup.",
    );
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    const [request] = findRequests(fetchMock, "/api/auth/signup");
    expect(JSON.parse(String(request?.body))).toEqual({
      firstName: "Nomvula",
      lastName: "Khoza",
      email: "nomvula@khoza.co.za",
      firmName: "Khoza Attorneys",
      registrationNumber: null,
      address: "12 Church Street, Pretoria",
      phone: "012 345 6789",
      website: null,
      firmSize: "small",
      practiceAreas: ["Family Law", "Tax Law"],
      termsAccepted: true,
      marketingConsent: false,
    });
  });

  it("shows 'Registration Failed' with the server's message and puts a taken e-mail back on step 1", async () => {
    const message =
      "An account with this email already exists. Sign in instead, or use another email address.";
    stubServer({ signup: () => jsonResponse(409, { message, code: "email_taken" }) });
    const user = userEvent.setup();
    renderSignupPage();

    await fillPersonalStep(user);
    await nextStep(user);
    await fillFirmStep(user);
    await nextStep(user);
    await user.click(await screen.findByRole("checkbox", { name: "Maritime Law" }));
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const notice = (await screen.findByText("Registration Failed")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain(message);
    expect(await screen.findByRole("heading", { name: "Personal Information" })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByTestId("location").textContent).toBe("/signup");
  });

  it("falls back to 'Failed to create account. Please try again.' without a server message", async () => {
    stubServer({ signup: () => new Response("", { status: 502, statusText: "Bad Gateway" }) });
    const user = userEvent.setup();
    renderSignupPage();

    await fillPersonalStep(user);
    await nextStep(user);
    await fillFirmStep(user);
    await nextStep(user);
    await user.click(await screen.findByRole("checkbox", { name: "Criminal Law" }));
    await user.click(screen.getByRole("checkbox", { name: /I accept the/ }));
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const notice = (await screen.findByText("Registration Failed")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("Failed to create account. Please try again.");
    expect(screen.getByRole("button", { name: "Create Account" })).toHaveProperty("disabled", false);
  });

  it("says registration is closed instead of showing the wizard when the platform admin closed it", async () => {
    stubServer({ settings: { trialDays: 30, isRegistrationOpen: false } });
    renderSignupPage();

    expect(await screen.findByText("Registration is closed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next Step" })).toBeNull();
  });
});
