import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, sentBodies, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { TemplateGenerationPanel } from "./template-generation-panel";

const GENERATE = "/api/ai/generate-template";
const DOCUMENT_ID = "77777777-7777-4777-8777-777777777777";
const ENGINE = "Built-in templates — no language model configured";

const generateButton = () => screen.getByRole("button", { name: "Generate Template" }) as HTMLButtonElement;
const detailsBox = () => screen.getByRole("textbox", { name: /Details/ });

function renderPanel() {
  return renderWithProviders(<TemplateGenerationPanel />, { user: buildUser() });
}

describe("TemplateGenerationPanel", () => {
  it("offers the spec's six document types, Service Contract first, and waits for details that are not blank", async () => {
    stubRoutes({});
    renderPanel();

    const type = screen.getByRole("combobox", { name: "Document type" }) as HTMLSelectElement;
    expect(
      within(type)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Service Contract",
      "Legal Agreement",
      "Legal Letter",
      "Legal Memorandum",
      "Affidavit",
      "Power of Attorney",
    ]);
    expect(type.value).toBe("contract");
    expect(generateButton().disabled).toBe(true);
    await userEvent.type(detailsBox(), "   ");
    expect(generateButton().disabled).toBe(true);
    await userEvent.type(detailsBox(), "Sale of a vehicle");
    expect(generateButton().disabled).toBe(false);
  });

  it("shows the template as preformatted text marked Template Ready, with its engine, note and links", async () => {
    const fetchMock = stubRoutes({
      [`POST ${GENERATE}`]: () =>
        jsonResponse(200, {
          template: "POWER OF ATTORNEY\n\nI, the undersigned,",
          html: "<p>POWER OF ATTORNEY</p>",
          engine: ENGINE,
          note: "Assembled the built-in General Power of Attorney with your details.",
          templateUsed: "General Power of Attorney",
          documentId: DOCUMENT_ID,
        }),
    });
    renderPanel();

    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Document type" }),
      "power_of_attorney",
    );
    await userEvent.type(detailsBox(), "To sign transfer documents");
    await userEvent.click(generateButton());

    expect(await screen.findByText("Template Ready")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", GENERATE)).toEqual([
      { documentType: "power_of_attorney", details: "To sign transfer documents" },
    ]);
    expect(screen.getByText(/I, the undersigned,/).tagName).toBe("PRE");
    expect(screen.getByText(`Made by: ${ENGINE}`)).toBeTruthy();
    expect(screen.getByText(/Assembled the built-in General Power of Attorney/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open in editor" }).getAttribute("href")).toBe(
      `/legal-word-processor?tab=editor&document=${DOCUMENT_ID}`,
    );
  });

  it("says 'Generation Failed' when the service fails without a message, keeping the details", async () => {
    stubRoutes({ [`POST ${GENERATE}`]: () => new Response("Bad Gateway", { status: 502 }) });
    renderPanel();

    await userEvent.type(detailsBox(), "A lease");
    await userEvent.click(generateButton());

    const notice = (await screen.findByText("Generation Failed")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("Failed to generate template");
    expect((detailsBox() as HTMLTextAreaElement).value).toBe("A lease");
    expect(screen.queryByText("Template Ready")).toBeNull();
  });
});
