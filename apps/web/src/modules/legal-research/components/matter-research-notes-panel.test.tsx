import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, requestsTo, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { BENICON_ID, BENICON_TITLE, buildNote, MATTER_ID, NOTE_ID } from "../research-test-fixtures";
import { MatterResearchNotesPanel } from "./matter-research-notes-panel";

const NOTES_PATH = `/api/matters/${MATTER_ID}/research-notes`;

function stubNotes(notes: unknown[]) {
  let current = notes;
  return stubRoutes({
    [`GET ${NOTES_PATH}`]: () => jsonResponse(200, current),
    [`DELETE ${NOTES_PATH}/${NOTE_ID}`]: () => {
      current = [];
      return jsonResponse(200, { ok: true });
    },
  });
}

describe("MatterResearchNotesPanel", { timeout: 20_000 }, () => {
  it("lists each note with its document linking to the reader at the passage, and who saved it when", async () => {
    stubNotes([buildNote()]);
    renderWithProviders(<MatterResearchNotesPanel matterId={MATTER_ID} />, { user: buildUser() });

    const note = await screen.findByRole("article", { name: BENICON_TITLE });
    expect(within(note).getByRole("link", { name: BENICON_TITLE }).getAttribute("href")).toBe(
      `/legal-research/documents/${BENICON_ID}?q=unfair+dismissal&at=para+12`,
    );
    expect(within(note).getByText("[1999] ZASCA 70 · para 12")).toBeTruthy();
    expect(within(note).getByText("Reinstatement is the primary remedy.")).toBeTruthy();
    expect(within(note).getByText("Supports our claim for reinstatement.")).toBeTruthy();
    expect(within(note).getByText(/^Saved by Thandi Mokoena · 08 Apr 2026/)).toBeTruthy();
  });

  it("removes a note only after it is confirmed", async () => {
    const fetchMock = stubNotes([buildNote()]);
    renderWithProviders(<MatterResearchNotesPanel matterId={MATTER_ID} />, { user: buildUser() });

    await userEvent.click(await screen.findByRole("button", { name: `Remove para 12 of ${BENICON_TITLE}` }));
    const dialog = await screen.findByRole("dialog", { name: "Remove research" });
    expect(requestsTo(fetchMock, "DELETE", `${NOTES_PATH}/${NOTE_ID}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(requestsTo(fetchMock, "DELETE", `${NOTES_PATH}/${NOTE_ID}`)).toHaveLength(1));
    expect(await screen.findByText("Research removed", undefined, LAZY_LOAD)).toBeTruthy();
    expect(await screen.findByText("No research saved yet")).toBeTruthy();
  });

  it("points to Legal research when nothing has been saved", async () => {
    stubNotes([]);
    renderWithProviders(<MatterResearchNotesPanel matterId={MATTER_ID} />, { user: buildUser() });

    expect(await screen.findByText("No research saved yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Legal research" }).getAttribute("href")).toBe("/legal-research");
  });
});
