import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, requestsTo, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { buildContractInsights } from "../contract-review-test-fixtures";
import { ContractInsightsTab } from "./contract-insights-tab";

const INSIGHTS = "/api/contract-analyses/insights";

function rowsOf(tableName: string): string[][] {
  return within(screen.getByRole("table", { name: tableName }))
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .queryAllByRole("cell")
        .map((cell) => cell.textContent ?? ""),
    )
    .filter((cells) => cells.length > 0);
}

describe("ContractInsightsTab", () => {
  it("shows the firm's own figures: counts, risky clause types, findings, contract types and months", async () => {
    const fetchMock = stubRoutes({ [`GET ${INSIGHTS}`]: () => jsonResponse(200, buildContractInsights()) });
    renderWithProviders(<ContractInsightsTab />, { user: buildUser() });

    expect(await screen.findByText("Contracts analysed")).toBeTruthy();
    expect(screen.getByText("Contracts analysed").nextElementSibling?.textContent).toBe("7");
    expect(screen.getByText("Average risk score").nextElementSibling?.textContent).toBe("58/100");
    const clauseTypes = screen.getByRole("list", { name: "Risky clause types" });
    expect(
      within(clauseTypes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Restraint of trade: 5", "Cap on liability: 2"]);
    expect(rowsOf("Most frequent findings")).toEqual([
      ["Fixed term over 24 months", "Consumer Protection Act 68 of 2008, s 14", "4"],
    ]);
    expect(rowsOf("By contract type")).toEqual([["Employment Contract", "3", "41/100"]]);
    expect(rowsOf("Analyses by month")).toEqual([["February 2026", "6", "60/100"]]);
    expect(requestsTo(fetchMock, "GET", INSIGHTS)).toHaveLength(1);
  });

  it("says there is nothing yet when no analysis has completed", async () => {
    stubRoutes({
      [`GET ${INSIGHTS}`]: () =>
        jsonResponse(
          200,
          buildContractInsights({
            analysedCount: 0,
            averageRiskScore: null,
            riskyClauseTypes: [],
            frequentFindings: [],
            byContractType: [],
            overTime: [],
          }),
        ),
    });
    renderWithProviders(<ContractInsightsTab />, { user: buildUser() });

    expect(await screen.findByText("No insights yet")).toBeTruthy();
    expect(screen.queryByText("Contracts analysed")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("offers to ask again when the insights cannot be loaded", async () => {
    stubRoutes({ [`GET ${INSIGHTS}`]: () => jsonResponse(500, { message: "down", code: "internal" }) });
    renderWithProviders(<ContractInsightsTab />, { user: buildUser() });

    expect(await screen.findByText("Contract insights could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
