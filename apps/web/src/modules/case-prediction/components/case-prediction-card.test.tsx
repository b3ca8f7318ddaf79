import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { buildPrediction, buildPredictionRecord, LOCAL_ENGINE } from "../case-prediction-test-fixtures";
import { CasePredictionCard } from "./case-prediction-card";

function renderCard(record = buildPredictionRecord()) {
  renderWithProviders(<CasePredictionCard record={record} />, { user: buildUser() });
  return within(screen.getByRole("region", { name: record.caseTitle }));
}

describe("CasePredictionCard", () => {
  it("shows the estimate with what it rests on, the ranges, and which engine made it", () => {
    const card = renderCard();
    expect(card.getByText(/Contract Disputes · High Court - Gauteng · 10 Mar 2026/)).toBeTruthy();
    expect(card.getByText("69%")).toBeTruthy();
    expect(card.getByText("Medium confidence")).toBeTruthy();
    expect(card.getByText("based on 5 matters")).toBeTruthy();
    expect(card.getByText("Estimated duration").nextElementSibling?.textContent).toBe("250 days (175–325)");
    expect(card.getByText("Estimated cost (median)").nextElementSibling?.textContent).toMatch(
      /^R\s?2[\s\u00a0]000,00$/,
    );
    expect(card.getByText("Similar cases", { selector: "p" }).nextElementSibling?.textContent).toBe("4");
    expect(card.getByText(LOCAL_ENGINE)).toBeTruthy();
    expect(card.getByText(/the firm's 5 closed matters/)).toBeTruthy();
  });

  it("colours the probability green from 70, yellow from 50 and red below", () => {
    for (const [probability, color] of [
      [70, "green"],
      [69, "yellow"],
      [49, "red"],
    ] as const) {
      const { unmount } = renderWithProviders(
        <CasePredictionCard
          record={buildPredictionRecord({ prediction: buildPrediction({ successProbability: probability }) })}
        />,
        { user: buildUser() },
      );
      expect(screen.getByText(`${probability}%`).getAttribute("data-probability-color")).toBe(color);
      unmount();
    }
  });

  it("lists up to 4 key factors, the risk, 3 similar cases and 3 recommendations", () => {
    const card = renderCard();
    const court = card.getByRole("article", { name: "Court" });
    expect(within(court).getByText("Positive")).toBeTruthy();
    expect(within(court).getByText("Weight 46%")).toBeTruthy();
    expect(
      within(card.getByRole("article", { name: "Volume of comparable matters" })).getByText("Negative"),
    ).toBeTruthy();

    const risk = card.getByRole("article", { name: "Risk assessment" });
    expect(within(risk).getByText("Medium risk")).toBeTruthy();
    expect(within(risk).getByText(/median of 400 days/)).toBeTruthy();
    expect(within(risk).getByText(/Tell the client early/)).toBeTruthy();

    const won = card.getByRole("article", { name: "MAT-2025-0001" });
    expect(within(won).getByText("High Court - Gauteng · 2025")).toBeTruthy();
    expect(within(won).getByText("71% similar")).toBeTruthy();
    expect(within(won).getByText("Won")).toBeTruthy();
    expect(
      within(card.getByRole("article", { name: "[2019] ZACC 1" })).getByText(
        "Judgment (outcome not recorded)",
      ),
    ).toBeTruthy();
    expect(card.queryByRole("article", { name: "[2020] ZASCA 2" })).toBeNull();

    expect(within(card.getByRole("article", { name: "Evidence" })).getByText("High priority")).toBeTruthy();
    expect(card.getByRole("article", { name: "Planning" })).toBeTruthy();
    expect(card.queryByRole("article", { name: "Research" })).toBeNull();
  });

  it("shows progress while queued or running, and the server's reason when it failed", () => {
    const running = renderCard(
      buildPredictionRecord({ status: "running", prediction: null, completedAt: null }),
    );
    expect(running.getByText("Analysing")).toBeTruthy();
    expect(running.getByRole("progressbar", { name: /Prediction progress/ })).toBeTruthy();
  });

  it("shows why a prediction failed", () => {
    const card = renderCard(
      buildPredictionRecord({
        status: "failed",
        prediction: null,
        error: "The language model could not add its reasoning: timed out",
      }),
    );
    expect(card.getByText("Analysis failed")).toBeTruthy();
    expect(card.getByText("The language model could not add its reasoning: timed out")).toBeTruthy();
  });
});
