import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildUser,
  type FakeRoute,
  jsonResponse,
  pageResponse,
  requestsTo,
  sentBodies,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { type PdfRenderer, PdfRendererContext } from "../pdf-editor";
import {
  buildPdfSession,
  buildPdfSessionCard,
  createFakeRenderer,
  SESSION_ID,
} from "../pdf-editor/pdf-editor-test-fixtures";
import { PdfEditorPage } from "./pdf-editor-page";

const SESSIONS = "/api/office/pdf-sessions";
const SESSION = `${SESSIONS}/${SESSION_ID}`;
const EDITOR_ROUTE = `/pdf-editor?tab=editor&session=${SESSION_ID}`;

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/clients": () => pageResponse([]),
    "GET /api/matters": () => pageResponse([]),
    [`GET ${SESSIONS}`]: () => jsonResponse(200, [buildPdfSessionCard()]),
    [`GET ${SESSION}`]: () => jsonResponse(200, buildPdfSession()),
    [`GET ${SESSION}/file`]: () => new Response(new Uint8Array([37, 80, 68, 70, 45]), { status: 200 }),
    ...routes,
  });
}

function renderPage(route = "/pdf-editor", renderer: PdfRenderer = createFakeRenderer()) {
  return renderWithProviders(
    <PdfRendererContext.Provider value={renderer}>
      <Routes>
        <Route path="/pdf-editor" element={<PdfEditorPage />} />
      </Routes>
    </PdfRendererContext.Provider>,
    { route, user: buildUser() },
  );
}

/** The editor open on page 1 at 150%: 2 CSS pixels a point (150% × 96/72), so conversions are round. */
async function openEditorAt150() {
  await screen.findByRole("img", { name: "Page 1 of 3" });
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Zoom" }), "150");
  const overlay = await screen.findByTestId("pdf-page-overlay");
  await waitFor(() => expect(screen.getByTestId("pdf-page").style.width).toBe("1224px"));
  return overlay;
}

// jsdom has no PointerEvent: a MouseEvent with a pointer id stands in, so the drawing handlers get coordinates.
beforeAll(() => {
  if (typeof window.PointerEvent === "function") return;
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
});

const uploadInput = () => screen.getByLabelText("Choose a PDF") as HTMLInputElement;

