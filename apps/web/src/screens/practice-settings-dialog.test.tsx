import type { TFirmMemberSummary, TPracticeSettings } from "@inkundla/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { centsToRandInput, randInputToCents } from "../lib/rand-input";
import { PracticeSettingsDialog } from "../modules/practice";
import { buildUser, jsonResponse, stubFetch } from "../testing/fake-server";
import { renderWithProviders } from "../testing/render-with-providers";
import { PracticeManagementPage } from "./practice-management-page";

const SETTINGS: TPracticeSettings = { matterReferencePrefix: "MAT", defaultHourlyRateCents: 150_000 };
const MEMBERS: TFirmMemberSummary[] = [
  {
    userId: "user-1",
    name: "Thandi Mokoena",
    email: "thandi@firm.co.za",
    role: "managing_partner",
    hourlyRateCents: 250_000,
  },
  {
    userId: "user-2",
    name: "Sipho Dlamini",
    email: "sipho@firm.co.za",
    role: "associate",
    hourlyRateCents: null,
  },
];
const YEAR = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" })
  .format(new Date())
  .slice(0, 4);

type Route = (init: RequestInit) => Response | Promise<Response>;

function stubSettingsServer(routes: Record<string, Route> = {}) {
  return stubFetch((path, init) => {
    const key = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    const route = routes[key];
    if (route) return route(init);
    if (key === "GET /api/practice/settings") return jsonResponse(200, SETTINGS);
    if (key === "GET /api/firm/members") return jsonResponse(200, MEMBERS);
    return jsonResponse(404, { message: `unexpected ${key}`, code: "not_found" });
  });
}

