import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { AcceptInvitePage } from "./accept-invite-page";

const PREVIEW = {
  firmName: "Ndlovu & Botha Attorneys",
  email: "lerato@ndlovu.co.za",
  role: "senior_associate",
  invitedByName: "Thandi Ndlovu",
  expiresAt: "2026-06-07T10:00:00.000Z",
};

function stubInvitationServer(accept: () => Response = () => jsonResponse(200, PREVIEW)) {
  return stubFetch((path, init) => {
    if (path === "/api/staff/invitation?token=tok-1") return jsonResponse(200, PREVIEW);
    if (path === "/api/staff/accept" && init.method === "POST") return accept();
    return jsonResponse(404, {
      message:
        "This invitation link is invalid or has expired. Ask your firm owner to send a new invitation.",
      code: "invitation_invalid",
    });
  });
}

describe("AcceptInvitePage", () => {
  it("shows the firm, the inviter and the e-mail, then accepts with name and password", async () => {
    const fetchMock = stubInvitationServer();
    const user = userEvent.setup();
    renderWithProviders(<AcceptInvitePage />, { route: "/accept-invite?token=tok-1", user: null });

    expect(await screen.findByRole("heading", { name: "Join Ndlovu & Botha Attorneys" })).toBeTruthy();
    expect(screen.getByText(/Thandi Ndlovu has invited you .* as Senior Associate\./)).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("lerato@ndlovu.co.za");

    await user.type(screen.getByLabelText("First Name"), "Lerato");
    await user.type(screen.getByLabelText("Last Name"), "Dlamini");
    await user.type(screen.getByLabelText("Password"), "Strong-Pass-2026");
    await user.type(screen.getByLabelText("Confirm Password"), "Strong-Pass-2026");
    await user.click(screen.getByRole("button", { name: "Accept Invitation" }));

    expect(await screen.findByRole("heading", { name: "Welcome to Ndlovu & Botha Attorneys!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
    const [request] = findRequests(fetchMock, "/api/staff/accept");
    expect(JSON.parse(String(request?.body))).toEqual({
      token: "tok-1",
      firstName: "Lerato",
      lastName: "Dlamini",
      password: "Strong-Pass-2026",
    });
  });

  it("checks the names, the password length and the confirmation before sending", async () => {
    const fetchMock = stubInvitationServer();
    const user = userEvent.setup();
    renderWithProviders(<AcceptInvitePage />, { route: "/accept-invite?token=tok-1", user: null });

    await screen.findByRole("heading", { name: "Join Ndlovu & Botha Attorneys" });
    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Confirm Password"), "shorter");
    await user.click(screen.getByRole("button", { name: "Accept Invitation" }));

    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Last name is required")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters")).toBeTruthy();
    expect(findRequests(fetchMock, "/api/staff/accept")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("First Name"), "Lerato");
    await user.type(screen.getByLabelText("Last Name"), "Dlamini");
    await user.type(screen.getByLabelText("Password"), "Strong-Pass-2026");
    await user.click(screen.getByRole("button", { name: "Accept Invitation" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(findRequests(fetchMock, "/api/staff/accept")).toHaveLength(0);
  });

  it("explains an invalid or expired link instead of showing the form", async () => {
    stubInvitationServer();
    renderWithProviders(<AcceptInvitePage />, { route: "/accept-invite?token=old", user: null });

    expect(
      await screen.findByText(
        "This invitation link is invalid or has expired. Ask your firm owner to send a new invitation.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept Invitation" })).toBeNull();
  });

  it("tells someone signed in as another person to log out before signing in as the new member", async () => {
    stubInvitationServer();
    const user = userEvent.setup();
    renderWithProviders(<AcceptInvitePage />, {
      route: "/accept-invite?token=tok-1",
      user: buildUser({ email: "thandi@ndlovu.co.za" }),
    });

    await user.type(await screen.findByLabelText("First Name"), "Lerato");
    await user.type(screen.getByLabelText("Last Name"), "Dlamini");
    await user.type(screen.getByLabelText("Password"), "Strong-Pass-2026");
    await user.type(screen.getByLabelText("Confirm Password"), "Strong-Pass-2026");
    await user.click(screen.getByRole("button", { name: "Accept Invitation" }));

    expect(
      await screen.findByText(
        "This browser is signed in as thandi@ndlovu.co.za. Log out first, then sign in with lerato@ndlovu.co.za.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
  });

  it("explains a link without a token", () => {
    stubInvitationServer();
    renderWithProviders(<AcceptInvitePage />, { route: "/accept-invite", user: null });

    expect(screen.getByText(/This invitation link is incomplete/)).toBeTruthy();
  });
});
