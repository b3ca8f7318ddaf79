import { SPREADSHEET_MESSAGES } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  type FakeRoute,
  jsonResponse,
  pageResponse,
  randText,
  requestsTo,
  sentBodies,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import {
  buildSpreadsheet,
  buildSpreadsheetConflict,
  buildSpreadsheetListItem,
  buildSpreadsheetTemplate,
  SPREADSHEET_ID,
} from "../spreadsheets/spreadsheet-test-fixtures";
import { SpreadsheetsPage } from "./spreadsheets-page";

const SPREADSHEETS = "/api/office/spreadsheets";
const SPREADSHEET = `${SPREADSHEETS}/${SPREADSHEET_ID}`;

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    "GET /api/clients": () => pageResponse([]),
    "GET /api/matters": () => pageResponse([]),
    [`GET ${SPREADSHEETS}`]: () => pageResponse([buildSpreadsheetListItem()]),
    "GET /api/office/spreadsheet-templates": () => jsonResponse(200, [buildSpreadsheetTemplate()]),
    [`GET ${SPREADSHEET}`]: () => jsonResponse(200, buildSpreadsheet()),
    ...routes,
  });
}

function renderPage(route = "/legal-spreadsheets") {
  return renderWithProviders(
    <Routes>
      <Route path="/legal-spreadsheets" element={<SpreadsheetsPage />} />
    </Routes>,
    { route, user: buildUser() },
  );
}

async function findToast(title: string) {
  const notice = (await screen.findByText(title)).closest(".mantine-Notification-root");
  if (!(notice instanceof HTMLElement)) throw new Error(`no notification titled ${title}`);
  return within(notice);
}

/** Text as a person reads it: the formatters' non-breaking spaces as plain ones. */
function plain(text: string | null): string {
  return (text ?? "").replace(/\s/g, " ");
}

const createForm = () => screen.getByRole("form", { name: "Create a spreadsheet" });
const titleInput = () => within(createForm()).getByRole("textbox", { name: /^Title/ }) as HTMLInputElement;
const selectedTab = () =>
  screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

function gridCell(reference: string): HTMLElement {
  return screen.getByRole("gridcell", { name: new RegExp(`^${reference}(,|$)`) });
}

