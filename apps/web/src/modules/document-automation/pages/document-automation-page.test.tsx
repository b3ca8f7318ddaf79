import type { TGenerateRequest } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
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
  buildGeneratedDocument,
  buildTemplate,
  buildTemplateCatalogue,
  FIRM_TEMPLATE_ID,
  GENERATED_ID,
  LOCAL_DRAFTING_ENGINE,
} from "../document-automation-test-fixtures";
import { DocumentAutomationPage } from "./document-automation-page";

const BASE = "/api/document-automation";

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/clients": () => pageResponse([]),
    "GET /api/matters": () => pageResponse([]),
    [`GET ${BASE}/templates`]: () => jsonResponse(200, buildTemplateCatalogue()),
    [`GET ${BASE}/generated`]: () => jsonResponse(200, []),
    [`POST ${BASE}/check`]: () => jsonResponse(200, { missing: [], unknown: [] }),
    ...routes,
  });
}

function renderPage(route = "/document-automation", user = buildUser()) {
  return renderWithProviders(
    <Routes>
      <Route path="/document-automation" element={<DocumentAutomationPage />} />
    </Routes>,
    { route, user },
  );
}

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

const generateButton = () => screen.getByRole("button", { name: "Generate Document" }) as HTMLButtonElement;
const templateCardNames = () => screen.getAllByRole("article").map((card) => card.getAttribute("aria-label"));

