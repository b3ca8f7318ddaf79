import type { TLegalWritingDocument } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildUser,
  type FakeRoute,
  jsonResponse,
  requestsTo,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  buildLegalDocument,
  buildUnfinishedLegalDocument,
  LEGAL_DOCUMENT_ID,
  LOCAL_ENGINE,
  MAGNA_DOCUMENT_ID,
  OFFICE_DOCUMENT_ID,
} from "../legal-writing-test-fixtures";
import { GeneratedDocumentsTab } from "./generated-documents-tab";

const DOCUMENTS = "/api/legal-documents";
const TITLE = "Opinion: restraint of trade / Mokoena";

function renderTab(routes: Record<string, FakeRoute> = {}) {
  const fetchMock = stubRoutes({
    [`GET ${DOCUMENTS}`]: () => jsonResponse(200, [buildLegalDocument()]),
    ...routes,
  });
  renderWithProviders(<GeneratedDocumentsTab onCompose={() => {}} />, {
    route: "/legal-writing",
    user: buildUser(),
  });
  return { fetchMock, user: userEvent.setup() };
}

const findCard = (title = TITLE) => screen.findByRole("region", { name: title });

/** A blob's text: jsdom's Blob has no text(), but its FileReader reads one. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Catches what an <a download> would save, instead of the browser saving it. */
function catchDownloads() {
  const saved: { fileName: string; href: string }[] = [];
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:download-${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, href: this.href });
  });
  return { saved, blobs };
}

