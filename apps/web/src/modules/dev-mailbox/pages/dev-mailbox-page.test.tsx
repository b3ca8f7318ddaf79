import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { DevMailboxPage } from "./dev-mailbox-page";

describe("DevMailboxPage", () => {
  it("lists the sent e-mails with their links clickable", async () => {
    stubFetch(() =>
      jsonResponse(200, {
        messages: [
          {
            id: "m1",
            to: "owner@khoza.co.za",
            subject: "Verify your email to finish setting up Inkundla",
            status: "logged",
            createdAt: "2026-03-01T10:00:00.000Z",
            links: ["http://localhost:5000/verify?token=abc"],
            text: "Hello Nomvula,\n\nhttp://localhost:5000/verify?token=abc",
          },
        ],
      }),
    );
    renderWithProviders(<DevMailboxPage />, { route: "/dev/mailbox", user: null });

    const mail = await screen.findByRole("listitem", {
      name: "Verify your email to finish setting up Inkundla",
    });
    expect(within(mail).getByText(/To owner@khoza\.co\.za/)).toBeTruthy();
    expect(within(mail).getByText("logged")).toBeTruthy();
    const link = within(mail).getByRole("link", { name: "http://localhost:5000/verify?token=abc" });
    expect(link.getAttribute("href")).toBe("http://localhost:5000/verify?token=abc");
  });

  it("says so when there is no mail yet", async () => {
    stubFetch(() => jsonResponse(200, { messages: [] }));
    renderWithProviders(<DevMailboxPage />, { route: "/dev/mailbox", user: null });

    expect(await screen.findByText("No emails yet")).toBeTruthy();
  });

  it("says the mailbox is not available when the server has none (production)", async () => {
    stubFetch(() => jsonResponse(404, { message: "No such endpoint", code: "not_found" }));
    renderWithProviders(<DevMailboxPage />, { route: "/dev/mailbox", user: null });

    expect(await screen.findByText("The dev mailbox is not available on this server.")).toBeTruthy();
  });
});
