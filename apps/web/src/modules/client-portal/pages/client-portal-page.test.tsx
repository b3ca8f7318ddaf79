import { formatCents, type TPortalOverview, type TPortalThread } from "@inkundla/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, pageResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { ClientPortalPage } from "./client-portal-page";

const MATTER_ID = "33333333-3333-4333-8333-333333333333";
const CLIENT_ID = "44444444-4444-4444-8444-444444444444";

const OVERVIEW: TPortalOverview = {
  self: {
    firmName: "Mokoena Attorneys",
    clientName: "Naidoo Family Trust",
    email: "anele@naidoo.co.za",
    name: "Anele Naidoo",
  },
  matters: [
    {
      id: MATTER_ID,
      reference: "MAT-2026-0007",
      title: "Transfer of Erf 1234",
      status: "active",
      responsibleAttorney: "Thandi Mokoena",
      nextDeadline: { title: "Lodge transfer documents", dueDate: "2026-12-03" },
    },
  ],
  invoices: [
    {
      id: "invoice-1",
      number: "INV-000042",
      issueDate: "2026-11-01",
      dueDate: "2099-12-01",
      status: "partially_paid",
      totalCents: 115_000,
      balanceCents: 65_000,
      matterReference: "MAT-2026-0007",
    },
  ],
  outstandingCents: 65_000,
  documents: [
    {
      id: "share-1",
      title: "Letter of engagement",
      matterReference: null,
      sharedAt: "2026-11-02T08:00:00.000Z",
    },
  ],
};

const THREAD: TPortalThread = {
  matterId: MATTER_ID,
  messages: [
    {
      id: "message-1",
      authorKind: "firm",
      authorName: "Thandi Mokoena",
      body: "Registration is set for next week.",
      createdAt: "2026-11-20T09:00:00.000Z",
    },
  ],
  uploads: [],
};

const PORTAL_USER = buildUser({ firmId: null, isFirmOwner: false, firstName: "Anele", lastName: "Naidoo" });

describe("ClientPortalPage", () => {
  it("shows a portal user their matters, invoices with the balance, documents and the matter's messages", async () => {
    stubFetch((path) => {
      if (path === "/api/portal/overview") return jsonResponse(200, OVERVIEW);
      if (path === `/api/portal/matters/${MATTER_ID}/thread`) return jsonResponse(200, THREAD);
      return jsonResponse(404, { message: `unexpected ${path}`, code: "not_found" });
    });
    renderWithProviders(<ClientPortalPage />, { route: "/client-portal", user: PORTAL_USER });

    const matters = await screen.findByRole("table", { name: "Your matters" });
    expect(within(matters).getByText("Transfer of Erf 1234")).toBeTruthy();
    expect(within(matters).getByText("Thandi Mokoena")).toBeTruthy();
    const invoices = screen.getByRole("table", { name: "Your invoices" });
    const cells = within(invoices)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(["INV-000042", formatCents(115_000), formatCents(65_000)]));
    expect(screen.getByRole("button", { name: "Download invoice INV-000042" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download Letter of engagement" })).toBeTruthy();
    expect(await screen.findByText("Registration is set for next week.")).toBeTruthy();
  });

  it("links each document the client's people sent to the portal's own download, not the firm's", async () => {
    const withUpload: TPortalThread = {
      ...THREAD,
      uploads: [
        {
          id: "upload-1",
          matterId: MATTER_ID,
          fileId: "file-1",
          fileName: "Signed offer.pdf",
          sizeBytes: 2048,
          uploadedByName: "Anele Naidoo",
          createdAt: "2026-11-21T10:00:00.000Z",
        },
      ],
    };
    stubFetch((path) => {
      if (path === "/api/portal/overview") return jsonResponse(200, OVERVIEW);
      if (path === `/api/portal/matters/${MATTER_ID}/thread`) return jsonResponse(200, withUpload);
      return jsonResponse(404, { message: `unexpected ${path}`, code: "not_found" });
    });
    renderWithProviders(<ClientPortalPage />, { route: "/client-portal", user: PORTAL_USER });

    const link = await screen.findByRole("link", { name: "Signed offer.pdf" });
    expect(link.getAttribute("href")).toBe(`/api/portal/matters/${MATTER_ID}/uploads/upload-1`);
  });

  it("sends a message to the firm and refuses one over 10,000 characters before sending", async () => {
    const fetchMock = stubFetch((path, init) => {
      if (path === "/api/portal/overview") return jsonResponse(200, OVERVIEW);
      if (path === `/api/portal/matters/${MATTER_ID}/thread`) return jsonResponse(200, THREAD);
      if (path === `/api/portal/matters/${MATTER_ID}/messages` && init.method === "POST") {
        const { body } = JSON.parse(String(init.body));
        return jsonResponse(201, {
          ...THREAD,
          messages: [
            ...THREAD.messages,
            {
              id: "message-2",
              authorKind: "client",
              authorName: "Anele Naidoo",
              body,
              createdAt: "2026-11-21T09:00:00.000Z",
            },
          ],
        });
      }
      return jsonResponse(404, { message: `unexpected ${path}`, code: "not_found" });
    });
    renderWithProviders(<ClientPortalPage />, { route: "/client-portal", user: PORTAL_USER });
    const box = await screen.findByLabelText("Write to the firm");

    fireEvent.change(box, { target: { value: "x".repeat(10_001) } });
    expect(screen.getByText(/A message can be at most 10/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send Message" }).hasAttribute("disabled")).toBe(true);

    fireEvent.change(box, { target: { value: "" } });
    await userEvent.setup().type(box, "Please confirm the transfer date.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please confirm the transfer date.")).toBeTruthy();
    const sent = findRequests(fetchMock, `/api/portal/matters/${MATTER_ID}/messages`);
    expect(sent.map((init) => JSON.parse(String(init.body)))).toEqual([
      { body: "Please confirm the transfer date." },
    ]);
  });

  it("shows a firm member the chosen client's portal as a read-only preview", async () => {
    stubFetch((path) => {
      if (path === `/api/clients/${CLIENT_ID}/portal-preview`) return jsonResponse(200, OVERVIEW);
      if (path === `/api/matters/${MATTER_ID}/portal-thread`) return jsonResponse(200, THREAD);
      if (path.startsWith("/api/clients?")) return pageResponse([]);
      return jsonResponse(404, { message: `unexpected ${path}`, code: "not_found" });
    });
    renderWithProviders(<ClientPortalPage />, {
      route: `/client-portal?clientId=${CLIENT_ID}`,
      user: buildUser(),
    });

    expect(await screen.findByText(/This is what Naidoo Family Trust sees/)).toBeTruthy();
    expect(screen.getByRole("table", { name: "Your matters" })).toBeTruthy();
    expect(await screen.findByText("Registration is set for next week.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: /Download/ })).toBeNull());
    expect(screen.queryByLabelText("Write to the firm")).toBeNull();
    expect(screen.queryByLabelText("Write to the client")).toBeNull();
  });
});
