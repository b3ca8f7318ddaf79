import { formatCents, type TMatter, type TMatterOutcomeRecord, type TMatterStatus } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { MatterPage } from "./matter-page";

const MATTER_ID = "22222222-2222-4222-8222-222222222222";

const RECORDED_OUTCOME: TMatterOutcomeRecord = {
  outcome: "won",
  caseType: "Commercial Disputes",
  court: "High Court - Gauteng",
  claimedCents: 48_500_000,
  awardedCents: 41_250_050,
  issuedOn: "2025-03-04",
  finalOrderOn: "2026-02-20",
  recordedAt: "2026-03-01T08:00:00.000Z",
  recordedByName: "Thandi Mokoena",
};

function buildMatter(status: TMatterStatus, outcome: TMatterOutcomeRecord | null = null): TMatter {
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
    outcome,
  };
}

type Handler = (init: RequestInit) => Response | Promise<Response>;

function stubMatterServer(
  status: TMatterStatus,
  routes: Record<string, Handler> = {},
  outcome: TMatterOutcomeRecord | null = null,
) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === `GET /api/matters/${MATTER_ID}`) return jsonResponse(200, buildMatter(status, outcome));
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
  it("shows the matter's reference, title, client and its seven tabs with Overview first", async () => {
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
      "Client Portal",
    ]);
    expect(screen.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");
    // An open matter has not ended: no outcome to show or record.
    expect(screen.queryByRole("heading", { name: "Outcome" })).toBeNull();
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

  it("asks how the matter ended when it is closed, and sends the status with the outcome", async () => {
    const fetchMock = stubMatterServer("active");
    renderMatterPage();
    const user = userEvent.setup();

    await openStatusMenu("Status: Active. Change status");
    await user.click(screen.getByRole("menuitem", { name: "Mark as Closed" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark as Closed: how did it end?" });
    // A commercial law matter is most likely a commercial dispute.
    expect((within(dialog).getByLabelText(/^Case type/) as HTMLSelectElement).value).toBe(
      "Commercial Disputes",
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Outcome/), "default_judgment");
    await user.click(within(dialog).getByRole("button", { name: "Save and Mark as Closed" }));

    await waitFor(() => {
      const sent = fetchMock.mock.calls.filter(
        ([input, init]) => String(input) === `/api/matters/${MATTER_ID}/status` && init?.method === "POST",
      );
      expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
        {
          status: "closed",
          outcome: {
            outcome: "default_judgment",
            caseType: "Commercial Disputes",
            court: null,
            claimedCents: null,
            awardedCents: null,
            issuedOn: null,
            finalOrderOn: null,
          },
        },
      ]);
    });
  });

  it("shows a closed matter's outcome on the Overview tab with its amounts, dates and who recorded it", async () => {
    stubMatterServer("closed", {}, RECORDED_OUTCOME);
    renderMatterPage();

    const heading = await screen.findByRole("heading", { name: "Outcome" });
    const card = heading.closest<HTMLElement>(".mantine-Paper-root");
    if (!card) throw new Error("no outcome card");
    expect(within(card).getByText("Won")).toBeTruthy();
    expect(within(card).getByText("Commercial Disputes")).toBeTruthy();
    expect(within(card).getByText("High Court - Gauteng")).toBeTruthy();
    // The text matcher collapses the figure's spaces, so the expected figure is collapsed the same way.
    const rand = (cents: number) => formatCents(cents).replace(/\s+/g, " ");
    expect(within(card).getByText(rand(48_500_000))).toBeTruthy();
    expect(within(card).getByText(rand(41_250_050))).toBeTruthy();
    expect(within(card).getByText(/by Thandi Mokoena/)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Edit Outcome" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Remove" })).toBeTruthy();
    // Reopening says what it does to the outcome.
    expect(await openStatusMenu("Status: Closed. Change status")).toEqual([
      "Reopen (Active), removing its outcome",
    ]);
  });

  it("offers a closed matter without an outcome to record one", async () => {
    stubMatterServer("closed");
    renderMatterPage();
    expect(await screen.findByRole("button", { name: "Record Outcome" })).toBeTruthy();
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
