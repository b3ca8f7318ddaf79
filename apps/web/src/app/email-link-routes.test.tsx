import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { AppRoutes } from "./app-routes";

describe("routes opened from e-mails", () => {
  it.each([
    ["signed out", null],
    ["signed in", buildUser()],
  ])("opens /verify and /dev/mailbox %s", async (_label, user) => {
    stubFetch((path) =>
      path === "/api/dev/mailbox"
        ? jsonResponse(200, { messages: [] })
        : jsonResponse(404, { message: "No such endpoint", code: "not_found" }),
    );
    const verify = renderWithProviders(<AppRoutes />, { route: "/verify?token=abc", user });
    expect(await screen.findByRole("heading", { name: "Verify your email" })).toBeTruthy();
    verify.unmount();

    renderWithProviders(<AppRoutes />, { route: "/dev/mailbox", user });
    expect(await screen.findByRole("heading", { name: "Dev Mailbox" })).toBeTruthy();
  });
});
