import { LEGAL_WRITING_REQUIRED_MESSAGE, type TLegalWritingDocument } from "@inkundla/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
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
  buildTemplate,
  buildUnfinishedLegalDocument,
  LEGAL_DOCUMENT_ID,
} from "../legal-writing-test-fixtures";
import { LegalWritingPage } from "./legal-writing-page";

const DOCUMENTS = "/api/legal-documents";
const TEMPLATES = "/api/legal-documents/templates";

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/clients": () => pageResponse([]),
    "GET /api/matters": () => pageResponse([]),
    [`GET ${DOCUMENTS}`]: () => jsonResponse(200, []),
    [`GET ${TEMPLATES}`]: () => jsonResponse(200, [buildTemplate()]),
    [`POST ${DOCUMENTS}`]: () => jsonResponse(202, { id: LEGAL_DOCUMENT_ID, status: "queued" }),
    ...routes,
  });
}

function renderPage(route = "/legal-writing") {
  return renderWithProviders(
    <Routes>
      <Route path="/legal-writing" element={<LegalWritingPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

const composeForm = () => screen.getByRole("form", { name: "Compose a legal document" });
const generateButton = () => screen.getByRole("button", { name: "Generate Document" }) as HTMLButtonElement;
const titleInput = () => screen.getByRole("textbox", { name: /Document title/ }) as HTMLInputElement;
const keyPointsInput = () => screen.getByRole("textbox", { name: /Key points/ }) as HTMLTextAreaElement;
const documentTypeInput = () => screen.getByRole("combobox", { name: /Document type/ }) as HTMLInputElement;
const selectedTab = () => screen.getByRole("tab", { selected: true }).textContent;

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

async function chooseDocumentType(label: string) {
  await userEvent.click(documentTypeInput());
  await userEvent.click(await screen.findByRole("option", { name: label }));
}

/** Pastes rather than types: typing long text key by key through Mantine takes seconds in jsdom. */
async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillRequiredFields() {
  await fillIn(titleInput(), "Opinion on the restraint");
  await chooseDocumentType("Legal Opinion");
  await fillIn(keyPointsInput(), "The employee signed a 24-month restraint.");
}

describe("LegalWritingPage", () => {
  it("offers the spec's three tabs and opens on Compose Document with every list of choices", async () => {
    stubApi();
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Compose Document",
      "Generated Documents",
      "Templates & Examples",
    ]);
    expect(screen.getByRole("heading", { level: 1, name: "Legal Writing" })).toBeTruthy();
    await userEvent.click(documentTypeInput());
    expect(await screen.findAllByRole("option")).toHaveLength(12);
    expect((screen.getByRole("combobox", { name: "Tone" }) as HTMLInputElement).value).toBe(
      "Formal and Authoritative",
    );
    expect((screen.getByRole("combobox", { name: "Complexity" }) as HTMLInputElement).value).toBe(
      "Intermediate - Multiple issues",
    );
  });

  it("keeps Generate Document disabled until the title, type and key points are filled in", async () => {
    stubApi();
    renderPage();

    expect(generateButton().disabled).toBe(true);
    await fillIn(titleInput(), "Opinion on the restraint");
    expect(generateButton().disabled).toBe(true);
    await chooseDocumentType("Legal Opinion");
    expect(generateButton().disabled).toBe(true);
    await userEvent.type(keyPointsInput(), "   ");
    expect(generateButton().disabled).toBe(true);
    await fillIn(keyPointsInput(), "The employee signed a restraint.");
    expect(generateButton().disabled).toBe(false);
  });

  it("says the spec's message and sends nothing when the form is sent with blank required fields", async () => {
    const fetchMock = stubApi();
    renderPage();

    await userEvent.type(titleInput(), "  ");
    fireEvent.submit(composeForm());

    const toast = await findToast("Missing Information");
    expect(toast.getByText(LEGAL_WRITING_REQUIRED_MESSAGE)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", DOCUMENTS)).toEqual([]);
  });

  it("on 202 says 'Document Generation Started', clears the form and shows Generated Documents read again", async () => {
    let listed: TLegalWritingDocument[] = [];
    const fetchMock = stubApi({
      [`GET ${DOCUMENTS}`]: () => jsonResponse(200, listed),
      [`POST ${DOCUMENTS}`]: () => {
        listed = [buildUnfinishedLegalDocument({ title: "Opinion on the restraint", status: "queued" })];
        return jsonResponse(202, { id: LEGAL_DOCUMENT_ID, status: "queued" });
      },
    });
    renderPage();

    await fillRequiredFields();
    await userEvent.click(generateButton());

    const toast = await findToast("Document Generation Started");
    expect(
      toast.getByText("AI is now crafting your legal document with South African precedents"),
    ).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", DOCUMENTS)).toEqual([
      {
        title: "Opinion on the restraint",
        documentType: "legal_opinion",
        practiceArea: "commercial",
        tone: "formal",
        jurisdiction: "national",
        clientType: "individual",
        complexity: "intermediate",
        keyPoints: "The employee signed a 24-month restraint.",
        specificRequirements: "",
        precedentReferences: "",
      },
    ]);
    expect(selectedTab()).toBe("Generated Documents");
    const card = await screen.findByRole("region", { name: "Opinion on the restraint" });
    expect(within(card).getByText("Waiting to start…")).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Compose Document" }));
    expect(titleInput().value).toBe("");
    expect(keyPointsInput().value).toBe("");
    expect(documentTypeInput().value).toBe("");
  });

  it("shows 'Generation Failed' with the spec's fallback, keeping what was typed", async () => {
    stubApi({ [`POST ${DOCUMENTS}`]: () => new Response("Bad Gateway", { status: 502 }) });
    renderPage();

    await fillRequiredFields();
    await userEvent.click(generateButton());

    const toast = await findToast("Generation Failed");
    expect(toast.getByText("Failed to generate legal document. Please try again.")).toBeTruthy();
    expect(titleInput().value).toBe("Opinion on the restraint");
    expect(selectedTab()).toBe("Compose Document");
  });

  it("shows the server's message when it refuses the request", async () => {
    stubApi({
      [`POST ${DOCUMENTS}`]: () =>
        jsonResponse(400, { message: LEGAL_WRITING_REQUIRED_MESSAGE, code: "validation_failed" }),
    });
    renderPage();

    await fillRequiredFields();
    await userEvent.click(generateButton());

    const toast = await findToast("Generation Failed");
    expect(toast.getByText(LEGAL_WRITING_REQUIRED_MESSAGE)).toBeTruthy();
  });

  it("'Use this type' on Templates & Examples chooses the type on Compose, keeping what was typed", async () => {
    stubApi();
    renderPage();

    await fillIn(titleInput(), "Founding affidavit");
    await userEvent.click(screen.getByRole("tab", { name: "Templates & Examples" }));
    const card = await screen.findByRole("article", { name: "Affidavit" });
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Heading", "Deponent", "Facts", "Oath"]);
    await userEvent.click(within(card).getByRole("button", { name: "Use this type: Affidavit" }));

    expect(selectedTab()).toBe("Compose Document");
    expect(documentTypeInput().value).toBe("Affidavit");
    expect(titleInput().value).toBe("Founding affidavit");
  });

  it("shows a template's example sanitised, only when it is opened", async () => {
    stubApi();
    renderPage("/legal-writing?tab=templates");

    const card = await screen.findByRole("article", { name: "Affidavit" });
    const exampleToggle = within(card).getByRole("button", { name: "Example: Affidavit" });
    expect(exampleToggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(exampleToggle);

    expect(exampleToggle.getAttribute("aria-expanded")).toBe("true");
    const example = await within(card).findByRole("region", { name: "Example Affidavit" });
    expect(within(example).getByRole("heading", { name: "FOUNDING AFFIDAVIT" })).toBeTruthy();
    const image = example.querySelector("img");
    expect(image).not.toBeNull();
    expect(image?.hasAttribute("onerror")).toBe(false);
  });

  it("offers Compose from the empty Generated Documents tab", async () => {
    stubApi();
    renderPage("/legal-writing?tab=documents");

    expect(await screen.findByRole("heading", { name: "No Documents Generated Yet" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Compose Document" }));
    await waitFor(() => expect(selectedTab()).toBe("Compose Document"));
    expect(composeForm()).toBeTruthy();
  });
});