describe("PdfEditorPage", () => {
  it("offers the spec's three tabs and shows each session's edit count and chips", async () => {
    stubApi({
      [`GET ${SESSIONS}`]: () =>
        jsonResponse(200, [
          buildPdfSessionCard({
            editCounts: { annotations: { note: 1, highlight: 2 }, modifications: { redact: 1 } },
          }),
        ]),
    });
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "PDF Sessions",
      "Upload PDF",
      "Editor",
    ]);
    const card = await screen.findByRole("article", { name: "Founding affidavit.pdf" });
    expect(within(card).getByTestId("edit-count").textContent).toBe("4 edits · 3 pages");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["Highlight: 2", "Note: 1", "Redaction: 1"]);
    expect(card.textContent?.replace(/\s/g, " ")).toContain("Created 01 Mar 2026 · Updated 10 Mar 2026");
    expect(within(card).getByText("Nkosi Traders (Pty) Ltd — MAT-2026-0012")).toBeTruthy();
  });

  it("refuses a file named .pdf whose first bytes are not a PDF's, without sending it", async () => {
    const fetchMock = stubApi();
    renderPage("/pdf-editor?tab=upload");

    await userEvent.upload(
      uploadInput(),
      new File(["PK\u0003\u0004 a zip"], "affidavit.pdf", { type: "application/pdf" }),
    );

    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByText("The file is not a PDF: its content does not start as a PDF does."),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "Upload PDF" }) as HTMLButtonElement).disabled).toBe(true);
    expect(requestsTo(fetchMock, "POST", SESSIONS)).toEqual([]);
  });

  it("asks for the password of a protected PDF and sends it again with the password", async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      [`POST ${SESSIONS}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(400, { code: "pdf_encrypted", message: "This PDF is protected with a password." })
          : jsonResponse(201, buildPdfSession());
      },
    });
    renderPage("/pdf-editor?tab=upload");

    await userEvent.upload(uploadInput(), new File(["%PDF-1.7 encrypted"], "Sealed.pdf"));
    await userEvent.click(screen.getByRole("button", { name: "Upload PDF" }));

    expect(await screen.findByText("This PDF is protected with a password.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Password/), "s3cret");
    await userEvent.click(screen.getByRole("button", { name: "Open with password" }));

    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Editor" }).getAttribute("aria-selected")).toBe("true"),
    );
    const [first, second] = requestsTo(fetchMock, "POST", SESSIONS).map((init) => init.body as FormData);
    expect(first?.has("password")).toBe(false);
    expect(second?.get("password")).toBe("s3cret");
    expect((second?.get("file") as File | undefined)?.name).toBe("Sealed.pdf");
  });

  it("names the page for screen readers and makes the tools toggle buttons", async () => {
    stubApi();
    renderPage(EDITOR_ROUTE);

    expect(await screen.findByRole("img", { name: "Page 1 of 3" })).toBeTruthy();
    const tools = screen.getByRole("toolbar", { name: "Tools" });
    const redact = within(tools).getByRole("button", { name: "Redact" });
    expect(redact.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(redact);
    expect(redact.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("img", { name: "Page 2 of 3" })).toBeTruthy();
  });

  it("draws a redaction and saves it at once in PDF points from the page's bottom-left", async () => {
    const fetchMock = stubApi({
      [`POST ${SESSION}/edits`]: (init) => {
        const body = JSON.parse(String(init.body));
        return jsonResponse(
          200,
          buildPdfSession({ version: 5, modifications: [{ id: "m1", ...body.modifications[0] }] }),
        );
      },
    });
    renderPage(EDITOR_ROUTE);
    const overlay = await openEditorAt150();
    await userEvent.click(screen.getByRole("button", { name: "Redact" }));

    // At 2 pixels a point, (100, 100)–(300, 160) is x 50…150 and, from the bottom of the 792-point page, y 712…742.
    fireEvent.pointerDown(overlay, { clientX: 100, clientY: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(overlay, { clientX: 200, clientY: 130, pointerId: 1 });
    fireEvent.pointerUp(overlay, { clientX: 300, clientY: 160, pointerId: 1 });

    await waitFor(() => expect(sentBodies(fetchMock, "POST", `${SESSION}/edits`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `${SESSION}/edits`)).toEqual([
      {
        baseVersion: 4,
        modifications: [
          {
            type: "redact",
            page: 1,
            original: "Page 1",
            modified: "Area redacted",
            content: { rects: [{ page: 1, x: 50, y: 712, width: 100, height: 30 }] },
          },
        ],
      },
    ]);
    const box = await screen.findByRole("button", { name: /^Redaction — applied on export/ });
    expect(box.style.left).toBe("100px");
    expect(box.style.top).toBe("100px");
    expect(box.textContent).toBe("Redaction — applied on export");
  });

  it("redacts every match of the search term on every page", async () => {
    const run = (text: string, x: number, y: number) => ({
      text,
      rect: { x, y, width: text.length * 6, height: 12 },
      endsLine: true,
    });
    const renderer = createFakeRenderer({
      texts: { 1: [run("Applicant Sipho Dlamini", 72, 700)], 3: [run("signed by Sipho", 72, 100)] },
    });
    const fetchMock = stubApi({
      [`POST ${SESSION}/edits`]: () => jsonResponse(200, buildPdfSession({ version: 5 })),
    });
    renderPage(EDITOR_ROUTE, renderer);
    await screen.findByRole("img", { name: "Page 1 of 3" });

    await userEvent.type(screen.getByRole("textbox", { name: "Search in the PDF" }), "sipho{Enter}");
    expect(await screen.findByText("Match 1 of 2")).toBeTruthy();
    expect(screen.getByTestId("search-hit-active")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Redact search hits" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Redact all" }),
    );

    await waitFor(() => expect(sentBodies(fetchMock, "POST", `${SESSION}/edits`)).toHaveLength(1));
    const [sent] = sentBodies(fetchMock, "POST", `${SESSION}/edits`) as {
      modifications: { content: { rects: unknown[] } }[];
    }[];
    expect(sent?.modifications[0]?.content.rects).toEqual([
      { page: 1, x: 130.5, y: 698.5, width: 33, height: 15 },
      { page: 3, x: 130.5, y: 98.5, width: 33, height: 15 },
    ]);
  });

  it("adds Bates numbers from the dialog, showing the first page's number", async () => {
    const fetchMock = stubApi({
      [`POST ${SESSION}/edits`]: () => jsonResponse(200, buildPdfSession({ version: 5 })),
    });
    renderPage(EDITOR_ROUTE);
    await screen.findByRole("img", { name: "Page 1 of 3" });

    await userEvent.click(screen.getByRole("button", { name: "Bates numbering" }));
    const dialog = await screen.findByRole("dialog", { name: "Bates numbering" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Prefix" }), "ABC");
    expect(within(dialog).getByTestId("bates-preview").textContent).toBe("ABC000001");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Position" }), "top-right");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Bates numbers" }));

    await waitFor(() => expect(sentBodies(fetchMock, "POST", `${SESSION}/edits`)).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST", `${SESSION}/edits`)).toEqual([
      {
        baseVersion: 4,
        modifications: [
          {
            type: "bates",
            page: 1,
            original: "",
            modified: "Numbered from ABC000001",
            content: { prefix: "ABC", start: 1, digits: 6, position: "top-right", fontSize: 10 },
          },
        ],
      },
    ]);
  });

  it("on a 409 says someone else changed the PDF and reloads the newer version", async () => {
    let loads = 0;
    const fetchMock = stubApi({
      [`GET ${SESSION}`]: () => {
        loads += 1;
        return jsonResponse(200, buildPdfSession(loads === 1 ? {} : { version: 6, canUndo: false }));
      },
      [`POST ${SESSION}/undo`]: () =>
        jsonResponse(409, {
          code: "pdf_session_version_conflict",
          message: "Someone else changed this PDF session after you opened it.",
          currentVersion: 6,
        }),
    });
    renderPage(EDITOR_ROUTE);
    await screen.findByRole("img", { name: "Page 1 of 3" });

    await userEvent.click(screen.getByRole("button", { name: "Undo" }));

    const dialog = await screen.findByRole("dialog", { name: "Someone else changed this PDF" });
    expect(
      within(dialog).getByText("Someone else changed this PDF session after you opened it."),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Reload the session" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByLabelText("Version 6")).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", `${SESSION}/undo`)).toHaveLength(1);
  });

  it("undoes the last change with the button and with Ctrl+Z", async () => {
    let version = 4;
    const fetchMock = stubApi({
      [`POST ${SESSION}/undo`]: () => {
        version += 1;
        return jsonResponse(200, buildPdfSession({ version }));
      },
    });
    renderPage(EDITOR_ROUTE);
    await screen.findByRole("img", { name: "Page 1 of 3" });

    await userEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(screen.getByLabelText("Version 5")).toBeTruthy());
    await userEvent.keyboard("{Control>}z{/Control}");

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", `${SESSION}/undo`)).toEqual([
        { baseVersion: 4 },
        { baseVersion: 5 },
      ]),
    );
  });

  it("removes a focused edit with Delete by sending the lists without it", async () => {
    const rect = { x: 72, y: 700, width: 100, height: 14 };
    const annotations = [
      { id: "a1", type: "highlight" as const, page: 1, rect, text: "the agreement" },
      { id: "a2", type: "note" as const, page: 1, rect: { ...rect, y: 600 }, text: "Ask about the date" },
    ];
    const fetchMock = stubApi({
      [`GET ${SESSION}`]: () => jsonResponse(200, buildPdfSession({ annotations })),
      [`PUT ${SESSION}`]: () =>
        jsonResponse(200, buildPdfSession({ version: 5, annotations: annotations.slice(1) })),
    });
    renderPage(EDITOR_ROUTE);

    const highlight = await screen.findByRole("button", { name: /^Highlight: the agreement/ });
    highlight.focus();
    await userEvent.keyboard("{Delete}");

    await waitFor(() =>
      expect(sentBodies(fetchMock, "PUT", SESSION)).toEqual([
        { baseVersion: 4, annotations: annotations.slice(1), modifications: [] },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: /^Highlight: the agreement/ })).toBeNull(),
    );
  });
});
