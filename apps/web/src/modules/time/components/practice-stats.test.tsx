import type { TPracticeStats } from "@inkundla/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { PracticeStats } from "./practice-stats";

const STATS: TPracticeStats = {
  totalClients: 1234,
  activeMatters: 7,
  billableHours: 12.5,
  monthlyRevenue: 9000.5,
  monthlyRevenueCents: 900_050,
};

describe("PracticeStats", () => {
  it("says the revenue card is this month's invoicing, which is what the server adds up, not the value of time", async () => {
    stubFetch((path) =>
      path === "/api/practice/stats"
        ? jsonResponse(200, STATS)
        : jsonResponse(404, { message: "not found", code: "not_found" }),
    );
    renderWithProviders(<PracticeStats />, { route: "/practice", user: buildUser() });

    expect(await screen.findByLabelText("Monthly Revenue: R 9 000,50")).toBeTruthy();
    expect(screen.getByText("Invoiced this month, excluding VAT, less credit notes")).toBeTruthy();
    expect(screen.queryByText("Value of this month's time")).toBeNull();
  });

  it("calls the month's hours what they are, all time logged, written in en-ZA", async () => {
    stubFetch(() => jsonResponse(200, STATS));
    renderWithProviders(<PracticeStats />, { route: "/practice", user: buildUser() });

    expect(await screen.findByLabelText("Hours This Month: 12,5 h")).toBeTruthy();
    expect(screen.getByText("All time logged, charged or not")).toBeTruthy();
    expect(screen.getByLabelText("Total Clients: 1 234")).toBeTruthy();
  });
});
