import { CASE_PREDICTION_MESSAGES, type TCasePredictionRecord } from "@inkundla/shared";
import { fireEvent, screen, within } from "@testing-library/react";
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
import { buildPredictionRecord, NO_CALIBRATION } from "../case-prediction-test-fixtures";
import { CasePredictionPage } from "./case-prediction-page";

const PREDICTIONS = "/api/case-predictions";
const EMPTY_INSIGHTS = { totalOutcomes: 0, byOutcome: [], byCaseType: [], byCourt: [], smallGroupBelow: 3 };

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/matters": () => pageResponse([]),
    [`GET ${PREDICTIONS}`]: () => pageResponse([]),
    [`GET ${PREDICTIONS}/calibration`]: () => jsonResponse(200, NO_CALIBRATION),
    [`GET ${PREDICTIONS}/market-insights`]: () => jsonResponse(200, EMPTY_INSIGHTS),
    [`POST ${PREDICTIONS}`]: () =>
      jsonResponse(202, buildPredictionRecord({ status: "queued", prediction: null })),
    ...routes,
  });
}

function renderPage(route = "/case-prediction") {
  return renderWithProviders(
    <Routes>
      <Route path="/case-prediction" element={<CasePredictionPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

const analyseButton = () => screen.getByRole("button", { name: "Analyse Case" }) as HTMLButtonElement;
const titleInput = () => screen.getByRole("textbox", { name: /Case title/ }) as HTMLInputElement;
const descriptionInput = () =>
  screen.getByRole("textbox", { name: /Case description/ }) as HTMLTextAreaElement;
const caseTypeInput = () => screen.getByRole("combobox", { name: /Case type/ }) as HTMLInputElement;
const selectedTab = () => screen.getByRole("tab", { selected: true }).textContent;

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillRequiredFields() {
  await fillIn(titleInput(), "Supplier v Retailer");
  await userEvent.click(caseTypeInput());
  await userEvent.click(await screen.findByRole("option", { name: "Contract Disputes" }));
  await fillIn(descriptionInput(), "Goods delivered and not paid for.");
}

describe("CasePredictionPage", () => {
  it("offers the spec's tabs and lists, with the evidence strengths in the spec's words", async () => {
    stubApi();
    renderPage();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Case Analysis",
      "Predictions",
      "Market Insights",
    ]);
    await userEvent.click(caseTypeInput());
    expect(await screen.findAllByRole("option")).toHaveLength(10);
    expect((screen.getByRole("combobox", { name: "Evidence strength" }) as HTMLInputElement).value).toBe(
      "Moderate - Mixed evidence",
    );
  });

  it("keeps Analyse Case disabled until the title, type and description are filled in", async () => {
    stubApi();
    renderPage();
    expect(analyseButton().disabled).toBe(true);
    await fillIn(titleInput(), "Supplier v Retailer");
    await userEvent.click(caseTypeInput());
    await userEvent.click(await screen.findByRole("option", { name: "Contract Disputes" }));
    expect(analyseButton().disabled).toBe(true);
    await userEvent.type(descriptionInput(), "  ");
    expect(analyseButton().disabled).toBe(true);
    await fillIn(descriptionInput(), "Goods delivered.");
    expect(analyseButton().disabled).toBe(false);
  });

  it("says 'Missing Information' with the spec's message and sends nothing when sent with blank fields", async () => {
    const fetchMock = stubApi();
    renderPage();
    await userEvent.type(titleInput(), "  ");
    fireEvent.submit(screen.getByRole("form", { name: "Analyse a case" }));
    const toast = await findToast("Missing Information");
    expect(toast.getByText(CASE_PREDICTION_MESSAGES.missing.message)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", PREDICTIONS)).toEqual([]);
  });

  it("on 202 switches to Predictions, clears the form and shows the queued prediction read again", async () => {
    let listed: TCasePredictionRecord[] = [];
    const fetchMock = stubApi({
      [`GET ${PREDICTIONS}`]: () => pageResponse(listed),
      [`POST ${PREDICTIONS}`]: () => {
        listed = [
          buildPredictionRecord({ caseTitle: "Supplier v Retailer", status: "queued", prediction: null }),
        ];
        return jsonResponse(202, listed[0]);
      },
    });
    renderPage();
    await fillRequiredFields();
    await userEvent.click(analyseButton());

    await findToast(CASE_PREDICTION_MESSAGES.started.title);
    expect(sentBodies(fetchMock, "POST", PREDICTIONS)).toEqual([
      {
        caseTitle: "Supplier v Retailer",
        caseType: "Contract Disputes",
        court: null,
        caseDescription: "Goods delivered and not paid for.",
        clientObjectives: "",
        opposingParty: "",
        keyFacts: "",
        legalIssues: "",
        evidenceStrength: "moderate",
        matterId: null,
      },
    ]);
    expect(selectedTab()).toBe("Predictions");
    const card = await screen.findByRole("region", { name: "Supplier v Retailer" });
    expect(within(card).getByText("Waiting to start…")).toBeTruthy();
    expect(await screen.findByText(/^Not enough closed matters yet/)).toBeTruthy();

    await userEvent.click(screen.getByRole("tab", { name: "Case Analysis" }));
    expect(titleInput().value).toBe("");
    expect(descriptionInput().value).toBe("");
    expect(caseTypeInput().value).toBe("");
  });

  it("shows 'Analysis Failed' with the server's message, keeping what was typed", async () => {
    stubApi({
      [`POST ${PREDICTIONS}`]: () =>
        jsonResponse(404, { message: "No such matter in your firm.", code: "matter_not_found" }),
    });
    renderPage();
    await fillRequiredFields();
    await userEvent.click(analyseButton());
    const toast = await findToast("Analysis Failed");
    expect(toast.getByText("No such matter in your firm.")).toBeTruthy();
    expect(titleInput().value).toBe("Supplier v Retailer");
    expect(selectedTab()).toBe("Case Analysis");
  });

  it("Market Insights says how to fill it when no outcome is recorded", async () => {
    stubApi();
    renderPage("/case-prediction?tab=insights");
    expect(await screen.findByText("No Outcomes Recorded Yet")).toBeTruthy();
    expect(screen.getByText(/Recording the outcome when a matter is completed or closed/)).toBeTruthy();
  });

  it("Market Insights shows the firm's aggregates, a small group as its count only", async () => {
    stubApi({
      [`GET ${PREDICTIONS}/market-insights`]: () =>
        jsonResponse(200, {
          totalOutcomes: 9,
          byOutcome: [{ outcome: "won", count: 3 }],
          byCaseType: [
            {
              name: "Contract Disputes",
              count: 8,
              successRate: 50,
              medianDurationDays: 250,
              medianAwardCents: 2_000_000,
            },
            {
              name: "Family Law",
              count: 1,
              successRate: null,
              medianDurationDays: null,
              medianAwardCents: null,
            },
          ],
          byCourt: [
            {
              name: "High Court - Gauteng",
              count: 7,
              successRate: 75,
              medianDurationDays: 250,
              medianAwardCents: null,
            },
          ],
          smallGroupBelow: 3,
        }),
    });
    renderPage("/case-prediction?tab=insights");
    const byType = await screen.findByRole("table", { name: "By case type" });
    const contract = within(byType).getByText("Contract Disputes").closest("tr")!;
    expect(within(contract).getByText("50%")).toBeTruthy();
    expect(within(contract).getByText("250 days")).toBeTruthy();
    expect(within(contract).getByText(/R\s?20[\s\u00a0]000,00/)).toBeTruthy();
    const family = within(byType).getByText("Family Law").closest("tr")!;
    expect(within(family).getAllByText("—")).toHaveLength(3);
    expect(screen.getByText("Won: 3")).toBeTruthy();
  });
});
