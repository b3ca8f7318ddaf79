import { formatDate } from "@inkundla/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, sentBodies, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  BENICON_ID,
  BENICON_TITLE,
  buildCaseSummary,
  LOCAL_ENGINE,
  PIE_ID,
} from "../ai-assistant-test-fixtures";
import { CaseSummarizationTab } from "./case-summarization-tab";

const SUMMARY = "POST /api/ai/case-summary";
const SEARCH = "POST /api/legal-research/search";
const SEARCH_RESULT = {
  documentId: BENICON_ID,
  kind: "judgment",
  title: BENICON_TITLE,
  citation: "[1999] ZASCA 70",
  court: "Supreme Court of Appeal of South Africa",
  year: 1999,
  caseType: "civil",
  relevance: 100,
  summary: "The appellant is a company involved in the mining industry.",
  fragments: [],
};

const summarizeButton = () => screen.getByRole("button", { name: "Summarize Judgment" }) as HTMLButtonElement;

function renderTab() {
  return renderWithProviders(<CaseSummarizationTab />, { user: buildUser() });
}

function sentencesOf(part: string): string[] {
  return within(screen.getByRole("region", { name: part }))
    .queryAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("CaseSummarizationTab", () => {
  it("summarises a pasted judgment: details, each part with its paragraphs, authorities and engine", async () => {
    const fetchMock = stubRoutes({ [SUMMARY]: () => jsonResponse(200, buildCaseSummary()) });
    renderTab();

    expect(summarizeButton().disabled).toBe(true);
    await userEvent.type(
      screen.getByRole("textbox", { name: /Judgment text/ }),
      "1. The appellant is a company.",
    );
    await userEvent.click(summarizeButton());

    expect(await screen.findByRole("heading", { level: 2, name: BENICON_TITLE })).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/ai/case-summary")).toEqual([
      { text: "1. The appellant is a company." },
    ]);
    expect(screen.getByText("The Benicon Group")).toBeTruthy();
    expect(screen.getByText("National Union of Metal Workers of South Africa; Others")).toBeTruthy();
    expect(screen.getByText("Supreme Court of Appeal of South Africa")).toBeTruthy();
    expect(screen.getByText("[1999] ZASCA 70")).toBeTruthy();
    expect(screen.getByText(formatDate("1999-10-01"))).toBeTruthy();
    expect(sentencesOf("Facts")).toEqual(["[2]The appellant is a company involved in the mining industry."]);
    expect(sentencesOf("Issues")).toEqual(["[5]The question is whether the dismissals were fair."]);
    expect(sentencesOf("Holding")).toEqual(["[12]The dismissal was unfair and reinstatement was ordered."]);
    expect(sentencesOf("Order")).toEqual(["The appeal is dismissed with costs."]);
    // A pasted judgment is in no reader: its paragraphs are labels, not links.
    expect(within(screen.getByRole("region", { name: "Holding" })).queryByRole("link")).toBeNull();

    const authorities = screen.getByRole("list", { name: "Cited authorities" });
    expect(
      within(authorities)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["[1996] ZACC 263 times", "Labour Relations Act 66 of 19951 time"]);
    expect(within(authorities).getByRole("link", { name: "[1996] ZACC 26" }).getAttribute("href")).toBe(
      `/legal-research/documents/${PIE_ID}`,
    );
    expect(screen.getByText(LOCAL_ENGINE)).toBeTruthy();
    expect(screen.queryByText("Not found in the text")).toBeNull();
  });

  it("searches the corpus for judgments only, and summarises the one chosen with links into the reader", async () => {
    const fetchMock = stubRoutes({
      [SEARCH]: () => jsonResponse(200, { results: [SEARCH_RESULT], engine: LOCAL_ENGINE }),
      [SUMMARY]: () => jsonResponse(200, buildCaseSummary({ documentId: BENICON_ID })),
    });
    renderTab();

    await userEvent.click(screen.getByRole("radio", { name: "From the corpus" }));
    await userEvent.type(
      screen.getByRole("textbox", { name: /Search the corpus for a judgment/ }),
      "Benicon",
    );
    const choice = await screen.findByRole("radio", { name: new RegExp(BENICON_TITLE.slice(0, 20)) });
    expect(sentBodies(fetchMock, "POST", "/api/legal-research/search")).toEqual([
      { query: "Benicon", filters: { kinds: ["judgment"] }, limit: 10 },
    ]);
    expect(summarizeButton().disabled).toBe(true);
    await userEvent.click(choice);
    expect(screen.getByText(/Chosen:/).textContent).toBe(`Chosen: ${BENICON_TITLE}`);
    await userEvent.click(summarizeButton());

    expect(await screen.findByRole("heading", { level: 2, name: BENICON_TITLE })).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/ai/case-summary")).toEqual([{ documentId: BENICON_ID }]);
    const holdingLink = within(screen.getByRole("region", { name: "Holding" })).getByRole("link", {
      name: "Read paragraph [12] in the judgment",
    });
    expect(holdingLink.getAttribute("href")).toBe(`/legal-research/documents/${BENICON_ID}?at=para+12`);
    expect(screen.getByRole("link", { name: "Read the whole judgment" }).getAttribute("href")).toBe(
      `/legal-research/documents/${BENICON_ID}`,
    );
  });

  it("says 'Not found in the text' for each part the summary could not find, and names removed citations", async () => {
    stubRoutes({
      [SUMMARY]: () =>
        jsonResponse(
          200,
          buildCaseSummary({
            title: null,
            court: null,
            neutralCitation: null,
            judgmentDate: null,
            parties: { applicants: [], respondents: [] },
            facts: [],
            order: [],
            citations: [],
            missing: [
              "title",
              "parties",
              "court",
              "neutralCitation",
              "judgmentDate",
              "facts",
              "order",
              "citations",
            ],
            removedCitations: [{ text: "[2031] ZACC 99", reason: "Not in the corpus" }],
          }),
        ),
    });
    renderTab();

    await userEvent.type(screen.getByRole("textbox", { name: /Judgment text/ }), "Some judgment");
    await userEvent.click(summarizeButton());

    expect(await screen.findByRole("heading", { level: 2, name: "Untitled judgment" })).toBeTruthy();
    // Applicants, respondents, court, citation, date, facts, order and cited authorities.
    expect(screen.getAllByText("Not found in the text")).toHaveLength(8);
    expect(
      within(screen.getByRole("region", { name: "Facts" })).getByText("Not found in the text"),
    ).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Order" })).getByText("Not found in the text"),
    ).toBeTruthy();
    expect(sentencesOf("Holding")).toHaveLength(1);
    expect(screen.getByText("1 unverified citation removed")).toBeTruthy();
  });

  it("shows the server's 400 beside the form", async () => {
    stubRoutes({
      [SUMMARY]: () =>
        jsonResponse(400, {
          message: "The judgment is longer than 500,000 characters.",
          code: "validation_failed",
        }),
    });
    renderTab();

    await userEvent.type(screen.getByRole("textbox", { name: /Judgment text/ }), "Some judgment");
    await userEvent.click(summarizeButton());

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The judgment is longer than 500,000 characters.")).toBeTruthy();
  });
});