describe("SpreadsheetsPage", () => {
  it("offers the spec's tabs and lists cards with size, the computed revenue, profit and margin, and sharing", async () => {
    stubApi();
    renderPage();

    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "My Spreadsheets",
      "Templates",
      "Create New",
      "Editor",
    ]);
    const card = within(await screen.findByRole("article", { name: "Fee budget: Nkosi Traders v Dlamini" }));
    expect(card.getByText(/^20 × 6 · Updated 10 Mar 2026$/)).toBeTruthy();
    expect(plain(card.getByText("Revenue").nextElementSibling?.textContent ?? null)).toBe(
      randText(12_345_600),
    );
    expect(plain(card.getByText("Profit").nextElementSibling?.textContent ?? null)).toBe(randText(4_500_000));
    expect(plain(card.getByText("Margin").nextElementSibling?.textContent ?? null)).toBe("36,5%");
    expect(card.getByText("Shared")).toBeTruthy();
    expect(card.getByText("Calculation")).toBeTruthy();
    expect(card.getByText("Nkosi Traders (Pty) Ltd — MAT-2026-0012 · Nkosi Traders v Dlamini")).toBeTruthy();
  });

  it("leaves out the figures a sheet has no named cell for, and Delete when the person may not delete", async () => {
    stubApi({
      [`GET ${SPREADSHEETS}`]: () =>
        pageResponse([
          buildSpreadsheetListItem({
            totals: { totalRevenue: null, totalProfit: null, avgMargin: null },
            canDelete: false,
            isShared: false,
          }),
        ]),
    });
    renderPage();

    const card = within(await screen.findByRole("article", { name: "Fee budget: Nkosi Traders v Dlamini" }));
    expect(card.queryByText("Revenue")).toBeNull();
    expect(card.queryByText("Margin")).toBeNull();
    expect(card.queryByText("Shared")).toBeNull();
    expect(card.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(card.getByRole("button", { name: "Open Fee budget: Nkosi Traders v Dlamini" })).toBeTruthy();
  });

  it("shows the empty state when the person has no spreadsheets, and a retry when the list fails", async () => {
    let calls = 0;
    stubApi({
      [`GET ${SPREADSHEETS}`]: () => {
        calls += 1;
        return calls === 1 ? new Response("", { status: 500 }) : pageResponse([]);
      },
    });
    renderPage();

    const problem = await screen.findByText("Spreadsheets could not be loaded");
    await userEvent.click(
      within(problem.closest(".mantine-Alert-root") as HTMLElement).getByRole("button", {
        name: "Try again",
      }),
    );

    expect(await screen.findByText("No Spreadsheets Yet")).toBeTruthy();
  });

  it("deletes a spreadsheet only after the person confirms", async () => {
    const fetchMock = stubApi({ [`DELETE ${SPREADSHEET}`]: () => new Response(null, { status: 204 }) });
    renderPage();

    await userEvent.click(
      await screen.findByRole("button", { name: "Delete Fee budget: Nkosi Traders v Dlamini" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete spreadsheet" });
    expect(requestsTo(fetchMock, "DELETE", SPREADSHEET)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    await findToast("Spreadsheet Deleted");
    expect(requestsTo(fetchMock, "DELETE", SPREADSHEET)).toHaveLength(1);
  });

  it("refuses to create a spreadsheet without a title, with the spec's message as a toast and on the field", async () => {
    const fetchMock = stubApi();
    renderPage("/legal-spreadsheets?tab=create");

    await userEvent.click(screen.getByRole("button", { name: "Create Spreadsheet" }));

    const toast = await findToast("Validation Error");
    expect(toast.getByText(SPREADSHEET_MESSAGES.title)).toBeTruthy();
    expect(titleInput().getAttribute("aria-invalid")).toBe("true");
    expect(within(createForm()).getByText(SPREADSHEET_MESSAGES.title)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", SPREADSHEETS)).toEqual([]);
  });

  it("creates a 20 × 6 sheet with the spec's headers, says 'Spreadsheet Created' and returns to a reset list", async () => {
    const fetchMock = stubApi({
      [`POST ${SPREADSHEETS}`]: () => jsonResponse(201, buildSpreadsheet({ title: "Settlement figures" })),
    });
    renderPage("/legal-spreadsheets?tab=create");

    await userEvent.type(titleInput(), "Settlement figures");
    await userEvent.click(screen.getByRole("switch", { name: /Share with the firm/ }));
    await userEvent.click(screen.getByRole("button", { name: "Create Spreadsheet" }));

    await findToast("Spreadsheet Created");
    expect(sentBodies(fetchMock, "POST", SPREADSHEETS)).toEqual([
      {
        title: "Settlement figures",
        type: "analysis",
        template: null,
        clientId: null,
        matterId: null,
        isShared: true,
        structure: {
          rows: 20,
          columns: 6,
          headers: ["Item", "Description", "Amount", "Date", "Category", "Notes"],
        },
      },
    ]);
    expect(selectedTab()?.textContent).toBe("My Spreadsheets");
    await userEvent.click(screen.getByRole("tab", { name: "Create New" }));
    expect(titleInput().value).toBe("");
  });

  it("fills Create New from a chosen template and sends its key", async () => {
    const fetchMock = stubApi({
      [`POST ${SPREADSHEETS}`]: () =>
        jsonResponse(201, buildSpreadsheet({ title: "Debt and mora interest calculation" })),
    });
    renderPage("/legal-spreadsheets?tab=templates");

    const template = within(
      await screen.findByRole("article", { name: "Debt and mora interest calculation" }),
    );
    expect(template.getByText(/mora interest at the prescribed rate/)).toBeTruthy();
    await userEvent.click(
      template.getByRole("button", { name: "Use template: Debt and mora interest calculation" }),
    );

    expect(selectedTab()?.textContent).toBe("Create New");
    expect(titleInput().value).toBe("Debt and mora interest calculation");
    await userEvent.click(screen.getByRole("button", { name: "Create Spreadsheet" }));

    await findToast("Spreadsheet Created");
    expect(sentBodies(fetchMock, "POST", SPREADSHEETS)).toEqual([
      expect.objectContaining({
        template: "debt-interest",
        type: "calculation",
        title: "Debt and mora interest calculation",
      }),
    ]);
  });

  it("says 'Creation Failed' with the spec's message when the server gives none", async () => {
    stubApi({ [`POST ${SPREADSHEETS}`]: () => new Response("", { status: 502 }) });
    renderPage("/legal-spreadsheets?tab=create");

    await userEvent.type(titleInput(), "Costs estimate");
    await userEvent.click(screen.getByRole("button", { name: "Create Spreadsheet" }));

    const toast = await findToast("Creation Failed");
    expect(toast.getByText("Failed to create spreadsheet. Please try again.")).toBeTruthy();
  });

  it("refuses a file that is not an .xlsx before sending it, and shows the server's reason for refusing one", async () => {
    const fetchMock = stubApi({
      [`POST ${SPREADSHEETS}/import`]: () =>
        jsonResponse(400, { message: "This file is not an Excel workbook.", code: "invalid_file" }),
    });
    renderPage("/legal-spreadsheets?tab=templates");
    const input = () =>
      screen
        .getByRole("region", { name: "Import XLSX" })
        .querySelector('input[type="file"]') as HTMLInputElement;

    await userEvent.upload(input(), new File(["x"], "Budget.xls"), { applyAccept: false });
    const refusal = await findToast("Invalid File Type");
    expect(refusal.getByText(/Please choose an Excel workbook/)).toBeTruthy();
    expect(requestsTo(fetchMock, "POST", `${SPREADSHEETS}/import`)).toEqual([]);
    // One notice at a time (spec §9): the next waits until this one is closed.
    await userEvent.click(refusal.getByRole("button", { name: "Close notice" }));

    await userEvent.upload(input(), new File(["not really"], "Budget.xlsx"));
    await userEvent.click(screen.getByRole("button", { name: "Import XLSX" }));

    expect((await findToast("Import Failed")).getByText("This file is not an Excel workbook.")).toBeTruthy();
  });

  it("opens a sheet in the editor, reading it once, and saves a change over the loaded version with the recalculated cells", async () => {
    const fetchMock = stubApi({
      [`PUT ${SPREADSHEET}`]: () => jsonResponse(200, buildSpreadsheet({ version: 4 })),
    });
    renderPage();

    await userEvent.click(
      await screen.findByRole("button", { name: "Open Fee budget: Nkosi Traders v Dlamini" }),
    );
    const grid = await screen.findByRole("grid");
    expect(plain(gridCell("C4").textContent)).toBe(randText(400_000));
    // Read once: the read that the click starts is the one the editor shows.
    expect(requestsTo(fetchMock, "GET", SPREADSHEET)).toHaveLength(1);

    await userEvent.click(gridCell("C2"));
    await userEvent.keyboard("2000{Enter}");
    expect(plain(gridCell("C4").textContent)).toBe(randText(450_000));
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(document.activeElement).toBe(grid);
    await userEvent.keyboard("{Control>}s{/Control}");

    await findToast("Spreadsheet Updated");
    expect(sentBodies(fetchMock, "PUT", SPREADSHEET)).toEqual([
      expect.objectContaining({
        title: "Fee budget: Nkosi Traders v Dlamini",
        baseVersion: 3,
        structure: { rows: 20, columns: 6, headers: ["Item", "Description", "Amount"] },
        data: expect.objectContaining({
          values: expect.objectContaining({ C2: 2000, C3: 2500 }),
          formulas: { C4: "=SUM(C2:C3)" },
          formats: { C4: "rand" },
          names: { revenue: "C4" },
          frozenRows: 1,
        }),
      }),
    ]);
    expect(screen.getByText("v4")).toBeTruthy();
  });

  it("autosaves 1.5 s after the last change", async () => {
    const fetchMock = stubApi({
      [`PUT ${SPREADSHEET}`]: () => jsonResponse(200, buildSpreadsheet({ version: 4 })),
    });
    renderPage(`/legal-spreadsheets?tab=editor&id=${SPREADSHEET_ID}`);

    await userEvent.click(await screen.findByRole("gridcell", { name: /^D2(,|$)/ }));
    await userEvent.keyboard("=C2*2{Enter}");
    expect(requestsTo(fetchMock, "PUT", SPREADSHEET)).toEqual([]);

    expect(await screen.findByText(/^Saved at \d\d:\d\d$/, {}, { timeout: 5000 })).toBeTruthy();
    expect(sentBodies(fetchMock, "PUT", SPREADSHEET)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ formulas: { C4: "=SUM(C2:C3)", D2: "=C2*2" } }),
      }),
    ]);
  });

  it("on a 409 stops, says who saved, keeps the person's inputs on screen, and reloads theirs when asked", async () => {
    let loads = 0;
    const fetchMock = stubApi({
      [`GET ${SPREADSHEET}`]: () => {
        loads += 1;
        return jsonResponse(
          200,
          loads === 1
            ? buildSpreadsheet()
            : buildSpreadsheet(
                { version: 4 },
                { values: { A1: "Item", C2: 1800, C3: 2500 }, calculations: {} },
              ),
        );
      },
      [`PUT ${SPREADSHEET}`]: () => jsonResponse(409, buildSpreadsheetConflict()),
    });
    renderPage(`/legal-spreadsheets?tab=editor&id=${SPREADSHEET_ID}`);

    await userEvent.click(await screen.findByRole("gridcell", { name: /^C2(,|$)/ }));
    await userEvent.keyboard("9999{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const dialog = await screen.findByRole("dialog", { name: "Someone else saved this spreadsheet" });
    expect(
      within(dialog).getByText(/Version 4 was saved by Sipho Dlamini on 10 Mar 2026, 11:15/),
    ).toBeTruthy();
    // The person's input stays in the sheet behind the dialog.
    expect(plain(screen.getByRole("gridcell", { name: /^C2,/, hidden: true }).textContent)).toBe("9999");
    expect(screen.getByText("Not saved: someone else saved a newer version")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole("button", { name: "Reload their version" }));

    await waitFor(() => expect(plain(gridCell("C2").textContent)).toBe("1800"));
    expect(screen.queryByRole("dialog", { name: "Someone else saved this spreadsheet" })).toBeNull();
    const kept = screen.getByRole("region", { name: "Your unsaved changes" });
    expect(
      (within(kept).getByRole("textbox", { name: "Your unsaved changes" }) as HTMLTextAreaElement).value,
    ).toBe("C2: 9999");
    expect(sentBodies(fetchMock, "PUT", SPREADSHEET)).toEqual([expect.objectContaining({ baseVersion: 3 })]);
    expect(screen.getByText("v4")).toBeTruthy();
  });

  it("shows a colleague's unshared sheet read-only", async () => {
    stubApi({
      [`GET ${SPREADSHEET}`]: () => jsonResponse(200, buildSpreadsheet({ canEdit: false, isShared: false })),
    });
    renderPage(`/legal-spreadsheets?tab=editor&id=${SPREADSHEET_ID}`);

    expect(await screen.findByText(/You may read this spreadsheet but not change it/)).toBeTruthy();
    await userEvent.click(gridCell("C2"));
    await userEvent.keyboard("5");
    expect(screen.queryByRole("textbox", { name: "Edit cell C2" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
