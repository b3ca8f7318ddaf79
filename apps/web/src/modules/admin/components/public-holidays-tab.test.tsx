import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { PublicHolidaysTab } from "./public-holidays-tab";

function fakeHolidayServer() {
  const holidays = [
    { date: "2023-12-15", name: "Public Holiday by Presidential Decree" },
    { date: "2024-05-29", name: "National and Provincial Government Elections" },
  ];
  return stubFetch((path, init) => {
    if (path === "/api/admin/holidays" && init.method === "POST") {
      const holiday = JSON.parse(String(init.body));
      if (holidays.some((existing) => existing.date === holiday.date)) {
        return jsonResponse(409, {
          message: "A declared public holiday already exists on that date.",
          code: "holiday_exists",
        });
      }
      holidays.push(holiday);
      return jsonResponse(201, holiday);
    }
    if (path === "/api/admin/holidays") return jsonResponse(200, { holidays: [...holidays] });
    if (path.startsWith("/api/admin/holidays/") && init.method === "DELETE") {
      const date = path.split("/").at(-1);
      holidays.splice(
        holidays.findIndex((holiday) => holiday.date === date),
        1,
      );
      return jsonResponse(200, { ok: true });
    }
    return jsonResponse(404, { message: "not found", code: "not_found" });
  });
}

const adminUser = buildUser({ role: "admin" });

describe("PublicHolidaysTab", { timeout: 20_000 }, () => {
  it("lists the declared holidays newest first", async () => {
    fakeHolidayServer();
    renderWithProviders(<PublicHolidaysTab />, { user: adminUser });
    const table = await screen.findByRole("table", { name: "Declared public holidays" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual([
      "National and Provincial Government Elections",
      "Public Holiday by Presidential Decree",
    ]);
  });

  it("adds a holiday and shows the server's refusal of a date that already has one", async () => {
    const fetchMock = fakeHolidayServer();
    renderWithProviders(<PublicHolidaysTab />, { user: adminUser });
    await screen.findByRole("table", { name: "Declared public holidays" });

    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: "2026-11-04" } });
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Local Government Elections");
    await userEvent.click(screen.getByRole("button", { name: "Add Holiday" }));
    expect(await screen.findByRole("cell", { name: "Local Government Elections" })).toBeTruthy();
    const [added] = findRequests(fetchMock, "/api/admin/holidays").filter((init) => init.method === "POST");
    expect(JSON.parse(String(added?.body))).toEqual({
      date: "2026-11-04",
      name: "Local Government Elections",
    });

    fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: "2024-05-29" } });
    await userEvent.type(screen.getByRole("textbox", { name: /^Name/ }), "Again");
    await userEvent.click(screen.getByRole("button", { name: "Add Holiday" }));
    expect(await screen.findByText("A declared public holiday already exists on that date.")).toBeTruthy();
  });

  it("removes a holiday only after confirmation", async () => {
    const fetchMock = fakeHolidayServer();
    renderWithProviders(<PublicHolidaysTab />, { user: adminUser });
    await userEvent.click(
      await screen.findByRole("button", {
        name: "Remove National and Provincial Government Elections on 2024-05-29",
      }),
    );
    expect(findRequests(fetchMock, "/api/admin/holidays/2024-05-29")).toHaveLength(0);
    const dialog = await screen.findByRole("dialog", { name: "Remove Public Holiday" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Holiday Removed")).toBeTruthy();
    expect(findRequests(fetchMock, "/api/admin/holidays/2024-05-29")).toHaveLength(1);
  });
});
