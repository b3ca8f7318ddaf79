import type { TMatterListItem } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  buildUser,
  jsonResponse,
  LAZY_LOAD,
  pageResponse,
  requestsTo,
  sentBodies,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  BENICON_ID,
  BENICON_TITLE,
  buildDocument,
  buildNote,
  CONSTITUTION_ID,
  MATTER_ID,
} from "../research-test-fixtures";
import { ResearchDocumentPage } from "./research-document-page";

const DOCUMENT_PATH = `/api/legal-research/documents/${BENICON_ID}`;

const MATTER: TMatterListItem = {
  id: MATTER_ID,
  title: "Dismissal of the Karoo workers",
  reference: "MAT-2026-0007",
  clientId: "client-1",
  clientName: "Karoo Freight",
  status: "active",
  type: "Employment Law",
  lastActivity: "2026-04-08T10:00:00.000Z",
  responsibleUserId: null,
  responsibleName: null,
  openedOn: "2026-04-01",
};

function renderReader(search = "?q=unfair+dismissal&at=para+12", document = buildDocument()) {
  const fetchMock = stubRoutes({
    [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(200, document),
    "GET /api/matters": () => pageResponse([MATTER]),
    "POST /api/legal-research/notes": (init) => jsonResponse(201, buildNote(JSON.parse(String(init.body)))),
  });
  renderWithProviders(
    <Routes>
      <Route path="/legal-research/documents/:documentId" element={<ResearchDocumentPage />} />
    </Routes>,
    { route: `/legal-research/documents/${BENICON_ID}${search}`, user: buildUser() },
  );
  return fetchMock;
}

const passage = (pinpoint: string) => {
  const element = document.querySelector(`[data-pinpoint="${pinpoint}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no passage ${pinpoint}`);
  return element;
};

describe("ResearchDocumentPage", { timeout: 20_000 }, () => {
  it("shows the document's details, and a field the import could not read as not found in the text", async () => {
    renderReader();

    expect(await screen.findByRole("heading", { level: 1, name: BENICON_TITLE })).toBeTruthy();
    const details = screen.getByRole("heading", { name: "About this document" }).parentElement as HTMLElement;
    const rows = [...details.querySelectorAll("dt")].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ["Court", "Supreme Court of Appeal of South Africa"],
      ["Case numbers", "622/97; 623/97"],
      ["Judges", "Hefer JA; Farlam AJA"],
      ["Parties", "The Benicon Group v National Union of Metal Workers of South Africa"],
      ["Heard", "3 September 1999"],
      ["Delivered", "1 October 1999"],
      ["Citation", "[1999] ZASCA 70"],
      ["Law reports", "Not found in the text"],
      ["Language", "English"],
    ]);
  });

  it("gives an Act's text date and leaves out what an Act does not have", async () => {
    renderReader(
      "",
      buildDocument({
        kind: "legislation",
        title: "Constitution of the Republic of South Africa, 1996",
        citation: "Constitution of the Republic of South Africa, 1996",
        neutralCitation: null,
        court: null,
        caseNumbers: [],
        judges: [],
        parties: { applicants: [], respondents: [] },
        hearingDate: null,
        judgmentDate: null,
        missingFields: [],
        textAsAt: "2017-06-25",
      }),
    );

    await screen.findByRole("heading", {
      level: 1,
      name: "Constitution of the Republic of South Africa, 1996",
    });
    expect(screen.getByText("Text as at")).toBeTruthy();
    expect(screen.getByText("25 June 2017")).toBeTruthy();
    expect(screen.queryByText("Judges")).toBeNull();
    expect(screen.queryByText("Not found in the text")).toBeNull();
  });

  it("marks the passages holding the search's words, and scrolls to the one the result pointed at", async () => {
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, "scrollIntoView").mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.dataset.pinpoint ?? "");
    });
    renderReader();
    await screen.findByRole("heading", { level: 1, name: BENICON_TITLE });

    expect(passage("para 1").dataset.hit).toBeUndefined();
    expect(passage("para 2").dataset.hit).toBe("true");
    expect([...passage("para 2").querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "dismissed",
      "dismissals",
      "unfair",
    ]);
    expect(passage("para 12").dataset.hit).toBe("true");
    expect(passage("para 12").getAttribute("aria-current")).toBe("location");
    expect(scrolled).toEqual(["para 12"]);
    expect(screen.getByText("2 passages hold the words of “unfair dismissal”.")).toBeTruthy();
  });

  it("lists what the document cites, linking those in the corpus, and says when nothing cites it", async () => {
    renderReader();
    const cites = await screen.findByRole("list", { name: "Cites" });

    expect(
      within(cites)
        .getByRole("link", { name: "Constitution of the Republic of South Africa, 1996" })
        .getAttribute("href"),
    ).toBe(`/legal-research/documents/${CONSTITUTION_ID}`);
    expect(within(cites).getByText("1992 (1) SA 700 (A)")).toBeTruthy();
    expect(within(cites).queryByRole("link", { name: "1992 (1) SA 700 (A)" })).toBeNull();
    expect(screen.getByText("Nothing in the corpus cites this document yet.")).toBeTruthy();
  });

  it("copies a paragraph's citation in the South African style and says so", async () => {
    const user = userEvent.setup();
    renderReader();
    await screen.findByRole("heading", { level: 1, name: BENICON_TITLE });

    await user.click(screen.getByRole("button", { name: "Copy citation: para 12" }));

    expect(await navigator.clipboard.readText()).toBe(`${BENICON_TITLE} [1999] ZASCA 70 para 12`);
    expect(await screen.findByText("Citation copied", undefined, LAZY_LOAD)).toBeTruthy();
  });

  it("copies the whole document's citation", async () => {
    const user = userEvent.setup();
    renderReader();
    await screen.findByRole("heading", { level: 1, name: BENICON_TITLE });

    await user.click(screen.getByRole("button", { name: "Copy citation of the whole document" }));

    expect(await navigator.clipboard.readText()).toBe(`${BENICON_TITLE} [1999] ZASCA 70`);
  });

  it("saves a paragraph to a chosen matter with a comment and the search that found it", async () => {
    const user = userEvent.setup();
    const fetchMock = renderReader();
    await screen.findByRole("heading", { level: 1, name: BENICON_TITLE });

    await user.click(screen.getByRole("button", { name: "Save to matter: para 12" }));
    const dialog = await screen.findByRole("dialog", { name: "Save to matter" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Choose the matter to save this to")).toBeTruthy();

    await user.click(within(dialog).getByRole("combobox", { name: "Matter" }));
    await user.click(
      await within(dialog).findByRole("option", { name: "MAT-2026-0007 · Dismissal of the Karoo workers" }),
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Comment" }), "Supports reinstatement.");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/legal-research/notes")).toEqual([
        {
          matterId: MATTER_ID,
          documentId: BENICON_ID,
          pinpoint: "para 12",
          query: "unfair dismissal",
          passage: "Reinstatement is the primary remedy.",
          comment: "Supports reinstatement.",
        },
      ]),
    );
    expect(await screen.findByText("Saved to matter", undefined, LAZY_LOAD)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save to matter" })).toBeNull());
  });

  it("says the document was not found when the server does not know it", async () => {
    stubRoutes({
      [`GET ${DOCUMENT_PATH}`]: () =>
        jsonResponse(404, { message: "Document not found", code: "document_not_found" }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/legal-research/documents/:documentId" element={<ResearchDocumentPage />} />
      </Routes>,
      { route: `/legal-research/documents/${BENICON_ID}`, user: buildUser() },
    );

    expect(await screen.findByRole("heading", { name: "Document not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Legal research" }).getAttribute("href")).toBe("/legal-research");
  });

  it("removes a firm document after asking, and returns to Legal research", async () => {
    const fetchMock = stubRoutes({
      [`GET ${DOCUMENT_PATH}`]: () =>
        jsonResponse(200, buildDocument({ kind: "firm_document", title: "Opinion on the warehouse lease" })),
      [`DELETE /api/legal-research/firm-documents/${BENICON_ID}`]: () => jsonResponse(200, { ok: true }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/legal-research/documents/:documentId" element={<ResearchDocumentPage />} />
        <Route path="/legal-research" element={<p>Search page</p>} />
      </Routes>,
      { route: `/legal-research/documents/${BENICON_ID}`, user: buildUser() },
    );

    await user.click(await screen.findByRole("button", { name: "Remove from firm documents" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove firm document" });
    expect(requestsTo(fetchMock, "DELETE", `/api/legal-research/firm-documents/${BENICON_ID}`)).toHaveLength(
      0,
    );
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Search page")).toBeTruthy();
    expect(requestsTo(fetchMock, "DELETE", `/api/legal-research/firm-documents/${BENICON_ID}`)).toHaveLength(
      1,
    );
  });

  it("offers no removal of a judgment, nor of a firm document to a legal assistant", async () => {
    stubRoutes({
      [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(200, buildDocument({ kind: "firm_document" })),
    });
    const { unmount } = renderWithProviders(
      <Routes>
        <Route path="/legal-research/documents/:documentId" element={<ResearchDocumentPage />} />
      </Routes>,
      {
        route: `/legal-research/documents/${BENICON_ID}`,
        user: buildUser({ role: "legal_assistant", isFirmOwner: false }),
      },
    );
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Copy citation of the whole document" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove from firm documents" })).toBeNull();
    unmount();

    renderReader();
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove from firm documents" })).toBeNull();
  });
});
