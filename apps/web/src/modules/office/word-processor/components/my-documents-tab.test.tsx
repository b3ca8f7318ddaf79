import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  buildUser,
  jsonResponse,
  pageResponse,
  requestedQueries,
  requestsTo,
  stubRoutes,
} from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { buildListItem, DOCUMENT_ID } from "../word-processor-test-fixtures";
import { MyDocumentsTab } from "./my-documents-tab";

const DOCUMENTS = "/api/office/documents";

function renderTab(onDeleted = vi.fn()) {
  renderWithProviders(<MyDocumentsTab onOpen={vi.fn()} onCreate={vi.fn()} onDeleted={onDeleted} />, {
    user: buildUser(),
  });
  return { onDeleted };
}

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

describe("MyDocumentsTab", () => {
  it("shows a spinner while the list loads, then the documents as cards", async () => {
    stubRoutes({ [`GET ${DOCUMENTS}`]: () => pageResponse([buildListItem()]) });
    renderTab();

    expect(screen.getByRole("status", { name: "Loading documents" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Letter of demand to Nkosi Traders" })).toBeTruthy();
    expect(screen.getByText("1 document")).toBeTruthy();
  });

  it("says there are no documents yet when the list is empty", async () => {
    stubRoutes({ [`GET ${DOCUMENTS}`]: () => pageResponse([]) });
    renderTab();

    expect(await screen.findByRole("heading", { name: "No Documents Yet" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create New Document" })).toBeTruthy();
  });

  it("searches by title on the server", async () => {
    const fetchMock = stubRoutes({ [`GET ${DOCUMENTS}`]: () => pageResponse([]) });
    renderTab();

    await userEvent.type(screen.getByRole("textbox", { name: "Search documents" }), "lease");

    expect(
      await screen.findByRole("heading", { name: "No Documents Found" }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(requestedQueries(fetchMock, DOCUMENTS).at(-1)?.get("search")).toBe("lease");
  });

  it("asks before deleting, and sends nothing when the person cancels", async () => {
    const fetchMock = stubRoutes({ [`GET ${DOCUMENTS}`]: () => pageResponse([buildListItem()]) });
    renderTab();

    await userEvent.click(
      await screen.findByRole("button", { name: "Delete Letter of demand to Nkosi Traders" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete document" });
    expect(within(dialog).getByText(/Delete "Letter of demand to Nkosi Traders"\?/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    expect(requestsTo(fetchMock, "DELETE", `${DOCUMENTS}/${DOCUMENT_ID}`)).toEqual([]);
  });

  it("deletes once confirmed, says 'Document Deleted' and reads the list again", async () => {
    let listed = [buildListItem()];
    const fetchMock = stubRoutes({
      [`GET ${DOCUMENTS}`]: () => pageResponse(listed),
      [`DELETE ${DOCUMENTS}/${DOCUMENT_ID}`]: () => {
        listed = [];
        return new Response(null, { status: 204 });
      },
    });
    const { onDeleted } = renderTab();

    await userEvent.click(
      await screen.findByRole("button", { name: "Delete Letter of demand to Nkosi Traders" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete document" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    await findToast("Document Deleted");
    expect(requestsTo(fetchMock, "DELETE", `${DOCUMENTS}/${DOCUMENT_ID}`)).toHaveLength(1);
    expect(onDeleted).toHaveBeenCalledWith(DOCUMENT_ID);
    expect(await screen.findByRole("heading", { name: "No Documents Yet" })).toBeTruthy();
  });

  it("says 'Deletion Failed' with the spec's message when the server refuses without one", async () => {
    stubRoutes({
      [`GET ${DOCUMENTS}`]: () => pageResponse([buildListItem()]),
      [`DELETE ${DOCUMENTS}/${DOCUMENT_ID}`]: () => new Response("", { status: 500 }),
    });
    renderTab();

    await userEvent.click(
      await screen.findByRole("button", { name: "Delete Letter of demand to Nkosi Traders" }),
    );
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));

    const toast = await findToast("Deletion Failed");
    expect(toast.getByText("Failed to delete document. Please try again.")).toBeTruthy();
  });

  it("shows a load error that asks again", async () => {
    let isDown = true;
    stubRoutes({
      [`GET ${DOCUMENTS}`]: () =>
        isDown ? jsonResponse(500, { message: "down", code: "internal" }) : pageResponse([buildListItem()]),
    });
    renderTab();

    expect(await screen.findByText("Documents could not be loaded")).toBeTruthy();
    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Letter of demand to Nkosi Traders" })).toBeTruthy();
  });
});
