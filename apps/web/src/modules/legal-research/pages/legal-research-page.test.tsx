import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildUser, jsonResponse, LAZY_LOAD, sentBodies, stubRoutes } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { buildResult } from "../research-test-fixtures";
import { LegalResearchPage } from "./legal-research-page";

const ENGINE = "Rule-based: computed from the corpus's citations, no language model";
const SEARCH = "POST /api/legal-research/search";

function renderPage(route = "/legal-research") {
  return renderWithProviders(
    <Routes>
      <Route path="/legal-research" element={<LegalResearchPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

function stubResearchServer(
  search: () => Response | Promise<Response> = () =>
    jsonResponse(200, { engine: ENGINE, results: [buildResult()] }),
) {
  return stubRoutes({
    [SEARCH]: search,
    "GET /api/legal-research/recent": () =>
      jsonResponse(200, [
        { query: "bail pending appeal", timestamp: "2026-04-08T10:00:00.000Z", resultCount: 4 },
      ]),
  });
}

const searchBox = () => screen.getByRole("textbox", { name: "Search" });
const searchButton = () => screen.getByRole("button", { name: "Search" }) as HTMLButtonElement;

describe("LegalResearchPage", { timeout: 20_000 }, () => {
  it("offers the three sample searches before the first search, and runs the one chosen", async () => {
    const fetchMock = stubResearchServer();
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Legal Research" })).toBeTruthy();
    const samples = ["Constitutional law", "Contract dispute", "Labour relations"];
    for (const sample of samples) expect(screen.getByRole("button", { name: sample })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Contract dispute" }));

    expect(await screen.findByRole("heading", { name: "1 result for “Contract dispute”" })).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/legal-research/search")).toEqual([
      { query: "Contract dispute", filters: {} },
    ]);
    expect(screen.queryByRole("button", { name: "Labour relations" })).toBeNull();
  });

  it("keeps Search disabled while the query is blank after trimming", async () => {
    const fetchMock = stubResearchServer();
    renderPage();

    expect(searchButton().disabled).toBe(true);
    await userEvent.type(searchBox(), "   ");
    expect(searchButton().disabled).toBe(true);
    await userEvent.type(searchBox(), "{Enter}");
    expect(sentBodies(fetchMock, "POST", "/api/legal-research/search")).toEqual([]);
    await userEvent.type(searchBox(), "bail");
    expect(searchButton().disabled).toBe(false);
  });

  it("searches on Enter with the chosen filters, sending only those that narrow the search", async () => {
    const fetchMock = stubResearchServer();
    renderPage();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Jurisdiction" }), "National");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Case type" }), "Civil");
    await userEvent.click(screen.getByRole("checkbox", { name: "Supreme Court of Appeal" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Judgment" }));
    await userEvent.type(screen.getByRole("textbox", { name: "From year" }), "1990");
    await userEvent.type(screen.getByRole("textbox", { name: "To year" }), "2005");
    await userEvent.type(searchBox(), "  unfair dismissal {Enter}");

    await screen.findByRole("heading", { name: "1 result for “unfair dismissal”" });
    expect(sentBodies(fetchMock, "POST", "/api/legal-research/search")).toEqual([
      {
        query: "unfair dismissal",
        filters: {
          courts: ["supreme"],
          jurisdiction: "national",
          caseType: "civil",
          kinds: ["judgment"],
          dateRange: { fromYear: 1990, toYear: 2005 },
        },
      },
    ]);
  });

  it("refuses a range of years that ends before it starts", async () => {
    const fetchMock = stubResearchServer();
    renderPage();

    await userEvent.type(screen.getByRole("textbox", { name: "From year" }), "2005");
    await userEvent.type(screen.getByRole("textbox", { name: "To year" }), "1990");
    await userEvent.type(searchBox(), "bail{Enter}");

    expect(screen.getByText("To year must not be before From year")).toBeTruthy();
    expect(searchButton().disabled).toBe(true);
    expect(sentBodies(fetchMock, "POST", "/api/legal-research/search")).toEqual([]);
  });

  it("shows a result's title, court, year, case type, relevance, citation, summary, passages and insight", async () => {
    stubResearchServer();
    renderPage("/legal-research?q=unfair+dismissal");

    const result = await screen.findByRole("article", { name: /Benicon Group/ });
    const title = within(result).getByRole("link", { name: /^Benicon Group/ });
    expect(title.getAttribute("href")).toBe(
      "/legal-research/documents/11111111-1111-4111-8111-111111111111?q=unfair+dismissal&at=para+12",
    );
    expect(within(result).getByText("Supreme Court of Appeal of South Africa · 1999")).toBeTruthy();
    expect(within(result).getByText("Civil")).toBeTruthy();
    expect(within(result).getByText("Judgment")).toBeTruthy();
    expect(within(result).getByText("87% relevant")).toBeTruthy();
    expect(within(result).getByText("[1999] ZASCA 70")).toBeTruthy();
    expect(
      within(result).getByText("The appellant is a company involved in the mining industry."),
    ).toBeTruthy();
    expect([...result.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "dismissal",
      "unfair",
    ]);
    expect(
      within(result)
        .getByRole("link", { name: /^para 12 of Benicon/ })
        .getAttribute("href"),
    ).toContain("at=para+12");
    expect(within(result).getByText("Cited by 2 judgments in the corpus.")).toBeTruthy();
    expect(within(result).getByText(ENGINE)).toBeTruthy();
  });

  it("draws a passage's text as text, never as HTML", async () => {
    stubResearchServer(() =>
      jsonResponse(200, {
        engine: ENGINE,
        results: [
          buildResult({
            fragments: [
              { pinpoint: "para 1", text: "<img src=x onerror=alert(1)> bail", highlights: [[29, 33]] },
            ],
          }),
        ],
      }),
    );
    renderPage("/legal-research?q=bail");

    const result = await screen.findByRole("article", { name: /Benicon Group/ });
    expect(result.querySelector("img")).toBeNull();
    expect(within(result).getByText("<img src=x onerror=alert(1)>", { exact: false })).toBeTruthy();
    expect(result.querySelector("mark")?.textContent).toBe("bail");
  });

  it("searches again when a court is ticked under results already shown", async () => {
    const fetchMock = stubResearchServer();
    renderPage("/legal-research?q=unfair+dismissal");
    await screen.findByRole("article", { name: /Benicon Group/ });

    await userEvent.click(screen.getByRole("checkbox", { name: "Supreme Court of Appeal" }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/legal-research/search")).toEqual([
        { query: "unfair dismissal", filters: {} },
        { query: "unfair dismissal", filters: { courts: ["supreme"] } },
      ]),
    );
    expect(screen.getByTestId("location").textContent).toBe("/legal-research");
  });

  it("suggests loosening the filters when a filtered search finds nothing, and clears them", async () => {
    const fetchMock = stubResearchServer(() => jsonResponse(200, { engine: ENGINE, results: [] }));
    renderPage("/legal-research?q=bail&court=magistrate&caseType=criminal");

    expect(await screen.findByText("No results for “bail”")).toBeTruthy();
    expect(screen.getByText(/Try loosening the filters/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, "POST", "/api/legal-research/search").at(-1)).toEqual({
        query: "bail",
        filters: {},
      }),
    );
    expect((screen.getByRole("checkbox", { name: "Magistrates' Court" }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("shows the server's message in a Search Failed notice when the search is refused", async () => {
    stubResearchServer(() =>
      jsonResponse(400, { message: "From year must be 1800 or later", code: "validation" }),
    );
    renderPage("/legal-research?q=bail");

    expect(await screen.findByText("Search Failed", undefined, LAZY_LOAD)).toBeTruthy();
    expect(screen.getByText("From year must be 1800 or later")).toBeTruthy();
  });

  it("falls back to Failed to perform search when the server gives no message", async () => {
    stubResearchServer(() => new Response("", { status: 502 }));
    renderPage("/legal-research?q=bail");

    expect(await screen.findByText("Failed to perform search", undefined, LAZY_LOAD)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("disables Search and shows the loading state while a search is running", async () => {
    stubResearchServer(() => new Promise<Response>(() => {}));
    renderPage();

    await userEvent.type(searchBox(), "bail{Enter}");

    expect(await screen.findByRole("status", { name: "Searching" })).toBeTruthy();
    expect(searchButton().disabled).toBe(true);
  });

  it("lists the person's recent searches and runs one again when chosen", async () => {
    const fetchMock = stubResearchServer();
    renderPage();

    const recent = await screen.findByRole("list", { name: "Recent searches" });
    expect(within(recent).getByText("4 results", { exact: false })).toBeTruthy();
    await userEvent.click(within(recent).getByRole("button", { name: /^bail pending appeal/ }));

    await screen.findByRole("heading", { name: "1 result for “bail pending appeal”" });
    expect(sentBodies(fetchMock, "POST", "/api/legal-research/search")).toEqual([
      { query: "bail pending appeal", filters: {} },
    ]);
    expect((searchBox() as HTMLInputElement).value).toBe("bail pending appeal");
  });

  it("shows the search kept in the address again, its filters ticked", async () => {
    stubResearchServer();
    renderPage("/legal-research?q=bail&court=supreme&from=1990");

    await screen.findByRole("article", { name: /Benicon Group/ });
    expect((searchBox() as HTMLInputElement).value).toBe("bail");
    expect(
      (screen.getByRole("checkbox", { name: "Supreme Court of Appeal" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByRole("textbox", { name: "From year" }) as HTMLInputElement).value).toBe("1990");
    fireEvent.change(searchBox(), { target: { value: "" } });
    expect(searchButton().disabled).toBe(true);
  });
});
