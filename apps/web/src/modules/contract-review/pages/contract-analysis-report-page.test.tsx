import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { CLAUSE_PREVIEW_CHARS } from "../components/contract-clause-list";
import {
  ANALYSIS_ID,
  buildFinding,
  buildReport,
  buildRunningAnalysis,
  LOCAL_ENGINE,
} from "../contract-review-test-fixtures";
import { ContractAnalysisReportPage } from "./contract-analysis-report-page";

const REPORT = `GET /api/contract-analyses/${ANALYSIS_ID}`;

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/contract-review/:analysisId" element={<ContractAnalysisReportPage />} />
    </Routes>,
    { route: `/contract-review/${ANALYSIS_ID}`, user: buildUser() },
  );
}

describe("ContractAnalysisReportPage", () => {
  it("shows the header, every finding, every check and every clause in order with its categories", async () => {
    const findings = ["One", "Two", "Three", "Four", "Five"].map((type) => buildFinding({ id: type, type }));
    stubRoutes({ [REPORT]: () => jsonResponse(200, buildReport({ keyFindings: findings })) });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Gym membership.docx" })).toBeTruthy();
    expect(screen.getByText(/Service Agreement · Submitted 10 Mar 2026, \d\d:\d\d · Analysed/)).toBeTruthy();
    expect(screen.getByText(LOCAL_ENGINE)).toBeTruthy();
    expect(screen.getByText("33")).toBeTruthy();
    expect(screen.getByText("Total clauses").nextElementSibling?.textContent).toBe("14");

    const findingsSection = screen.getByRole("region", { name: "Findings (5)" });
    expect(within(findingsSection).getAllByRole("article")).toHaveLength(5);
    const checks = screen.getByRole("list", { name: "Compliance checks" });
    expect(within(checks).getAllByRole("listitem")).toHaveLength(2);

    const clauses = screen.getByRole("list", { name: "Clauses" });
    expect(
      within(clauses)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["1 Parties", "3.1 Duration"]);
    const duration = within(clauses).getAllByRole("listitem")[1]!;
    expect(within(duration).getByText("Renewal Term")).toBeTruthy();
    expect(within(duration).getByText("Fixed term (Model)")).toBeTruthy();
    expect(within(duration).getByText(/fixed period of 36 months/)).toBeTruthy();
  });

  it("offers the report as PDF and DOCX downloads, and a way back to Contract review", async () => {
    stubRoutes({ [REPORT]: () => jsonResponse(200, buildReport()) });
    renderPage();

    const pdf = await screen.findByRole("link", { name: "Download PDF" });
    expect(pdf.getAttribute("href")).toBe(`/api/contract-analyses/${ANALYSIS_ID}/report.pdf`);
    expect(pdf.hasAttribute("download")).toBe(true);
    const docx = screen.getByRole("link", { name: "Download DOCX" });
    expect(docx.getAttribute("href")).toBe(`/api/contract-analyses/${ANALYSIS_ID}/report.docx`);
    expect(docx.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("link", { name: "Contract review" }).getAttribute("href")).toBe(
      "/contract-review?tab=results",
    );
  });

  it("shows the start of a long clause, and the rest on 'Show more'", async () => {
    const longText = `${"The lessee shall maintain the premises in good order. ".repeat(20)}FINAL WORDS`;
    expect(longText.length).toBeGreaterThan(CLAUSE_PREVIEW_CHARS);
    stubRoutes({
      [REPORT]: () =>
        jsonResponse(
          200,
          buildReport({
            clauses: [{ index: 0, number: "7", heading: "Maintenance", text: longText, categories: [] }],
          }),
        ),
    });
    renderPage();

    const showMore = await screen.findByRole("button", { name: "Show more" });
    expect(screen.queryByText(/FINAL WORDS/)).toBeNull();
    expect(showMore.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(showMore);

    expect(screen.getByText(/FINAL WORDS/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("shows the progress of an analysis still running, with no downloads yet", async () => {
    stubRoutes({ [REPORT]: () => jsonResponse(200, { ...buildRunningAnalysis(), clauses: [] }) });
    renderPage();

    expect(await screen.findByText("Step 3 of 5: Classifying the clauses…")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Download PDF" })).toBeNull();
  });

  it("says the analysis is not found when the server answers 404 (another firm's)", async () => {
    stubRoutes({ [REPORT]: () => jsonResponse(404, { message: "Analysis not found", code: "not_found" }) });
    renderPage();

    expect(await screen.findByRole("heading", { level: 1, name: "Analysis not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contract review" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});
