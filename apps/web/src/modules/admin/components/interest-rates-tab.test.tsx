import type { TPrescribedRate } from "@inkundla/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { AdminDashboardPage } from "../pages/admin-dashboard-page";
import { InterestRatesTab } from "./interest-rates-tab";

const LIST_PATH = "/api/admin/interest-rates";
const ADMIN_PATH = "/api/admin/interest-rates";
const LAST_RATE_MESSAGE =
  "This is the only prescribed rate: add the rate that replaces it before deleting it.";

function rate(id: string, effectiveFrom: string, ratePercent: number, note = ""): TPrescribedRate {
  return { id, effectiveFrom, ratePercent, rateBasisPoints: Math.round(ratePercent * 100), note };
}

/** The rate table as the server keeps it: newest first, one rate per date, never none. */
function fakeRateServer(initial: TPrescribedRate[]) {
  const rates = [...initial];
  let nextId = 1;
  const newestFirst = () => [...rates].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return stubFetch((path, init) => {
    const method = init.method ?? "GET";
    if (path === LIST_PATH && method === "GET") return jsonResponse(200, newestFirst());
    if (path === ADMIN_PATH && method === "POST") {
      const body = JSON.parse(String(init.body)) as {
        effectiveFrom: string;
        ratePercent: number;
        note: string;
      };
      if (rates.some((existing) => existing.effectiveFrom === body.effectiveFrom)) {
        return jsonResponse(409, {
          message: "A prescribed rate already starts on that date: delete it first to replace it.",
          code: "rate_exists",
        });
      }
      const added = rate(`added-${nextId++}`, body.effectiveFrom, body.ratePercent, body.note);
      rates.push(added);
      return jsonResponse(201, added);
    }
    if (path.startsWith(`${ADMIN_PATH}/`) && method === "DELETE") {
      if (rates.length === 1) return jsonResponse(409, { message: LAST_RATE_MESSAGE, code: "last_rate" });
      const id = path.split("/").at(-1);
      rates.splice(
        rates.findIndex((candidate) => candidate.id === id),
        1,
      );
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { message: `unexpected ${method} ${path}`, code: "not_found" });
  });
}

const adminUser = buildUser({ role: "admin", firmId: null, isFirmOwner: false });

async function rateRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole("table", { name: "Prescribed interest rates" });
  return within(table).getAllByRole("row").slice(1);
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("InterestRatesTab", { timeout: 20_000 }, () => {
  it("is a tab of the admin dashboard that explains where the rate comes from", async () => {
    fakeRateServer([rate("r-2024", "2024-11-01", 11.5)]);
    renderWithProviders(<AdminDashboardPage />, { route: "/admin?tab=interest", user: adminUser });

    expect(screen.getByRole("tab", { name: "Interest Rates" }).getAttribute("aria-selected")).toBe("true");
    expect(
      screen.getByText(
        "The prescribed rate (Prescribed Rate of Interest Act 55 of 1975) is the repo rate plus 3.5 percentage points, from the first day of the second month after a repo change.",
      ),
    ).toBeTruthy();
    expect(await rateRows()).toHaveLength(1);
  });

  it("lists the rates newest first and marks the one in force today", async () => {
    fakeRateServer([
      rate("r-2023", "2023-06-01", 11.75, "Repo 8.25% + 3.5"),
      rate("r-2024", "2024-11-01", 11.5, "Repo 8.00% + 3.5"),
      rate("r-2099", "2099-01-01", 10, "Announced"),
    ]);
    renderWithProviders(<InterestRatesTab />, { user: adminUser });

    const rows = await rateRows();
    expect(rows.map((row) => cellsOf(row).slice(0, 3))).toEqual([
      ["01 Jan 2099", "10.00%", "Announced"],
      ["01 Nov 2024", "11.50%In force", "Repo 8.00% + 3.5"],
      ["01 Jun 2023", "11.75%", "Repo 8.25% + 3.5"],
    ]);
  });

  it("adds a rate with its date, percentage and note, and shows the server's refusal of a taken date", async () => {
    const fetchMock = fakeRateServer([rate("r-2024", "2024-11-01", 11.5)]);
    renderWithProviders(<InterestRatesTab />, { user: adminUser });
    const user = userEvent.setup();
    await rateRows();

    fireEvent.change(screen.getByLabelText(/^Effective from/), { target: { value: "2023-06-01" } });
    await user.type(screen.getByRole("textbox", { name: /^Rate/ }), "11,75");
    await user.type(screen.getByRole("textbox", { name: "Note" }), "Repo 8.25% + 3.5");
    await user.click(screen.getByRole("button", { name: "Add Rate" }));

    expect(await screen.findByText("Rate Added")).toBeTruthy();
    const [added] = findRequests(fetchMock, ADMIN_PATH).filter((init) => init.method === "POST");
    expect(JSON.parse(String(added?.body))).toEqual({
      effectiveFrom: "2023-06-01",
      ratePercent: 11.75,
      note: "Repo 8.25% + 3.5",
    });
    await waitFor(async () => expect(await rateRows()).toHaveLength(2));

    fireEvent.change(screen.getByLabelText(/^Effective from/), { target: { value: "2024-11-01" } });
    await user.type(screen.getByRole("textbox", { name: /^Rate/ }), "12");
    await user.click(screen.getByRole("button", { name: "Add Rate" }));
    expect(
      await screen.findByText(
        "A prescribed rate already starts on that date: delete it first to replace it.",
      ),
    ).toBeTruthy();
  });

  it("asks for a date and a rate that is a number before sending anything", async () => {
    const fetchMock = fakeRateServer([rate("r-2024", "2024-11-01", 11.5)]);
    renderWithProviders(<InterestRatesTab />, { user: adminUser });
    const user = userEvent.setup();
    await rateRows();

    await user.type(screen.getByRole("textbox", { name: /^Rate/ }), "eleven");
    await user.click(screen.getByRole("button", { name: "Add Rate" }));

    expect(screen.getByText("Effective from is required")).toBeTruthy();
    expect(screen.getByText("Rate must be a number, e.g. 11.75")).toBeTruthy();
    expect(findRequests(fetchMock, ADMIN_PATH).filter((request) => request.method === "POST")).toHaveLength(
      0,
    );
  });

  it("deletes a rate only after confirmation, and shows why the only rate cannot be deleted", async () => {
    const fetchMock = fakeRateServer([rate("r-2024", "2024-11-01", 11.5)]);
    renderWithProviders(<InterestRatesTab />, { user: adminUser });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Delete the 11.50% rate from 2024-11-01" }));
    expect(findRequests(fetchMock, `${ADMIN_PATH}/r-2024`)).toHaveLength(0);
    const dialog = await screen.findByRole("dialog", { name: "Delete Prescribed Rate" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(LAST_RATE_MESSAGE)).toBeTruthy();
    expect(screen.getByText("Rate Not Deleted")).toBeTruthy();
    expect(findRequests(fetchMock, `${ADMIN_PATH}/r-2024`).map((init) => init.method)).toEqual(["DELETE"]);
    expect(await rateRows()).toHaveLength(1);
  });

  it("shows the server's answer when the list is refused to an account outside a firm", async () => {
    stubFetch(() => jsonResponse(403, { message: "Your account is not part of a firm.", code: "no_firm" }));
    renderWithProviders(<InterestRatesTab />, { user: adminUser });

    expect(await screen.findByText("The rates could not be loaded")).toBeTruthy();
    expect(screen.getByText(/^Your account is not part of a firm\./)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add Rate" })).toBeTruthy();
  });
});
