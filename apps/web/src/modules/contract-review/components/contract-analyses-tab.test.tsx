import type { TContractAnalysis } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  buildUser,
  jsonResponse,
  pageResponse,
  requestedQueries,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  ANALYSIS_ID,
  buildAnalysis,
  buildFinding,
  buildRunningAnalysis,
  CPA_DOCUMENT_ID,
  LOCAL_ENGINE,
} from "../contract-review-test-fixtures";
import { ContractAnalysesTab } from "./contract-analyses-tab";

const ANALYSES = "/api/contract-analyses";
// One poll is 1.5 s; leave room for a busy machine.
const AFTER_A_POLL = { timeout: 4000 } as const;

function renderTab(onUpload = () => {}) {
  return renderWithProviders(<ContractAnalysesTab onUpload={onUpload} />, { user: buildUser() });
}

describe("ContractAnalysesTab", () => {
  it("shows a running analysis's stage as progress, then its results once a poll finds it completed", async () => {
    const answers: TContractAnalysis[][] = [[buildRunningAnalysis()], [buildAnalysis()]];
    stubRoutes({
      [`GET ${ANALYSES}`]: () => pageResponse(answers.length > 1 ? answers.shift()! : answers[0]!),
    });
    renderTab();

    const card = await screen.findByRole("region", { name: "Gym membership.docx" });
    expect(within(card).getByText("Step 3 of 5: Classifying the clauses…")).toBeTruthy();
    expect(
      within(card).getByRole("progressbar", {
        name: "Analysis progress: Step 3 of 5: Classifying the clauses",
      }),
    ).toBeTruthy();
    expect(within(card).getByText("Analysing")).toBeTruthy();

    expect(await within(card).findByText("Risk score", {}, AFTER_A_POLL)).toBeTruthy();
    expect(within(card).queryByRole("progressbar")).toBeNull();
  });

  it("shows a completed analysis's score, counts, engine, findings and checks, and links its report", async () => {
    stubRoutes({
      [`GET ${ANALYSES}`]: () =>
        pageResponse([
          buildAnalysis({
            keyFindings: [buildFinding({ source: "model" }), buildFinding({ id: "second", type: "Second" })],
          }),
        ]),
    });
    renderTab();

    const card = await screen.findByRole("region", { name: "Gym membership.docx" });
    expect(within(card).getByText(/Service Agreement · Analysed 10 Mar 2026/)).toBeTruthy();
    expect(within(card).getByText("33")).toBeTruthy();
    expect(within(card).getByText("Medium risk")).toBeTruthy();
    expect(within(card).getByText("Total clauses").nextElementSibling?.textContent).toBe("14");
    expect(within(card).getByText("Risky clauses").nextElementSibling?.textContent).toBe("2");
    expect(within(card).getByText("Compliance").nextElementSibling?.textContent).toBe("64%");
    expect(within(card).getByText("AI confidence").nextElementSibling?.textContent).toBe("81%");
    expect(within(card).getByText(LOCAL_ENGINE)).toBeTruthy();

    const finding = within(card).getByRole("article", { name: /: Fixed term over 24 months/ });
    expect(within(finding).getByText("High")).toBeTruthy();
    expect(within(finding).getByText("Model")).toBeTruthy();
    expect(within(finding).getByText("3.1 Duration")).toBeTruthy();
    expect(within(finding).getByText(/fixed period of 36 months/)).toBeTruthy();
    expect(within(finding).getByText(/Shorten the term to 24 months/)).toBeTruthy();
    expect(
      within(finding)
        .getByRole("link", { name: "Consumer Protection Act 68 of 2008, s 14" })
        .getAttribute("href"),
    ).toBe(`/legal-research/documents/${CPA_DOCUMENT_ID}`);
    expect(within(card).getByRole("article", { name: /: Second/ })).toBeTruthy();
    expect(within(within(card).getByRole("article", { name: /: Second/ })).queryByText("Model")).toBeNull();

    const checks = within(card).getByRole("list", { name: "Compliance checks: Gym membership.docx" });
    expect(
      within(checks)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Fixed-term agreements (CPA s 14) Non-compliant36 months exceeds the 24-month maximum.",
      "South African governing law CompliantClause 18 chooses the law of South Africa.",
    ]);
    expect(
      within(card).getByRole("link", { name: "View full report: Gym membership.docx" }).getAttribute("href"),
    ).toBe(`/contract-review/${ANALYSIS_ID}`);
    expect(within(card).queryByRole("link", { name: /View all/ })).toBeNull();
  });

  it("shows the first three findings and checks of many, with 'view all' leading to the report", async () => {
    const findings = ["One", "Two", "Three", "Four"].map((type) => buildFinding({ id: type, type }));
    const checks = ["A", "B", "C", "D"].map((requirement) => ({
      id: requirement,
      requirement,
      status: "needs_review" as const,
      details: "Check it.",
    }));
    stubRoutes({
      [`GET ${ANALYSES}`]: () =>
        pageResponse([buildAnalysis({ keyFindings: findings, complianceChecks: checks })]),
    });
    renderTab();

    const card = await screen.findByRole("region", { name: "Gym membership.docx" });
    expect(
      within(card)
        .getAllByRole("article")
        .map((article) => article.getAttribute("aria-label")),
    ).toEqual(["High: One, 3.1 Duration", "High: Two, 3.1 Duration", "High: Three, 3.1 Duration"]);
    expect(
      within(within(card).getByRole("list", { name: /Compliance checks/ })).getAllByRole("listitem"),
    ).toHaveLength(3);
    expect(within(card).getByRole("link", { name: "View all 4 findings" }).getAttribute("href")).toBe(
      `/contract-review/${ANALYSIS_ID}`,
    );
  });

  it("shows why a failed analysis stopped, in a red alert", async () => {
    stubRoutes({
      [`GET ${ANALYSES}`]: () =>
        pageResponse([
          buildRunningAnalysis({
            status: "failed",
            stage: null,
            error: "The PDF has no text: it looks scanned. Upload a text PDF or a Word document.",
          }),
        ]),
    });
    renderTab();

    const card = await screen.findByRole("region", { name: "Gym membership.docx" });
    const alert = within(card).getByRole("alert");
    expect(within(alert).getByText("Analysis failed")).toBeTruthy();
    expect(within(alert).getByText(/it looks scanned/)).toBeTruthy();
    expect(within(card).queryByRole("progressbar")).toBeNull();
    expect(within(card).queryByText("Risk score")).toBeNull();
  });

  it("says there are no analyses yet and leads to the upload", async () => {
    stubRoutes({ [`GET ${ANALYSES}`]: () => pageResponse([]) });
    const onUpload = vi.fn();
    renderTab(onUpload);

    expect(await screen.findByRole("heading", { name: "No Contract Analyses Yet" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Upload Contract" }));
    expect(onUpload).toHaveBeenCalledOnce();
  });

  it("shows the list loading, then a load error that asks again", async () => {
    let isDown = true;
    stubRoutes({
      [`GET ${ANALYSES}`]: () =>
        isDown ? jsonResponse(500, { message: "down", code: "internal" }) : pageResponse([buildAnalysis()]),
    });
    renderTab();

    expect(screen.getByRole("status", { name: "Loading contract analyses" })).toBeTruthy();
    expect(await screen.findByText("Contract analyses could not be loaded")).toBeTruthy();
    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Gym membership.docx" })).toBeTruthy();
  });

  it("pages through more than 20 analyses", async () => {
    const fetchMock = stubRoutes({
      [`GET ${ANALYSES}`]: (_init, url) =>
        pageResponse(
          [buildAnalysis({ contractTitle: `Contract from offset ${url.searchParams.get("offset")}` })],
          25,
        ),
    });
    renderTab();

    expect(await screen.findByRole("region", { name: "Contract from offset 0" })).toBeTruthy();
    expect(screen.getByText("25 analyses")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));

    expect(await screen.findByRole("region", { name: "Contract from offset 20" })).toBeTruthy();
    expect(requestedQueries(fetchMock, ANALYSES).map((query) => query.toString())).toEqual([
      "limit=20&offset=0",
      "limit=20&offset=20",
    ]);
  });
});
