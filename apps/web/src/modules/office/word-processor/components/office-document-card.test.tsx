import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildUser } from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { buildListItem } from "../word-processor-test-fixtures";
import { OfficeDocumentCard } from "./office-document-card";

function renderCard(document = buildListItem()) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(<OfficeDocumentCard document={document} onOpen={onOpen} onDelete={onDelete} />, {
    user: buildUser(),
  });
  return { card: screen.getByRole("article", { name: document.title }), onOpen, onDelete };
}

describe("OfficeDocumentCard", () => {
  it("shows the type, title, version, words, pages, date, sharing and client and matter", () => {
    const { card } = renderCard();
    const view = within(card);

    expect(view.getByText("Correspondence")).toBeTruthy();
    expect(view.getByRole("heading", { name: "Letter of demand to Nkosi Traders" })).toBeTruthy();
    expect(view.getByText("v3")).toBeTruthy();
    // en-ZA groups thousands with a non-breaking space.
    expect(view.getByText(/^1\s240 words · 4 pages$/)).toBeTruthy();
    expect(view.getByText("Updated 10 Mar 2026")).toBeTruthy();
    expect(view.getByText("Shared")).toBeTruthy();
    expect(view.getByText("Nkosi Traders (Pty) Ltd — MAT-2026-0012 · Nkosi Traders v Dlamini")).toBeTruthy();
    // Written in the word processor: no origin to mention.
    expect(view.queryByText("Word processor")).toBeNull();
  });

  it("names where a document came from when it was not written here, and leaves out what it lacks", () => {
    const { card } = renderCard(
      buildListItem({
        origin: "docx_import",
        isShared: false,
        clientId: null,
        clientName: null,
        matterId: null,
        matterReference: null,
        matterTitle: null,
        metadata: { wordCount: 1, pages: 1 },
      }),
    );
    const view = within(card);

    expect(view.getByText("Imported from Word")).toBeTruthy();
    expect(view.getByText("1 word · 1 page")).toBeTruthy();
    expect(view.queryByText("Shared")).toBeNull();
    expect(view.queryByText(/Nkosi Traders \(Pty\)/)).toBeNull();
  });

  it("offers Edit and Delete, each naming the document, and calls back with it", async () => {
    const document = buildListItem();
    const { card, onOpen, onDelete } = renderCard(document);

    await userEvent.click(within(card).getByRole("button", { name: `Edit ${document.title}` }));
    await userEvent.click(within(card).getByRole("button", { name: `Delete ${document.title}` }));

    expect(onOpen).toHaveBeenCalledWith(document);
    expect(onDelete).toHaveBeenCalledWith(document);
  });

  it("offers no Delete to someone who may not delete, and View to someone who may not edit", () => {
    const { card } = renderCard(buildListItem({ canDelete: false, canEdit: false }));

    expect(within(card).queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(within(card).getByRole("button", { name: /^View / })).toBeTruthy();
  });
});
