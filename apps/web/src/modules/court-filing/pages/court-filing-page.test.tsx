import { COURT_FILING_MESSAGES, type TCourtFilingStats } from "@inkundla/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  type FakeRoute,
  jsonResponse,
  pageResponse,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { CourtFilingPage } from "./court-filing-page";

const EMPTY_STATS: TCourtFilingStats = {
  total: 0,
  filed: 0,
  pending: 0,
  rejected: 0,
  averageMinutesToFile: null,
  recent: [],
};

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/matters": () => pageResponse([]),
    "GET /api/court-filing/overview": () => jsonResponse(200, EMPTY_STATS),
    "GET /api/court-filing/filings": () => pageResponse([]),
    ...routes,
  });
}

function renderPage(route = "/court-filing") {
  return renderWithProviders(
    <Routes>
      <Route path="/court-filing" element={<CourtFilingPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

describe("CourtFilingPage", () => {
  it("offers the spec's five tabs and says so when the firm has no filings yet", async () => {
    stubApi();
    renderPage();
    expect(await screen.findByText("No court filings yet")).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Electronic Filings",
      "Court Integrations",
      "Case Lookup",
      "Filing Templates",
    ]);
  });

  it("keeps Submit Filing disabled until a court level is chosen, then names the system and the case number's form", async () => {
    stubApi();
    renderPage("/court-filing?tab=filings");
    const submit = (await screen.findByRole("button", { name: "Submit Filing" })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.click(screen.getByRole("combobox", { name: "Court level" }));
    await userEvent.click(await screen.findByRole("option", { name: "Constitutional Court (CaseLines)" }));
    expect(submit.disabled).toBe(false);
    expect(screen.getByText("Filed through CaseLines")).toBeTruthy();
    expect(screen.getByText("In the court's form, e.g. CCT 12/26")).toBeTruthy();
  });

  it("shows the plan's limit instead of the tabs when the server refuses with 403", async () => {
    stubApi({
      "GET /api/court-filing/overview": () =>
        jsonResponse(403, { message: COURT_FILING_MESSAGES.planRequired, code: "plan_required" }),
    });
    renderPage();
    expect(await screen.findByText("Court Filing is not in your plan")).toBeTruthy();
    expect(screen.getByText(COURT_FILING_MESSAGES.planRequired)).toBeTruthy();
    expect(screen.queryAllByRole("tab")).toHaveLength(0);
  });
});
