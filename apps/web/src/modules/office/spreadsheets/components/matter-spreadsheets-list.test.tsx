import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  pageResponse,
  randText,
  requestedQueries,
  stubRoutes,
} from "../../../../testing/fake-server";
import { renderWithProviders } from "../../../../testing/render-with-providers";
import { buildSpreadsheetListItem, MATTER_ID, SPREADSHEET_ID } from "../spreadsheet-test-fixtures";
import { MatterSpreadsheetsList } from "./matter-spreadsheets-list";

const SPREADSHEETS = "/api/office/spreadsheets";

describe("MatterSpreadsheetsList", () => {
  it("lists the matter's sheets, each linking to the editor", async () => {
    const fetchMock = stubRoutes({
      [`GET ${SPREADSHEETS}`]: () => pageResponse([buildSpreadsheetListItem()]),
    });
    renderWithProviders(<MatterSpreadsheetsList matterId={MATTER_ID} />, { user: buildUser() });

    const table = await screen.findByRole("table", { name: "The matter's spreadsheets" });
    const link = within(table).getByRole("link", { name: "Fee budget: Nkosi Traders v Dlamini" });
    expect(link.getAttribute("href")).toBe(`/legal-spreadsheets?tab=editor&id=${SPREADSHEET_ID}`);
    expect(within(table).getByText("20 × 6")).toBeTruthy();
    expect(within(table).getByText((text) => text.replace(/\s/g, " ") === randText(12_345_600))).toBeTruthy();
    expect(requestedQueries(fetchMock, SPREADSHEETS)[0]?.get("matterId")).toBe(MATTER_ID);
  });

  it("says so when no sheet is filed on the matter", async () => {
    stubRoutes({ [`GET ${SPREADSHEETS}`]: () => pageResponse([]) });
    renderWithProviders(<MatterSpreadsheetsList matterId={MATTER_ID} />, { user: buildUser() });

    expect(await screen.findByText("No spreadsheets on this matter yet")).toBeTruthy();
  });

  it("offers to try again when the list cannot be loaded", async () => {
    stubRoutes({ [`GET ${SPREADSHEETS}`]: () => new Response("", { status: 500 }) });
    renderWithProviders(<MatterSpreadsheetsList matterId={MATTER_ID} />, { user: buildUser() });

    expect(await screen.findByText("The matter's spreadsheets could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
