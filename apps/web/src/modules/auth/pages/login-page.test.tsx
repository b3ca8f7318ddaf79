import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { redirectWithFullReload } from "../../../lib/full-page-redirect";
import { findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { LoginPage } from "./login-page";

vi.mock("../../../lib/full-page-redirect", () => ({ redirectWithFullReload: vi.fn() }));

const renderLoginPage = (route = "/login") => renderWithProviders(<LoginPage />, { route, user: null });

async function fillRegistration(user: UserEvent, password: string, confirmPassword: string) {
  await user.click(screen.getByRole("tab", { name: "Create Account" }));
  await user.type(screen.getByLabelText("First Name"), "Thandi");
  await user.type(screen.getByLabelText("Last Name"), "Mokoena");
  await user.type(screen.getByLabelText("Email"), "thandi@mokoena.co.za");
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm Password"), confirmPassword);
}

describe("LoginPage", () => {
  it("maps each ?error= value to its banner text", () => {
    renderLoginPage("/login?error=user_exists");
    expect(screen.getByRole("alert")).toHaveProperty(
      "textContent",
      "An account with this email already exists.",
    );
  });

  it("shows no banner without ?error=", () => {
    renderLoginPage();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("links to the terms, the privacy policy and back home", () => {
    renderLoginPage();
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "/terms-of-service",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy-policy");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("shows field errors and sends no request when the sign-in fields are empty", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderLoginPage();

    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in with the normalised e-mail and reloads the app at /", async () => {
    let answerLogin: (response: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise((resolve) => (answerLogin = resolve)));
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText("Email"), "  Thandi@Mokoena.co.za ");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const pendingButton = await screen.findByRole("button", { name: "Signing In..." });
    expect(pendingButton).toHaveProperty("disabled", true);
    answerLogin(jsonResponse(200, { user: {} }));
    await waitFor(() => expect(redirectWithFullReload).toHaveBeenCalledWith("/"));
    const [request] = findRequests(fetchMock, "/api/auth/login");
    expect(JSON.parse(String(request?.body))).toEqual({
      email: "thandi@mokoena.co.za",
      password: "correct horse",
    });
  });

  it("after signing in opens the page asked for before, with its query string", async () => {
    stubFetch(() => jsonResponse(200, { user: {} }));
    const user = userEvent.setup();
    renderLoginPage("/login?returnTo=%2Fpractice%2Fmatters%2F42%3Ftab%3Dtime");

    expect(screen.getByText("Sign in to open the page you asked for.")).toBeTruthy();
    await user.type(screen.getByLabelText("Email"), "thandi@mokoena.co.za");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(redirectWithFullReload).toHaveBeenCalledWith("/practice/matters/42?tab=time"));
  });

  it.each([
    ["another site", "%2F%2Fevil.example"],
    ["an absolute address", "https%3A%2F%2Fevil.example%2Fbilling"],
    ["a backslash", "%2F%5Cevil.example"],
  ])("signs in to home rather than to %s named in ?returnTo=", async (_, returnTo) => {
    stubFetch(() => jsonResponse(200, { user: {} }));
    const user = userEvent.setup();
    renderLoginPage(`/login?returnTo=${returnTo}`);

    expect(screen.queryByText("Sign in to open the page you asked for.")).toBeNull();
    await user.type(screen.getByLabelText("Email"), "thandi@mokoena.co.za");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    await waitFor(() => expect(redirectWithFullReload).toHaveBeenCalledWith("/"));
  });

  it("shows the server message in a 'Login Failed' notice when sign-in is refused", async () => {
    stubFetch(() => jsonResponse(401, { message: "Invalid email or password", code: "INVALID_CREDENTIALS" }));
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText("Email"), "thandi@mokoena.co.za");
    await user.type(screen.getByLabelText("Password"), "wrong password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    const notice = (await screen.findByText("Login Failed")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("Invalid email or password");
    expect(redirectWithFullReload).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveProperty("disabled", false);
  });

  it("shows the generic notice when the network fails during sign-in", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    renderLoginPage();

    await user.type(screen.getByLabelText("Email"), "thandi@mokoena.co.za");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("An error occurred. Please try again.")).toBeTruthy();
  });

  it("tells the user the password needs at least 8 characters", async () => {
    const user = userEvent.setup();
    renderLoginPage();

    await user.click(screen.getByRole("tab", { name: "Create Account" }));

    expect(screen.getByText("At least 8 characters")).toBeTruthy();
  });

  it("shows 'Passwords do not match' and sends no request when the passwords differ", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { user: {} }));
    const user = userEvent.setup();
    renderLoginPage();

    await fillRegistration(user, "correct horse", "correct horsd");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const notice = (await screen.findByText("Passwords do not match")).closest(".mantine-Notification-root");
    expect(within(notice as HTMLElement).getByText("Registration Failed")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Registration Failed' with the server message when the e-mail is taken", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(409, { message: "An account with this email already exists", code: "EMAIL_TAKEN" }),
    );
    const user = userEvent.setup();
    renderLoginPage();

    await fillRegistration(user, "correct horse", "correct horse");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const notice = (await screen.findByText("Registration Failed")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("An account with this email already exists");
    const [request] = findRequests(fetchMock, "/api/auth/register");
    expect(JSON.parse(String(request?.body))).toEqual({
      email: "thandi@mokoena.co.za",
      password: "correct horse",
      firstName: "Thandi",
      lastName: "Mokoena",
    });
  });
});
