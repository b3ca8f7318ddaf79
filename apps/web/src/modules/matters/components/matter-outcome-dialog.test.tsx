import { MATTER_OUTCOME_MESSAGES, type TMatter } from "@inkundla/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { MatterOutcomeDialog, type MatterOutcomeIntent } from "./matter-outcome-dialog";

const MATTER_ID = "33333333-3333-4333-8333-333333333333";

function buildMatter(change: Partial<TMatter> = {}): TMatter {
  return {
    id: MATTER_ID,
    title: "Unfair dismissal referral",
    reference: "MAT-2026-0003",
    clientId: "client-1",
    clientName: "Rajesh Pillay",
    status: "active",
    type: "Labour Law",
    lastActivity: "2026-04-08T10:00:00.000Z",
    responsibleUserId: "user-1",
    responsibleName: "Sipho Mokoena",
    openedOn: "2026-01-10",
    description: null,
    opposingParties: ["Coastal Retailers (Pty) Ltd"],
    otherParties: [],
    closedAt: null,
    conflictCheck: null,
    conflictDecision: "no_conflict",
    statusHistory: [],
    createdAt: "2026-01-10T08:00:00.000Z",
    outcome: null,
    ...change,
  };
}

function stubServer() {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    if (key === `POST /api/matters/${MATTER_ID}/status` || key === `PATCH /api/matters/${MATTER_ID}`) {
      return jsonResponse(200, buildMatter({ status: "closed" }));
    }
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

function sentBodies(fetchMock: ReturnType<typeof stubFetch>, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function renderDialog(intent: MatterOutcomeIntent, matter = buildMatter()) {
  const onClose = vi.fn();
  renderWithProviders(<MatterOutcomeDialog opened onClose={onClose} matter={matter} intent={intent} />, {
    user: buildUser(),
  });
  return onClose;
}

describe("MatterOutcomeDialog", () => {
  it("offers the case type of the matter's practice area and no court to begin with", async () => {
    stubServer();
    renderDialog({ kind: "status", status: "closed" });

    expect(await screen.findByRole("dialog", { name: "Mark as Closed: how did it end?" })).toBeTruthy();
    expect((screen.getByLabelText(/^Case type/) as HTMLSelectElement).value).toBe("Employment Law");
    expect((screen.getByLabelText(/^Court/) as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText(/^Outcome/) as HTMLSelectElement).value).toBe("");
  });

  it("refuses a final order before the issue beside its field, sending nothing", async () => {
    const fetchMock = stubServer();
    renderDialog({ kind: "status", status: "closed" });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText(/^Outcome/), "won");
    fireEvent.change(screen.getByLabelText(/^Date of issue/), { target: { value: "2025-06-10" } });
    fireEvent.change(screen.getByLabelText(/^Date of final order/), { target: { value: "2025-06-09" } });
    await user.click(screen.getByRole("button", { name: "Save and Mark as Closed" }));

    expect(await screen.findByText(MATTER_OUTCOME_MESSAGES.orderBeforeIssue)).toBeTruthy();
    expect(screen.getByLabelText(/^Date of final order/).getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for the outcome when none is chosen", async () => {
    const fetchMock = stubServer();
    renderDialog({ kind: "edit" }, buildMatter({ status: "completed" }));

    await userEvent.setup().click(await screen.findByRole("button", { name: "Save Outcome" }));

    expect(await screen.findByText(MATTER_OUTCOME_MESSAGES.outcome)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("closes the matter with its outcome, amounts typed in rand sent as cents", async () => {
    const fetchMock = stubServer();
    const onClose = renderDialog({ kind: "status", status: "closed" });
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText(/^Outcome/), "settled");
    await user.selectOptions(screen.getByLabelText(/^Court/), "Labour Court");
    await user.type(screen.getByLabelText(/^Amount claimed/), "250 000");
    await user.type(screen.getByLabelText(/^Amount awarded/), "120000,50");
    fireEvent.change(screen.getByLabelText(/^Date of issue/), { target: { value: "2025-02-03" } });
    fireEvent.change(screen.getByLabelText(/^Date of final order/), { target: { value: "2025-11-28" } });
    await user.click(screen.getByRole("button", { name: "Save and Mark as Closed" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, "POST", `/api/matters/${MATTER_ID}/status`)).toEqual([
      {
        status: "closed",
        outcome: {
          outcome: "settled",
          caseType: "Employment Law",
          court: "Labour Court",
          claimedCents: 25_000_000,
          awardedCents: 12_000_050,
          issuedOn: "2025-02-03",
          finalOrderOn: "2025-11-28",
        },
      },
    ]);
  });

  it("lets the person skip the outcome and still complete the matter", async () => {
    const fetchMock = stubServer();
    const onClose = renderDialog({ kind: "status", status: "completed" });

    await userEvent.setup().click(await screen.findByRole("button", { name: "Skip and Mark as Completed" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, "POST", `/api/matters/${MATTER_ID}/status`)).toEqual([
      { status: "completed" },
    ]);
  });

  it("corrects a recorded outcome through PATCH, opening with what was recorded", async () => {
    const fetchMock = stubServer();
    const matter = buildMatter({
      status: "closed",
      outcome: {
        outcome: "lost",
        caseType: "Employment Law",
        court: "Labour Court",
        claimedCents: 9_000_000,
        awardedCents: null,
        issuedOn: "2025-01-06",
        finalOrderOn: "2025-09-30",
        recordedAt: "2025-10-01T08:00:00.000Z",
        recordedByName: "Sipho Mokoena",
      },
    });
    const onClose = renderDialog({ kind: "edit" }, matter);
    const user = userEvent.setup();

    expect(await screen.findByRole("dialog", { name: "Edit Outcome" })).toBeTruthy();
    expect((screen.getByLabelText(/^Amount claimed/) as HTMLInputElement).value).toBe("90000.00");
    await user.selectOptions(screen.getByLabelText(/^Outcome/), "won");
    await user.click(screen.getByRole("button", { name: "Save Outcome" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, "PATCH", `/api/matters/${MATTER_ID}`)).toEqual([
      {
        outcome: {
          outcome: "won",
          caseType: "Employment Law",
          court: "Labour Court",
          claimedCents: 9_000_000,
          awardedCents: null,
          issuedOn: "2025-01-06",
          finalOrderOn: "2025-09-30",
        },
      },
    ]);
  });

  it("shows the server's refusal inside the dialog and stays open", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: `outcome: ${MATTER_OUTCOME_MESSAGES.notFinished}`,
        code: "outcome_not_finished",
      }),
    );
    const onClose = renderDialog({ kind: "edit" }, buildMatter({ status: "closed" }));
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText(/^Outcome/), "withdrawn");
    await user.click(screen.getByRole("button", { name: "Save Outcome" }));

    expect(await screen.findByText(`outcome: ${MATTER_OUTCOME_MESSAGES.notFinished}`)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
