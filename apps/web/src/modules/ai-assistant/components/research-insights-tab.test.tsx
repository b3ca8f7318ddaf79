import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser, jsonResponse, sentBodies, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { buildInsights, CONSTITUTION_TITLE, provideDocumentFonts } from "../ai-assistant-test-fixtures";
import { ResearchInsightsTab } from "./research-insights-tab";

const INSIGHTS = "POST /api/ai/research-insights";
const QUESTION = "May occupiers be evicted from their home without a court order?";

const questionBox = () => screen.getByRole("textbox", { name: /Research question/ });
const getInsightsButton = () => screen.getByRole("button", { name: "Get Insights" }) as HTMLButtonElement;

function renderTab() {
  return renderWithProviders(<ResearchInsightsTab />, { user: buildUser() });
}

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

beforeAll(provideDocumentFonts);

describe("ResearchInsightsTab", () => {
  it("keeps Get Insights disabled while the question is blank after trimming, even on Ctrl+Enter", async () => {
    const fetchMock = stubRoutes({ [INSIGHTS]: () => jsonResponse(200, buildInsights()) });
    renderTab();

    expect(getInsightsButton().disabled).toBe(true);
    await userEvent.type(questionBox(), "  {Enter}  ");
    expect(getInsightsButton().disabled).toBe(true);
    await userEvent.type(questionBox(), "{Control>}{Enter}{/Control}");
    expect(sentBodies(fetchMock, "POST", "/api/ai/research-insights")).toEqual([]);
    await userEvent.type(questionBox(), "eviction");
    expect(getInsightsButton().disabled).toBe(false);
  });

  it("asks on Ctrl+Enter with the trimmed question, disabled and loading until the answer comes", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubRoutes({
      [INSIGHTS]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderTab();

    await userEvent.type(questionBox(), `  ${QUESTION} `);
    await userEvent.type(questionBox(), "{Control>}{Enter}{/Control}");
    expect(await screen.findByRole("status", { name: "Getting research insights" })).toBeTruthy();
    expect(getInsightsButton().disabled).toBe(true);
    await userEvent.type(questionBox(), "{Meta>}{Enter}{/Meta}");
    expect(sentBodies(fetchMock, "POST", "/api/ai/research-insights")).toEqual([{ query: QUESTION }]);

    answer(jsonResponse(200, buildInsights()));
    expect(await screen.findByRole("heading", { name: "Key Insights" })).toBeTruthy();
    expect(screen.getByText(`On: ${QUESTION}`)).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Getting research insights" })).toBeNull();
    expect(getInsightsButton().disabled).toBe(false);
  });

  it("replaces the previous answer with the next one", async () => {
    const answers = [
      buildInsights(),
      buildInsights({
        summary: '1 passage in 1 document matches "bail". The closest: Criminal Procedure Act, s 60 [1].',
        cases: [],
        recommendations: [],
        passages: [
          { ...buildInsights().passages[0]!, title: "Criminal Procedure Act 51 of 1977", pinpoint: "s 60" },
        ],
      }),
    ];
    stubRoutes({ [INSIGHTS]: () => jsonResponse(200, answers.shift()) });
    renderTab();

    await userEvent.type(questionBox(), "eviction");
    await userEvent.click(getInsightsButton());
    expect(await screen.findByRole("link", { name: `${CONSTITUTION_TITLE}, s 26` })).toBeTruthy();

    await userEvent.clear(questionBox());
    await userEvent.type(questionBox(), "bail");
    await userEvent.click(getInsightsButton());
    expect(await screen.findByRole("link", { name: "Criminal Procedure Act 51 of 1977, s 60" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: `${CONSTITUTION_TITLE}, s 26` })).toBeNull();
    expect(screen.getAllByRole("heading", { name: "Key Insights" })).toHaveLength(1);
    expect(screen.getByText("On: bail")).toBeTruthy();
  });

  it("shows Research Failed with the server's message when the AI service does not answer", async () => {
    stubRoutes({
      [INSIGHTS]: () =>
        jsonResponse(504, { message: "The AI service did not answer within 30 seconds", code: "ai_timeout" }),
    });
    renderTab();

    await userEvent.type(questionBox(), QUESTION);
    await userEvent.click(getInsightsButton());

    const toast = await findToast("Research Failed");
    expect(toast.getByText("The AI service did not answer within 30 seconds")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Key Insights" })).toBeNull();
    expect((questionBox() as HTMLTextAreaElement).value).toBe(QUESTION);
    expect(getInsightsButton().disabled).toBe(false);
  });

  it("falls back to 'Failed to generate research insights' when the server gives no message", async () => {
    stubRoutes({ [INSIGHTS]: () => new Response("Bad Gateway", { status: 502 }) });
    renderTab();

    await userEvent.type(questionBox(), QUESTION);
    await userEvent.click(getInsightsButton());

    const toast = await findToast("Research Failed");
    expect(toast.getByText("Failed to generate research insights")).toBeTruthy();
  });
});
