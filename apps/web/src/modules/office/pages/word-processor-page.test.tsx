import { OFFICE_DOCUMENT_MESSAGES } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
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
import {
  buildConflict,
  buildListItem,
  buildOfficeDocument,
  buildTemplate,
  COPY_ID,
  DOCUMENT_ID,
} from "../word-processor/word-processor-test-fixtures";
import { WordProcessorPage } from "./word-processor-page";

const DOCUMENTS = "/api/office/documents";
const DOCUMENT = `${DOCUMENTS}/${DOCUMENT_ID}`;

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(() => {
  const noRects = () => [] as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  document.elementFromPoint ??= () => null;
});

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/clients": () => pageResponse([]),
    "GET /api/matters": () => pageResponse([]),
    [`GET ${DOCUMENTS}`]: () => pageResponse([buildListItem()]),
    "GET /api/office/templates": () => jsonResponse(200, [buildTemplate()]),
    [`GET ${DOCUMENT}`]: () => jsonResponse(200, buildOfficeDocument()),
    ...routes,
  });
}

function renderPage(route = "/legal-word-processor") {
  return renderWithProviders(
    <Routes>
      <Route path="/legal-word-processor" element={<WordProcessorPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

const docxInput = () =>
  screen.getByRole("region", { name: "Import DOCX" }).querySelector('input[type="file"]') as HTMLInputElement;
const createForm = () => screen.getByRole("form", { name: "Create a document" });
const titleInput = () => within(createForm()).getByRole("textbox", { name: /^Title/ }) as HTMLInputElement;

describe("WordProcessorPage", () => {
  it("offers the spec's four tabs and opens on My Documents", async () => {
    stubApi();
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "My Documents",
      "Templates",
      "Create New",
      "Editor",
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Legal Word Processor" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Letter of demand to Nkosi Traders" })).toBeTruthy();
  });

  it("prompts to choose or create a document when the Editor has none open", async () => {
    stubApi();
    renderPage("/legal-word-processor?tab=editor");

    expect(await screen.findByText("Choose a document from My Documents or create a new one")).toBeTruthy();
  });

  it("refuses to create a document without a title, with the spec's validation message", async () => {
    const fetchMock = stubApi();
    renderPage("/legal-word-processor?tab=templates");

    await userEvent.click(await screen.findByRole("button", { name: "Use template: Letter of Demand" }));
    await userEvent.clear(titleInput());
    await userEvent.click(screen.getByRole("button", { name: "Create Document" }));

    const toast = await findToast("Validation Error");
    expect(toast.getByText(OFFICE_DOCUMENT_MESSAGES.titleAndContent)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", DOCUMENTS)).toEqual([]);
  });

  it("refuses to create a document whose content is blank, with the spec's validation message", async () => {
    const fetchMock = stubApi();
    renderPage("/legal-word-processor?tab=create");

    await userEvent.type(titleInput(), "Lease agreement");
    await userEvent.click(screen.getByRole("button", { name: "Create Document" }));

    const toast = await findToast("Validation Error");
    expect(toast.getByText(OFFICE_DOCUMENT_MESSAGES.titleAndContent)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", DOCUMENTS)).toEqual([]);
  });

  it("fills Create New from a template and creates it, saying 'Document Created' and showing My Documents", async () => {
    const fetchMock = stubApi({
      [`POST ${DOCUMENTS}`]: () => jsonResponse(201, buildOfficeDocument({ title: "Letter of Demand" })),
    });
    renderPage("/legal-word-processor?tab=templates");

    await userEvent.click(await screen.findByRole("button", { name: "Use template: Letter of Demand" }));
    expect(screen.getByRole("tab", { name: "Create New" }).getAttribute("aria-selected")).toBe("true");
    expect(titleInput().value).toBe("Letter of Demand");
    expect(within(createForm()).getByRole("textbox", { name: "Document content" }).textContent).toContain(
      "payment of {{amount}} is due",
    );
    await userEvent.click(screen.getByRole("button", { name: "Create Document" }));

    await findToast("Document Created");
    expect(sentBodies(fetchMock, "POST", DOCUMENTS)).toEqual([
      {
        title: "Letter of Demand",
        type: "correspondence",
        template: "letter-of-demand",
        content: "<p>Dear {{client.name}}, payment of {{amount}} is due.</p>",
        clientId: null,
        matterId: null,
        isShared: false,
      },
    ]);
    expect(screen.getByRole("tab", { name: "My Documents" }).getAttribute("aria-selected")).toBe("true");
  });

  it("says 'Creation Failed' with the spec's message when the server gives none", async () => {
    stubApi({ [`POST ${DOCUMENTS}`]: () => new Response("", { status: 502 }) });
    renderPage("/legal-word-processor?tab=templates");

    await userEvent.click(await screen.findByRole("button", { name: "Use template: Letter of Demand" }));
    await userEvent.click(screen.getByRole("button", { name: "Create Document" }));

    const toast = await findToast("Creation Failed");
    expect(toast.getByText("Failed to create document. Please try again.")).toBeTruthy();
  });

  it("refuses a Word file over 10 MB before sending it", async () => {
    const fetchMock = stubApi();
    renderPage("/legal-word-processor?tab=create");
    const file = new File(["docx"], "Lease.docx");
    Object.defineProperty(file, "size", { value: 11 * 1024 * 1024 });

    await userEvent.upload(docxInput(), file);

    const toast = await findToast("File Too Large");
    expect(toast.getByText("Please choose a Word document smaller than 10 MB.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Import DOCX" }) as HTMLButtonElement).disabled).toBe(true);
    expect(requestsTo(fetchMock, "POST", `${DOCUMENTS}/import`)).toEqual([]);
  });

  it("imports a Word file with the form's details and opens the new document in the Editor", async () => {
    const fetchMock = stubApi({
      [`POST ${DOCUMENTS}/import`]: () =>
        jsonResponse(201, buildOfficeDocument({ origin: "docx_import", title: "Lease" })),
    });
    renderPage("/legal-word-processor?tab=create");

    await userEvent.click(screen.getByRole("switch", { name: /Share with the firm/ }));
    await userEvent.upload(docxInput(), new File(["docx"], "Lease.docx"));
    await userEvent.click(screen.getByRole("button", { name: "Import DOCX" }));

    await findToast("Document Imported");
    const [sent] = requestsTo(fetchMock, "POST", `${DOCUMENTS}/import`);
    const form = sent?.body as FormData;
    expect((form.get("file") as File).name).toBe("Lease.docx");
    expect(form.get("isShared")).toBe("true");
    expect(form.has("title")).toBe(false);
    expect(screen.getByRole("tab", { name: "Editor" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("textbox", { name: "Document content" })).toBeTruthy();
  });

  it("opens a document from My Documents in the Editor with its toolbar named for screen readers", async () => {
    stubApi();
    renderPage();

    await userEvent.click(
      await screen.findByRole("button", { name: "Edit Letter of demand to Nkosi Traders" }),
    );

    const editor = await screen.findByRole("textbox", { name: "Document content" });
    expect(editor.textContent).toContain("we demand payment of R5 000");
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    for (const name of ["Bold", "Heading 2", "Clause list (1, 1.1, 1.1.1)", "Insert page break", "Undo"]) {
      expect(within(toolbar).getByRole("button", { name })).toBeTruthy();
    }
    expect(
      within(toolbar)
        .getAllByRole("button")
        .every((button) => (button.getAttribute("aria-label") ?? "") !== ""),
    ).toBe(true);
    const editorPanel = screen.getByRole("tabpanel", { name: "Editor" });
    expect(within(editorPanel).getByTestId("word-count").textContent).toBe("11 words");
    expect((screen.getByRole("textbox", { name: /Document title/ }) as HTMLInputElement).value).toBe(
      "Letter of demand to Nkosi Traders",
    );
  });

  it("saves over the loaded version and says 'Document Updated'", async () => {
    const fetchMock = stubApi({
      [`PUT ${DOCUMENT}`]: () =>
        jsonResponse(200, buildOfficeDocument({ title: "Final demand", version: 4 })),
    });
    renderPage(`/legal-word-processor?tab=editor&document=${DOCUMENT_ID}`);

    const title = await screen.findByRole("textbox", { name: /Document title/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Final demand");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const toast = await findToast("Document Updated");
    expect(toast.getByText("Your changes have been saved successfully")).toBeTruthy();
    expect(sentBodies(fetchMock, "PUT", DOCUMENT)).toEqual([
      expect.objectContaining({ title: "Final demand", baseVersion: 3, type: "correspondence" }),
    ]);
    expect(screen.getByText(/^Saved at \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText("v4")).toBeTruthy();
  });

  it("autosaves 3 s after the last change, showing 'Unsaved changes', then 'Saved at'", async () => {
    const fetchMock = stubApi({
      [`PUT ${DOCUMENT}`]: () => jsonResponse(200, buildOfficeDocument({ version: 4 })),
    });
    renderPage(`/legal-word-processor?tab=editor&document=${DOCUMENT_ID}`);

    await userEvent.type(await screen.findByRole("textbox", { name: /Document title/ }), "!");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(requestsTo(fetchMock, "PUT", DOCUMENT)).toEqual([]);

    expect(await screen.findByText(/^Saved at \d\d:\d\d$/, {}, { timeout: 6000 })).toBeTruthy();
    expect(sentBodies(fetchMock, "PUT", DOCUMENT)).toEqual([
      expect.objectContaining({ title: "Letter of demand to Nkosi Traders!", baseVersion: 3 }),
    ]);
    expect(screen.queryByText("Document Updated")).toBeNull();
  });

  it("asks before closing a document with unsaved changes, and closes without saving when told to", async () => {
    const fetchMock = stubApi();
    renderPage(`/legal-word-processor?tab=editor&document=${DOCUMENT_ID}`);

    await userEvent.type(await screen.findByRole("textbox", { name: /Document title/ }), "!");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    const dialog = await screen.findByRole("dialog", { name: "Unsaved changes" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close without saving" }));

    expect(screen.getByRole("tab", { name: "My Documents" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.click(screen.getByRole("tab", { name: "Editor" }));
    expect(await screen.findByText("Choose a document from My Documents or create a new one")).toBeTruthy();
    expect(requestsTo(fetchMock, "PUT", DOCUMENT)).toEqual([]);
  });

  it("on a 409 stops, says who saved, and reloads their version keeping the person's text to copy", async () => {
    let loads = 0;
    const fetchMock = stubApi({
      [`GET ${DOCUMENT}`]: () => {
        loads += 1;
        return jsonResponse(
          200,
          loads === 1
            ? buildOfficeDocument()
            : buildOfficeDocument({ version: 4, content: "<p>Their newer wording of the demand.</p>" }),
        );
      },
      [`PUT ${DOCUMENT}`]: () => jsonResponse(409, buildConflict()),
    });
    renderPage(`/legal-word-processor?tab=editor&document=${DOCUMENT_ID}`);

    await userEvent.type(await screen.findByRole("textbox", { name: /Document title/ }), " (final)");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Someone else saved this document after you opened it.")).toBeTruthy();
    expect(
      within(alert).getByText(/Version 4 was saved by Sipho Dlamini on 10 Mar 2026, 11:15/),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Not saved: someone else saved a newer version")).toBeTruthy();

    await userEvent.click(within(alert).getByRole("button", { name: "Reload their version" }));

    const editor = screen.getByRole("textbox", { name: "Document content" });
    await waitFor(() => expect(editor.textContent).toBe("Their newer wording of the demand."));
    expect(screen.queryByText("Someone else saved this document")).toBeNull();
    const kept = screen.getByRole("region", { name: "Your unsaved text" });
    await userEvent.click(within(kept).getByRole("button", { name: "Show" }));
    expect(
      ((await within(kept).findByRole("textbox", { name: "Your unsaved text" })) as HTMLTextAreaElement)
        .value,
    ).toBe("Dear Sir, we demand payment of R5 000 within 14 days.");
    expect(within(kept).getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(sentBodies(fetchMock, "PUT", DOCUMENT)).toEqual([expect.objectContaining({ baseVersion: 3 })]);
  });

  it("on a 409 keeps the person's text as a new document and opens it", async () => {
    const fetchMock = stubApi({
      [`PUT ${DOCUMENT}`]: () => jsonResponse(409, buildConflict()),
      [`POST ${DOCUMENTS}`]: () =>
        jsonResponse(201, buildOfficeDocument({ id: COPY_ID, title: "Final demand (my copy)", version: 1 })),
      [`GET ${DOCUMENTS}/${COPY_ID}`]: () =>
        jsonResponse(201, buildOfficeDocument({ id: COPY_ID, title: "Final demand (my copy)", version: 1 })),
    });
    renderPage(`/legal-word-processor?tab=editor&document=${DOCUMENT_ID}`);

    const title = await screen.findByRole("textbox", { name: /Document title/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Final demand");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(
      within(await screen.findByRole("alert")).getByRole("button", { name: "Keep mine as a copy" }),
    );

    await findToast("Document Created");
    expect(sentBodies(fetchMock, "POST", DOCUMENTS)).toEqual([
      expect.objectContaining({
        title: "Final demand (my copy)",
        content: "<p>Dear Sir, we demand payment of R5 000 within 14 days.</p>",
        isShared: false,
      }),
    ]);
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: /Document title/ }) as HTMLInputElement).value).toBe(
        "Final demand (my copy)",
      ),
    );
    expect(screen.queryByText("Someone else saved this document")).toBeNull();
  });
});
