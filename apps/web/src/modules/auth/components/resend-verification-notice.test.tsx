import { screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { LoginPage } from "../pages/login-page";

const NOT_VERIFIED =
  "Please verify your email address first: open the link in the email we sent you to set your password.";
const RESENT =
  "If this email address belongs to an account that still needs verifying, we have sent a new link.";

async function signIn(user: UserEvent) {
  await user.type(screen.getByLabelText("Email"), "Owner@Khoza.co.za");
  await user.type(screen.getByLabelText("Password"), "anything-at-all");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("signing in before verifying the e-mail", { timeout: 15_000 }, () => {
  it("tells the owner to verify and sends the e-mail again to the address they typed", async () => {
    const fetchMock = stubFetch((path) =>
      path === "/api/auth/login"
        ? jsonResponse(403, { message: NOT_VERIFIED, code: "email_not_verified" })
        : jsonResponse(200, { message: RESENT }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: "/login", user: null });

    await signIn(user);
    const alert = (await screen.findByText("Verify your email")).closest(
      ".mantine-Alert-root",
    ) as HTMLElement;
    expect(within(alert).getByText(NOT_VERIFIED)).toBeTruthy();

    await user.click(within(alert).getByRole("button", { name: "Send verification email again" }));

    expect(await within(alert).findByText(RESENT)).toBeTruthy();
    const [request] = findRequests(fetchMock, "/api/auth/resend-verification");
    expect(JSON.parse(String(request?.body))).toEqual({ email: "owner@khoza.co.za" });
  });

  it("shows why a new link could not be sent", async () => {
    stubFetch((path) =>
      path === "/api/auth/login"
        ? jsonResponse(403, { message: NOT_VERIFIED, code: "email_not_verified" })
        : jsonResponse(429, { message: "Too many requests for a new link.", code: "too_many_attempts" }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: "/login", user: null });

    await signIn(user);
    await user.click(await screen.findByRole("button", { name: "Send verification email again" }));

    expect(await screen.findByText("Too many requests for a new link.")).toBeTruthy();
  });

  it("offers nothing to resend after an ordinary wrong password", async () => {
    stubFetch(() => jsonResponse(401, { message: "Invalid email or password", code: "invalid_credentials" }));
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { route: "/login", user: null });

    await signIn(user);

    expect(await screen.findByText("Login Failed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send verification email again" })).toBeNull();
  });
});
