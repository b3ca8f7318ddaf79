import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { VerifyPage } from "./verify-page";

const renderVerifyPage = (route: string, user = null as ReturnType<typeof buildUser> | null) =>
  renderWithProviders(<VerifyPage />, { route, user });

describe("VerifyPage", { timeout: 15_000 }, () => {
  it("sets the password with the link's token, then sends the person to /login with a notice", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { message: "Your email address is verified." }));
    const user = userEvent.setup();
    renderVerifyPage("/verify?token=abc-123");

    await user.type(screen.getByLabelText("Password"), "Firm-Owner-2026");
    await user.type(screen.getByLabelText("Confirm Password"), "Firm-Owner-2026");
    await user.click(screen.getByRole("button", { name: "Verify and Set Password" }));

    const notice = (await screen.findByText("Email Verified")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("Your email address is verified.");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
    const [request] = findRequests(fetchMock, "/api/auth/verify");
    expect(JSON.parse(String(request?.body))).toEqual({ token: "abc-123", password: "Firm-Owner-2026" });
  });

  it("checks the password's length and the confirmation before sending anything", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { message: "ok" }));
    const user = userEvent.setup();
    renderVerifyPage("/verify?token=abc-123");

    await user.type(screen.getByLabelText("Password"), "short");
    await user.type(screen.getByLabelText("Confirm Password"), "shorter");
    await user.click(screen.getByRole("button", { name: "Verify and Set Password" }));

    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the link has expired, with a way to the sign-in screen", async () => {
    const message = "This verification link has expired. Ask for a new one from the sign-in screen.";
    stubFetch(() => jsonResponse(410, { message, code: "verification_link_expired" }));
    const user = userEvent.setup();
    renderVerifyPage("/verify?token=old");

    await user.type(screen.getByLabelText("Password"), "Firm-Owner-2026");
    await user.type(screen.getByLabelText("Confirm Password"), "Firm-Owner-2026");
    await user.click(screen.getByRole("button", { name: "Verify and Set Password" }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByTestId("location").textContent).toBe("/verify");
  });

  it("explains a link without a token instead of showing the form", () => {
    renderVerifyPage("/verify");

    expect(screen.getByText("Incomplete link")).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});
