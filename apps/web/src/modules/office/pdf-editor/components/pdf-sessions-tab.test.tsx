import type { TPdfSessionCard } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  buildUser,
  pageResponse,
  requestedQueries,
  requestsTo,
  stubRoutes,
} from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { buildPdfSessionCard } from "../pdf-editor-test-fixtures";
import { PdfSessionsTab } from "./pdf-sessions-tab";

const SESSIONS = "/api/office/pdf-sessions";

/** Session `index` (from 1), with an id and a file name of its own. */
function numberedSession(index: number): TPdfSessionCard {
  return buildPdfSessionCard({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    fileName: `Affidavit ${index}.pdf`,
  });
}

function renderTab(onUpload = vi.fn()) {
  renderWithProviders(<PdfSessionsTab onOpen={vi.fn()} onUpload={onUpload} />, { user: buildUser() });
  return { onUpload };
}

describe("PdfSessionsTab", () => {
  it("asks for 24 sessions a page, shows the total from X-Total-Count and reads page 2 from offset 24", async () => {
    const fetchMock = stubRoutes({
      [`GET ${SESSIONS}`]: (_init, url) =>
        pageResponse(
          [buildPdfSessionCard({ fileName: `From offset ${url.searchParams.get("offset")}.pdf` })],
          30,
        ),
    });
    renderTab();

    expect(await screen.findByRole("article", { name: "From offset 0.pdf" })).toBeTruthy();
    expect(screen.getByText("30 PDF sessions")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));

    expect(await screen.findByRole("article", { name: "From offset 24.pdf" })).toBeTruthy();
    expect(requestedQueries(fetchMock, SESSIONS).map((query) => query.toString())).toEqual([
      "limit=24&offset=0&view=card",
      "limit=24&offset=24&view=card",
    ]);
  });

  it("counts a single session as '1 PDF session'", async () => {
    stubRoutes({ [`GET ${SESSIONS}`]: () => pageResponse([buildPdfSessionCard()]) });
    renderTab();

    expect(await screen.findByText("1 PDF session")).toBeTruthy();
  });

  it("says there are no sessions yet, with the upload button, when there is none at all", async () => {
    stubRoutes({ [`GET ${SESSIONS}`]: () => pageResponse([]) });
    const { onUpload } = renderTab();

    expect(await screen.findByRole("heading", { name: "No PDF Sessions Yet" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Upload PDF" }));
    expect(onUpload).toHaveBeenCalledOnce();
  });

  it("sends the search to the server from page 1 and says 'No PDF Sessions Found' when nothing matches", async () => {
    const fetchMock = stubRoutes({
      [`GET ${SESSIONS}`]: (_init, url) =>
        url.searchParams.has("search") ? pageResponse([]) : pageResponse([buildPdfSessionCard()], 30),
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(requestedQueries(fetchMock, SESSIONS).at(-1)?.get("offset")).toBe("24"));

    await userEvent.type(screen.getByRole("textbox", { name: "Search PDF sessions" }), "  lease ");

    expect(await screen.findByRole("heading", { name: "No PDF Sessions Found" })).toBeTruthy();
    expect(screen.getByText("No session's file name matches your search.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload PDF" })).toBeNull();
    // On a slow machine a pause in the typing may send a part of the word first; the whole word follows.
    await waitFor(() =>
      expect(requestedQueries(fetchMock, SESSIONS).at(-1)?.toString()).toBe(
        "search=lease&limit=24&offset=0&view=card",
      ),
    );
  });

  it("steps back to page 1 when deleting the only session on page 2", async () => {
    let stored = Array.from({ length: 25 }, (_, index) => numberedSession(index + 1));
    const last = stored[24] as TPdfSessionCard;
    const fetchMock = stubRoutes({
      [`GET ${SESSIONS}`]: (_init, url) => {
        const offset = Number(url.searchParams.get("offset"));
        const limit = Number(url.searchParams.get("limit"));
        return pageResponse(stored.slice(offset, offset + limit), stored.length);
      },
      [`DELETE ${SESSIONS}/${last.id}`]: () => {
        stored = stored.filter((session) => session.id !== last.id);
        return new Response(null, { status: 204 });
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole("button", { name: "Page 2" }));

    await userEvent.click(await screen.findByRole("button", { name: "Delete Affidavit 25.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete PDF session" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByRole("article", { name: "Affidavit 1.pdf" })).toBeTruthy();
    // Page 1 read before the delete shows at once (total 25) while it is read again.
    expect(await screen.findByText("24 PDF sessions")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Page 2" })).toBeNull();
    expect(requestsTo(fetchMock, "DELETE", `${SESSIONS}/${last.id}`)).toHaveLength(1);
    expect(requestedQueries(fetchMock, SESSIONS).at(-1)?.get("offset")).toBe("0");
  });
});
