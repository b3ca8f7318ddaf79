import {
  ANALYTICS_MESSAGES,
  formatDate,
  type TAnalyticsBenchmarks,
  type TAnalyticsData,
} from "@inkundla/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  buildUser,
  type FakeRoute,
  jsonResponse,
  randText,
  requestedQueries,
  stubRoutes,
} from "../../../testing/fake-server";
import { renderWithProviders } from "../../../testing/render-with-providers";
import { AdvancedAnalyticsPage } from "./advanced-analytics-page";

const DATA = "/api/advanced-analytics/data";
const BENCHMARKS = "/api/advanced-analytics/benchmarks";

const headline = {
  totalRevenue: 0,
  collectedRevenue: 0,
  billableHours: 0,
  activeClients: 0,
  avgHourlyRate: null,
};

function buildData(overrides: Partial<TAnalyticsData> = {}): TAnalyticsData {
  return {
    period: "last30days",
    range: { from: "2026-10-28", to: "2026-11-26", days: 30 },
    previousRange: { from: "2026-09-28", to: "2026-10-27", days: 30 },
    totalRevenue: 680_000,
    collectedRevenue: 100_000,
    billableHours: 5,
    activeClients: 2,
    avgHourlyRate: 133_333,
    hoursLogged: 6,
    previous: { ...headline, totalRevenue: 80_000, activeClients: 1 },
    hasActivity: true,
    bucket: "day",
    revenueOverTime: [
      { bucket: "2026-11-03", revenueCents: 400_000, collectedCents: 0 },
      { bucket: "2026-11-25", revenueCents: 280_000, collectedCents: 100_000 },
    ],
    byPracticeArea: [
      { practiceArea: "Family Law", revenueCents: 580_000, hours: 3 },
      { practiceArea: "Commercial Law", revenueCents: 100_000, hours: 3 },
    ],
    byFeeEarner: [{ id: "user-2", name: "Ayanda Khumalo", revenueCents: 400_000, hours: 6 }],
    byClient: [{ id: "client-1", name: "Botha Family Trust", revenueCents: 580_000 }],
    productivity: {
      people: [
        {
          userId: "user-2",
          name: "Ayanda Khumalo",
          hoursLogged: 6,
          billableHours: 5,
          billableShare: 0.833,
          targetHours: 122.2,
          targetSource: "member",
          percentOfTarget: 4.1,
          feesBilledCents: 400_000,
        },
      ],
      averageMatterDurationDays: 89,
      closedMatterCount: 1,
      timeToFirstInvoiceDays: 26,
      firstInvoicedMatterCount: 1,
      collectionRate: 14.7,
      lockUp: {
        wipCents: 300_000,
        debtorsCents: 710_000,
        dailyBillingCents: 21_935,
        wipDays: 13.7,
        debtorDays: 32.4,
        totalDays: 46.1,
      },
    },
    clients: {
      topByFees: [{ id: "client-1", name: "Botha Family Trust", revenueCents: 580_000 }],
      topByOutstanding: [{ id: "client-1", name: "Botha Family Trust", outstandingCents: 610_000 }],
      newClients: 1,
      returningClients: 1,
    },
    methods: {
      productivity: "Hours per person.",
      lockUp: "WIP and debtors.",
      clients: "Clients.",
      byPracticeArea: "Areas.",
    },
    ...overrides,
  };
}

const figure = { current: null, previous: null, changePercent: null };
const benchmarks: TAnalyticsBenchmarks = {
  period: "last30days",
  range: { from: "2026-10-28", to: "2026-11-26", days: 30 },
  previousRange: { from: "2026-09-28", to: "2026-10-27", days: 30 },
  own: { revenuePerFeeEarner: figure, billableHoursPerFeeEarner: figure, collectionRate: figure },
  platform: null,
  reason: ANALYTICS_MESSAGES.notEnoughFirms,
  method: "Medians over at least 10 firms.",
};

function stubApi(routes: Record<string, FakeRoute> = {}) {
  return stubRoutes({
    [`GET ${DATA}`]: () => jsonResponse(200, buildData()),
    [`GET ${BENCHMARKS}`]: () => jsonResponse(200, benchmarks),
    "GET /api/advanced-analytics/settings": () =>
      jsonResponse(200, { shareBenchmarks: true, monthlyTargetHours: null, members: [], canEdit: false }),
    ...routes,
  });
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/advanced-analytics" element={<AdvancedAnalyticsPage />} />
    </Routes>,
    {
      route: "/advanced-analytics",
      user: buildUser({ subscriptionPlan: "professional", isFirmOwner: false }),
    },
  );
}