describe("DocumentAutomationPage", () => {
  it("offers the spec's four tabs and counts each category's templates in use from the server's list", async () => {
    stubApi();
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Templates",
      "Generate",
      "Generated",
      "AI Custom",
    ]);
    expect(await screen.findByRole("button", { name: /^Contracts\s*:\s*2\s+templates$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Agreements\s*:\s*0\s+templates$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Legal Letters\s*:\s*2\s+templates$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Court Pleadings\s*:\s*0\s+templates$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Corporate Documents\s*:\s*1\s+template$/ })).toBeTruthy();
    expect(templateCardNames()).toHaveLength(6);
    const retired = screen.getByRole("article", { name: "Old Fee Agreement" });
    expect(within(retired).getByText("Retired")).toBeTruthy();
    expect(within(retired).queryByRole("button", { name: /Use template/ })).toBeNull();
    expect(
      within(screen.getByRole("article", { name: "Firm Engagement Letter" })).getByText("Firm"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("article", { name: "Letter of Demand" })).getByText(/10 Mar 2026/),
    ).toBeTruthy();
  });

  it("filters the cards by the category clicked, and shows them all again on a second click", async () => {
    stubApi();
    renderPage();

    const contracts = await screen.findByRole("button", { name: /^Contracts\s*:\s*2\s+templates$/ });
    await userEvent.click(contracts);
    expect(templateCardNames()).toEqual(["Service Contract", "Residential Lease"]);
    expect(contracts.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(contracts);
    expect(templateCardNames()).toHaveLength(6);
  });

  it("asks to pick a template first when Generate is opened without one, and goes to Templates", async () => {
    stubApi();
    renderPage("/document-automation?tab=generate");

    expect(screen.getByText("Please select a template first.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Generate Document" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Choose a template" }));
    expect(screen.getByRole("tab", { name: "Templates" }).getAttribute("aria-selected")).toBe("true");
  });

  it("lists the missing fields with a box each, keeps Generate disabled until they are filled, then shows the document", async () => {
    const fetchMock = stubApi({
      [`POST ${BASE}/check`]: (init) => {
        const { data } = JSON.parse(String(init.body)) as TGenerateRequest;
        const missing = [
          ...(data.clientName ? [] : [{ field: "client.name", label: "Client name" }]),
          ...(data.values["matter.caseNumber"] ? [] : [{ field: "matter.caseNumber", label: "Case number" }]),
        ];
        return jsonResponse(200, { missing, unknown: [] });
      },
      [`POST ${BASE}/generate`]: () =>
        jsonResponse(200, {
          content:
            '<p>Dear Sipho Mokoena</p><script>window.hacked = true</script><img src="x" onerror="alert(1)">',
          document: buildGeneratedDocument(),
        }),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Use template Letter of Demand" }));
    expect(screen.getByRole("tab", { name: "Generate" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { name: "Letter of Demand" })).toBeTruthy();

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Fill in before generating")).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Client name", "Case number"]);
    expect(generateButton().disabled).toBe(true);

    await userEvent.type(screen.getByRole("textbox", { name: "Client name" }), "Sipho Mokoena");
    await waitFor(() => expect(screen.getByRole("alert").textContent).not.toContain("Client name"));
    expect(generateButton().disabled).toBe(true);
    await userEvent.type(screen.getByRole("textbox", { name: "Case number" }), "12345/2026");
    await waitFor(() => expect(generateButton().disabled).toBe(false));
    expect(screen.queryByRole("alert")).toBeNull();

    await userEvent.click(generateButton());

    const toast = await findToast("Document Generated");
    expect(toast.getByText("Your document has been generated successfully.")).toBeTruthy();
    const generated = screen.getByRole("article", { name: /generated text/ });
    expect(within(generated).getByText("Dear Sipho Mokoena")).toBeTruthy();
    expect(generated.querySelector("script")).toBeNull();
    expect(generated.querySelector("[onerror]")).toBeNull();
    expect(screen.getByRole("link", { name: "Open in editor" }).getAttribute("href")).toBe(
      `/legal-word-processor?tab=editor&document=${GENERATED_ID}`,
    );
    expect(screen.getByRole("button", { name: "Download DOCX" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
    const [sent] = sentBodies(fetchMock, "POST", `${BASE}/generate`) as TGenerateRequest[];
    expect(sent?.template).toEqual({ id: "letter-of-demand" });
    expect(sent?.data).toMatchObject({
      clientName: "Sipho Mokoena",
      values: { "matter.caseNumber": "12345/2026" },
      people: [],
    });
  });

  it("asks for the people a template names, marking a missing part on its row", async () => {
    stubApi({
      [`POST ${BASE}/check`]: (init) => {
        const { data } = JSON.parse(String(init.body)) as TGenerateRequest;
        const missing =
          data.people.length === 0
            ? [{ field: "people", label: "People" }]
            : data.people[0]?.role
              ? []
              : [{ field: "people[1].role", label: "Role of person 1" }];
        return jsonResponse(200, { missing, unknown: [] });
      },
    });
    renderPage(`/document-automation?tab=generate&template=directors-resolution`);

    expect(await screen.findByText(/add at least one/)).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Full name of person 1" }), "Thandi Dlamini");
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Role of person 1" }).getAttribute("aria-invalid")).toBe(
        "true",
      ),
    );
    expect(generateButton().disabled).toBe(true);
    await userEvent.type(screen.getByRole("textbox", { name: "Role of person 1" }), "Director");
    await waitFor(() => expect(generateButton().disabled).toBe(false));
  });

  it("says 'Generation Failed' when the server refuses, keeping the form", async () => {
    stubApi({
      [`POST ${BASE}/generate`]: () => new Response("Bad Gateway", { status: 502 }),
    });
    renderPage(`/document-automation?tab=generate&template=service-contract`);

    await waitFor(() => expect(generateButton().disabled).toBe(false));
    await userEvent.click(generateButton());

    const toast = await findToast("Generation Failed");
    expect(toast.getByText("Failed to generate document")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open in editor" })).toBeNull();
  });

  it("lists generated documents with their template, client, date and links, or says there are none", async () => {
    stubApi({ [`GET ${BASE}/generated`]: () => jsonResponse(200, [buildGeneratedDocument()]) });
    const { unmount } = renderPage("/document-automation?tab=generated");

    expect(screen.getByRole("status", { name: "Loading generated documents" })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Letter of Demand – Sipho Mokoena" });
    expect(within(card).getByText("Template: Letter of Demand")).toBeTruthy();
    expect(within(card).getByText("Client: Sipho Mokoena · MOK/0042")).toBeTruthy();
    expect(within(card).getByText("Created 08 Apr 2026")).toBeTruthy();
    expect(within(card).getByText("Completed")).toBeTruthy();
    expect(
      within(card)
        .getByRole("link", { name: "Open in editor: Letter of Demand – Sipho Mokoena" })
        .getAttribute("href"),
    ).toBe(`/legal-word-processor?tab=editor&document=${GENERATED_ID}`);
    expect(
      within(card).getByRole("button", { name: "Download PDF: Letter of Demand – Sipho Mokoena" }),
    ).toBeTruthy();
    unmount();

    stubApi();
    renderPage("/document-automation?tab=generated");
    expect(await screen.findByText("No Generated Documents Yet")).toBeTruthy();
  });

  it("keeps the AI Custom button disabled while the description is blank, then shows the engine and its note", async () => {
    const fetchMock = stubApi({
      [`POST ${BASE}/ai-generate`]: () =>
        jsonResponse(200, {
          content: "LETTER OF DEMAND\n\nDear Sir",
          html: "<p>LETTER OF DEMAND</p>",
          engine: LOCAL_DRAFTING_ENGINE,
          note: "Assembled the built-in Letter of Demand with your description as its details.",
          templateUsed: "Letter of Demand",
          documentId: GENERATED_ID,
        }),
    });
    renderPage("/document-automation?tab=ai");

    const button = screen.getByRole("button", { name: "Generate with AI" }) as HTMLButtonElement;
    const description = screen.getByRole("textbox", { name: /Describe the document/ });
    expect(button.disabled).toBe(true);
    await userEvent.type(description, "   ");
    expect(button.disabled).toBe(true);
    await userEvent.type(description, "Demand three months' rent");
    expect(button.disabled).toBe(false);
    await userEvent.click(button);

    expect(await findToast("AI Document Generated")).toBeTruthy();
    expect(screen.getByText(`Made by: ${LOCAL_DRAFTING_ENGINE}`)).toBeTruthy();
    expect(screen.getByText(/Assembled the built-in Letter of Demand/)).toBeTruthy();
    expect(screen.getByText(/Dear Sir/).tagName).toBe("PRE");
    expect(screen.getByRole("link", { name: "Open in editor" }).getAttribute("href")).toContain(GENERATED_ID);
    expect(screen.getByRole("button", { name: "Download DOCX" })).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", `${BASE}/ai-generate`)).toEqual([
      { prompt: "Demand three months' rent", clientId: null, matterId: null },
    ]);
  });

  it("offers New template and Import from Word only to those who keep the firm's templates", async () => {
    stubApi();
    const { unmount } = renderPage(
      "/document-automation",
      buildUser({ role: "legal_assistant", isFirmOwner: false }),
    );
    await screen.findByRole("button", { name: /^Contracts\s*:\s*2\s+templates$/ });
    expect(screen.queryByRole("button", { name: "New template" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Firm Engagement Letter" })).toBeNull();
    unmount();

    stubApi();
    renderPage();
    expect(await screen.findByRole("button", { name: "New template" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import from Word" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit Firm Engagement Letter" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit Letter of Demand" })).toBeNull();
  });

  it("shows the fields a new template names that do not exist, as the server lists them", async () => {
    const message = "These merge fields do not exist: client.nmae (did you mean client.name?).";
    stubApi({
      [`POST ${BASE}/templates`]: () =>
        jsonResponse(400, { message, code: "unknown_merge_fields", unknown: ["client.nmae"] }),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "New template" }));
    const dialog = await screen.findByRole("dialog", { name: "New template" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Name/ }), "Engagement letter");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert merge field client.name" }));
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Template text/ }),
      " Dear {{{{client.nmae}}",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Create template" }));

    const refusal = await within(dialog).findByRole("alert");
    expect(within(refusal).getByText("Unknown merge fields")).toBeTruthy();
    expect(within(refusal).getByText(message)).toBeTruthy();
    expect(within(refusal).getByText("{{client.nmae}}")).toBeTruthy();
  });

  it("says a colleague saved the template first, and reloads their version", async () => {
    let version = 2;
    const fetchMock = stubApi({
      [`GET ${BASE}/templates/${FIRM_TEMPLATE_ID}`]: () =>
        jsonResponse(200, buildTemplate({ version, content: `<p>Version ${version} {{client.name}}</p>` })),
      [`PUT ${BASE}/templates/${FIRM_TEMPLATE_ID}`]: () => {
        version = 3;
        return jsonResponse(409, { message: "Someone else saved this template.", code: "template_conflict" });
      },
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Edit Firm Engagement Letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit template" });
    const text = (await within(dialog).findByRole("textbox", {
      name: /Template text/,
    })) as HTMLTextAreaElement;
    expect(text.value).toBe("<p>Version 2 {{client.name}}</p>");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save template" }));

    expect(await within(dialog).findByText("Someone else saved this template")).toBeTruthy();
    expect(sentBodies(fetchMock, "PUT", `${BASE}/templates/${FIRM_TEMPLATE_ID}`)[0]).toMatchObject({
      baseVersion: 2,
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Reload template" }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole("textbox", { name: /Template text/ }) as HTMLTextAreaElement).value,
      ).toBe("<p>Version 3 {{client.name}}</p>"),
    );
    expect(within(dialog).queryByText("Someone else saved this template")).toBeNull();
  });

  it("retires a firm template only after asking", async () => {
    const fetchMock = stubApi({
      [`POST ${BASE}/templates/${FIRM_TEMPLATE_ID}/retire`]: () =>
        jsonResponse(200, buildTemplate({ retired: true })),
    });
    renderPage();

    await userEvent.click(await screen.findByRole("button", { name: "Retire Firm Engagement Letter" }));
    const dialog = await screen.findByRole("dialog", { name: "Retire template" });
    expect(requestsTo(fetchMock, "POST", `${BASE}/templates/${FIRM_TEMPLATE_ID}/retire`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Retire" }));

    expect(await findToast("Template Retired")).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", `${BASE}/templates/${FIRM_TEMPLATE_ID}/retire`)).toHaveLength(1);
  });
});