function bodiesSent(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function renderDialog() {
  renderWithProviders(<PracticeSettingsDialog opened onClose={() => {}} />, { user: buildUser() });
  const dialog = await screen.findByRole("dialog", { name: "Practice Settings" });
  const prefix = (await within(dialog).findByLabelText(/^Matter reference prefix/)) as HTMLInputElement;
  return { dialog, prefix, user: userEvent.setup() };
}

describe("PracticeSettingsDialog", () => {
  it("shows the current settings with a preview of the next matter reference", async () => {
    stubSettingsServer();
    const { dialog, prefix, user } = await renderDialog();

    expect(prefix.value).toBe("MAT");
    expect((within(dialog).getByLabelText(/^Default hourly rate/) as HTMLInputElement).value).toBe(
      "R 1500.00",
    );
    expect(within(dialog).getByText(`MAT-${YEAR}-0001`)).toBeTruthy();

    await user.clear(prefix);
    await user.type(prefix, "ndl1");

    expect(prefix.value).toBe("NDL1");
    expect(within(dialog).getByText(`NDL1-${YEAR}-0001`)).toBeTruthy();
  });

  it("saves the prefix and the default rate converted to whole cents, and says so", async () => {
    const fetchMock = stubSettingsServer({
      "PUT /api/practice/settings": (init) => jsonResponse(200, JSON.parse(String(init.body))),
    });
    const { dialog, prefix, user } = await renderDialog();
    const rate = within(dialog).getByLabelText(/^Default hourly rate/);

    await user.clear(prefix);
    await user.type(prefix, "NDL");
    await user.clear(rate);
    await user.type(rate, "1850.55");
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));

    expect(await screen.findByText("Practice Settings Saved")).toBeTruthy();
    expect(bodiesSent(fetchMock, "PUT", "/api/practice/settings")).toEqual([
      { matterReferencePrefix: "NDL", defaultHourlyRateCents: 185_055 },
    ]);
  });

  it("checks the prefix with the shared rule and sends nothing when it is not valid", async () => {
    const fetchMock = stubSettingsServer();
    const { dialog, prefix, user } = await renderDialog();

    await user.clear(prefix);
    await user.type(prefix, "M-1");
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));

    expect(
      await within(dialog).findByText("The prefix must be 2 to 10 capital letters or digits, e.g. MAT"),
    ).toBeTruthy();
    expect(bodiesSent(fetchMock, "PUT", "/api/practice/settings")).toHaveLength(0);
  });

  it("asks for a rate when the default rate is left blank", async () => {
    const fetchMock = stubSettingsServer();
    const { dialog, user } = await renderDialog();

    await user.clear(within(dialog).getByLabelText(/^Default hourly rate/));
    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));

    expect(
      await within(dialog).findByText("Enter the default hourly rate in rand, e.g. 1500 or 1500.50"),
    ).toBeTruthy();
    expect(bodiesSent(fetchMock, "PUT", "/api/practice/settings")).toHaveLength(0);
  });

  it("shows the server's message when the settings are refused", async () => {
    stubSettingsServer({
      "PUT /api/practice/settings": () =>
        jsonResponse(403, {
          message: "Only the firm owner can change the practice settings.",
          code: "owner_only",
        }),
    });
    const { dialog, user } = await renderDialog();

    await user.click(within(dialog).getByRole("button", { name: "Save Settings" }));

    expect(
      await within(dialog).findByText("Only the firm owner can change the practice settings."),
    ).toBeTruthy();
    expect(screen.queryByText("Practice Settings Saved")).toBeNull();
  });

  it("lists each member's own rate, the firm default for those without one, and saves a new rate in cents", async () => {
    const fetchMock = stubSettingsServer({
      "PUT /api/firm/members/user-2/rate": (init) =>
        jsonResponse(200, { ...MEMBERS[1], ...JSON.parse(String(init.body)) }),
      "PUT /api/firm/members/user-1/rate": (init) =>
        jsonResponse(200, { ...MEMBERS[0], ...JSON.parse(String(init.body)) }),
    });
    const { dialog, user } = await renderDialog();
    const table = await within(dialog).findByRole("table", { name: "Member hourly rates" });
    const siphoRate = within(table).getByLabelText("Hourly rate for Sipho Dlamini") as HTMLInputElement;
    const thandiRate = within(table).getByLabelText("Hourly rate for Thandi Mokoena") as HTMLInputElement;

    expect(thandiRate.value).toBe("R 2500.00");
    expect(siphoRate.value).toBe("");
    expect(siphoRate.placeholder).toBe("Firm default (R\u00a01\u00a0500,00)");
    expect(within(table).getByText("Associate")).toBeTruthy();
    expect(
      within(table).getByRole("button", { name: "Save Sipho Dlamini's rate" }).hasAttribute("disabled"),
    ).toBe(true);

    await user.type(siphoRate, "950.5");
    await user.click(within(table).getByRole("button", { name: "Save Sipho Dlamini's rate" }));
    expect(await screen.findByText("Sipho Dlamini's new time entries will use this rate.")).toBeTruthy();

    await user.clear(thandiRate);
    await user.click(within(table).getByRole("button", { name: "Save Thandi Mokoena's rate" }));

    await waitFor(() =>
      expect(bodiesSent(fetchMock, "PUT", "/api/firm/members/user-1/rate")).toEqual([
        { hourlyRateCents: null },
      ]),
    );
    expect(bodiesSent(fetchMock, "PUT", "/api/firm/members/user-2/rate")).toEqual([
      { hourlyRateCents: 95_050 },
    ]);
  });

  it("shows a refused member rate beside the member", async () => {
    stubSettingsServer({
      "PUT /api/firm/members/user-2/rate": () =>
        jsonResponse(404, { message: "No such member in your firm.", code: "member_not_found" }),
    });
    const { dialog, user } = await renderDialog();
    const table = await within(dialog).findByRole("table", { name: "Member hourly rates" });

    await user.type(within(table).getByLabelText("Hourly rate for Sipho Dlamini"), "900");
    await user.click(within(table).getByRole("button", { name: "Save Sipho Dlamini's rate" }));

    expect(await within(table).findByText("No such member in your firm.")).toBeTruthy();
  });
});

describe("the Settings button on the practice page", () => {
  it("is offered to the firm owner and opens the practice settings", async () => {
    stubSettingsServer();
    renderWithProviders(<PracticeManagementPage />, {
      route: "/practice",
      user: buildUser({ isFirmOwner: true }),
    });

    await userEvent.setup().click(screen.getByRole("button", { name: "Settings" }));

    expect(await screen.findByRole("dialog", { name: "Practice Settings" })).toBeTruthy();
  });

  it("is not offered to other members", () => {
    stubSettingsServer();
    renderWithProviders(<PracticeManagementPage />, {
      route: "/practice",
      user: buildUser({ isFirmOwner: false }),
    });

    expect(screen.queryByRole("button", { name: "Settings" })).toBeNull();
  });
});

describe("rand inputs", () => {
  it("turns rand into whole cents through the shared parser, without float drift", () => {
    expect(randInputToCents(1850.55)).toBe(185_055);
    expect(randInputToCents(0.29)).toBe(29);
    expect(randInputToCents("1500")).toBe(150_000);
    expect(randInputToCents("")).toBeNull();
    expect(randInputToCents("12.345")).toBeNull();
    expect(centsToRandInput(185_050)).toBe("1850.50");
    expect(centsToRandInput(5)).toBe("0.05");
  });
});