const card = async (label: string) => within(await screen.findByRole("group", { name: label }));

describe("AdvancedAnalyticsPage", () => {
  it("shows the server's figures on the four cards, with the change on the previous period", async () => {
    stubApi();
    renderPage();

    expect((await card("Total Revenue")).getByText(randText(680_000))).toBeTruthy();
    expect((await card("Total Revenue")).getByText("+750% on the previous period")).toBeTruthy();
    expect((await card("Billable Hours")).getByText("5,0 h")).toBeTruthy();
    expect((await card("Active Clients")).getByText("2")).toBeTruthy();
    expect((await card("Average Hourly Rate")).getByText(`${randText(133_333)}/h`)).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Revenue Analytics",
      "Productivity",
      "Client Analysis",
      "Forecasting",
    ]);
  });

  it("asks for the chosen period when the period changes", async () => {
    const fetchMock = stubApi();
    renderPage();
    await card("Total Revenue");

    await userEvent.click(screen.getByRole("combobox", { name: "Time period" }));
    await userEvent.click(await screen.findByRole("option", { name: "Last 90 days" }));

    await waitFor(() =>
      expect(requestedQueries(fetchMock, DATA).map((query) => query.get("period"))).toContain("last90days"),
    );
    expect(requestedQueries(fetchMock, DATA)[0]?.get("period")).toBe("last30days");
  });

  it("checks a custom range before asking for it: an end before the start is refused", async () => {
    const fetchMock = stubApi();
    renderPage();
    await card("Total Revenue");

    await userEvent.click(screen.getByRole("combobox", { name: "Time period" }));
    await userEvent.click(await screen.findByRole("option", { name: "Custom range" }));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-10" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Apply dates" }));

    expect(await screen.findByText(ANALYTICS_MESSAGES.endBeforeStart)).toBeTruthy();
    expect(requestedQueries(fetchMock, DATA).some((query) => query.get("period") === "custom")).toBe(false);

    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-31" } });
    await userEvent.click(screen.getByRole("button", { name: "Apply dates" }));
    await waitFor(() => {
      const custom = requestedQueries(fetchMock, DATA).find((query) => query.get("period") === "custom");
      expect(custom?.get("from")).toBe("2026-03-10");
      expect(custom?.get("to")).toBe("2026-03-31");
    });
  });

  it("shows the plan message as a panel with a link to the subscription page on a 403", async () => {
    stubApi({
      [`GET ${DATA}`]: () =>
        jsonResponse(403, { message: ANALYTICS_MESSAGES.planRequired, code: "plan_required" }),
    });
    renderPage();

    const panel = await screen.findByRole("region", { name: "Upgrade to use Advanced Analytics" });
    expect(within(panel).getByText(ANALYTICS_MESSAGES.planRequired)).toBeTruthy();
    expect(within(panel).getByRole("link").getAttribute("href")).toBe("/profile?tab=subscription");
    expect(screen.queryByRole("button", { name: "Export Report" })).toBeNull();
  });

  it("gives each chart's figures as a table, shown on screen with the switch", async () => {
    stubApi();
    renderPage();

    const table = await screen.findByRole("table", { name: "Revenue over time (per day, excl. VAT)" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent?.replace(/\s/g, " "));
    expect(rows).toContain(`${formatDate("2026-11-25")}${randText(280_000)}${randText(100_000)}`);
    expect(rows).toContain(`${formatDate("2026-11-03")}${randText(400_000)}${randText(0)}`);
    const switches = screen.getAllByRole("switch", { name: "Show the figures as a table" });
    await userEvent.click(switches[0] as HTMLElement);
    expect((switches[0] as HTMLInputElement).checked).toBe(true);
  });

  it("says there is not enough data for a platform median, and the empty period in the spec's words", async () => {
    stubApi({ [`GET ${DATA}`]: () => jsonResponse(200, buildData({ hasActivity: false })) });
    renderPage();

    expect(await screen.findByText(ANALYTICS_MESSAGES.empty)).toBeTruthy();
    expect(await screen.findByText(ANALYTICS_MESSAGES.notEnoughFirms)).toBeTruthy();
  });

  it("reads the figures again on Refresh Data", async () => {
    const fetchMock = stubApi();
    renderPage();
    await card("Total Revenue");
    const before = requestedQueries(fetchMock, DATA).length;

    await userEvent.click(screen.getByRole("button", { name: "Refresh Data" }));

    await waitFor(() => expect(requestedQueries(fetchMock, DATA).length).toBeGreaterThan(before));
  });
});
