import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { redirectWithFullReload } from "../../../lib/full-page-redirect";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { SignInForm } from "./sign-in-form";

vi.mock("../../../lib/full-page-redirect", () => ({ redirectWithFullReload: vi.fn() }));

async function signInWithPassword(route = "/login") {
  const user = userEvent.setup();
  renderWithProviders(<SignInForm />, { route, user: null });
  await user.type(screen.getByLabelText("Email"), "thandi@mokoena.co.za");
  await user.type(screen.getByLabelText("Password"), "correct horse");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return user;
}

describe("signing in with two-factor authentication", { timeout: 20_000 }, () => {
  it("asks for the authentication code after the password, and signs in with it", async () => {
    const fetchMock = stubFetch((path) =>
      path === "/api/auth/login"
        ? jsonResponse(200, { twoFactorRequired: true })
        : jsonResponse(200, { user: buildUser() }),
    );
    const user = await signInWithPassword();

    const codeField = await screen.findByLabelText("Authentication code");
    expect(redirectWithFullReload).not.toHaveBeenCalled();
    await user.type(codeField, "123 456");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    await waitFor(() => expect(redirectWithFullReload).toHaveBeenCalledWith("/"));
    const [request] = findRequests(fetchMock, "/api/auth/two-factor");
    expect(JSON.parse(String(request?.body))).toEqual({ code: "123 456" });
  });

  it("after the code opens the page asked for before signing in", async () => {
    stubFetch((path) =>
      path === "/api/auth/login"
        ? jsonResponse(200, { twoFactorRequired: true })
        : jsonResponse(200, { user: buildUser() }),
    );
    const user = await signInWithPassword("/login?returnTo=%2Fbilling%3Ftab%3Dinvoices");

    await user.type(await screen.findByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    await waitFor(() => expect(redirectWithFullReload).toHaveBeenCalledWith("/billing?tab=invoices"));
  });

  it("shows the server's message for a wrong code and stays on the code step", async () => {
    stubFetch((path) =>
      path === "/api/auth/login"
        ? jsonResponse(200, { twoFactorRequired: true })
        : jsonResponse(401, { message: "That authentication code is not correct.", code: "code_invalid" }),
    );
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText("Authentication code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(await screen.findByText("Login Failed")).toBeTruthy();
    expect(screen.getByText("That authentication code is not correct.")).toBeTruthy();
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
    expect(redirectWithFullReload).not.toHaveBeenCalled();
  });

  it("refuses something that is not a code without asking the server, and goes back to the password", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { twoFactorRequired: true }));
    const user = await signInWithPassword();
    await user.type(await screen.findByLabelText("Authentication code"), "12ab");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    expect(
      await screen.findByText("Enter the 6-digit code from your authenticator app or a recovery code"),
    ).toBeTruthy();
    expect(findRequests(fetchMock, "/api/auth/two-factor")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByLabelText("Password")).toBeTruthy();
  });
});
