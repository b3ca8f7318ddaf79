import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { VerifyEmailPage } from "./verify-email-page";

describe("VerifyEmailPage", () => {
  it("confirms the new address once with the link's token and says which address is now in use", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { email: "new@mokoena.co.za" }));
    renderWithProviders(<VerifyEmailPage />, { route: "/verify-email?token=abc123", user: buildUser() });

    expect(await screen.findByText("Email address changed")).toBeTruthy();
    expect(screen.getByText("new@mokoena.co.za")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your profile" }).getAttribute("href")).toBe("/profile");
    const requests = findRequests(fetchMock, "/api/user/email/confirm");
    expect(requests.map((init) => JSON.parse(String(init.body)))).toEqual([{ token: "abc123" }]);
  });

  it("shows the server's reason when the link cannot be used, with a way to sign in", async () => {
    stubFetch(() =>
      jsonResponse(400, { message: "This link is not valid or has expired.", code: "email_link_invalid" }),
    );
    renderWithProviders(<VerifyEmailPage />, { route: "/verify-email?token=old", user: null });

    expect(await screen.findByText("This link is not valid or has expired.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("sends nothing for a link without its token", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    renderWithProviders(<VerifyEmailPage />, { route: "/verify-email", user: null });

    expect(screen.getByText("Incomplete link")).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