describe("GeneratedDocumentsTab", () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("shows a written document's counts, complexity, engine and a preview cut at 500 characters", async () => {
    renderTab();
    const card = within(await findCard());

    expect(card.getByText("Legal Opinion")).toBeTruthy();
    const figures = card
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent?.replace(/\s/g, " ")]);
    expect(figures).toEqual([
      ["Words", "1 234"],
      ["Citations", "4"],
      ["Suggestions", "4"],
      ["Complexity", "Advanced - Complex legal questions"],
    ]);
    expect(card.getByText(LOCAL_ENGINE)).toBeTruthy();
    const content = buildLegalDocument().content;
    expect(content.length).toBeGreaterThan(500);
    expect(screen.getByTestId("legal-document-preview").textContent).toBe(`${content.slice(0, 500)}…`);
  });

  it("shows the first three suggestions and citations, linking a citation the corpus holds to its reader", async () => {
    renderTab();
    const card = within(await findCard());

    const suggestions = card.getAllByRole("article", { name: /suggestion/ });
    expect(suggestions.map((suggestion) => suggestion.getAttribute("aria-label"))).toEqual([
      "Citation suggestion, high severity",
      "Legal accuracy suggestion, medium severity",
      "Formatting suggestion, low severity",
    ]);
    expect(within(suggestions[0] as HTMLElement).getByText("High")).toBeTruthy();
    expect(
      within(suggestions[0] as HTMLElement).getByText("Cite it as 1984 (4) SA 874 (A) at 891."),
    ).toBeTruthy();
    expect(card.queryByText("The fourth suggestion, left to the editor.")).toBeNull();

    expect(card.getByText("Basson v Chilwan 1993 (3) SA 742 (A)")).toBeTruthy();
    expect(card.getByText("Relevance 91%")).toBeTruthy();
    expect(card.getByText("A restraint is enforceable unless it is shown to be unreasonable.")).toBeTruthy();
    expect(card.queryByText("A fourth case 2010 (1) SA 1 (CC)")).toBeNull();
    expect(card.getAllByText("First 3 of 4")).toHaveLength(2);
    const magna = card.getByRole("link", { name: /Magna Alloys/ });
    expect(magna.getAttribute("href")).toBe(`/legal-research/documents/${MAGNA_DOCUMENT_ID}`);
    expect(card.queryByRole("link", { name: /Basson v Chilwan/ })).toBeNull();
  });

  it("lists the precedents not found in the corpus and the citations a model wrote that were removed", async () => {
    renderTab({
      [`GET ${DOCUMENTS}`]: () =>
        jsonResponse(200, [
          buildLegalDocument({
            removedCitations: [
              { text: "S v Invented 2099 (1) SA 1 (CC)", reason: "No retrieved passage supports it." },
            ],
          }),
        ]),
    });
    const card = within(await findCard());

    expect(card.getByText("Not found in the corpus")).toBeTruthy();
    expect(card.getByText(/so the document does not cite them/)).toBeTruthy();
    expect(
      within(card.getByRole("list", { name: "Precedents not found in the corpus" })).getByText(
        "Sunshine Records (Pty) Ltd v Frohling 1990 (4) SA 782 (A)",
      ),
    ).toBeTruthy();
    expect(card.getByText(/The language model wrote these citations/)).toBeTruthy();
    const removed = card.getByRole("list", { name: "Citations removed from the document" });
    expect(removed.textContent).toBe("S v Invented 2099 (1) SA 1 (CC) — No retrieved passage supports it.");
  });

  it("says nothing about missing precedents when every one was found", async () => {
    renderTab({ [`GET ${DOCUMENTS}`]: () => jsonResponse(200, [buildLegalDocument({ notFound: [] })]) });
    const card = within(await findCard());

    expect(card.queryByText("Not found in the corpus")).toBeNull();
    expect(card.queryByText("Citations removed")).toBeNull();
  });

  it("downloads the draft as a text file named after the title, made from its content", async () => {
    const { saved, blobs } = catchDownloads();
    const { fetchMock, user } = renderTab();
    const card = within(await findCard());

    await user.click(card.getByRole("button", { name: `Download: ${TITLE}` }));

    expect(saved.map((download) => download.fileName)).toEqual(["Opinion restraint of trade Mokoena.txt"]);
    expect(blobs).toHaveLength(1);
    expect(await readBlob(blobs[0] as Blob)).toBe(buildLegalDocument().content);
    expect(blobs[0]?.type).toBe("text/plain;charset=utf-8");
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([DOCUMENTS]);
  });

  it("downloads the Word file from the server under the name it gives", async () => {
    const { saved } = catchDownloads();
    const { fetchMock, user } = renderTab({
      [`GET ${DOCUMENTS}/${LEGAL_DOCUMENT_ID}/export.docx`]: () =>
        new Response("docx bytes", {
          status: 200,
          headers: {
            "Content-Disposition": 'attachment; filename="Opinion restraint of trade Mokoena.docx"',
          },
        }),
    });
    const card = within(await findCard());

    await user.click(card.getByRole("button", { name: `Download DOCX: ${TITLE}` }));

    await waitFor(() =>
      expect(saved.map((download) => download.fileName)).toEqual(["Opinion restraint of trade Mokoena.docx"]),
    );
    expect(requestsTo(fetchMock, "GET", `${DOCUMENTS}/${LEGAL_DOCUMENT_ID}/export.docx`)).toHaveLength(1);
  });

  it("copies the draft's text and says 'Copied to Clipboard'", async () => {
    const { user } = renderTab();
    const card = within(await findCard());

    await user.click(card.getByRole("button", { name: `Copy: ${TITLE}` }));

    expect(await navigator.clipboard.readText()).toBe(buildLegalDocument().content);
    expect(await screen.findByText("Copied to Clipboard")).toBeTruthy();
  });

  it("opens the document in the word processor", async () => {
    const { fetchMock, user } = renderTab({
      [`POST ${DOCUMENTS}/${LEGAL_DOCUMENT_ID}/open-in-editor`]: () =>
        jsonResponse(200, { documentId: OFFICE_DOCUMENT_ID }),
    });
    const card = within(await findCard());

    await user.click(card.getByRole("button", { name: `Open in editor: ${TITLE}` }));

    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/legal-word-processor"));
    expect(requestsTo(fetchMock, "POST", `${DOCUMENTS}/${LEGAL_DOCUMENT_ID}/open-in-editor`)).toHaveLength(1);
  });

  it("shows a failed document's reason, and no actions", async () => {
    renderTab({
      [`GET ${DOCUMENTS}`]: () =>
        jsonResponse(200, [
          buildUnfinishedLegalDocument({ status: "failed", error: "The corpus could not be searched." }),
        ]),
    });
    const card = within(await findCard());

    expect(card.getByText("Failed")).toBeTruthy();
    expect(card.getByText("The corpus could not be searched.")).toBeTruthy();
    expect(card.queryByRole("button", { name: /Download/ })).toBeNull();
  });

  it("reads the list again while a document is being written, and stops once it is done", async () => {
    let reads = 0;
    const listed = (): TLegalWritingDocument[] => [
      reads < 2 ? buildUnfinishedLegalDocument({ status: "running" }) : buildLegalDocument(),
    ];
    renderTab({
      [`GET ${DOCUMENTS}`]: () => {
        reads += 1;
        return jsonResponse(200, listed());
      },
    });

    const card = within(await findCard());
    expect(card.getByText("Writing")).toBeTruthy();
    expect(card.getByText("Finding the law and writing the document…")).toBeTruthy();
    expect(await card.findByText("Relevance 91%", undefined, { timeout: 5000 })).toBeTruthy();
    const readsWhenDone = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(readsWhenDone);
  });
});
