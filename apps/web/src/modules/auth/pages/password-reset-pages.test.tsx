import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { SignInForm } from "../components/sign-in-form";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";

const SENT =
  "If an account uses that email address, we have sent it a link to choose a new password. The link works once, for one hour.";

describe("Forgot password", { timeout: 15_000 }, () => {
  it("is offered on the sign-in form", () => {
    renderWithProviders(<SignInForm />, { route: "/login", user: null });
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("sends the address and shows the server's answer in place of the form", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { message: SENT }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: "/forgot-password", user: null });

    await user.type(screen.getByLabelText("Email"), "  Thandi@Example.co.za ");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));

    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
    const [request] = findRequests(fetchMock, "/api/auth/forgot-password");
    expect(JSON.parse(String(request?.body))).toEqual({ email: "thandi@example.co.za" });
  });

  it("checks the address before sending anything", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { message: SENT }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: "/forgot-password", user: null });

    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));

    expect(await screen.findByText(/valid email/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("Reset password", { timeout: 15_000 }, () => {
  it("sends the link's token with the new password, then sends the person to sign in", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { message: "Your password has been changed." }));
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: "/reset-password?token=tok-1", user: null });

    await user.type(screen.getByLabelText("New Password"), "Fresh-Pass-2026");
    await user.type(screen.getByLabelText("Confirm Password"), "Fresh-Pass-2026");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(await screen.findByText("Password Changed")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    const [request] = findRequests(fetchMock, "/api/auth/reset-password");
    expect(JSON.parse(String(request?.body))).toEqual({ token: "tok-1", password: "Fresh-Pass-2026" });
  });

  it("shows why an expired link failed, with a way to ask for a new one", async () => {
    const message = "This password reset link has expired (links work for one hour).";
    stubFetch(() => jsonResponse(410, { message, code: "reset_link_expired" }));
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordPage />, { route: "/reset-password?token=old", user: null });

    await user.type(screen.getByLabelText("New Password"), "Fresh-Pass-2026");
    await user.type(screen.getByLabelText("Confirm Password"), "Fresh-Pass-2026");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("explains a link without a token instead of showing the form", () => {
    renderWithProviders(<ResetPasswordPage />, { route: "/reset-password", user: null });
    expect(screen.getByText("Incomplete link")).toBeTruthy();
    expect(screen.queryByLabelText("New Password")).toBeNull();
  });
});
