import { DEADLINE_RULES } from "@inkundla/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, findRequests, jsonResponse, stubFetch } from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { DeadlineCalculator } from "./deadline-calculator";

const NOTICE_TO_DEFEND = {
  startDate: "2026-12-10",
  days: 10,
  counting: "court",
  excludeDiesNon: true,
  dueDate: "2027-01-26",
  excluded: [
    { date: "2026-12-12", reason: "Saturday" },
    { date: "2026-12-13", reason: "Sunday" },
    { date: "2026-12-16", reason: "Dies non (16 Dec–15 Jan)" },
  ],
  rule: {
    id: "hc-notice-of-intention-to-defend",
    label: "Notice of intention to defend",
    citation: "Uniform Rule 19(1)",
  },
};

function fakeDeadlineServer(options: { calculation?: unknown; calculationStatus?: number } = {}) {
  return stubFetch((path, init) => {
    if (path === "/api/deadlines/rules") return jsonResponse(200, { rules: DEADLINE_RULES });
    if (path === "/api/deadlines/calculate" && init.method === "POST") {
      return jsonResponse(options.calculationStatus ?? 200, options.calculation ?? NOTICE_TO_DEFEND);
    }
    if (path === "/api/matters/matter-1/tasks" && init.method === "POST") {
      return jsonResponse(201, { id: "task-1" });
    }
    return jsonResponse(404, { message: "not found", code: "not_found" });
  });
}

async function choosePreset(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("combobox", { name: "Rule" }));
  await user.click(await screen.findByRole("option", { name: label }));
}

function setStartDate(value: string) {
  fireEvent.change(screen.getByLabelText(/Start date/), { target: { value } });
}

describe("DeadlineCalculator", { timeout: 20_000 }, () => {
  it("fills the days, counting and dies non from a preset", async () => {
    fakeDeadlineServer();
    renderWithProviders(<DeadlineCalculator />, { user: buildUser() });
    await screen.findByRole("combobox", { name: "Rule" });
    await choosePreset("Notice of intention to defend (Uniform Rule 19(1))");

    expect((screen.getByRole("textbox", { name: "Days" }) as HTMLInputElement).value).toBe("10");
    expect((screen.getByRole("combobox", { name: "Counting" }) as HTMLInputElement).value).toBe("Court days");
    expect((screen.getByRole("checkbox", { name: /Exclude dies non/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await choosePreset("Plea (Uniform Rule 22(1))");
    expect((screen.getByRole("textbox", { name: "Days" }) as HTMLInputElement).value).toBe("20");
    expect((screen.getByRole("checkbox", { name: /Exclude dies non/ }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("sends the period, shows the due date with its weekday, the citation and the days not counted", async () => {
    const fetchMock = fakeDeadlineServer();
    renderWithProviders(<DeadlineCalculator />, { user: buildUser() });
    await screen.findByRole("combobox", { name: "Rule" });
    await choosePreset("Notice of intention to defend (Uniform Rule 19(1))");
    setStartDate("2026-12-10");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));

    expect(await screen.findByText("Tuesday, 26 January 2027")).toBeTruthy();
    const [request] = findRequests(fetchMock, "/api/deadlines/calculate");
    expect(JSON.parse(String(request?.body))).toEqual({
      startDate: "2026-12-10",
      days: 10,
      counting: "court",
      excludeDiesNon: true,
      rule: "hc-notice-of-intention-to-defend",
    });
    const result = screen.getByRole("region", { name: "Calculated deadline" });
    expect(within(result).getByText("Uniform Rule 19(1)")).toBeTruthy();
    expect(within(result).queryByRole("button", { name: "Save as task" })).toBeNull();

    const toggle = within(result).getByRole("button", { name: "3 days not counted" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const days = within(screen.getByRole("list", { name: "Days not counted" })).getAllByRole("listitem");
    expect(days.map((day) => day.textContent)).toEqual([
      "Sat, 12 Dec 2026: Saturday",
      "Sun, 13 Dec 2026: Sunday",
      "Wed, 16 Dec 2026: Dies non (16 Dec–15 Jan)",
    ]);
  });

  it("saves the result as a high-priority deadline task on the matter", async () => {
    const fetchMock = fakeDeadlineServer();
    renderWithProviders(<DeadlineCalculator matterId="matter-1" />, { user: buildUser() });
    await screen.findByRole("combobox", { name: "Rule" });
    await choosePreset("Notice of intention to defend (Uniform Rule 19(1))");
    setStartDate("2026-12-10");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await userEvent.click(await screen.findByRole("button", { name: "Save as task" }));

    expect(await screen.findByText("Deadline saved")).toBeTruthy();
    const [request] = findRequests(fetchMock, "/api/matters/matter-1/tasks");
    expect(request?.method).toBe("POST");
    expect(JSON.parse(String(request?.body))).toEqual({
      title: "Notice of intention to defend",
      dueOn: "2027-01-26",
      priority: "high",
      deadline: {
        rule: "hc-notice-of-intention-to-defend",
        startOn: "2026-12-10",
        days: 10,
        counting: "court",
        excludeDiesNon: true,
      },
    });
  });

  it("saves a custom period as a task called Deadline, without a rule", async () => {
    const fetchMock = fakeDeadlineServer({
      calculation: {
        startDate: "2026-04-01",
        days: 5,
        counting: "court",
        excludeDiesNon: false,
        dueDate: "2026-04-10",
        excluded: [],
      },
    });
    renderWithProviders(<DeadlineCalculator matterId="matter-1" />, { user: buildUser() });
    await screen.findByRole("combobox", { name: "Rule" });
    setStartDate("2026-04-01");
    const days = screen.getByRole("textbox", { name: "Days" });
    await userEvent.clear(days);
    await userEvent.type(days, "5");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("Friday, 10 April 2026")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save as task" }));

    await screen.findByText("Deadline saved");
    const [calculation] = findRequests(fetchMock, "/api/deadlines/calculate");
    expect(JSON.parse(String(calculation?.body))).toEqual({
      startDate: "2026-04-01",
      days: 5,
      counting: "court",
      excludeDiesNon: false,
    });
    const [task] = findRequests(fetchMock, "/api/matters/matter-1/tasks");
    expect(JSON.parse(String(task?.body))).toMatchObject({
      title: "Deadline",
      deadline: { rule: null, startOn: "2026-04-01", days: 5 },
    });
  });

  it("refuses a period of 0 days without asking the server", async () => {
    const fetchMock = fakeDeadlineServer();
    renderWithProviders(<DeadlineCalculator />, { user: buildUser() });
    await screen.findByRole("combobox", { name: "Rule" });
    const days = screen.getByRole("textbox", { name: "Days" });
    await userEvent.clear(days);
    await userEvent.type(days, "0");
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));

    expect(screen.getByRole("alert").textContent).toBe("Enter a whole number of days from 1 to 365.");
    expect(findRequests(fetchMock, "/api/deadlines/calculate")).toHaveLength(0);
  });

  it("shows the server's message when the calculation is refused", async () => {
    fakeDeadlineServer({
      calculationStatus: 400,
      calculation: { message: "The start date must be a real date written YYYY-MM-DD.", code: "bad_request" },
    });
    renderWithProviders(<DeadlineCalculator />, { user: buildUser() });
    await screen.findByRole("combobox", { name: "Rule" });
    await userEvent.click(screen.getByRole("button", { name: "Calculate" }));
    expect(await screen.findByText("The start date must be a real date written YYYY-MM-DD.")).toBeTruthy();
  });
});
