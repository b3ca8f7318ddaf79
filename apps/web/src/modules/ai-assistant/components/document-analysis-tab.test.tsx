import { ANALYZE_DOCUMENT_MAX_CHARS } from "@inkundla/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, sentBodies, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { buildDocumentAnalysis, LOCAL_ENGINE } from "../ai-assistant-test-fixtures";
import { DocumentAnalysisTab } from "./document-analysis-tab";

const ANALYZE = "POST /api/ai/analyze-document";
const CLAUSE = "1. Duration. This agreement endures for 36 months.";

const textBox = () => screen.getByRole("textbox", { name: /Document text/ }) as HTMLTextAreaElement;
const analyzeButton = () => screen.getByRole("button", { name: "Analyze Document" }) as HTMLButtonElement;

function renderTab() {
  return renderWithProviders(<DocumentAnalysisTab />, { user: buildUser() });
}

describe("DocumentAnalysisTab", () => {
  it("keeps Analyze Document disabled while the text is blank after trimming", async () => {
    stubRoutes({ [ANALYZE]: () => jsonResponse(200, buildDocumentAnalysis()) });
    renderTab();

    expect(analyzeButton().disabled).toBe(true);
    await userEvent.type(textBox(), "   ");
    expect(analyzeButton().disabled).toBe(true);
    await userEvent.type(textBox(), "Clause");
    expect(analyzeButton().disabled).toBe(false);
  });

  it("shows the risk score, assessment, issues as findings, recommendations and the engine", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubRoutes({ [ANALYZE]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderTab();

    await userEvent.type(textBox(), CLAUSE);
    await userEvent.click(analyzeButton());
    expect(await screen.findByRole("status", { name: "Analysing the document" })).toBeTruthy();
    expect(analyzeButton().disabled).toBe(true);
    answer(jsonResponse(200, buildDocumentAnalysis()));

    expect(await screen.findByRole("heading", { name: "Risk Assessment" })).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/ai/analyze-document")).toEqual([{ documentText: CLAUSE }]);
    expect(screen.getByText("25")).toBeTruthy();
    expect(screen.getByText("Medium risk")).toBeTruthy();
    expect(screen.getByText(/the fixed term exceeds what the Consumer Protection Act allows/)).toBeTruthy();
    const issue = within(screen.getByRole("region", { name: "Key Issues" })).getByRole("article", {
      name: /: Fixed term over 24 months/,
    });
    expect(within(issue).getByText("High")).toBeTruthy();
    expect(within(issue).getByText(/Consumer Protection Act 68 of 2008, s 14/)).toBeTruthy();
    const recommendations = within(screen.getByRole("region", { name: "Recommendations" })).getAllByRole(
      "listitem",
    );
    expect(recommendations.map((item) => item.textContent)).toEqual([
      "Shorten the term to 24 months.",
      "Add a domicilium clause.",
    ]);
    expect(screen.getByText(LOCAL_ENGINE)).toBeTruthy();
  });

  it("shows the server's 400 beside the box, pointing text over 50,000 characters to Contract review", async () => {
    const message =
      "The text is longer than 50,000 characters: upload it in Contract review, which reads documents of any length.";
    stubRoutes({ [ANALYZE]: () => jsonResponse(400, { message, code: "validation_failed" }) });
    renderTab();

    fireEvent.change(textBox(), { target: { value: "a".repeat(ANALYZE_DOCUMENT_MAX_CHARS + 1) } });
    await userEvent.click(analyzeButton());

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(
      within(alert).getByRole("link", { name: "Upload it in Contract review" }).getAttribute("href"),
    ).toBe("/contract-review");
    expect(document.querySelector(".mantine-Notification-root")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Risk Assessment" })).toBeNull();
  });

  it("shows 'Analysis Failed' with the spec's fallback when the service fails without a message", async () => {
    stubRoutes({ [ANALYZE]: () => new Response("Bad Gateway", { status: 502 }) });
    renderTab();

    await userEvent.type(textBox(), CLAUSE);
    await userEvent.click(analyzeButton());

    const notice = (await screen.findByText("Analysis Failed")).closest(".mantine-Notification-root");
    expect(notice?.textContent).toContain("Failed to analyze document");
    expect(textBox().value).toBe(CLAUSE);
  });
});
