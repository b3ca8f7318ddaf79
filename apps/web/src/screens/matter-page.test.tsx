import type { TMatter, TMatterStatus } from "@inkundla/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { MatterPage } from "./matter-page";

const MATTER_ID = "22222222-2222-4222-8222-222222222222";

function buildMatter(status: TMatterStatus): TMatter {
  return {
    id: MATTER_ID,
    title: "Supply contract dispute",
    reference: "MAT-2026-0001",
    clientId: "client-1",
    clientName: "Mokoena Holdings",
    status,
    type: "Commercial Law",
    lastActivity: "2026-04-08T10:00:00.000Z",
    responsibleUserId: "user-1",
    responsibleName: "Thandi Mokoena",
    openedOn: "2026-04-01",
    description: null,
    opposingParties: ["Mandla Dube"],
    otherParties: [],
    closedAt: null,
    conflictCheck: null,
    conflictDecision: "no_conflict",
    statusHistory: [],
    createdAt: "2026-04-01T08:00:00.000Z",
  };
}

type Handler = (init: RequestInit) => Response | Promise<Response>;

function stubMatterServer(status: TMatterStatus, routes: Record<string, Handler> = {}) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === `GET /api/matters/${MATTER_ID}`) return jsonResponse(200, buildMatter(status));
    if (key === `POST /api/matters/${MATTER_ID}/status`) {
      return jsonResponse(200, buildMatter(JSON.parse(String(init.body)).status));
    }
    // The panels inside the tabs belong to other modules and are not under test here.
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

function renderMatterPage() {
  renderWithProviders(
    <Routes>
      <Route path="/practice/matters/:matterId" element={<MatterPage />} />
    </Routes>,
    { route: `/practice/matters/${MATTER_ID}`, user: buildUser() },
  );
}

async function openStatusMenu(label: string): Promise<string[]> {
  await userEvent.setup().click(await screen.findByRole("button", { name: label }));
  const items = await screen.findAllByRole("menuitem");
  return items.map((item) => item.textContent ?? "");
}

describe("MatterPage", () => {
  it("shows the matter's reference, title, client and its six tabs with Overview first", async () => {
    stubMatterServer("active");
    renderMatterPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Supply contract dispute" })).toBeTruthy();
    expect(screen.getByText("MAT-2026-0001")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mokoena Holdings" }).getAttribute("href")).toBe(
      "/practice/clients/client-1",
    );
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Time",
      "Tasks & Deadlines",
      "Notes",
      "Research",
      "Documents",
    ]);
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
  });

  it("offers an active matter only the moves forward", async () => {
    stubMatterServer("active");
    renderMatterPage();

    expect(await openStatusMenu("Status: Active. Change status")).toEqual([
      "Mark as Pending",
      "Mark as Completed",
      "Mark as Closed",
    ]);
  });

  it("offers a completed matter closing or reopening, never going back to pending", async () => {
    stubMatterServer("completed");
    renderMatterPage();

    expect(await openStatusMenu("Status: Completed. Change status")).toEqual([
      "Reopen (Active)",
      "Mark as Closed",
    ]);
  });

  it("offers a closed matter only reopening, and sends it", async () => {
    const fetchMock = stubMatterServer("closed");
    renderMatterPage();

    const items = await openStatusMenu("Status: Closed. Change status");
    expect(items).toEqual(["Reopen (Active)"]);
    await userEvent.setup().click(screen.getByRole("menuitem", { name: "Reopen (Active)" }));

    await waitFor(() => {
      const sent = fetchMock.mock.calls.filter(
        ([input, init]) => String(input) === `/api/matters/${MATTER_ID}/status` && init?.method === "POST",
      );
      expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ status: "active" }]);
    });
  });

  it("shows the matter's newest invoices on the Overview tab, after its trust balance", async () => {
    const fetchMock = stubMatterServer("active", {
      "GET /api/billing/invoices": () =>
        jsonResponse(200, [
          {
            id: "f1111111-1111-4111-8111-111111111111",
            number: "INV-0007",
            clientId: "client-1",
            client: "Mokoena Holdings",
            matterId: MATTER_ID,
            matterRef: "MAT-2026-0001",
            description: "Transfer fees",
            date: "2026-04-03",
            dueDate: "2026-05-03",
            amount: 5981.17,
            totalCents: 598_117,
            balanceCents: 598_117,
            status: "sent",
          },
        ]),
    });
    renderMatterPage();

    const invoicesHeading = await screen.findByRole("heading", { name: "Invoices" });
    const trustHeading = screen.getByRole("heading", { name: "Trust balance" });
    expect(
      trustHeading.compareDocumentPosition(invoicesHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Open invoice INV-0007" })).getAttribute("href")).toBe(
      "/billing?tab=invoices&invoice=f1111111-1111-4111-8111-111111111111",
    );
    const invoiceRequests = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith("/api/billing/invoices"));
    expect(invoiceRequests).toEqual([`/api/billing/invoices?matterId=${MATTER_ID}&limit=5&offset=0`]);
  });

  it("shows the research saved to the matter on its Research tab", async () => {
    stubMatterServer("active", {
      [`GET /api/matters/${MATTER_ID}/research-notes`]: () =>
        jsonResponse(200, [
          {
            id: "44444444-4444-4444-8444-444444444444",
            matterId: MATTER_ID,
            documentId: "11111111-1111-4111-8111-111111111111",
            documentTitle: "Benicon Group v National Union of Metal Workers of South Africa",
            citation: "[1999] ZASCA 70",
            pinpoint: "para 12",
            query: "unfair dismissal",
            passage: "Reinstatement is the primary remedy.",
            comment: "Supports reinstatement.",
            createdBy: "Thandi Mokoena",
            createdAt: "2026-04-08T10:00:00.000Z",
          },
        ]),
    });
    renderMatterPage();

    await userEvent.setup().click(await screen.findByRole("tab", { name: "Research" }));

    const link = await screen.findByRole("link", {
      name: "Benicon Group v National Union of Metal Workers of South Africa",
    });
    expect(link.getAttribute("href")).toBe(
      "/legal-research/documents/11111111-1111-4111-8111-111111111111?q=unfair+dismissal&at=para+12",
    );
    expect(screen.getByText("Supports reinstatement.")).toBeTruthy();
  });
});
